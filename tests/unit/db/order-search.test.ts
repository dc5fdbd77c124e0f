// Search over every stored order (order-store/search.ts): packed and unpacked orders alike, newest first,
// within the range and statuses asked; the index follows changes to the store; a customer's orders by phone.
import { expect, it } from 'vitest';
import { searchStoredOrders, setOrderStatus, storedOrdersOfPhone } from '../../../src/db/order-store';
import { packsOf } from '../../../src/db/order-store/packs';
import type { OrderRecord } from '../../../src/db/order-store/record';
import { orderScope } from '../../../src/db/order-store/tables';
import { addPacks } from '../../../src/db/order-store/write';
import { parseQuery } from '../../../src/domain/order-search';
import { makeOrder } from '../../fixtures/rows';
import { putRecords } from '../../helpers/order-store';
import { signIn, useTestDb } from './harness';

const t = useTestDb();
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 18)).toISOString();

async function seed() {
  const open = makeOrder({ status: 'accepted', customer_name: 'Jan de Vries', customer_phone: '+31 6 1234 5678', placed_at: at(20) });
  const packed = makeOrder({ status: 'delivered', customer_name: 'Janneke Müller', customer_phone: '0612345678', placed_at: at(10) });
  const other = makeOrder({ status: 'canceled', customer_name: 'Piet Smit', customer_phone: '0687654321', placed_at: at(15) });
  await putRecords(t.db, [open, other]);
  await t.db.transaction('rw', orderScope(t.db), async () => {
    await addPacks(t.db, packsOf([packed as OrderRecord]));
  });
  return { open, packed, other };
}

const names = async (query: string, filters = {}) =>
  (await searchStoredOrders(t.db, parseQuery(query), filters)).map((order) => order.customer_name);

it('finds packed and unpacked orders, newest first, by name, phone and number', async () => {
  const { packed } = await seed();
  expect(await names('jan')).toEqual(['Jan de Vries', 'Janneke Müller']);
  expect(await names('06 1234 5678')).toEqual(['Jan de Vries', 'Janneke Müller']);
  expect(await names(`#${packed.id.slice(-6)}`)).toEqual(['Janneke Müller']);
  expect(await names('!!!')).toEqual([]);
});

it('keeps to the range and statuses asked, and an empty query lists them', async () => {
  await seed();
  expect(await names('', { from: at(12), to: at(21) })).toEqual(['Jan de Vries', 'Piet Smit']);
  expect(await names('', { statuses: ['canceled'] })).toEqual(['Piet Smit']);
});

it('follows a change of the store', async () => {
  await signIn(t.db);
  const { other } = await seed();
  expect(await names('', { statuses: ['canceled'] })).toEqual(['Piet Smit']);
  expect((await setOrderStatus(other.id, 'accepted', t.db)).ok).toBe(true);
  expect(await names('', { statuses: ['canceled'] })).toEqual([]);
  await putRecords(t.db, makeOrder({ status: 'created', customer_name: 'Nieuwe Jansen', placed_at: at(25) }));
  expect(await names('jans')).toEqual(['Nieuwe Jansen']);
});

it("gives a customer's stored orders by phone number, however it is written", async () => {
  await seed();
  expect((await storedOrdersOfPhone(t.db, '0031 6 12 34 56 78')).map((order) => order.customer_name)).toEqual(['Jan de Vries', 'Janneke Müller']);
});
