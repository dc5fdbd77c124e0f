// Applies rows from the server to the mirror: only when the server's version is newer than the local
// one (sync rule 7), with queued local changes kept on top (rule 8), and the catch-up cursor advanced
// in the same transaction (rule 7), so a crash can never skip rows.
import type { Table } from 'dexie';
import type { ShopDb } from './database';
import { rememberHardDeletes, withoutHardDeleted } from './hard-deletes';
import { cursorRow, markOpenInputsChanged, OPEN_STATE_INPUTS, type Cursor } from './meta';
import type { OutboxError } from './outbox-types';
import { applyChildRows, deleteChildRows, isChildTable, partsStore, takeWaitingParts } from './order-parts';
import { unpack } from './order-packs';
import { ordersHolding } from './part-owners';
import { keepParts, NO_PARTS, withParts, type OrderParts, type OrderRecord } from './order-record';
import { activeEntries, activeEntriesByKey, keyOfRow, overlay } from './overlay';
import { NORMALISED_TIMES, type MirrorRows, type MirrorTable } from './rows';

export type AnyRow = MirrorRows[MirrorTable];

export interface ApplyOptions {
  /** Advance this table's cursor to here in the same transaction. */
  cursor?: Cursor;
  /** Also apply rows whose version equals the local one: a roll-back or an adopted conflict. */
  allowEqual?: boolean;
}

function normalise(table: MirrorTable, row: AnyRow): AnyRow {
  const fields = NORMALISED_TIMES[table];
  if (!fields) return row;
  const copy: Record<string, unknown> = { ...row };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = new Date(value).toISOString();
  }
  return copy as unknown as AnyRow;
}

export function normalisedAll(table: MirrorTable, rows: readonly AnyRow[]): AnyRow[] {
  return NORMALISED_TIMES[table] ? rows.map((row) => normalise(table, row)) : [...rows];
}

export function tableOf(db: ShopDb, table: MirrorTable) {
  return db.table<AnyRow, string>(table);
}

/**
 * The stores writing a table's rows touches: child rows live in their order's record or wait for it
 * (order-parts.ts), and a new order takes in the rows that waited for it.
 */
export function storesOf(db: ShopDb, table: MirrorTable): Table[] {
  if (isChildTable(table)) return [db.orders, db.order_packs, partsStore(db, table) as Table];
  return table === 'orders' ? [db.orders, db.order_packs, db.order_lines, db.cart_parts] : [tableOf(db, table)];
}

/** The order ids (orders, lines) or cart ids (cart rows) rows of `table` belong to. */
export function orderKeysOf(table: MirrorTable, rows: readonly AnyRow[]): string[] {
  if (table === 'orders' || table === 'carts') return rows.map((row) => row.id);
  if (table === 'order_items') return rows.map((row) => (row as MirrorRows['order_items']).order_id);
  if (table === 'cart_items') return rows.map((row) => (row as MirrorRows['cart_items']).cart_id);
  return [];
}

/** Inside a transaction over storesOf(table): packed orders the rows belong to move to the orders store first. */
export async function unpackFor(db: ShopDb, table: MirrorTable, rows: readonly AnyRow[]): Promise<void> {
  if (table === 'orders' || isChildTable(table)) await unpack(db, orderKeysOf(table, rows));
}

/** An order row as stored: the parts of the stored record, or those that waited for a new order. */
function asStored(table: MirrorTable, row: AnyRow, local: AnyRow | undefined, waiting?: Map<string, OrderParts>): AnyRow {
  if (table !== 'orders') return row;
  const order = row as OrderRecord;
  return local ? keepParts(order, local as OrderRecord) : withParts(order, waiting?.get(order.id) ?? NO_PARTS);
}

/**
 * A weekday or shop status made offline got a local id; the server keeps one row per weekday and one
 * status per company, with its own id, so the local stand-in goes when the server's row arrives.
 */
