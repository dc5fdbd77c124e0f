// The order stores of an earlier app version brought up to date when the database opens at a newer
// version (Dexie runs each upgrade once, in the upgrade transaction). Each works on the layout of its
// own version, by store name, since the layout it finds is not today's.
import type { Transaction } from 'dexie';
import type { ShopDb } from '../database';
import type { CartItemRow, CartRow, OrderItemRow } from '../rows';
import { withDue } from './due';
import { hoursOf, newStamp, type HourRow } from './hours';
import { FIGURE_HOURS_PENDING, HOURS, ORDERS, PACKS, WAITING_CARTS, WAITING_LINES } from './names';
import type { OrderPack } from './packs';
import type { CartPartsRecord, OrderLinesRecord } from './parts';
import { partsFrom, withParts, type OrderRecord } from './record';

/** The status of each stored order among `ids` (an outbox upgrade words conflicts with it). */
export async function storedStatuses(tx: Transaction, ids: readonly string[]): Promise<Map<string, string>> {
  const orders = await tx.table<{ id: string; status: string }, string>(ORDERS).bulkGet([...ids]);
  return new Map(orders.flatMap((order) => (order ? [[order.id, order.status] as const] : [])));
}

/** Version 4: order_items, carts and cart_items rows move into one record per order and per cart. */
export async function childRowsAsParts(tx: Transaction): Promise<void> {
  const lines = await tx.table<OrderItemRow, string>('order_items').toArray();
  const carts = await tx.table<CartRow, string>('carts').toArray();
  const cartLines = await tx.table<CartItemRow, string>('cart_items').toArray();
  const byOrder = new Map<string, OrderLinesRecord>();
  for (const line of lines) {
    const record = byOrder.get(line.order_id) ?? { order_id: line.order_id, ids: [], items: [] };
    byOrder.set(line.order_id, { ...record, ids: [...record.ids, line.id], items: [...record.items, line] });
  }
  const byCart = new Map<string, CartPartsRecord>();
  const cartRecord = (id: string) => byCart.get(id) ?? { cart_id: id, ids: [], cart: null, items: [] };
  for (const cart of carts) byCart.set(cart.id, { ...cartRecord(cart.id), cart, ids: [cart.id, ...cartRecord(cart.id).ids] });
  for (const line of cartLines) {
    const record = cartRecord(line.cart_id);
    byCart.set(line.cart_id, { ...record, ids: [...record.ids, line.id], items: [...record.items, line] });
  }
  await tx.table(WAITING_LINES).bulkPut([...byOrder.values()]);
  await tx.table(WAITING_CARTS).bulkPut([...byCart.values()]);
}

/** Version 6: each order takes its lines record and its cart record into its own record. */
export async function partsIntoOrders(tx: Transaction): Promise<void> {
  const orders = await tx.table<OrderRecord, string>(ORDERS).toArray();
  const lines = tx.table<OrderLinesRecord, string>(WAITING_LINES);
  const carts = tx.table<CartPartsRecord, string>(WAITING_CARTS);
  const lineRecords = await lines.bulkGet(orders.map((order) => order.id));
  const cartRecords = await carts.bulkGet(orders.map((order) => order.cart_id ?? ''));
  await tx.table<OrderRecord, string>(ORDERS).bulkPut(orders.map((order, i) => withParts(order, partsFrom(lineRecords[i], cartRecords[i]))));
  await lines.bulkDelete(orders.filter((_, i) => lineRecords[i]).map((order) => order.id));
  await carts.bulkDelete(orders.filter((_, i) => cartRecords[i]).map((order) => order.cart_id ?? ''));
}

/** Version 7: each order gets its due time (due.ts sets it on every later write). */
export async function datedOrders(tx: Transaction): Promise<void> {
  const orders = tx.table<OrderRecord, string>(ORDERS);
  await orders.bulkPut((await orders.toArray()).map(withDue));
}

/**
 * Version 10: the hours are counted from what the orders store and the packs hold; records of
 * versions 6 and 7 lose the part ids those versions indexed and nothing reads.
 */
export async function countedHours(tx: Transaction): Promise<void> {
  const orders = await tx.table<OrderRecord & { part_ids?: unknown }, string>(ORDERS).toArray();
  const packs = await tx.table<OrderPack, string>(PACKS).toArray();
  const db = tx.db as ShopDb;
  const rows: HourRow[] = [...hoursOf([...orders, ...packs.flatMap((pack) => pack.orders)]).values()]
    .map((row) => ({ ...row, stamp: newStamp(db) }));
  await tx.table(HOURS).bulkPut(rows);
  const withIds = orders.filter((order) => order.part_ids !== undefined).map(({ part_ids: _ids, ...order }) => order);
  await tx.table(ORDERS).bulkPut(withIds);
}

/**
 * Version 14: the figures per hour (figure-hours.ts) are summed from the stored orders the first time
 * they are read (completeFigureHours), not here: the summing code loads with the Cijfers screen, and
 * what opens the database loads before the first screen. Until then, writes sum their own orders.
 */
export async function figuresPending(tx: Transaction): Promise<void> {
  await tx.table('meta').put({ key: FIGURE_HOURS_PENDING, value: true });
}
