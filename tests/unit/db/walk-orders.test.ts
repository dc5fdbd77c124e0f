// Every stored order of the window, a page at a time (order-store/walk.ts), for search and figures:
// orders in the orders store and in packs alike, each once with its parts, also when one leaves its
// pack during the walk; the walk stops when asked.
import { expect, it } from 'vitest';
import { forEachOrder, type OrderWithParts } from '../../../src/db/order-store';
import { packsOf } from '../../../src/db/order-store/packs';
import type { OrderRecord } from '../../../src/db/order-store/record';
import { orderScope } from '../../../src/db/order-store/tables';
import { unpack } from '../../../src/db/order-store/unpack';
import { addPacks } from '../../../src/db/order-store/write';
import { makeOrder, makeOrderItem } from '../../fixtures/rows';
import { useTestDb } from './harness';
import { putRecords } from '../../helpers/order-store';

const t = useTestDb();

async function seedBoth(stored: number, packed: number): Promise<OrderRecord[]> {
  const open = Array.from({ length: stored }, () => makeOrder({ status: 'accepted' }) as OrderRecord);
  const done = Array.from({ length: packed }, () => {
    const order = makeOrder({ status: 'delivered' });
    return { ...order, parts: { lines: [makeOrderItem({ order_id: order.id })], cart: null, cart_lines: [] } } as OrderRecord;
  });
  await putRecords(t.db, open);
  await t.db.transaction('rw', orderScope(t.db), async () => {
    await addPacks(t.db, packsOf(done));
  });
  return [...open, ...done];
}

it('gives every stored order once, packed ones with their parts, a page at a time', async () => {
  const all = await seedBoth(23, 35);
  const pages: OrderWithParts[][] = [];
  await forEachOrder(t.db, (page) => {
    pages.push(page);
  }, 10);
  const seen = pages.flat();
  expect(seen.map((entry) => entry.order.id).sort()).toEqual(all.map((order) => order.id).sort());
  expect(pages.every((page) => page.length <= 10)).toBe(true);
  const packed = seen.find((entry) => entry.order.status === 'delivered')!;
  expect(packed.lines).toHaveLength(1);
  expect(packed.order).not.toHaveProperty('parts');
});

it('gives an order that leaves its pack during the walk once, and stops when asked', async () => {
  const all = await seedBoth(5, 30);
  const seen: string[] = [];
  let moved = false;
  await forEachOrder(t.db, async (page) => {
    seen.push(...page.map((entry) => entry.order.id));
    if (!moved) {
      moved = true;
      // A change to a packed order not walked yet takes it out of its pack into the orders store.
      const later = all.find((order) => order.status === 'delivered' && !seen.includes(order.id))!;
      await t.db.transaction('rw', [...orderScope(t.db), t.db.outbox], async () => unpack(t.db, [later.id]));
    }
  }, 10);
  expect(seen.sort()).toEqual(all.map((order) => order.id).sort());

  let pages = 0;
  await forEachOrder(t.db, () => (pages++, false), 10);
  expect(pages).toBe(1);
});
