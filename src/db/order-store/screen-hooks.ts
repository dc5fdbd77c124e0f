// The order store's live reads for the orders screen, the order detail and automatic printing
// (undefined while loading). Counts and tiles read the hours alone, so a plain live query follows
// exactly what they depend on; lists read the orders, so they follow what they watch (watched.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import { startOfAmsterdamDay } from '../../domain/amsterdam-time';
import type { OrderTab } from '../../domain/order-status';
import { appDb, type ShopDb } from '../database';
import type { OrderRow } from '../rows';
import { orderDetailReading, type OrderDetail } from './detail';
import { useWatched } from './hooks';
import { activeQueue } from './queue';
import { archiveStart, newestIds, orderStats, tabCount, tabOrders, type OrderStats } from './tab-reads';

export function useOrderStats(now: Date, db: ShopDb = appDb()): OrderStats | undefined {
  const day = startOfAmsterdamDay(now).getTime();
  return useLiveQuery(() => orderStats(db, new Date(day)), [db, day]);
}

export function useTabOrders(tab: OrderTab, now: number, db: ShopDb = appDb()): OrderRow[] | undefined {
  // Only the Archief moves with the clock; the other lists need not run again every minute.
  const from = tab === 'archive' ? archiveStart(now) : undefined;
  return useWatched(db, () => tabOrders(db, tab, from), [tab, from]);
}

/** The tabs' counts, each its own live read: a new order counts its own tab again, not the Archief. */
export function useTabCounts(now: number, db: ShopDb = appDb()): Record<OrderTab, number> | undefined {
  const from = archiveStart(now);
  const created = useLiveQuery(() => tabCount(db, 'new'), [db]);
  const active = useLiveQuery(() => tabCount(db, 'active'), [db]);
  const archive = useLiveQuery(() => tabCount(db, 'archive', from), [db, from]);
  if (created === undefined || active === undefined || archive === undefined) return undefined;
  return { new: created, active, archive };
}

/** The Bestellingen queue. The order does not depend on the clock, only the countdowns do. */
export function useActiveQueue(db: ShopDb = appDb()): OrderRow[] | undefined {
  return useWatched(db, () => activeQueue(db), []);
}

/** undefined while loading, null when the order is not in the mirror. */
export function useOrderDetail(id: string, db: ShopDb = appDb()): OrderDetail | null | undefined {
  return useWatched(db, () => orderDetailReading(db, id), [id], (of) => [of.products]);
}

/** The ids of the newest `limit` orders with one of `statuses`; null while not `wanted` (nothing is read then). */
export function useNewestIds(
  statuses: readonly string[], limit: number, wanted: boolean, db: ShopDb = appDb(),
): string[] | null | undefined {
  const key = statuses.join(',');
  return useWatched<string[] | null>(db, async () => (wanted
    ? newestIds(db, key.split(','), limit)
    : { value: null, watch: { key: 'nothing', stamps: async () => '' } }), [key, limit, wanted]);
}
