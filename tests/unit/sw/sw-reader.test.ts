// The service worker looks in the app's database whether it knows an order (order-store/sw-reader.ts), with the
// raw IndexedDB API: an order the history download packed (order-packs.ts) is known with its status.
import { afterEach, expect, it } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import { packOf } from '../../../src/db/order-store/packs';
import { knownOrderStatus } from '../../../src/db/order-store/sw-reader';
import { makeOrder } from '../../fixtures/rows';
import { orderTablesOf, putRecords } from '../../helpers/order-store';

let db: ShopDb | null = null;

afterEach(async () => {
  await db?.delete();
  db = null;
});

it('knows a stored order and a packed one by their status, and not an order it never saw', async () => {
  db = new ShopDb('kmfc-admin');
  const stored = makeOrder({ status: 'accepted' });
  const packed = [makeOrder({ status: 'delivered' }), makeOrder({ status: 'canceled' })];
  await putRecords(db, stored);
  await orderTablesOf(db).packs.put(packOf(packed));
  db.close();
  expect(await knownOrderStatus(stored.id)).toBe('accepted');
  expect(await knownOrderStatus(packed[1].id)).toBe('canceled');
  expect(await knownOrderStatus(makeOrder().id)).toBeNull();
});
