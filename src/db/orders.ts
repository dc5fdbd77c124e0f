// Orders in the local mirror: the reads behind the dashboard, the orders screen and the pending count
// (spec section 2), and the staff actions on an order. Every count and list reads an index range.
// The Archief covers the window only (orders placed since windowStartAt): the mirror may briefly hold
// older finished orders until clean-up removes them, and its count must not jump when it does.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { startOfAmsterdamDay } from '../domain/amsterdam-time';
import {
  DASHBOARD_GROUP_STATUSES, TAB_STATUSES, canCancel, isOrderStatus, nextStatus, type DashboardGroup, type OrderStatus,
  type OrderTab,
} from '../domain/order-status';
import { delayedDue } from '../domain/due';
import { appDb, type ShopDb } from './database';
import { windowStartAt } from './history';
import { enqueue } from './outbox';
import { readyMinutesRule } from './ready-time';
import type { OrderRow } from './rows';

export type { OrderRow } from './rows';

export const TAB_LIMIT = 50;
export const RECENT_LIMIT = 5;

/** Orders with `status` placed since `since` (ISO; default: all). */
function byStatus(db: ShopDb, status: string, since: string | number = Dexie.minKey) {
  return db.orders.where('[status+placed_at]').between([status, since], [status, Dexie.maxKey]);
}

/** Newest first, at most `limit`, over some statuses: one index range per status, merged. */
export async function newestWithStatus(
  db: ShopDb, statuses: readonly string[], limit: number, since?: string,
): Promise<OrderRow[]> {
  const lists = await Promise.all(statuses.map((status) => byStatus(db, status, since).reverse().limit(limit).toArray()));
  return lists.flat().sort((a, b) => b.placed_at.localeCompare(a.placed_at)).slice(0, limit);
}

