// Server rows of the four order tables reaching the order store. Orders are the order store's records
// (their queued changes on top, their parts kept); lines, carts and cart lines go into the record of
// their order, or wait for it (parts.ts). Whatever a row changes is first taken out of its pack
// (packs.ts). The generic mirror (mirror.ts) calls these through RowStorage (apply-plan.ts).
import { planRows, type Plan, type RowStorage } from '../apply-plan';
import type { ShopDb } from '../database';
import { normalisedAll, type AnyRow } from '../normalise';
import type { CartItemRow, MirrorRows, MirrorTable, OrderItemRow, OrderRow } from '../rows';
import { addNewOrders } from './new-orders';
import { unpack } from './unpack';
import { ordersHolding } from './part-owners';
import { applyChildRows, deleteChildRows, isChildTable, takeWaitingParts, type ChildRows, type ChildTable } from './parts';
import { keepParts, NO_PARTS, withParts, type OrderRecord } from './record';
import { orderScope, tables } from './tables';
import { deleteOrders, putOrders } from './write';

export const ORDER_TABLES = ['orders', 'order_items', 'carts', 'cart_items'] as const;
export type OrderTable = (typeof ORDER_TABLES)[number];

export function isOrderTable(table: string): table is OrderTable {
  return (ORDER_TABLES as readonly string[]).includes(table);
}

/** The order ids (orders, lines) or cart ids (cart rows) rows of `table` belong to. */
function orderKeysOf(table: OrderTable, rows: readonly AnyRow[]): string[] {
  if (table === 'orders' || table === 'carts') return rows.map((row) => row.id);
  if (table === 'order_items') return rows.map((row) => (row as OrderItemRow).order_id);
  return rows.map((row) => (row as CartItemRow).cart_id);
}

/** Inside a transaction: order rows as stored, with the parts of their stored record or those that waited for them. */
async function asRecords(db: ShopDb, rows: readonly AnyRow[], locals: readonly (AnyRow | undefined)[]): Promise<OrderRecord[]> {
  const arriving = rows.filter((row, i) => !locals[i] && !row.deleted_at) as OrderRow[];
  const waiting = await takeWaitingParts(db, arriving);
  return rows.map((row, i) => {
    const local = locals[i] as OrderRecord | undefined;
    return local ? keepParts(row as OrderRow, local) : withParts(row as OrderRow, waiting.get(row.id) ?? NO_PARTS);
  });
}

function refuse(table: MirrorTable): never {
  throw new Error(`${table} rows reach the mirror only through their order (order-store/ingest.ts)`);
}

/** The orders: records of the orders store, a packed one taken out of its pack before it changes. */
export const orderStorage: RowStorage = {
  scope: (db) => orderScope(db),
  async get(db, _table, ids) {
    await unpack(db, ids);
    return tables(db).orders.bulkGet([...ids]);
  },
  async put(db, _table, rows, locals) {
    await putOrders(db, await asRecords(db, rows, locals), locals as (OrderRecord | undefined)[]);
  },
  remove: (db, _table, ids) => deleteOrders(db, ids),
};

/** Lines, carts and cart lines: inside their order's record, or waiting for it. Staff never write them. */
export const orderPartStorage: RowStorage = {
  scope: (db) => orderScope(db),
  get: (_db, table) => refuse(table),
  put: (_db, table) => refuse(table),
  remove: (_db, table) => refuse(table),
  async apply(db, table, rows, allowEqual) {
    if (!isChildTable(table)) return refuse(table);
    await unpack(db, orderKeysOf(table, rows));
    return applyChildRows(db, [{ table, rows: normalisedAll(table, rows) as ChildRows['rows'] }], allowEqual);
  },
  async applyDeletes(db, table, ids) {
    if (!isChildTable(table)) return refuse(table);
    // Their orders are looked for first, outside the write (it may walk the orders).
    const owners = await ordersHolding(db, table as ChildTable, ids);
    return db.transaction('rw', orderScope(db), async () => {
      await unpack(db, owners);
      return deleteChildRows(db, table, ids, owners);
    });
  },
};

export type OrderBatch = Partial<{ [T in OrderTable]: readonly MirrorRows[T][] }>;

/**
 * Inside a transaction over orderScope and outbox: a batch of the four tables (a page of orders with
 * their lines and carts, or a realtime burst), each order written once with its parts. With
 * `likelyNew` (a download) new orders are added whole and unread (new-orders.ts).
 */
export async function ingestOrderBatch(db: ShopDb, rows: OrderBatch, likelyNew = false): Promise<number> {
  await unpack(db, ORDER_TABLES.flatMap((table) => orderKeysOf(table, rows[table] ?? [])));
  let children: ChildRows[] = ORDER_TABLES.filter(isChildTable).flatMap((table) => {
    const list = rows[table] ?? [];
    return list.length ? [{ table, rows: normalisedAll(table, list) as ChildRows['rows'] }] : [];
  });
  let changed = 0;
  let plan: Plan = { puts: [], locals: [], deletes: [], changed: 0 };
  const orders = rows.orders ?? [];
  if (orders.length > 0) {
    const added = likelyNew ? await addNewOrders(db, normalisedAll('orders', orders) as OrderRecord[], children) : null;
    children = added?.children ?? children;
    const rest = added?.rest ?? orders;
    plan = await planRows(db, 'orders', rest, await tables(db).orders.bulkGet(rest.map((order) => order.id)));
    changed += (added?.changed ?? 0) + plan.changed;
  }
  // Child rows go into the order records planned here, so each order is written once.
  const records = await asRecords(db, plan.puts, plan.locals);
  const planned = new Map(records.map((order) => [order.id, order]));
  changed += await applyChildRows(db, children, false, planned);
  await putOrders(db, [...planned.values()], plan.locals as (OrderRecord | undefined)[]);
  await deleteOrders(db, plan.deletes);
  return changed;
}
