// Server rows of order_items, carts and cart_items, applied one by one, each by its own id and version
// (sync rule 7), into the record of the order they belong to (record.ts). Rows whose order is not
// stored yet (realtime sends a new order's cart before the order) wait in a record of their own, one
// per order (its lines) and one per cart (the cart and its lines), until the order arrives.
import type { ShopDb } from '../database';
import type { CartItemRow, CartRow, OrderItemRow, OrderRow } from '../rows';
import {
  cartView, linesView, partsFrom, partsOf, withParts, type OrderParts, type OrderRecord,
} from './record';
import { tables } from './tables';
import { putOrders } from './write';

/** Lines waiting for their order. `ids` (multi-entry index) finds the record of a line by its id. */
export interface OrderLinesRecord {
  order_id: string;
  ids: string[];
  items: OrderItemRow[];
}

/** A cart and its lines waiting for their order (either may come first). `ids`: their ids. */
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
  return table === 'order_items' ? tables(db).lines : tables(db).carts;
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
 * with `allowEqual`); a row with deleted_at goes. Rows of an order that is stored go into its record;
 * the others wait in their own record until the order arrives (takeWaitingParts). Orders in `planned`
 * (records the caller writes afterwards) are changed there instead of written. Returns how many rows
 * changed the mirror.
 */
export async function applyChildRows(
  db: ShopDb, groups: readonly ChildRows[], allowEqual = false, planned = new Map<string, OrderRecord>(),
): Promise<number> {
  let changed = 0;
  for (const store of ['order_items', 'carts'] as const) {
    const mine = groups.filter((group) => partsStore(db, group.table) === partsStore(db, store) && group.rows.length > 0);
    if (mine.length > 0) changed += await applyToStore(db, store, mine, allowEqual, planned);
  }
  return changed;
}

/** The orders the parents belong to (planned or stored): by order id for lines, by cart id for cart rows. */
async function ownersOf(db: ShopDb, store: ChildTable, parents: string[], planned: Map<string, OrderRecord>) {
  const owners = new Map<string, OrderRecord>();
  if (store === 'order_items') {
    for (const parent of parents) if (planned.has(parent)) owners.set(parent, planned.get(parent)!);
    const rest = parents.filter((parent) => !owners.has(parent));
    const orders = await tables(db).orders.bulkGet(rest);
    for (const order of orders) if (order) owners.set(order.id, order);
    return owners;
  }
  const wanted = new Set(parents);
  for (const order of planned.values()) if (order.cart_id && wanted.has(order.cart_id)) owners.set(order.cart_id, order);
  // One index lookup per cart rather than anyOf: as fast in a browser, and fake-indexeddb (the tests)
  // walks the whole index for every key of an anyOf.
  const rest = parents.filter((parent) => !owners.has(parent));
  const orders = await Promise.all(rest.map((cartId) => tables(db).orders.where('cart_id').equals(cartId).first()));
  for (const order of orders) if (order?.cart_id && wanted.has(order.cart_id) && !owners.has(order.cart_id)) owners.set(order.cart_id, order);
  return owners;
}

async function applyToStore(
  db: ShopDb, store: ChildTable, groups: readonly ChildRows[], allowEqual: boolean, planned: Map<string, OrderRecord>,
): Promise<number> {
  const parents = [...new Set(groups.flatMap(({ table, rows }) => rows.map((row) => parentOf(table, row))))];
  const owners = await ownersOf(db, store, parents, planned);
  const rest = parents.filter((parent) => !owners.has(parent));
  const waiting = rest.length > 0 ? await partsStore(db, store).bulkGet(rest) as (AnyRecord | undefined)[] : [];
  const found = new Map<string, AnyRecord>(rest.flatMap((parent, i) => (waiting[i] ? [[parent, waiting[i]!] as const] : [])));
  for (const [parent, order] of owners) found.set(parent, store === 'order_items' ? linesView(order) : cartView(order)!);
  const { records, touched, changed } = merged(store, groups, found, allowEqual);
  const orders: OrderRecord[] = [];
  const loose: AnyRecord[] = [];
  for (const parent of touched) {
    const record = records.get(parent)!;
    const owner = owners.get(parent);
    if (!owner) {
      loose.push(record);
      continue;
    }
    const parts = store === 'order_items'
      ? partsFrom(record as OrderLinesRecord, undefined, partsOf(owner))
      : partsFrom(undefined, record as CartPartsRecord, partsOf(owner));
    if (planned.has(owner.id)) planned.set(owner.id, withParts(owner, parts));
    else orders.push(withParts(owner, parts));
  }
  await putOrders(db, orders);
  await putOrDrop(db, store, loose);
  return changed;
}