async function dropPlaceholders(db: ShopDb, table: MirrorTable, row: AnyRow): Promise<void> {
  if (table === 'opening_hours') {
    const weekday = (row as MirrorRows['opening_hours']).weekday;
    const ids = await db.opening_hours.where('weekday').equals(weekday).primaryKeys();
    await db.opening_hours.bulkDelete(ids.filter((id) => id !== row.id));
  } else if (table === 'shop_status') {
    const ids = await db.shop_status.toCollection().primaryKeys();
    await db.shop_status.bulkDelete(ids.filter((id) => id !== row.id));
  }
}

/** Applies server rows; returns how many changed the mirror. */
export async function applyServerRows(
  db: ShopDb, table: MirrorTable, rows: readonly AnyRow[], options: ApplyOptions = {},
): Promise<number> {
  return db.transaction('rw', [...storesOf(db, table), db.outbox, db.meta], async () => {
    const changed = await applyIn(db, table, rows, options.allowEqual);
    if (options.cursor) await db.meta.put(cursorRow(table, options.cursor));
    if (changed > 0 && OPEN_STATE_INPUTS.includes(table)) await markOpenInputsChanged(db);
    return changed;
  });
}

export const PLACEHOLDER_TABLES: readonly MirrorTable[] = ['opening_hours', 'shop_status'];

/** Inside a transaction: the rows newer than the local ones, in bulk where no placeholder can exist. */
export async function applyIn(db: ShopDb, table: MirrorTable, all: readonly AnyRow[], allowEqual = false): Promise<number> {
  const rows = withoutHardDeleted(db, table, all);
  await unpackFor(db, table, rows);
  if (isChildTable(table)) return applyChildRows(db, [{ table, rows: normalisedAll(table, rows) as never[] }], allowEqual);
  const store = tableOf(db, table);
  const locals = await store.bulkGet(rows.map((row) => row.id));
  if (PLACEHOLDER_TABLES.includes(table)) {
    let changed = 0;
    for (let i = 0; i < rows.length; i++) {
      // Decided before calling: applyOne must always await (see dropPlaceholders' caller).
      if (!isNewer(rows[i], locals[i], allowEqual)) continue;
      if (await applyOne(db, table, normalise(table, rows[i]), locals[i])) changed++;
    }
    return changed;
  }
  const plan = await planIn(db, table, rows, allowEqual, locals);
  await store.bulkPut(plan.puts);
  await store.bulkDelete(plan.deletes);
  return plan.changed;
}

export interface Plan {
  puts: AnyRow[];
  deletes: string[];
  changed: number;
}

/** Inside a transaction: what applying the rows writes (no placeholder tables). */
export async function planIn(
  db: ShopDb, table: MirrorTable, rows: readonly AnyRow[], allowEqual = false, known?: (AnyRow | undefined)[],
): Promise<Plan> {
  const locals = known ?? await tableOf(db, table).bulkGet(rows.map((row) => row.id));
  const fresh = rows.flatMap((row, i) => (isNewer(row, locals[i], allowEqual) ? [{ row: normalise(table, row), local: locals[i] }] : []));
  const keys = fresh.flatMap(({ row }) => keyOfRow(table, row) ?? []);
  const pending = await activeEntriesByKey(db, keys);
  const waiting = table === 'orders'
    ? await takeWaitingParts(db, fresh.flatMap(({ row, local }) => (local || row.deleted_at ? [] : [row as OrderRecord])))
    : undefined;
  const plan: Plan = { puts: [], deletes: [], changed: 0 };
  for (const { row, local } of fresh) {
    const key = keyOfRow(table, row);
    const entries = (key && pending.get(key)) || [];
    if (row.deleted_at && entries.length === 0) {
      plan.deletes.push(row.id);
      if (local) plan.changed++;
    } else {
      plan.puts.push(asStored(table, overlay(row, entries), local, waiting));
      plan.changed++;
    }
  }
  return plan;
}

/**
 * Rows the server deleted outright (a realtime DELETE names only the id) go through the same merge as
 * a row arriving with deleted_at: gone at once when nothing is queued for them, else kept with the
 * queued change on top (rule 8) until the queue for that row has settled (settleEntry). A hard delete
 * is the server's last word, so the kept row outranks every version the server sent before it.
 */
