// Every write to the orders and order_packs stores goes through here, so order_hours (hours.ts) always
// counts exactly what they hold, and order_figure_hours (figure-hours.ts) sums it: each write tallies the
// orders it removes and adds (tally.ts), in the same transaction. Call inside a transaction over orderScope (tables.ts), whose scope function is
// async: Dexie keeps a transaction across native awaits by following its own promises, so helpers here
// always await a Dexie request before they return where they can (Dexie issue #1186: otherwise the
// caller's next step may run outside the transaction, which then commits too early).
import type { Table } from 'dexie';
import { addUnread } from '../add-unread';
import type { ShopDb } from '../database';
import type { OrderPack } from './packs';
import type { OrderRecord } from './record';
import { tables } from './tables';
import { applyHourChanges, HourChanges } from './tally';
import { callSizes, WHOLE_TABLE } from './whole-table';

/**
 * Orders given to IndexedDB per call at most. Each record is copied when its request is made, so a
 * call of many orders would hold the page too long in one task.
 */
export const ADD_CHUNK = 100;

/**
 * A store that holds orders: its table, a record's key, the orders a record holds, and records a call at
 * most. Packs: WHOLE_TABLE a call (the fewest Dexie reports as a whole-table change), so a call copies
 * at most WHOLE_TABLE * PACK_SIZE orders.
 */
interface Holder<T> {
  table(db: ShopDb): Table<T, string>;
  most: number;
  keyOf(record: T): string;
  ordersOf(record: T | undefined): readonly OrderRecord[];
}

const ORDERS: Holder<OrderRecord> = {
  table: (db) => tables(db).orders, keyOf: (order) => order.id, ordersOf: (order) => (order ? [order] : []), most: ADD_CHUNK,
};
const PACKS: Holder<OrderPack> = {
  table: (db) => tables(db).packs, keyOf: (pack) => pack.key, ordersOf: (pack) => pack?.orders ?? [],
  most: WHOLE_TABLE,
};

function tally<T>(holder: Holder<T>, changes: HourChanges, before: T | undefined, after: T | undefined): void {
  for (const order of holder.ordersOf(before)) changes.replace(order, undefined);
  for (const order of holder.ordersOf(after)) changes.replace(undefined, order);
}

/** Puts records in place of what their keys hold now (`before`, read when not given); the last of a key twice wins. */
async function put<T>(db: ShopDb, holder: Holder<T>, given: readonly T[], before?: readonly (T | undefined)[]): Promise<void> {
  if (given.length === 0) return;
  const byKey = new Map(given.map((record) => [holder.keyOf(record), record]));
  const records = byKey.size === given.length ? [...given] : [...byKey.values()];
  const table = holder.table(db);
  const old = before && records.length === given.length ? before : await table.bulkGet(records.map(holder.keyOf));
  const changes = new HourChanges();
  records.forEach((record, i) => tally(holder, changes, old[i], record));
  await table.bulkPut(records);
  await applyHourChanges(db, changes);
}

/**
 * Adds records new to the store, unread, at most the holder's `most` and at least WHOLE_TABLE a call
 * (whole-table.ts); returns the positions whose key existed (nothing written there).
 */
async function add<T>(db: ShopDb, holder: Holder<T>, records: readonly T[]): Promise<number[]> {
  const taken: number[] = [];
  let start = 0;
  for (const size of callSizes(records.length, holder.most)) {
    const positions = await addUnread(holder.table(db), records.slice(start, start + size));
    taken.push(...positions.map((position) => start + position));
    start += size;
  }
  const changes = new HourChanges();
  const skip = new Set(taken);
  records.forEach((record, i) => skip.has(i) || tally(holder, changes, undefined, record));
  await applyHourChanges(db, changes);
  return taken;
}

async function remove<T>(db: ShopDb, holder: Holder<T>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const table = holder.table(db);
  const old = await table.bulkGet([...keys]);
  const changes = new HourChanges();
  for (const record of old) tally(holder, changes, record, undefined);
  await table.bulkDelete([...keys]);
  await applyHourChanges(db, changes);
}

/** Puts order records; `before` (what is stored now under their ids) is read when not given. */
export const putOrders = (db: ShopDb, records: readonly OrderRecord[], before?: readonly (OrderRecord | undefined)[]) =>
  put(db, ORDERS, records, before);
/** Adds orders new to the store, unread; returns the positions whose key existed. */
export const addOrders = (db: ShopDb, records: readonly OrderRecord[]) => add(db, ORDERS, records);
export const deleteOrders = (db: ShopDb, ids: readonly string[]) => remove(db, ORDERS, ids);
/** Puts packs in place of what their keys hold now. */
export const putPacks = (db: ShopDb, packs: readonly OrderPack[]) => put(db, PACKS, packs);
/** Adds new packs; returns the positions whose key existed. */
export const addPacks = (db: ShopDb, packs: readonly OrderPack[]) => add(db, PACKS, packs);
export const deletePacks = (db: ShopDb, keys: readonly string[]) => remove(db, PACKS, keys);

/** Empties every order store (sign-out's wipe). */
export async function clearOrders(db: ShopDb): Promise<void> {
  const { orders, packs, lines, carts, hours, figureHours } = tables(db);
  await Promise.all([orders.clear(), packs.clear(), lines.clear(), carts.clear(), hours.clear(), figureHours.clear()]);
}
