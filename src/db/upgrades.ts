// Data stored by an earlier app version, brought up to date when the database opens at a newer one
// (Dexie upgrades run once, in the upgrade transaction). The outbox survives app updates (DESIGN sync
// rule 2), so its entries are converted, never dropped.
import type { Transaction } from 'dexie';
import type { CartPartsRecord, OrderLinesRecord } from './order-parts';
import { withDue } from './order-due';
import { partsFrom, withParts, type OrderRecord } from './order-record';
import type { OutboxError } from './outbox-types';
import type { CartItemRow, CartRow, OrderItemRow } from './rows';

/** The part of a version 1 outbox entry that changed: the last error was text, plus a Dutch message. */
interface V1Entry {
  state: string;
  row_id: string | null;
  last_error: unknown;
  error_message?: unknown;
}

/** The text version 1 stored for a row gone from the server. */
const V1_MISSING = 'the row no longer exists on the server';

function asKind(entry: V1Entry, text: string, statusOf: Map<string, string>): OutboxError {
  if (text === 'conflict') {
    const orderId = entry.row_id ?? '';
    // The conflict adopted the server's status, so the mirror shows it (unknown if the order is gone).
    return { kind: 'conflict', orderId, orderStatus: statusOf.get(orderId) ?? '' };
  }
  if (entry.state === 'rejected' && text === V1_MISSING) return { kind: 'missing' };
  const status = Number(/HTTP (\d{3})/.exec(text)?.[1] ?? 0);
  return { kind: entry.state === 'rejected' ? 'refused' : 'transient', status, code: null, detail: text };
}

/** Version 2: an entry's last error is a kind and code (OutboxError); the screen words it. */
export async function outboxErrorsAsKinds(tx: Transaction): Promise<void> {
  const outbox = tx.table<V1Entry, number>('outbox');
  const conflicted = (await outbox.toArray()).filter((entry) => entry.last_error === 'conflict' && entry.row_id);
  const ids = conflicted.map((entry) => entry.row_id ?? '');
  const orders = await tx.table<{ id: string; status: string }, string>('orders').bulkGet(ids);
  const statusOf = new Map(orders.flatMap((order) => (order ? [[order.id, order.status] as const] : [])));
  await outbox.toCollection().modify((entry) => {
    if (typeof entry.last_error === 'string') entry.last_error = asKind(entry, entry.last_error, statusOf);
    delete entry.error_message;
  });
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
  await tx.table('order_lines').bulkPut([...byOrder.values()]);
  await tx.table('cart_parts').bulkPut([...byCart.values()]);
}

/** Version 6: each order takes its lines record and its cart record into its own record. */
export async function partsIntoOrders(tx: Transaction): Promise<void> {
  const orders = await tx.table<OrderRecord, string>('orders').toArray();
  const lines = tx.table<OrderLinesRecord, string>('order_lines');
  const carts = tx.table<CartPartsRecord, string>('cart_parts');
  const lineRecords = await lines.bulkGet(orders.map((order) => order.id));
  const cartRecords = await carts.bulkGet(orders.map((order) => order.cart_id ?? ''));
  await tx.table<OrderRecord, string>('orders').bulkPut(orders.map((order, i) => withParts(order, partsFrom(lineRecords[i], cartRecords[i]))));
  await lines.bulkDelete(orders.filter((_, i) => lineRecords[i]).map((order) => order.id));
  await carts.bulkDelete(orders.filter((_, i) => cartRecords[i]).map((order) => order.cart_id ?? ''));
}

/** Version 7: each order gets its due time (order-due.ts sets it on every later write). */
export async function datedOrders(tx: Transaction): Promise<void> {
  const orders = tx.table<OrderRecord, string>('orders');
  await orders.bulkPut((await orders.toArray()).map(withDue));
}
