// Every write to the orders and order_packs stores goes through here, so order_hours (hours.ts) always
// counts exactly what they hold: each write tallies the orders it removes and adds, in the same
// transaction. Call inside a transaction over orderScope (tables.ts), whose scope function is async:
// Dexie keeps a transaction across native awaits by following its own promises, so helpers here always
// await a Dexie request before they return where they can (Dexie issue #1186: otherwise the caller's
// next step may run outside the transaction, which then commits too early).
import type { Table } from 'dexie';
import { addUnread } from '../add-unread';
import type { ShopDb } from '../database';
import { newStamp, hourOf, type Counted, type HourRow } from './hours';
import type { OrderPack } from './packs';
import type { OrderRecord } from './record';
import { tables } from './tables';

/**
 * Records given to IndexedDB per request batch. Each record is copied when its request is made, so a
 * batch of a few hundred orders would hold the page too long in one task.
 */
export const ADD_CHUNK = 100;

interface Change {
  status: string;
  hour: string;
  count: number;
  cents: number;
}

/** What a write does to the hours: orders leaving and entering them. */
export class HourChanges {
  private readonly byKey = new Map<string, Change>();

  private add(order: Counted, sign: 1 | -1): void {
    const hour = hourOf(order.placed_at);
    const key = `${order.status}\u0000${hour}`;
    const change = this.byKey.get(key) ?? { status: order.status, hour, count: 0, cents: 0 };
    change.count += sign;
    change.cents += sign * (order.total_cents ?? 0);
    this.byKey.set(key, change);
  }

  /** `before` is replaced by `after` (either may be absent: a new order, a removed one). */
  replace(before: Counted | undefined, after: Counted | undefined): this {
    if (before) this.add(before, -1);
    if (after) this.add(after, 1);
    return this;
  }

  get size(): number {
    return this.byKey.size;
  }

  changes(): Change[] {
    return [...this.byKey.values()];
  }
}

/** Inside a transaction over order_hours: applies `changes`; every hour they touch gets a new stamp. */
export async function applyHourChanges(db: ShopDb, changes: HourChanges): Promise<void> {
  if (changes.size === 0) return;
  const { hours } = tables(db);
  const list = changes.changes();
  const rows = await hours.bulkGet(list.map((change) => [change.status, change.hour]));
  const puts: HourRow[] = [];
  const gone: [string, string][] = [];
  list.forEach((change, i) => {
    const count = (rows[i]?.count ?? 0) + change.count;
    const cents = (rows[i]?.cents ?? 0) + change.cents;
    if (count > 0) puts.push({ status: change.status, hour: change.hour, count, cents, stamp: newStamp(db) });
    else if (rows[i]) gone.push([change.status, change.hour]);
  });
  await hours.bulkPut(puts);
  await hours.bulkDelete(gone);
}

/** The last record per key: a write of one key twice keeps the last, and counts it once. */
function lastPerKey<T>(records: readonly T[], keyOf: (record: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const record of records) byKey.set(keyOf(record), record);
  return byKey.size === records.length ? [...records] : [...byKey.values()];
}

/** Puts order records; `before` (what is stored now under their ids) is read when not given. */
export async function putOrders(
  db: ShopDb, given: readonly OrderRecord[], before?: readonly (OrderRecord | undefined)[],
): Promise<void> {
  if (given.length === 0) return;
  const records = lastPerKey(given, (order) => order.id);
  const { orders } = tables(db);
  const old = before && records.length === given.length ? before : await orders.bulkGet(records.map((order) => order.id));
  const changes = new HourChanges();
  records.forEach((order, i) => changes.replace(old[i], order));
  await orders.bulkPut(records);
  await applyHourChanges(db, changes);
}

/** Adds records new to the store, unread; returns the positions whose key existed (nothing written there). */
export async function addOrders(db: ShopDb, records: readonly OrderRecord[]): Promise<number[]> {
  const taken = await addInChunks(tables(db).orders, records);
  const changes = new HourChanges();
  const skip = new Set(taken);
  records.forEach((order, i) => {
    if (!skip.has(i)) changes.replace(undefined, order);
  });
  await applyHourChanges(db, changes);
  return taken;
}

export async function deleteOrders(db: ShopDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { orders } = tables(db);
  const old = await orders.bulkGet([...ids]);
  const changes = new HourChanges();
  for (const order of old) changes.replace(order, undefined);
  await orders.bulkDelete([...ids]);
  await applyHourChanges(db, changes);
}

function packChanges(changes: HourChanges, before: OrderPack | undefined, after: OrderPack | undefined): void {
  for (const order of before?.orders ?? []) changes.replace(order, undefined);
  for (const order of after?.orders ?? []) changes.replace(undefined, order);
}

/** Puts packs in place of what their keys hold now. */
export async function putPacks(db: ShopDb, given: readonly OrderPack[]): Promise<void> {
  if (given.length === 0) return;
  const packs = lastPerKey(given, (pack) => pack.key);
  const store = tables(db).packs;
  const old = await store.bulkGet(packs.map((pack) => pack.key));
  const changes = new HourChanges();
  packs.forEach((pack, i) => packChanges(changes, old[i], pack));
  await store.bulkPut(packs);
  await applyHourChanges(db, changes);
}

/** Adds new packs; returns the positions whose key existed. */
export async function addPacks(db: ShopDb, packs: readonly OrderPack[]): Promise<number[]> {
  const taken = await addInChunks(tables(db).packs, packs);
  const changes = new HourChanges();
  const skip = new Set(taken);
  packs.forEach((pack, i) => {
    if (!skip.has(i)) packChanges(changes, undefined, pack);
  });
  await applyHourChanges(db, changes);
  return taken;
}

export async function deletePacks(db: ShopDb, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const store = tables(db).packs;
  const old = await store.bulkGet([...keys]);
  const changes = new HourChanges();
  for (const pack of old) packChanges(changes, pack, undefined);
  await store.bulkDelete([...keys]);
  await applyHourChanges(db, changes);
}

/** Empties every order store (sign-out's wipe). */
export async function clearOrders(db: ShopDb): Promise<void> {
  const { orders, packs, lines, carts, hours } = tables(db);
  await Promise.all([orders.clear(), packs.clear(), lines.clear(), carts.clear(), hours.clear()]);
}

async function addInChunks<T>(table: Table<T, string>, records: readonly T[]): Promise<number[]> {
  const taken: number[] = [];
  for (let start = 0; start < records.length; start += ADD_CHUNK) {
    const positions = await addUnread(table, records.slice(start, start + ADD_CHUNK));
    taken.push(...positions.map((position) => start + position));
  }
  return taken;
}
