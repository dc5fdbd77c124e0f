// Keeps the order mirror bounded (sync rule 10): finished orders placed before the window go, with
// their lines and carts, unless a change to them is still queued.
import { FINISHED_STATUSES } from '../domain/order-status';
import type { ShopDb } from './database';
import { unsentKeys } from './pending';

export async function pruneFinishedOrders(db: ShopDb, windowStartIso: string): Promise<number> {
  return db.transaction('rw', [db.orders, db.order_lines, db.cart_parts, db.outbox], async () => {
    const keep = await unsentKeys(db);
    const old = await db.orders.where('placed_at').below(windowStartIso)
      .filter((order) => (FINISHED_STATUSES as readonly string[]).includes(order.status) && !keep.has(`orders:${order.id}`))
      .toArray();
    if (old.length === 0) return 0;
    const ids = old.map((order) => order.id);
    const cartIds = old.flatMap((order) => (order.cart_id ? [order.cart_id] : []));
    await db.order_lines.bulkDelete(ids);
    await db.cart_parts.bulkDelete(cartIds);
    await db.orders.bulkDelete(ids);
    return ids.length;
  });
}
