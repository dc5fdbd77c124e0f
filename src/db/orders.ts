// Orders in the local mirror: the reads behind the dashboard, the orders screen and the pending count
// (spec section 2); the staff actions on an order are in order-changes.ts. Every count and list reads
// an index range.
// The Archief covers the window only (orders placed since windowStartAt): the mirror may briefly hold
// older finished orders until clean-up removes them, and its count must not jump when it does.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { startOfAmsterdamDay } from '../domain/amsterdam-time';
import { DASHBOARD_GROUP_STATUSES, TAB_STATUSES, type DashboardGroup, type OrderTab } from '../domain/order-status';
import { appDb, type ShopDb } from './database';
import { windowStartAt } from './history';
import { liveStorePer, useLiveStore } from './live-store';
import { newestFirst, PACKED_STATUSES, packedCount, packedNewest } from './order-packs';
import { rowOf } from './order-record';
import type { OrderRow } from './rows';

export type { OrderRow } from './rows';

export const TAB_LIMIT = 50;
export const RECENT_LIMIT = 5;

/** Orders with `status` placed since `since` (ISO; default: all). */
function byStatus(db: ShopDb, status: string, since: string | number = Dexie.minKey) {
  return db.orders.where('[status+placed_at]').between([status, since], [status, Dexie.maxKey]);
}

/** Newest first, at most `limit`, over some statuses: one index range per status, merged. */
export function newestWithStatus(
  db: ShopDb, statuses: readonly string[], limit: number, since?: string,
): Promise<OrderRow[]> {
  return reading(db, async () => {
    const lists = await Promise.all([
      ...statuses.map((status) => byStatus(db, status, since).reverse().limit(limit).toArray()),
      packedNewest(db, statuses, limit, since).then((orders) => orders.map(rowOf)),
    ]);
    return lists.flat().sort((a, b) => b.placed_at.localeCompare(a.placed_at)).slice(0, limit);
  });
}

/**
 * A read of several ranges in one IndexedDB transaction rather than one each: a new order makes every
 * open screen read again, and each transaction waits its turn behind the writes before it.
 */
function reading<T>(db: ShopDb, read: () => Promise<T>): Promise<T> {
  return db.transaction('r', [db.orders, db.order_packs], read);
}

/**
 * One index range per status (anyOf would read rows). The orders store's ranges are read as keys, not
 * counted: a live count runs again after every write to the store (Dexie cannot tell what a write
 * replaced), keys read only when the write touches them; so a new order no longer counts the Archief
 * again. The packs are counted natively: only the history download and a change to a packed order
 * write them.
 */
export function countWithStatus(db: ShopDb, statuses: readonly string[], since?: string): Promise<number> {
  return reading(db, async () => {
    const counts = await Promise.all([
      ...statuses.map((status) => byStatus(db, status, since).primaryKeys().then((keys) => keys.length)),
      packedCount(db, statuses, since),
    ]);
    return counts.reduce((sum, n) => sum + n, 0);
  });
}

/**
 * The start of the Archief period at `now`, moved to the next whole minute: live queries rerun once a
 * minute, not on every tick, and clean-up (which uses the exact time) never removes what it counts.
 */
export function archiveStart(now: number): string {
  return windowStartAt(Math.ceil(now / 60_000) * 60_000);
}

/** The pending count: orders still `created` (spec section 7, "pending count"); keys, as countWithStatus. */
export async function pendingCount(db: ShopDb): Promise<number> {
  return (await pendingIds(db)).length;
}

/** The ids of the orders still `created`: the order alert rings at once for an id it has not seen. */
export async function pendingIds(db: ShopDb): Promise<string[]> {
  return (await createdOrders(db).primaryKeys()).map(String);
}

/** The orders still `created`: a range of [status+placed_at] (version 8 has no `status` index). */
const createdOrders = (db: ShopDb) => db.orders.where('[status+placed_at]').between(['created', Dexie.minKey], ['created', Dexie.maxKey]);

export async function dashboardCounts(db: ShopDb): Promise<Record<DashboardGroup, number>> {
  const [created, preparing, ready] = await Promise.all([
    countWithStatus(db, DASHBOARD_GROUP_STATUSES.new),
    countWithStatus(db, DASHBOARD_GROUP_STATUSES.preparing),
    countWithStatus(db, DASHBOARD_GROUP_STATUSES.ready),
  ]);
  return { new: created, preparing, ready };
}

