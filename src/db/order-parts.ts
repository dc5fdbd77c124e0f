// An order's lines, and a cart with its lines, are kept as one record each (keyed by order and by
// cart) instead of a record per row: IndexedDB's cost is per record written, and an order arrives with
// about five child rows, so the first download writes a third of the records (issue 14). Server rows
// of order_items, carts and cart_items still apply one by one, each by its own id and version (rule 7).
import type { ShopDb } from './database';
import type { CartItemRow, CartRow, OrderItemRow } from './rows';

/** The lines of one order. `ids` (multi-entry index) finds the record of a line by its id. */
export interface OrderLinesRecord {
  order_id: string;
  ids: string[];
  items: OrderItemRow[];
}

/** A cart and its lines (either may come first). `ids`: the cart's id and its lines' ids. */
export interface CartPartsRecord {
  cart_id: string;
  ids: string[];
  cart: CartRow | null;
  items: CartItemRow[];
}

export type ChildTable = 'order_items' | 'carts' | 'cart_items';
type ChildRow = OrderItemRow | CartRow | CartItemRow;

export const CHILD_TABLES: readonly string[] = ['order_items', 'carts', 'cart_items'];

export function isChildTable(table: string): table is ChildTable {
  return CHILD_TABLES.includes(table);
}

/** The Dexie store that holds a child table's rows. */
export function partsStore(db: ShopDb, table: ChildTable) {
  return table === 'order_items' ? db.order_lines : db.cart_parts;
}

function parentOf(table: ChildTable, row: ChildRow): string {
  if (table === 'order_items') return (row as OrderItemRow).order_id;
  return table === 'carts' ? row.id : (row as CartItemRow).cart_id;
}

type AnyRecord = OrderLinesRecord | CartPartsRecord;

function emptyRecord(table: ChildTable, parent: string): AnyRecord {
  return table === 'order_items'
    ? { order_id: parent, ids: [], items: [] }
    : { cart_id: parent, ids: [], cart: null, items: [] };
}

function rowsOf(record: AnyRecord, table: ChildTable): ChildRow[] {
  if (table === 'carts') return (record as CartPartsRecord).cart ? [(record as CartPartsRecord).cart!] : [];
  return record.items;
}

function withRows(record: AnyRecord, table: ChildTable, rows: ChildRow[]): AnyRecord {
  const next = table === 'carts'
    ? { ...record, cart: (rows[0] as CartRow | undefined) ?? null }
    : { ...record, items: rows } as AnyRecord;
  const cart = 'cart' in next && next.cart ? [next.cart.id] : [];
  return { ...next, ids: [...cart, ...next.items.map((item) => item.id)] } as AnyRecord;
}

const isEmpty = (record: AnyRecord) => record.ids.length === 0;
const keyOf = (record: AnyRecord) => ('order_id' in record ? record.order_id : record.cart_id);

export interface ChildRows {
  table: ChildTable;
  rows: readonly ChildRow[];
}

/**
 * Inside a transaction: applies server rows of child tables where newer than the local row (or equal,
 * with `allowEqual`); a row with deleted_at goes. A cart and its lines given together are written once.
 * Returns how many rows changed the mirror.
 */
export async function applyChildRows(db: ShopDb, groups: readonly ChildRows[], allowEqual = false): Promise<number> {
  let changed = 0;
  for (const store of ['order_items', 'carts'] as const) {
    const mine = groups.filter((group) => partsStore(db, group.table) === partsStore(db, store) && group.rows.length > 0);
    if (mine.length > 0) changed += await applyToStore(db, store, mine, allowEqual);
  }
  return changed;
}

async function applyToStore(db: ShopDb, store: ChildTable, groups: readonly ChildRows[], allowEqual: boolean): Promise<number> {
  const parents = [...new Set(groups.flatMap(({ table, rows }) => rows.map((row) => parentOf(table, row))))];
  const stored = await partsStore(db, store).bulkGet(parents) as (AnyRecord | undefined)[];
  const records = new Map(parents.map((parent, i) => [parent, stored[i] ?? emptyRecord(store, parent)]));
  const touched = new Set<string>();
  let changed = 0;
  for (const { table, rows } of groups) {
    for (const row of rows) {
      const parent = parentOf(table, row);
      const record = records.get(parent)!;
      const current = rowsOf(record, table);
      const local = current.find((candidate) => candidate.id === row.id);
      if (local && !(row.version > local.version || (allowEqual && row.version === local.version))) continue;
      if (row.deleted_at && !local) continue;
      const others = current.filter((candidate) => candidate.id !== row.id);
      records.set(parent, withRows(record, table, row.deleted_at ? others : [...others, row]));
      touched.add(parent);
      changed++;
    }
  }
  await putOrDrop(db, store, [...touched].map((parent) => records.get(parent)!));
  return changed;
}

async function putOrDrop(db: ShopDb, table: ChildTable, records: AnyRecord[]): Promise<void> {
  const kept = records.filter((record) => !isEmpty(record));
  if (table === 'order_items') await db.order_lines.bulkPut(kept as OrderLinesRecord[]);
  else await db.cart_parts.bulkPut(kept as CartPartsRecord[]);
  await partsStore(db, table).bulkDelete(records.filter(isEmpty).map(keyOf));
}

/** Inside a transaction: rows the server deleted outright (a realtime DELETE names only the id). */
export async function deleteChildRows(db: ShopDb, table: ChildTable, ids: readonly string[]): Promise<number> {
  const store = partsStore(db, table);
  const records = await store.where('ids').anyOf([...ids]).toArray() as AnyRecord[];
  const gone = new Set(ids);
  let changed = 0;
  const updated = records.map((record) => {
    const current = rowsOf(record, table);
    const kept = current.filter((row) => !gone.has(row.id));
    changed += current.length - kept.length;
    return withRows(record, table, kept);
  });
  await putOrDrop(db, table, updated);
  return changed;
}

/** Every row of a child table (tests and checks; the screens read by order or cart). */
export async function allChildRows(db: ShopDb, table: ChildTable): Promise<ChildRow[]> {
  const records = await partsStore(db, table).toArray() as AnyRecord[];
  return records.flatMap((record) => rowsOf(record, table));
}