export async function applyServerDeletes(
  db: ShopDb, table: MirrorTable, ids: readonly string[], deletedAt: string,
): Promise<number> {
  rememberHardDeletes(db, table, ids);
  if (isChildTable(table)) {
    // Staff never change these, so nothing queued can hold them back. Their orders are looked for
    // first, outside the write (it may walk the orders).
    const owners = await ordersHolding(db, table, ids);
    return db.transaction('rw', storesOf(db, table), async () => {
      await unpack(db, owners);
      return deleteChildRows(db, table, ids, owners);
    });
  }
  const store = tableOf(db, table);
  return db.transaction('rw', [...storesOf(db, table), db.outbox, db.meta], async () => {
    let changed = 0;
    if (table === 'orders') await unpack(db, ids);
    for (const local of await store.bulkGet([...ids])) {
      if (!local) continue;
      const tombstone = { ...local, deleted_at: local.deleted_at ?? deletedAt, version: Number.MAX_SAFE_INTEGER };
      if (await applyOne(db, table, tombstone, local)) changed++;
    }
    if (changed > 0 && OPEN_STATE_INPUTS.includes(table)) await markOpenInputsChanged(db);
    return changed;
  });
}

function isNewer(row: AnyRow, local: AnyRow | undefined, allowEqual = false): boolean {
  return !local || row.version > local.version || (allowEqual === true && row.version === local.version);
}

async function applyOne(db: ShopDb, table: MirrorTable, row: AnyRow, local: AnyRow | undefined): Promise<boolean> {
  const store = tableOf(db, table);
  const key = keyOfRow(table, row as { id: string; weekday?: number });
  const pending = key ? await activeEntries(db, key) : [];
  // Only awaited when there is work: an async helper that sometimes returns without awaiting
  // confuses Dexie's tracking of native awaits and commits the transaction early (Dexie #1186).
  if (table === 'opening_hours' || table === 'shop_status') await dropPlaceholders(db, table, row);
  if (row.deleted_at && pending.length === 0) {
    await store.delete(row.id);
    return local !== undefined;
  }
  const waiting = table === 'orders' && !local ? await takeWaitingParts(db, [row as OrderRecord]) : undefined;
  await store.put(asStored(table, overlay(row, pending), local, waiting));
  return true;
}

export type Settlement =
  | { outcome: 'confirmed'; serverRow: AnyRow | null }
  | { outcome: 'rejected'; serverRow: AnyRow | null; error: OutboxError };

/**
 * Ends an entry's trip in one transaction: confirmed entries leave the queue; refusals and lost
 * conflicts stay as `rejected` with why (the screen words it) until staff dismiss them, and the row
 * shows the server's value again (with any other queued changes on top).
 */
export async function settleEntry(
  db: ShopDb, seq: number, table: MirrorTable, settlement: Settlement,
): Promise<void> {
  const store = tableOf(db, table);
  await db.transaction('rw', [...storesOf(db, table), db.outbox, db.meta], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    if (settlement.outcome === 'confirmed') {
      await db.outbox.delete(seq);
    } else {
      await db.outbox.put({ ...entry, state: 'rejected', last_error: settlement.error });
    }
    const { serverRow } = settlement;
    if (table === 'orders') await unpack(db, [serverRow?.id ?? entry.row_id ?? '']);
    const local = serverRow ? await store.get(serverRow.id) : undefined;
    if (serverRow && isNewer(serverRow, local, true)) {
      await applyOne(db, table, normalise(table, serverRow), local);
    } else if (!serverRow && settlement.outcome !== 'confirmed') {
      const pending = await activeEntries(db, entry.key);
      if (pending.length === 0 && entry.row_id) await store.delete(entry.row_id);
    } else {
      // Nothing to roll back to (the mirror holds a newer version, or the answer had no row); a row the
      // server deleted meanwhile, kept for this change, goes once nothing is queued for it any more.
      const row = local ?? (entry.row_id ? await store.get(entry.row_id) : undefined);
      const pending = await activeEntries(db, entry.key);
      if (row?.deleted_at && pending.length === 0) await store.delete(row.id);
    }
    // The row now shows what the server has; an open-state answer from before this is stale.
    if (OPEN_STATE_INPUTS.includes(table)) await markOpenInputsChanged(db);
  });
}
