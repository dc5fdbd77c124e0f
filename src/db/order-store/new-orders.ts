// A download's new orders (the essentials, the history) written whole: each as one record with its
// lines, cart and cart lines from the same batch, added unread (write.ts). An order that exists already,
// one whose parts arrived earlier and wait for it, and a deleted one take the regular path, and so do
// the batch's child rows of every order not added here.
import type { ShopDb } from '../database';
import { keyOfRow } from '../entities';
import { activeEntriesByKey, overlay } from '../overlay';
import type { CartItemRow, CartRow, OrderItemRow } from '../rows';
import { ordersWithWaitingParts, type ChildRows } from './parts';
import { batchPartsOf, groupParts, withParts, type OrderRecord } from './record';
import { addOrders } from './write';

export interface NewOrders {
  /** Rows added (orders and their live parts). */
  changed: number;
  /** Order rows for the regular path. */
  rest: OrderRecord[];
  /** Child rows not written into an added order. */
  children: ChildRows[];
}

function rowsOf<T>(children: readonly ChildRows[], table: ChildRows['table']): T[] {
  return children.filter((group) => group.table === table).flatMap((group) => group.rows as unknown as T[]);
}

/**
 * Inside a transaction over orderScope and outbox: `orders` are normalised server rows; `children` the
 * batch's child rows.
 */
export async function addNewOrders(db: ShopDb, orders: readonly OrderRecord[], children: ChildRows[]): Promise<NewOrders> {
  const waiting = await ordersWithWaitingParts(db, orders);
  const fresh = orders.filter((order) => !order.deleted_at && !waiting.has(order.id));
  const live = <T extends { deleted_at: string | null }>(rows: T[]) => rows.filter((row) => !row.deleted_at);
  const batch = groupParts(
    live(rowsOf<OrderItemRow>(children, 'order_items')), live(rowsOf<CartRow>(children, 'carts')),
    live(rowsOf<CartItemRow>(children, 'cart_items')),
  );
  const pending = await activeEntriesByKey(db, fresh.flatMap((order) => keyOfRow('orders', order) ?? []));
  const values = fresh.map((order) => withParts(overlay(order, pending.get(keyOfRow('orders', order) ?? '') ?? []), batchPartsOf(order, batch)));
  const taken = new Set(await addOrders(db, values));
  const added = values.filter((_, i) => !taken.has(i));
  const addedIds = new Set(added.map((order) => order.id));
  const addedCarts = new Set(added.flatMap((order) => (order.cart_id ? [order.cart_id] : [])));
  const partsAdded = added.reduce((sum, { parts }) => sum + (parts ? parts.lines.length + parts.cart_lines.length + (parts.cart ? 1 : 0) : 0), 0);
  const rest = orders.filter((order) => !addedIds.has(order.id));
  const left = children.map(({ table, rows }) => ({
    table,
    rows: rows.filter((row) => {
      if (table === 'order_items') return !addedIds.has((row as OrderItemRow).order_id);
      return !addedCarts.has(table === 'carts' ? row.id : (row as CartItemRow).cart_id);
    }),
  }));
  return { changed: added.length + partsAdded, rest, children: left };
}
