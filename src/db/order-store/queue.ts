// The Bestellingen tab as a queue: active orders by due time (promised, else expected), soonest first.
// Each record keeps its due time (due.ts), so the queue reads the soonest TAB_LIMIT of each active
// status from the [status+due_at+placed_at] index and merges them: the cost does not grow with the
// number of active orders. Active orders are never packed.
import Dexie from 'dexie';
import { compareDue } from '../../domain/due';
import { TAB_STATUSES } from '../../domain/order-status';
import type { ShopDb } from '../database';
import type { OrderRow } from '../rows';
import { hoursWatch, TAB_LIMIT } from './reads';
import { rowOf } from './record';
import { tables } from './tables';
import type { Reading } from './watched';

/** The active orders, soonest due first, at most TAB_LIMIT (spec: 50 per tab). */
export async function activeQueue(db: ShopDb): Promise<Reading<OrderRow[]>> {
  const byStatus = await Promise.all(TAB_STATUSES.active.map((status) => tables(db).orders.where('[status+due_at+placed_at]')
    .between([status, ''], [status, Dexie.maxKey]).limit(TAB_LIMIT).toArray()));
  const value = byStatus.flat().sort(compareDue).slice(0, TAB_LIMIT).map(rowOf);
  return { value, watch: hoursWatch(db, TAB_STATUSES.active) };
}
