// The Bestellingen tab as a queue (issue 17): active orders by due time (promised, else expected),
// soonest first. Sorted in memory from the existing status reads (no index on the due time): the due
// time of an order can come from two fields, and active orders are few.
import { useLiveQuery } from 'dexie-react-hooks';
import { compareDue } from '../domain/due';
import { TAB_STATUSES } from '../domain/order-status';
import { appDb, type ShopDb } from './database';
import { TAB_LIMIT, newestWithStatus, type OrderRow } from './orders';

/** More active orders than any shop has at once; all are read so the soonest due is never left out. */
export const ACTIVE_READ_LIMIT = 2000;

/** The active orders, soonest due first, at most TAB_LIMIT (spec: 50 per tab). */
export async function activeQueue(db: ShopDb): Promise<OrderRow[]> {
  const active = await newestWithStatus(db, TAB_STATUSES.active, ACTIVE_READ_LIMIT);
  return active.sort(compareDue).slice(0, TAB_LIMIT);
}

/** undefined while loading. The order does not depend on the clock, only the countdowns do. */
export function useActiveQueue(db: ShopDb = appDb()): OrderRow[] | undefined {
  return useLiveQuery(() => activeQueue(db), [db]);
}
