// Orders per status and hour placed (the UTC hour of placed_at; an Amsterdam day starts on a whole UTC
// hour), with their total and a stamp that changes with every write to one of their orders, and their
// readers. write.ts keeps these rows in the same transaction as the orders. Screens watch them instead
// of the orders (watched.ts): a write of fifty orders or more at once (a slice of the history download)
// tells Dexie only that the whole orders table changed, so every live read of the orders would run
// again after it, while a read that watches its hours runs again only when an order of those hours
// changed.
// Counts, today's total and the badges come from these rows without reading a single order.
import Dexie from 'dexie';
import type { ShopDb } from '../database';
import type { OrderRecord } from './record';
import { tables } from './tables';

export interface HourRow {
  status: string;
  /** 'YYYY-MM-DDTHH' of placed_at (ISO 8601, UTC). */
  hour: string;
  count: number;
  /** The sum of the orders' total_cents. */
  cents: number;
  /** Unique per write: a reader that saw this stamp has seen the hour as it is. */
  stamp: string;
}

/** The hour an order counts in: placed_at is kept as ISO 8601 UTC (normalise.ts, on the way in). */
export const hourOf = (placedAt: string): string => placedAt.slice(0, 13);

export type Counted = Pick<OrderRecord, 'status' | 'placed_at' | 'total_cents'>;

const stampBase = new WeakMap<ShopDb, { base: string; next: number }>();

export function newStamp(db: ShopDb): string {
  let source = stampBase.get(db);
  if (!source) stampBase.set(db, (source = { base: crypto.randomUUID(), next: 0 }));
  return `${source.base}:${++source.next}`;
}

/** The rows of `statuses` from `fromHour` on (all hours without it), each status in hour order. */
export async function hourRows(db: ShopDb, statuses: readonly string[], fromHour?: string): Promise<HourRow[]> {
  const { hours } = tables(db);
  const lists = await Promise.all(statuses.map((status) =>
    hours.where('[status+hour]').between([status, fromHour ?? Dexie.minKey], [status, Dexie.maxKey], true, true).toArray()));
  return lists.flat();
}

/** The rows of every status from `fromHour` on. */
export function hourRowsSince(db: ShopDb, fromHour: string): Promise<HourRow[]> {
  return tables(db).hours.where('hour').aboveOrEqual(fromHour).toArray();
}

/** What a reader of these rows has seen: changes whenever one of them does, or one comes or goes. */
export function stampsOf(rows: readonly HourRow[]): string {
  return rows.map((row) => row.stamp).join(' ');
}

/** The hours as they should be for these orders (the upgrade that made the table, and checks). */
export function hoursOf(orders: Iterable<Counted>): Map<string, Omit<HourRow, 'stamp'>> {
  const byKey = new Map<string, Omit<HourRow, 'stamp'>>();
  for (const order of orders) {
    const hour = hourOf(order.placed_at);
    const key = `${order.status}\u0000${hour}`;
    const row = byKey.get(key) ?? { status: order.status, hour, count: 0, cents: 0 };
    row.count += 1;
    row.cents += order.total_cents ?? 0;
    byKey.set(key, row);
  }
  return byKey;
}
