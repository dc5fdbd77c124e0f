// "Is the shop open now, and why", computed locally so the top bar works offline. Mirrors the
// database function fn_is_open() (supabase/migrations/..._functions.sql) rule for rule.
import { amsterdamParts } from './amsterdam-time';
import { DEVICE_SEEN_WITHIN_MS } from './presence';

export type IsOpenSource =
  | 'manual_closure' | 'shop_status' | 'opening_hours' | 'closure_expired' | 'no_device' | 'closed_today'
  | 'outside_hours';


export type IsOpenHours = { weekday: number; open_time: string; close_time: string; is_active: boolean };

export type IsOpenInput = {
  hours: readonly IsOpenHours[];
  isManuallyClosed: boolean;
  /** shop_status.is_closed, or null when there is no shop_status row. */
  shopStatusClosed: boolean | null;
  /** shop_status.closed_until: the closure is over from then on; null or absent = until reopened. */
  shopStatusClosedUntil?: string | null;
  at: Date;
  /** shop_settings.auto_close_without_device: closed while no device was seen within 3 minutes. */
  autoCloseWithoutDevice?: boolean;
  /** The latest last_seen_at of the company's devices, null when none reported. */
  lastDeviceSeenAt?: Date | null;
};

export type IsOpenResult = { is_open: boolean; source: IsOpenSource };

/** Seconds since midnight of 'HH:MM' or 'HH:MM:SS'; NaN when unreadable. */
export function timeToSeconds(t: string): number {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(t.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

type Span = { open: number; close: number };

function activeSpan(hours: readonly IsOpenHours[], weekday: number): Span | null {
  const row = hours.find((h) => h.weekday === weekday && h.is_active);
  return row ? { open: timeToSeconds(row.open_time), close: timeToSeconds(row.close_time) } : null;
}

/** close <= open means the day runs past midnight (equal: 24 hours from open_time). */
function runsPastMidnight(span: Span): boolean {
  return span.close <= span.open;
}

export function computeIsOpen(input: IsOpenInput): IsOpenResult {
  const byHours = computeByHours(input);
  if (!byHours.is_open || !input.autoCloseWithoutDevice) return byHours;
  // As fn_is_open: a sighting at or after at - 3 minutes counts (a later one too).
  const seen = input.lastDeviceSeenAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return seen >= input.at.getTime() - DEVICE_SEEN_WITHIN_MS ? byHours : { is_open: false, source: 'no_device' };
}

function computeByHours(input: IsOpenInput): IsOpenResult {
  if (input.isManuallyClosed) return { is_open: false, source: 'manual_closure' };
  const closureEnd = input.shopStatusClosedUntil ? Date.parse(input.shopStatusClosedUntil) : Number.NaN;
  const closureOver = input.shopStatusClosed === true && input.at.getTime() >= closureEnd;
  if (input.shopStatusClosed === true && !closureOver) return { is_open: false, source: 'shop_status' };
  // Open by the hours after a closure that ended by itself: says why (fn_is_open's closure_expired).
  const openSource = closureOver ? 'closure_expired' : 'opening_hours';

  const p = amsterdamParts(input.at);
  const t = p.hour * 3600 + p.minute * 60 + p.second;

  const today = activeSpan(input.hours, p.weekday);
  if (today) {
    const inside = runsPastMidnight(today) ? t >= today.open : t >= today.open && t < today.close;
    if (inside) return { is_open: true, source: openSource };
  }

  const yesterday = activeSpan(input.hours, (p.weekday + 6) % 7);
  if (yesterday && runsPastMidnight(yesterday) && t < yesterday.close) {
    return { is_open: true, source: openSource };
  }

  return today ? { is_open: false, source: 'outside_hours' } : { is_open: false, source: 'closed_today' };
}
