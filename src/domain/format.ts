// Display formatting of spec §9: money (cents shown as nl-NL euro), order numbers, and order and
// account times in Amsterdam wall-clock time.
import { addAmsterdamDays, amsterdamParts, isSameAmsterdamDay } from './amsterdam-time';

const HOUR_MS = 60 * 60 * 1000;

let euro: Intl.NumberFormat | undefined;

/** Cents as nl-NL euro, e.g. '€ 12,50' (Intl puts a non-breaking space after the sign). */
export function formatEuro(cents: number): string {
  euro ??= new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
  return euro.format(cents / 100);
}

/** '#' plus the last 8 characters of the id, uppercase. */
export function orderNumber(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'HH:MM' in Amsterdam time. */
export function formatTime(at: Date): string {
  const p = amsterdamParts(at);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * 'Vandaag HH:MM', 'Morgen HH:MM', else 'dd/mm HH:MM' (spec section 9, e.g. '27/11 18:30'), all by
 * Amsterdam calendar days.
 */
export function formatOrderTime(at: Date, now: Date): string {
  const time = formatTime(at);
  if (isSameAmsterdamDay(at, now)) return `Vandaag ${time}`;
  if (isSameAmsterdamDay(at, addAmsterdamDays(now, 1))) return `Morgen ${time}`;
  const p = amsterdamParts(at);
  return `${pad(p.day)}/${pad(p.month)} ${time}`;
}

/** 'dd-mm-yyyy HH:MM' in Amsterdam time (account info: created, last login). */
export function formatDateTime(at: Date): string {
  const p = amsterdamParts(at);
  return `${pad(p.day)}-${pad(p.month)}-${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

export type ExpectedTimeOrder = { is_asap: boolean; placed_at: string; delivery_time: string | null };

/** When the order is due: ASAP (or no delivery_time) is placed_at + 1 hour, else delivery_time. */
export function expectedTime(order: ExpectedTimeOrder): Date {
  if (!order.is_asap && order.delivery_time) {
    const chosen = new Date(order.delivery_time);
    if (!Number.isNaN(chosen.getTime())) return chosen;
  }
  return new Date(new Date(order.placed_at).getTime() + HOUR_MS);
}

/**
 * The end of a state that ends by itself: 'HH:MM' today, 'morgen HH:MM' tomorrow, else 'dd/mm HH:MM'
 * (as formatOrderTime, in running text: 'Uitverkocht tot morgen 11:00').
 */
export function formatUntil(at: Date, now: Date): string {
  const time = formatTime(at);
  if (isSameAmsterdamDay(at, now)) return time;
  if (isSameAmsterdamDay(at, addAmsterdamDays(now, 1))) return `morgen ${time}`;
  const p = amsterdamParts(at);
  return `${pad(p.day)}/${pad(p.month)} ${time}`;
}