/**
 * The 5 most recent orders of any status. Read from today's orders first: a live read watches the range
 * it read, so the dashboard then does not read again for each slice of older history coming in (issue
 * 14). Fewer than 5 today: the newest of all.
 */
export async function recentOrders(db: ShopDb, limit = RECENT_LIMIT, now = new Date()): Promise<OrderRow[]> {
  const today = await db.orders.where('placed_at').aboveOrEqual(startOfAmsterdamDay(now).toISOString()).reverse().limit(limit).toArray();
  if (today.length >= limit) return today;
  const [stored, packed] = await Promise.all([db.orders.orderBy('placed_at').reverse().limit(limit).toArray(), packedNewest(db, PACKED_STATUSES, limit)]);
  return newestFirst([...stored, ...packed.map(rowOf)]).slice(0, limit);
}

export interface OrderStats {
  /** Nieuwe Orders */
  newOrders: number;
  /** Klaar voor Bezorging */
  readyForDelivery: number;
  /** Orders Vandaag: placed since midnight, Amsterdam time */
  ordersToday: number;
  /** Omzet Vandaag in cents: today's orders except canceled ones */
  revenueTodayCents: number;
}

export async function orderStats(db: ShopDb, now: Date): Promise<OrderStats> {
  const since = startOfAmsterdamDay(now).toISOString();
  const [newOrders, readyForDelivery, today] = await reading(db, () => Promise.all([
    pendingCount(db),
    countWithStatus(db, ['ready_delivery']),
    db.orders.where('placed_at').aboveOrEqual(since).toArray(),
  ]));
  const revenueTodayCents = today
    .filter((order) => order.status !== 'canceled')
    .reduce((sum, order) => sum + order.total_cents, 0);
  return { newOrders, readyForDelivery, ordersToday: today.length, revenueTodayCents };
}

/** One tab of the orders screen: 50 newest first; the Archief only from `archiveFrom` (archiveStart). */
export function tabOrders(db: ShopDb, tab: OrderTab, archiveFrom?: string): Promise<OrderRow[]> {
  return newestWithStatus(db, TAB_STATUSES[tab], TAB_LIMIT, tab === 'archive' ? archiveFrom : undefined);
}

export async function tabCounts(db: ShopDb, archiveFrom?: string): Promise<Record<OrderTab, number>> {
  const [created, active, archive] = await Promise.all([
    countWithStatus(db, TAB_STATUSES.new),
    countWithStatus(db, TAB_STATUSES.active),
    countWithStatus(db, TAB_STATUSES.archive, archiveFrom),
  ]);
  return { new: created, active, archive };
}

// --- hooks (undefined while loading) ---

/** One live read of the waiting orders, shared by everything that shows or rings for them. */
const pendingStoreOf = liveStorePer(pendingIds);

export function usePendingCount(db: ShopDb = appDb()): number | undefined {
  return usePendingIds(db)?.length;
}

export function usePendingIds(db: ShopDb = appDb()): string[] | undefined {
  return useLiveStore(pendingStoreOf(db));
}

export function useOrderStats(now: Date, db: ShopDb = appDb()): OrderStats | undefined {
  const day = startOfAmsterdamDay(now).getTime();
  return useLiveQuery(() => orderStats(db, new Date(day)), [db, day]);
}

export function useTabOrders(tab: OrderTab, now: number, db: ShopDb = appDb()): OrderRow[] | undefined {
  // Only the Archief moves with the clock; the other lists need not rerun every minute.
  const from = tab === 'archive' ? archiveStart(now) : undefined;
  return useLiveQuery(() => tabOrders(db, tab, from), [db, tab, from]);
}

/**
 * The tabs' counts, each its own live read: a new order then counts its tab again, not the Archief,
 * whose count reads every finished order of the window (20,000 index entries in a large shop).
 */
export function useTabCounts(now: number, db: ShopDb = appDb()): Record<OrderTab, number> | undefined {
  const from = archiveStart(now);
  const created = useLiveQuery(() => countWithStatus(db, TAB_STATUSES.new), [db]);
  const active = useLiveQuery(() => countWithStatus(db, TAB_STATUSES.active), [db]);
  const archive = useLiveQuery(() => countWithStatus(db, TAB_STATUSES.archive, from), [db, from]);
  if (created === undefined || active === undefined || archive === undefined) return undefined;
  return { new: created, active, archive };
}
