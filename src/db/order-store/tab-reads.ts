// Reads of the orders behind the orders screen (spec section 2): its tiles, each tab's list and count,
// and the newest orders automatic printing follows, each with what it watches (watched.ts). The
// Archief covers the window only (orders placed since archiveStart): the mirror may briefly hold older
// finished orders until clean-up removes them, and its count must not jump when it does.
import { startOfAmsterdamDay } from '../../domain/amsterdam-time';
import { TAB_STATUSES, type OrderTab } from '../../domain/order-status';
import type { ShopDb } from '../database';
import { windowStartAt } from '../history';
import type { OrderRow } from '../rows';
import { hourOf, hourRows, hourRowsSince } from './hours';
import { newestFirst, PACKED_STATUSES, packedNewest } from './packs';
import { byStatus, countOf, hoursWatch, TAB_LIMIT } from './reads';
import { rowOf } from './record';
import { tables } from './tables';
import type { Reading } from './watched';

/** Newest first, at most `limit`, over some statuses: one index range per status and the packs, merged. */
export async function newestWithStatus(
  db: ShopDb, statuses: readonly string[], limit: number, since?: string,
): Promise<OrderRow[]> {
  const lists = await Promise.all([
    ...statuses.map((status) => byStatus(db, status, since).reverse().limit(limit).toArray()),
    packedNewest(db, statuses, limit, since),
  ]);
  return newestFirst(lists.flat()).slice(0, limit).map(rowOf);
}

/**
 * A list of at most `limit`, newest first: it changes only with orders placed since its oldest one (or
 * since `since`).
 */
async function newestReading(db: ShopDb, statuses: readonly string[], limit: number, since?: string): Promise<Reading<OrderRow[]>> {
  const value = await newestWithStatus(db, statuses, limit, since);
  const from = value.length >= limit ? value[value.length - 1].placed_at : since;
  return { value, watch: hoursWatch(db, statuses, from === undefined ? undefined : hourOf(from)) };
}

/** The ids of the newest `limit` orders with one of `statuses`. */
export async function newestIds(db: ShopDb, statuses: readonly string[], limit: number): Promise<Reading<string[]>> {
  const { value, watch } = await newestReading(db, statuses, limit);
  return { value: value.map((order) => order.id), watch };
}

/** How many orders placed in [from, to) (ISO) have `status`: index counts, no records read. */
async function countBetween(db: ShopDb, status: string, from: string, to: string): Promise<number> {
  const stored = await tables(db).orders.where('[status+placed_at]').between([status, from], [status, to], true, false).count();
  const packed = PACKED_STATUSES.includes(status)
    ? await tables(db).packs.where('status_placed').between([status, from], [status, to], true, false).count()
    : 0;
  return stored + packed;
}

/**
 * How many orders have one of `statuses` and were placed since `since` (all without it): the hours'
 * counts, less the orders of the first hour placed before `since`.
 */
export async function countWithStatus(db: ShopDb, statuses: readonly string[], since?: string): Promise<number> {
  const rows = await hourRows(db, statuses, since === undefined ? undefined : hourOf(since));
  const total = countOf(rows, statuses);
  if (since === undefined) return total;
  const hourStart = `${hourOf(since)}:00:00.000Z`;
  const edge = rows.filter((row) => row.hour === hourOf(since) && since > hourStart);
  const early = await Promise.all(edge.map((row) => countBetween(db, row.status, hourStart, since)));
  return total - early.reduce((sum, n) => sum + n, 0);
}

/**
 * The start of the Archief period at `now`, moved to the next whole minute: the Archief reads again
 * once a minute, not on every tick, and clean-up (which uses the exact time) never removes what it counts.
 */
export function archiveStart(now: number): string {
  return windowStartAt(Math.ceil(now / 60_000) * 60_000);
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

/**
 * The orders screen's tiles, from the hours alone (an Amsterdam day starts on a whole UTC hour): a
 * live query of this reads no order, so it runs again only when those hours change.
 */
export async function orderStats(db: ShopDb, now: Date): Promise<OrderStats> {
  const todayHour = hourOf(startOfAmsterdamDay(now).toISOString());
  const [open, today] = await Promise.all([hourRows(db, ['created', 'ready_delivery']), hourRowsSince(db, todayHour)]);
  return {
    newOrders: countOf(open, ['created']),
    readyForDelivery: countOf(open, ['ready_delivery']),
    ordersToday: today.reduce((total, row) => total + row.count, 0),
    revenueTodayCents: today.filter((row) => row.status !== 'canceled').reduce((total, row) => total + row.cents, 0),
  };
}

/** One tab of the orders screen: 50 newest first; the Archief only from `archiveFrom` (archiveStart). */
export function tabOrders(db: ShopDb, tab: OrderTab, archiveFrom?: string): Promise<Reading<OrderRow[]>> {
  return newestReading(db, TAB_STATUSES[tab], TAB_LIMIT, tab === 'archive' ? archiveFrom : undefined);
}

/**
 * One tab's count; the Archief only from `archiveFrom`. A live query of this reads the hours, and for
 * the Archief the first hour's orders before the period by an index range, so it runs again only when
 * those change.
 */
export function tabCount(db: ShopDb, tab: OrderTab, archiveFrom?: string): Promise<number> {
  return countWithStatus(db, TAB_STATUSES[tab], tab === 'archive' ? archiveFrom : undefined);
}
