// The "until" choices staff pick from: an hour from now, the rest of today (until the next
// opening, following the opening hours across midnight, closed days and the clock change), a time on
// the 30-minute grid. Pure: the instant to start from is passed in.
import { addAmsterdamDays, amsterdamMidnight, amsterdamOffsetMs, amsterdamParts } from './amsterdam-time';
import { type IsOpenHours, timeToSeconds } from './is-open';

const MINUTE_MS = 60_000;
const HALF_HOUR_MS = 30 * MINUTE_MS;

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
