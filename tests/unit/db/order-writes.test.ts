// The order store's one writer (order-store/write.ts): a download's new orders added unread, each with
// its due time, a record whose key exists left alone and reported by its place (also across the
// batches the requests are made in), and the hours of every status and hour counting exactly what the
// orders store and the packs hold after every kind of write, each hour a write touches with a new stamp.
import { expect, it } from 'vitest';
import { hourRows } from '../../../src/db/order-store/hours';
import { packOf } from '../../../src/db/order-store/packs';
import type { OrderRecord } from '../../../src/db/order-store/record';
import { orderScope } from '../../../src/db/order-store/tables';
import { addOrders, addPacks, deleteOrders, deletePacks, putOrders, putPacks } from '../../../src/db/order-store/write';
import { makeOrder } from '../../fixtures/rows';
import { useTestDb } from './harness';
import { hoursMismatch, orderCount, putRecords, storedRecord } from '../../helpers/order-store';

const t = useTestDb();

const delivered = (count: number, day = '2025-01-05') => Array.from({ length: count }, (_, i) =>
  makeOrder({ status: 'delivered', placed_at: `${day}T12:${String(i % 60).padStart(2, '0')}:00.000Z`, total_cents: 100 }) as OrderRecord);

const writing = <T>(work: () => Promise<T>) => t.db.transaction('rw', orderScope(t.db), async () => work());

it('adds each new order once with its due time, and leaves one whose key exists to the caller', async () => {
  const open = makeOrder({ status: 'accepted', promised_at: '2025-01-10T12:30:00.000Z' }) as OrderRecord;
  const done = makeOrder({ status: 'delivered' }) as OrderRecord;
  const known = makeOrder({ status: 'picked_up' }) as OrderRecord;
  await putRecords(t.db, { ...known, customer_name: 'al bekend' });

  const taken = await writing(() => addOrders(t.db, [open, known, done]));
  expect(taken).toEqual([1]);
  expect((await storedRecord(t.db, open.id))?.due_at).toBe('2025-01-10T12:30:00.000Z');
  expect((await storedRecord(t.db, done.id))?.due_at).toBeUndefined();
  expect((await storedRecord(t.db, known.id))?.customer_name).toBe('al bekend');
  expect(await orderCount(t.db)).toBe(3);
  expect(await hoursMismatch(t.db)).toBe('');
});

it('reports existing keys at any place of a slice larger than one batch of requests', async () => {
  const slice = delivered(250);
  await putRecords(t.db, [slice[99], slice[100], slice[249]].map((order) => ({ ...order, customer_name: 'al bekend' })));
  const taken = await writing(() => addOrders(t.db, slice));
  expect(taken).toEqual([99, 100, 249]);
  expect(await orderCount(t.db)).toBe(250);
  expect((await storedRecord(t.db, slice[100].id))?.customer_name).toBe('al bekend');
  const [hour] = await hourRows(t.db, ['delivered']);
  expect(hour).toMatchObject({ status: 'delivered', hour: '2025-01-05T12', count: 250, cents: 25_000 });
});

it('keeps the hours exact through puts, status changes, deletes and packs, and restamps only what a write touches', async () => {
  const [a, b, c] = [
    makeOrder({ status: 'created', placed_at: '2025-01-05T10:15:00.000Z', total_cents: 1000 }),
    makeOrder({ status: 'created', placed_at: '2025-01-05T11:15:00.000Z', total_cents: 500 }),
    makeOrder({ status: 'delivered', placed_at: '2025-01-04T09:00:00.000Z', total_cents: 700 }),
  ] as OrderRecord[];
  await writing(() => putOrders(t.db, [a, b]));
  const before = await hourRows(t.db, ['created']);
  expect(before.map((row) => [row.hour, row.count, row.cents])).toEqual([['2025-01-05T10', 1, 1000], ['2025-01-05T11', 1, 500]]);

  await writing(() => putOrders(t.db, [{ ...a, status: 'accepted' }]));
  const after = await hourRows(t.db, ['created', 'accepted']);
  expect(after.map((row) => [row.status, row.hour, row.count])).toEqual([['created', '2025-01-05T11', 1], ['accepted', '2025-01-05T10', 1]]);
  // The untouched hour kept its stamp.
  expect(after[0].stamp).toBe(before[1].stamp);

  await writing(() => putOrders(t.db, [{ ...b, total_cents: 900 }]));
  const [changed] = await hourRows(t.db, ['created']);
  expect([changed.count, changed.cents]).toEqual([1, 900]);
  expect(changed.stamp).not.toBe(after[0].stamp);

  await writing(() => addPacks(t.db, [packOf([c])]));
  await writing(() => putPacks(t.db, [packOf([{ ...c, total_cents: 800 }], c.id)]));
  expect(await hoursMismatch(t.db)).toBe('');
  await writing(async () => {
    await deletePacks(t.db, [c.id]);
    await deleteOrders(t.db, [a.id]);
  });
  expect(await hourRows(t.db, ['accepted', 'delivered'])).toEqual([]);
  expect(await hoursMismatch(t.db)).toBe('');
});

it('counts an order written twice in one call once', async () => {
  const order = makeOrder({ status: 'created' }) as OrderRecord;
  await writing(() => putOrders(t.db, [order, { ...order, total_cents: 5 }]));
  const [hour] = await hourRows(t.db, ['created']);
  expect([hour.count, hour.cents]).toEqual([1, 5]);
});
