// The service worker looks in the app's database whether it knows an order (known-order.ts), with the
// raw IndexedDB API: an order the history download packed (order-packs.ts) is known with its status.
import { afterEach, expect, it } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import { packOf } from '../../../src/db/order-packs';
import { knownOrderStatus } from '../../../src/sw/known-order';
import { makeOrder } from '../../fixtures/rows';

let db: ShopDb | null = null;

afterEach(async () => {
  await db?.delete();
  db = null;
});

it('knows a stored order and a packed one by their status, and not an order it never saw', async () => {
  db = new ShopDb('kmfc-admin');
  const stored = makeOrder({ status: 'accepted' });
  const packed = [makeOrder({ status: 'delivered' }), makeOrder({ status: 'canceled' })];
  await db.orders.put(stored);
  await db.order_packs.put(packOf(packed));
  db.close();
  expect(await knownOrderStatus(stored.id)).toBe('accepted');
  expect(await knownOrderStatus(packed[1].id)).toBe('canceled');
  expect(await knownOrderStatus(makeOrder().id)).toBeNull();
});
