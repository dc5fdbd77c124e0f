// The staff actions on an order (spec section 4): accept with a promised ready time, the next step,
// cancel, the detail's explicit status, and a delay. Each applies locally and queues its change in one
// transaction; a finished order of the history download is taken out of its pack first.
import { isCancelReason } from '../../domain/cancel-reasons';
import { canCancel, isOrderStatus, nextStatus, TAB_STATUSES, type OrderStatus } from '../../domain/order-status';
import { delayedDue } from '../../domain/due';
import { appDb, type ShopDb } from '../database';
import { enqueue } from '../outbox';
import { readyMinutesRule } from '../ready-time';
import type { OrderRow } from '../rows';
import { unpack } from './unpack';
import type { OrderRecord } from './record';
import { orderScope, tables } from './tables';
import { putOrders } from './write';

/** Inside a transaction over orderScope: the order's record, out of its pack if it was packed. */
async function storedForChange(db: ShopDb, id: string): Promise<OrderRecord | undefined> {
  await unpack(db, [id]);
  return tables(db).orders.get(id);
}

export type OrderActionResult =
  | { ok: true; mutationId: string; status: OrderStatus }
  | { ok: false; reason: 'not-found' | 'no-step' | 'invalid-status' | 'invalid-reason' };

async function changeStatus(
  db: ShopDb, id: string, pick: (order: OrderRow) => OrderStatus | null, conditional: boolean,
  action: 'acceptOrder' | 'orderStep' | 'cancelOrder' | 'setOrderStatus',
  more: (order: OrderRow) => Partial<OrderRow> = () => ({}),
  after?: string,
): Promise<OrderActionResult> {
  return db.transaction('rw', [...orderScope(db), db.outbox, db.meta], async () => {
    const order = await storedForChange(db, id);
    if (!order) return { ok: false, reason: 'not-found' } as const;
    const status = pick(order);
    if (!status) return { ok: false, reason: 'no-step' } as const;
    const fields = { status, ...more(order) };
    const entry = await enqueue(db, {
      entity: 'orders', key: `orders:${id}`, row_id: id, action,
      kind: conditional ? 'order_step' : 'order_set',
      payload: fields,
      expected: conditional ? { status: order.status } : null,
      after,
    });
    await putOrders(db, [{ ...order, ...fields }], [order]);
    return { ok: true, mutationId: entry.mutation_id, status } as const;
  });
}

/**
 * Accepts a `created` order and promises it ready in `readyInMinutes`, or by default in the shop's
 * ready time for its delivery type plus the busy minutes: promised_at goes in the same
 * conditional step. Offline it is accepted locally and queued; the server applies it only if the order
 * is still `created` there; if another device changed it first, the local order shows the server's
 * status and the entry is rejected with a Dutch conflict message. `after`: an outbox key whose queued
 * entries the server must have first (accept-with-receipt.ts).
 */
export async function acceptOrder(
  id: string, db: ShopDb = appDb(), readyInMinutes?: number, after?: string,
): Promise<OrderActionResult> {
  const now = db.env.now();
  const rule = await readyMinutesRule(db, now);
  const promise = (order: OrderRow) => ({
    promised_at: new Date(now + (readyInMinutes ?? rule(order)) * 60_000).toISOString(),
  });
  return changeStatus(db, id, (order) => (order.status === 'created' ? 'accepted' : null), true, 'acceptOrder', promise, after);
}

/**
 * "Vertraging": moves an active order's due time `minutes` later (from the promised time, else the
 * expected one). A plain field set: unsent delays merge, a refusal puts the server's time back.
 */
export async function delayOrder(id: string, minutes: number, db: ShopDb = appDb()): Promise<OrderActionResult> {
  return db.transaction('rw', [...orderScope(db), db.outbox, db.meta], async () => {
    const order = await storedForChange(db, id);
    if (!order) return { ok: false, reason: 'not-found' } as const;
    if (!isOrderStatus(order.status) || !TAB_STATUSES.active.includes(order.status)) return { ok: false, reason: 'no-step' } as const;
    const fields = { promised_at: delayedDue(order, minutes).toISOString() };
    const entry = await enqueue(db, {
      entity: 'orders', key: `orders:${id}`, row_id: id, kind: 'patch', action: 'orderDelay', payload: fields,
    });
    await putOrders(db, [{ ...order, ...fields }], [order]);
    return { ok: true, mutationId: entry.mutation_id, status: order.status } as const;
  });
}

/** The next step of spec section 4 from the status shown; conditional on it, like acceptOrder. */
export function advanceOrder(id: string, db: ShopDb = appDb()): Promise<OrderActionResult> {
  return changeStatus(db, id, (order) => nextStatus(order.status, order.delivery_type), true, 'orderStep');
}

/** The fields besides the status: the reason with a cancel, none left when an order leaves canceled. */
function reasonFields(status: OrderStatus, reason: string | undefined) {
  return (order: OrderRow): Partial<OrderRow> => {
    if (status === 'canceled') return { cancel_reason: reason };
    return order.status === 'canceled' || order.cancel_reason ? { cancel_reason: null } : {};
  };
}

/**
 * Cancels from the status shown, with the reason staff chose (domain/cancel-reasons; the server refuses
 * a cancel without one); conditional on the status, like acceptOrder.
 */
export async function cancelOrder(id: string, reason: string, db: ShopDb = appDb()): Promise<OrderActionResult> {
  if (!isCancelReason(reason)) return { ok: false, reason: 'invalid-reason' };
  return changeStatus(db, id, (order) => (canCancel(order.status) ? 'canceled' : null), true, 'cancelOrder', reasonFields('canceled', reason));
}

/** The detail modal's explicit override: unconditional, so it wins over other devices' steps. A cancel needs its reason. */
export async function setOrderStatus(id: string, status: string, db: ShopDb = appDb(), reason?: string): Promise<OrderActionResult> {
  if (!isOrderStatus(status)) return { ok: false, reason: 'invalid-status' };
  if (status === 'canceled' && !isCancelReason(reason)) return { ok: false, reason: 'invalid-reason' };
  return changeStatus(db, id, () => status, false, 'setOrderStatus', reasonFields(status, reason));
}
