// Keeps the order mirror bounded (sync rule 10): finished orders placed before the window go, with
// their lines, carts and print jobs, unless a change to them (or to one of their jobs) is still queued.
import { FINISHED_STATUSES } from '../../domain/order-status';
import type { ShopDb } from '../database';
import { unsentKeys } from '../pending';
import { packedIdsBefore, unpack } from './unpack';
import { orderScope, tables } from './tables';
import { deleteOrders } from './write';

export async function pruneFinishedOrders(db: ShopDb, windowStartIso: string): Promise<number> {
  return db.transaction('rw', [...orderScope(db), db.print_jobs, db.outbox], async () => {
    const keep = await unsentKeys(db);
    // Packed orders placed before the window leave their packs first (packs.ts), then go the same way.
    await unpack(db, await packedIdsBefore(db, windowStartIso));
    const candidates = await tables(db).orders.where('placed_at').below(windowStartIso)
      .filter((order) => (FINISHED_STATUSES as readonly string[]).includes(order.status) && !keep.has(`orders:${order.id}`))
      .toArray();
    if (candidates.length === 0) return 0;
    const jobs = await db.print_jobs.where('order_id').anyOf(candidates.map((order) => order.id)).toArray();
    // A job still on its way keeps its order (and so all of the order's jobs) until it is sent.
    const held = new Set(jobs.filter((job) => keep.has(`print_jobs:${job.id}`)).map((job) => job.order_id));
    const old = candidates.filter((order) => !held.has(order.id));
    if (old.length === 0) return 0;
    const ids = old.map((order) => order.id);
    await db.print_jobs.bulkDelete(jobs.filter((job) => !held.has(job.order_id)).map((job) => job.id));
    const cartIds = old.flatMap((order) => (order.cart_id ? [order.cart_id] : []));
    await tables(db).lines.bulkDelete(ids);
    await tables(db).carts.bulkDelete(cartIds);
    await deleteOrders(db, ids);
    return ids.length;
  });
}
