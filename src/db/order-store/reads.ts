// Reads of the orders behind the dashboard and the waiting orders (spec section 2), each with what it
// watches (watched.ts): counts come from order_hours alone; a list reads the orders store and the
// packs, and watches the hours of what it shows. The orders screen's reads are in tab-reads.ts.
import Dexie from 'dexie';
import { DASHBOARD_GROUP_STATUSES, type DashboardGroup } from '../../domain/order-status';
import type { ShopDb } from '../database';
import type { OrderRow } from '../rows';
import { hourOf, hourRows, hourRowsSince, stampsOf, type HourRow } from './hours';
import { newestFirst, PACKED_STATUSES, packedNewest } from './packs';
import { rowOf } from './record';
import { tables } from './tables';
import type { Reading, Watch } from './watched';

export const TAB_LIMIT = 50;
export const RECENT_LIMIT = 5;

/** Watches the hours of `statuses` from `fromHour` on (all of them without it). */
export function hoursWatch(db: ShopDb, statuses: readonly string[], fromHour?: string): Watch {
  return { key: `${statuses.join(',')}@${fromHour ?? ''}`, stamps: async () => stampsOf(await hourRows(db, statuses, fromHour)) };
}

/** Watches the hours of every status from `fromHour` on. */
export function allHoursWatch(db: ShopDb, fromHour: string): Watch {
  return { key: `*@${fromHour}`, stamps: async () => stampsOf(await hourRowsSince(db, fromHour)) };
}

/** Orders with `status` placed since `since` (ISO; default: all), in the orders store. */
export function byStatus(db: ShopDb, status: string, since: string | number = Dexie.minKey) {
  return tables(db).orders.where('[status+placed_at]').between([status, since], [status, Dexie.maxKey]);
}

/** How many orders the hours count, over `statuses`. */
export const countOf = (rows: readonly HourRow[], statuses: readonly string[]) =>
  rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.count, 0);

/** The ids of the orders still `created`: the order alert rings at once for an id it has not seen. */
export async function pendingIds(db: ShopDb): Promise<string[]> {
  return (await byStatus(db, 'created').primaryKeys()).map(String);
}

export async function pendingReading(db: ShopDb): Promise<Reading<string[]>> {
  return { value: await pendingIds(db), watch: hoursWatch(db, ['created']) };
}

const GROUP_STATUSES = [...new Set(Object.values(DASHBOARD_GROUP_STATUSES).flat())];

/** The dashboard's counts per group: hours only. */
export async function dashboardCounts(db: ShopDb): Promise<Reading<Record<DashboardGroup, number>>> {
  const rows = await hourRows(db, GROUP_STATUSES);
  const value = {
    new: countOf(rows, DASHBOARD_GROUP_STATUSES.new),
    preparing: countOf(rows, DASHBOARD_GROUP_STATUSES.preparing),
    ready: countOf(rows, DASHBOARD_GROUP_STATUSES.ready),
  };
  return { value, watch: hoursWatch(db, GROUP_STATUSES) };
}

/** The 5 most recent orders of any status, watching the hours since the oldest of them. */
export async function recentOrders(db: ShopDb, limit = RECENT_LIMIT): Promise<Reading<OrderRow[]>> {
  const [stored, packed] = await Promise.all([
    tables(db).orders.orderBy('placed_at').reverse().limit(limit).toArray(), packedNewest(db, PACKED_STATUSES, limit),
  ]);
  const value = newestFirst([...stored, ...packed]).slice(0, limit).map(rowOf);
  const from = value.length >= limit ? hourOf(value[value.length - 1].placed_at) : '';
  return { value, watch: allHoursWatch(db, from) };
}
