// The Bestellingen tab as a queue (issue 17): active orders by due time (promised, else expected),
// soonest first. Each record keeps its due time (order-due.ts), so the queue reads the soonest
// TAB_LIMIT of each active status from the [status+due_at+placed_at] index and merges them: the cost
// does not grow with the number of active orders.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { compareDue } from '../domain/due';
import { TAB_STATUSES } from '../domain/order-status';
import { appDb, type ShopDb } from './database';
import { TAB_LIMIT, type OrderRow } from './orders';

/** The active orders, soonest due first, at most TAB_LIMIT (spec: 50 per tab). */
export async function activeQueue(db: ShopDb): Promise<OrderRow[]> {
  const byStatus = await Promise.all(TAB_STATUSES.active.map((status) => db.orders.where('[status+due_at+placed_at]')
    .between([status, ''], [status, Dexie.maxKey]).limit(TAB_LIMIT).toArray()));
  return byStatus.flat().sort(compareDue).slice(0, TAB_LIMIT);
}

/** undefined while loading. The order does not depend on the clock, only the countdowns do. */
export function useActiveQueue(db: ShopDb = appDb()): OrderRow[] | undefined {
  return useLiveQuery(() => activeQueue(db), [db]);
}
