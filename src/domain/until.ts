// States that staff set "until" a time (issue 17, DESIGN section 10): sold out until, busy until, closed
// until. Each rule takes the instant to judge at, so expiry needs no job and holds offline; each one
// matches the database's reading (available_products, fn_busy_state, fn_is_open) rule for rule.
// Also the "until" choices staff pick from: an hour, the rest of today (the next opening), a grid time.
import { addAmsterdamDays, amsterdamMidnight, amsterdamOffsetMs, amsterdamParts } from './amsterdam-time';
import { type IsOpenHours, timeToSeconds } from './is-open';

const MINUTE_MS = 60_000;
const HALF_HOUR_MS = 30 * MINUTE_MS;

/** An ISO time as ms; null for null, absent or unreadable. */
export function untilMs(until: string | null | undefined): number | null {
  if (!until) return null;
  const ms = Date.parse(until);
  return Number.isNaN(ms) ? null : ms;
}

/** Whether a switch set until `until` is still on at `at`: on, and no end or an end still to come. */
function onAt(on: boolean, until: string | null | undefined, at: Date): boolean {
  if (!on) return false;
  const end = untilMs(until);
  return end === null || at.getTime() < end;
}

export type StockRow = { is_sold_out: boolean; sold_out_until?: string | null };

/** Sold out at `at` (available_products: in stock again from sold_out_until on). */
export function isSoldOutAt(product: StockRow, at: Date): boolean {
  return onAt(product.is_sold_out, product.sold_out_until, at);
}

export type BusyRow = { is_busy: boolean; busy_extra_minutes?: number | null; busy_until?: string | null };

export interface BusyState {
  isBusy: boolean;
  /** 0 when not busy or when no minutes were chosen (as fn_busy_state). */
  extraMinutes: number;
  /** The end while busy, else null. */
  until: string | null;
}

/** The busy mode in force at `at`, as fn_busy_state: is_busy counts as off from busy_until on. */
export function busyStateAt(company: BusyRow | null | undefined, at: Date): BusyState {
  const isBusy = !!company && onAt(company.is_busy, company.busy_until, at);
  return {
    isBusy,
    extraMinutes: isBusy ? (company?.busy_extra_minutes ?? 0) : 0,
    until: isBusy ? (company?.busy_until ?? null) : null,
  };
}

export type ClosureRow = { is_closed: boolean; closed_until?: string | null };

/** The manual closure is in force at `at` (fn_is_open: over from closed_until on). */
export function isClosedAt(status: ClosureRow | null | undefined, at: Date): boolean {
  return !!status && onAt(status.is_closed, status.closed_until, at);
}

/** The first of these instants still to come after `now`, for re-rendering at an expiry; else null. */
export function nextExpiry(untils: readonly (string | null | undefined)[], now: number): number | null {
  let next: number | null = null;
  for (const until of untils) {
    const ms = untilMs(until);
    if (ms !== null && ms > now && (next === null || ms < next)) next = ms;
  }
  return next;
}

/** The instant of 'HH:MM' on the Amsterdam date `days` after the one of `day`. */
function atLocalTime(day: Date, days: number, time: string): Date {
  const p = amsterdamParts(addAmsterdamDays(day, days));
  const minutes = Math.floor(timeToSeconds(time) / 60);
  return wallTime(p.year, p.month, p.day, Math.floor(minutes / 60), minutes % 60);
}

/** The instant of a wall-clock time in Amsterdam (a time skipped by the clock change moves an hour on). */
function wallTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const midnight = amsterdamMidnight(year, month, day).getTime();
  let guess = midnight + (hour * 60 + minute) * MINUTE_MS;
  // Correct once for a clock change between midnight and the time (the offset at the guess decides).
  guess += amsterdamOffsetMs(new Date(midnight)) - amsterdamOffsetMs(new Date(guess));
  return new Date(guess);
}

/**
 * "Rest van vandaag" and "Tot de volgende opening": the opening of the first business day after the
 * current one. The current business day is today, or yesterday while yesterday's hours run past
 * midnight; so before today's opening it is still today, and the answer is a later day's opening.
 * Null when no weekday is open.
 */
export function nextOpening(hours: readonly IsOpenHours[], at: Date): Date | null {
  const p = amsterdamParts(at);
  const t = p.hour * 3600 + p.minute * 60 + p.second;
  const active = (weekday: number) => hours.find((h) => h.weekday === weekday && h.is_active);
  const yesterday = active((p.weekday + 6) % 7);
  const inYesterday = !!yesterday && timeToSeconds(yesterday.close_time) <= timeToSeconds(yesterday.open_time)
    && t < timeToSeconds(yesterday.close_time);
  const first = inYesterday ? 0 : 1;
  for (let days = first; days < first + 7; days += 1) {
    const day = active((p.weekday + days) % 7);
    if (day) return atLocalTime(at, days, day.open_time);
  }
  return null;
}

/** The end of "Rest van vandaag": the next opening, or the next midnight when no day is open. */
export function restOfToday(hours: readonly IsOpenHours[], at: Date): Date {
  return nextOpening(hours, at) ?? addAmsterdamDays(at, 1);
}

/** `minutes` after `at`. */
export function minutesAfter(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE_MS);
}

/** The next `count` half hours after `at` (the 30-minute grid; Amsterdam's offset is whole hours). */
export function gridTimesAfter(at: Date, count: number): Date[] {
  const first = Math.floor(at.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS + HALF_HOUR_MS;
  return Array.from({ length: count }, (_, i) => new Date(first + i * HALF_HOUR_MS));
}

/** The next opening rounded up to the grid (opening times are on it already; the database insists). */
export function onGrid(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS);
}
