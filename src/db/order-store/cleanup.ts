// Keeps the order mirror bounded (sync rule 10): finished orders placed before the window go, with
// their lines, carts, print jobs and events, unless a change to them (or to one of their jobs) is still
// queued. Events from before the window of orders the mirror does not hold go too.
import { FINISHED_STATUSES } from '../../domain/order-status';
import type { ShopDb } from '../database';
import { unsentKeys } from '../pending';
import { packedIdsBefore, unpack } from './unpack';
import { deleteOrderEvents, eventTable } from './events';
import { orderScope, tables } from './tables';
import { deleteOrders } from './write';

/** Inside the clean-up's transaction: events from before the window whose order is not stored. */
async function pruneStrayEvents(db: ShopDb, windowStartIso: string): Promise<void> {
  const old = await eventTable(db).where('at').below(windowStartIso).toArray();
  const orderIds = [...new Set(old.flatMap((event) => (event.order_id ? [event.order_id] : [])))];
  if (orderIds.length === 0) return;
  const stored = await tables(db).orders.bulkGet(orderIds);
  const packed = await Promise.all(orderIds.map((id) => tables(db).packs.where('keys').equals(id).count()));
  await deleteOrderEvents(db, orderIds.filter((_, i) => !stored[i] && packed[i] === 0));
}

export async function pruneFinishedOrders(db: ShopDb, windowStartIso: string): Promise<number> {
  return db.transaction('rw', [...orderScope(db), eventTable(db), db.print_jobs, db.outbox], async () => {
    await pruneStrayEvents(db, windowStartIso);
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
    await deleteOrderEvents(db, ids);
    return ids.length;
  });
}
