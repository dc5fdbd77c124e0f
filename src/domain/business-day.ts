// The business day (issue 32, DESIGN section 11): a shop open until 02:00 has one day, which ends at the
// shop's chosen whole hour (default 05:00) on the Amsterdam clock. The same rule as the database's
// business_date()/business_day_start(), so the device's "today" and the server's figures agree.
// Dates are 'YYYY-MM-DD' strings (a calendar date, no time zone).
import { amsterdamOffsetMs, amsterdamParts } from './amsterdam-time';

export const DEFAULT_DAY_END_HOUR = 5;

/** The hour of shop_settings.business_day_end ('05:00:00'); the default when absent or unreadable. */
export function dayEndHour(businessDayEnd: string | null | undefined): number {
  const hour = Number(/^(\d{1,2}):/.exec(businessDayEnd ?? '')?.[1]);
  return Number.isInteger(hour) && hour >= 0 && hour <= 12 ? hour : DEFAULT_DAY_END_HOUR;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function dateParts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

/** The date `days` after (or before) the given one. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return isoDate(y, m, d + days);
}

/** 1 = Monday … 7 = Sunday, as PostgreSQL's isodow. */
export function isoWeekday(date: string): number {
  const [y, m, d] = dateParts(date);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** The business day the instant belongs to. */
export function businessDate(at: Date, endHour: number): string {
  const p = amsterdamParts(at);
  return isoDate(p.year, p.month, p.day - (p.hour < endHour ? 1 : 0));
}

/** The instant a business day starts: its date at endHour on the Amsterdam clock (an hour skipped by
 *  daylight saving counts as the hour after it, as PostgreSQL reads it). */
export function businessDayStart(date: string, endHour: number): Date {
  const [y, m, d] = dateParts(date);
  const wall = Date.UTC(y, m - 1, d, endHour);
  let instant = wall - amsterdamOffsetMs(new Date(wall));
  instant = wall - amsterdamOffsetMs(new Date(instant));
  return new Date(instant);
}

/** True when the instant falls in business days from..to (inclusive). */
export function inBusinessDays(at: Date, from: string, to: string, endHour: number): boolean {
  const day = businessDate(at, endHour);
  return day >= from && day <= to;
}