/** One native index count per status (a single range counts without reading rows; anyOf would). */
export async function countWithStatus(db: ShopDb, statuses: readonly string[], since?: string): Promise<number> {
  const counts = await Promise.all(statuses.map((status) => byStatus(db, status, since).count()));
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * The start of the Archief period at `now`, moved to the next whole minute: live queries rerun once a
 * minute, not on every tick, and clean-up (which uses the exact time) never removes what it counts.
 */
export function archiveStart(now: number): string {
  return windowStartAt(Math.ceil(now / 60_000) * 60_000);
}

/** The pending count: orders still `created` (spec section 7, "pending count"). */
export function pendingCount(db: ShopDb): Promise<number> {
  return db.orders.where('status').equals('created').count();
}

/** The ids of the orders still `created`: the order alert rings at once for an id it has not seen. */
export async function pendingIds(db: ShopDb): Promise<string[]> {
  return (await db.orders.where('status').equals('created').primaryKeys()).map(String);
}

export async function dashboardCounts(db: ShopDb): Promise<Record<DashboardGroup, number>> {
  const [created, preparing, ready] = await Promise.all([
    countWithStatus(db, DASHBOARD_GROUP_STATUSES.new),
    countWithStatus(db, DASHBOARD_GROUP_STATUSES.preparing),
    countWithStatus(db, DASHBOARD_GROUP_STATUSES.ready),
  ]);
  return { new: created, preparing, ready };
}

/** The 5 most recent orders of any status. */
export function recentOrders(db: ShopDb, limit = RECENT_LIMIT): Promise<OrderRow[]> {
  return db.orders.orderBy('placed_at').reverse().limit(limit).toArray();
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
  const [newOrders, readyForDelivery, today] = await Promise.all([
    pendingCount(db),
    countWithStatus(db, ['ready_delivery']),
    db.orders.where('placed_at').aboveOrEqual(since).toArray(),
  ]);
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

export function usePendingCount(db: ShopDb = appDb()): number | undefined {
  return useLiveQuery(() => pendingCount(db), [db]);
}

export function usePendingIds(db: ShopDb = appDb()): string[] | undefined {
  return useLiveQuery(() => pendingIds(db), [db]);
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

export function useTabCounts(now: number, db: ShopDb = appDb()): Record<OrderTab, number> | undefined {
  const from = archiveStart(now);
  return useLiveQuery(() => tabCounts(db, from), [db, from]);
}

// --- mutations ---

export type OrderActionResult =
  | { ok: true; mutationId: string; status: OrderStatus }
  | { ok: false; reason: 'not-found' | 'no-step' | 'invalid-status' };

async function changeStatus(
  db: ShopDb, id: string, pick: (order: OrderRow) => OrderStatus | null, conditional: boolean,
  action: 'acceptOrder' | 'orderStep' | 'cancelOrder' | 'setOrderStatus',
  more: (order: OrderRow) => Partial<OrderRow> = () => ({}),
): Promise<OrderActionResult> {
  return db.transaction('rw', [db.orders, db.outbox, db.meta], async () => {
    const order = await db.orders.get(id);
    if (!order) return { ok: false, reason: 'not-found' } as const;
    const status = pick(order);
    if (!status) return { ok: false, reason: 'no-step' } as const;
    const fields = { status, ...more(order) };
    const entry = await enqueue(db, {
      entity: 'orders', key: `orders:${id}`, row_id: id, action,
      kind: conditional ? 'order_step' : 'order_set',
      payload: fields,
      expected: conditional ? { status: order.status } : null,
    });
    await db.orders.put({ ...order, ...fields });
    return { ok: true, mutationId: entry.mutation_id, status } as const;
  });
}

/**
 * Accepts a `created` order and promises it ready in `readyInMinutes`, or by default in the shop's
 * ready time for its delivery type plus the busy minutes (issue 17): promised_at goes in the same
 * conditional step. Offline it is accepted locally and queued; the server applies it only if the order
 * is still `created` there; if another device changed it first, the local order shows the server's
 * status and the entry is rejected with a Dutch conflict message.
 */
export async function acceptOrder(id: string, db: ShopDb = appDb(), readyInMinutes?: number): Promise<OrderActionResult> {
  const now = db.env.now();
  const rule = await readyMinutesRule(db, now);
  const promise = (order: OrderRow) => ({
    promised_at: new Date(now + (readyInMinutes ?? rule(order)) * 60_000).toISOString(),
  });
  return changeStatus(db, id, (order) => (order.status === 'created' ? 'accepted' : null), true, 'acceptOrder', promise);
}

/**
 * "Vertraging": moves an active order's due time `minutes` later (from the promised time, else the
 * expected one). A plain field set: unsent delays merge, a refusal puts the server's time back.
 */
export async function delayOrder(id: string, minutes: number, db: ShopDb = appDb()): Promise<OrderActionResult> {
  return db.transaction('rw', [db.orders, db.outbox, db.meta], async () => {
    const order = await db.orders.get(id);
    if (!order) return { ok: false, reason: 'not-found' } as const;
    if (!isOrderStatus(order.status) || !TAB_STATUSES.active.includes(order.status)) return { ok: false, reason: 'no-step' } as const;
    const fields = { promised_at: delayedDue(order, minutes).toISOString() };
    const entry = await enqueue(db, {
      entity: 'orders', key: `orders:${id}`, row_id: id, kind: 'patch', action: 'orderDelay', payload: fields,
    });
    await db.orders.put({ ...order, ...fields });
    return { ok: true, mutationId: entry.mutation_id, status: order.status } as const;
  });
}

/** The next step of spec section 4 from the status shown; conditional on it, like acceptOrder. */
export function advanceOrder(id: string, db: ShopDb = appDb()): Promise<OrderActionResult> {
  return changeStatus(db, id, (order) => nextStatus(order.status, order.delivery_type), true, 'orderStep');
}

/** Cancels from the status shown; conditional on it, like acceptOrder. */
export function cancelOrder(id: string, db: ShopDb = appDb()): Promise<OrderActionResult> {
  return changeStatus(db, id, (order) => (canCancel(order.status) ? 'canceled' : null), true, 'cancelOrder');
}

/** The detail modal's explicit override: unconditional, so it wins over other devices' steps. */
export async function setOrderStatus(id: string, status: string, db: ShopDb = appDb()): Promise<OrderActionResult> {
  if (!isOrderStatus(status)) return { ok: false, reason: 'invalid-status' };
  return changeStatus(db, id, () => status, false, 'setOrderStatus');
}