/** The records after applying the groups' rows on top of `found` (parents missing there start empty). */
function merged(store: ChildTable, groups: readonly ChildRows[], found: Map<string, AnyRecord>, allowEqual: boolean) {
  const records = new Map(found);
  const touched = new Set<string>();
  let changed = 0;
  for (const { table, rows } of groups) {
    for (const row of rows) {
      const parent = parentOf(table, row);
      const record = records.get(parent) ?? emptyRecord(store, parent);
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
  return { records, touched, changed };
}

async function putOrDrop(db: ShopDb, table: ChildTable, records: AnyRecord[]): Promise<void> {
  const kept = records.filter((record) => !isEmpty(record));
  if (table === 'order_items') await tables(db).lines.bulkPut(kept as OrderLinesRecord[]);
  else await tables(db).carts.bulkPut(kept as CartPartsRecord[]);
  await partsStore(db, table).bulkDelete(records.filter(isEmpty).map(keyOf));
}

/**
 * Inside a transaction: rows the server deleted outright (a realtime DELETE names only the id), held by
 * the orders `ownerIds` (part-owners.ts finds them) or waiting for their order.
 */
export async function deleteChildRows(
  db: ShopDb, table: ChildTable, ids: readonly string[], ownerIds: readonly string[],
): Promise<number> {
  const gone = new Set(ids);
  let changed = 0;
  const owners = (await tables(db).orders.bulkGet([...ownerIds])).filter((order) => order !== undefined);
  const orders = owners.flatMap((order) => {
    const parts = partsOf(order);
    const next = {
      lines: table === 'order_items' ? parts.lines.filter((row) => !gone.has(row.id)) : parts.lines,
      cart: table === 'carts' && parts.cart && gone.has(parts.cart.id) ? null : parts.cart,
      cart_lines: table === 'cart_items' ? parts.cart_lines.filter((row) => !gone.has(row.id)) : parts.cart_lines,
    };
    const removed = parts.lines.length - next.lines.length + parts.cart_lines.length - next.cart_lines.length
      + (parts.cart && !next.cart ? 1 : 0);
    changed += removed;
    return removed > 0 ? [withParts(order, next)] : [];
  });
  await putOrders(db, orders);
  const store = partsStore(db, table);
  const records = await store.where('ids').anyOf([...ids]).toArray() as AnyRecord[];
  const updated = records.map((record) => {
    const current = rowsOf(record, table);
    const kept = current.filter((row) => !gone.has(row.id));
    changed += current.length - kept.length;
    return withRows(record, table, kept);
  });
  await putOrDrop(db, table, updated);
  return changed;
}

/** Inside a transaction: the waiting records of `orders` (none read when nothing waits at all). */
async function waitingOf(db: ShopDb, orders: readonly OrderRow[]) {
  // Always awaited (Dexie #1186: see write.ts); usually nothing waits, and two counts tell.
  const { lines: waitingLines, carts: waitingCarts } = tables(db);
  const count = (await waitingLines.count()) + (await waitingCarts.count());
  if (orders.length === 0 || count === 0) return { lines: [], carts: [] };
  const lines = await waitingLines.bulkGet(orders.map((order) => order.id));
  const carts = await waitingCarts.bulkGet(orders.map((order) => order.cart_id ?? ''));
  return { lines, carts };
}

/** Inside a transaction: which of `orders` have parts waiting for them. */
export async function ordersWithWaitingParts(db: ShopDb, orders: readonly OrderRow[]): Promise<Set<string>> {
  const { lines, carts } = await waitingOf(db, orders);
  return new Set(orders.filter((_, i) => lines[i] || carts[i]).map((order) => order.id));
}

/**
 * Inside a transaction: the parts waiting for orders that are being written for the first time,
 * taken out of the waiting stores (the caller puts them into the orders' records).
 */
export async function takeWaitingParts(db: ShopDb, orders: readonly OrderRow[]): Promise<Map<string, OrderParts>> {
  const { lines, carts } = await waitingOf(db, orders);
  const taken = new Map<string, OrderParts>();
  if (lines.length === 0) return taken;
  orders.forEach((order, i) => {
    if (lines[i] || carts[i]) taken.set(order.id, partsFrom(lines[i], carts[i]));
  });
  await tables(db).lines.bulkDelete(orders.filter((_, i) => lines[i]).map((order) => order.id));
  await tables(db).carts.bulkDelete(orders.filter((_, i) => carts[i]).map((order) => order.cart_id ?? ''));
  return taken;
}
