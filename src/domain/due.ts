// When an order is due: the ready time promised at accept, else the spec's expected time
// (placed + 1 h for ASAP, else the chosen delivery time). The active queue is ordered by it, and each
// card says how many minutes are left or how late it is, judged at an instant passed in.
import { dueOf, type DueOrder } from './due-at';

export { dueOf, type Due, type DueOrder } from './due-at';

const MINUTE_MS = 60_000;

/** The "Klaar over" choices beside the accept buttons, in minutes. */
export const READY_CHOICES = [10, 15, 20, 30, 45, 60] as const;
/** The "Vertraging" choices on active orders, in minutes. */
export const DELAY_CHOICES = [5, 10, 15] as const;
/** The busy mode's extra minutes (companies.busy_extra_minutes). */
export const BUSY_EXTRA_CHOICES = [10, 20, 30, 45, 60] as const;
/** The default ready times staff may set in Openingstijden (shop_settings.ready_minutes_*: 1..240). */
export const READY_MINUTE_SETTINGS = [10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 120] as const;
/** The server's defaults when the settings row does not carry them yet. */
export const DEFAULT_READY_MINUTES = { delivery: 45, pickup: 20 } as const;
/** Within this many minutes of the due time a card turns "soon". */
export const SOON_MINUTES = 5;

/** Soonest due first; equal due times by placed_at, then id, so the order never flickers. */
export function compareDue<T extends DueOrder & { id: string }>(a: T, b: T): number {
  return dueOf(a).at.getTime() - dueOf(b).at.getTime()
    || a.placed_at.localeCompare(b.placed_at) || a.id.localeCompare(b.id);
}

export type Urgency = 'calm' | 'soon' | 'late';

export interface DueCountdown {
  urgency: Urgency;
  /** Whole minutes left (calm, soon) or late (late), never negative. */
  minutes: number;
}

/**
 * How the due time stands at `now`: late once it has passed, soon within SOON_MINUTES, else calm.
 * Minutes left round up (59 s left is 1 minute), minutes late round down (59 s late is 0 minutes late).
 */
export function countdown(due: Date, now: Date): DueCountdown {
  const left = due.getTime() - now.getTime();
  if (left < 0) return { urgency: 'late', minutes: Math.floor(-left / MINUTE_MS) };
  const minutes = Math.ceil(left / MINUTE_MS);
  return { urgency: minutes <= SOON_MINUTES ? 'soon' : 'calm', minutes };
}

/** Whole minutes since the order was placed (Nieuwe bestellingen: how long it has waited), never negative. */
export function waitedMinutes(placedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(placedAt)) / MINUTE_MS));
}

export type ReadySettings = { ready_minutes_delivery?: number; ready_minutes_pickup?: number };

/** The default ready time in minutes: per delivery type (Openingstijden) plus the busy minutes while busy. */
export function defaultReadyMinutes(
  settings: ReadySettings | null | undefined, isDelivery: boolean, busyExtraMinutes: number,
): number {
  const base = isDelivery
    ? settings?.ready_minutes_delivery ?? DEFAULT_READY_MINUTES.delivery
    : settings?.ready_minutes_pickup ?? DEFAULT_READY_MINUTES.pickup;
  return base + busyExtraMinutes;
}

/** The due time moved `minutes` later (Vertraging): from the promised time, else the expected one. */
export function delayedDue(order: DueOrder, minutes: number): Date {
  return new Date(dueOf(order).at.getTime() + minutes * MINUTE_MS);
}

/** delivery_type, or the fulfillment_type fallback (spec section 3), is 'delivery'. */
export function isDeliveryOrder(order: { delivery_type: string; fulfillment_type?: string | null }): boolean {
  return (order.delivery_type || order.fulfillment_type) === 'delivery';
}
