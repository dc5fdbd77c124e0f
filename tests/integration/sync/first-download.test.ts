// The first download after sign-in (DESIGN sync rule 10): every not-finished order, however old, with
// its lines and cart; finished orders only from the recent window.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice } from '../../helpers/device';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { orderDetail } from '../../../src/db/order-store/detail';
import { orderTablesOf, storedRecord } from '../../helpers/order-store';

let stack: Stack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Moves an order and everything of it 30 days into the past. */
async function age(orderId: string, status: string): Promise<void> {
  const past = "now() - interval '30 days'";
  await stack.sql(`update orders set placed_at = ${past}, created_at = ${past}, status = $2 where id = $1`, [orderId, status]);
  await stack.sql(`update order_items set created_at = ${past} where order_id = $1`, [orderId]);
  await stack.sql(`update carts set created_at = ${past} where id = (select cart_id from orders where id = $1)`, [orderId]);
  await stack.sql(`update cart_items set created_at = ${past} where cart_id = (select cart_id from orders where id = $1)`, [orderId]);
}

it('mirrors an open order placed before the window with its lines and cart, and leaves an old finished one out', async () => {
  const open = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey, 'kmfc-shop', () => 0.3);
  const finished = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey, 'kmfc-shop', () => 0.6);
  await age(open.id, 'accepted');
  await age(finished.id, 'delivered');
  const [{ lines, cart }] = await stack.sql<{ lines: number; cart: string | null }>(
    'select (select count(*)::int from order_items where order_id = $1) as lines, (select cart_id from orders where id = $1) as cart',
    [open.id],
  );
  expect(lines).toBeGreaterThan(0);

  const device = await startDevice(stack, { name: 'first-download' });
  try {
    const detail = await orderDetail(device.db, open.id);
    expect(detail?.order.status).toBe('accepted');
    expect(detail?.lines).toHaveLength(lines);
    expect(detail?.cart?.id ?? null).toBe(cart);
    expect(await storedRecord(device.db, finished.id)).toBeUndefined();
    expect(await orderTablesOf(device.db).lines.get(finished.id)).toBeUndefined(); // no lines left waiting either
  } finally {
    await device.stop();
  }
});
