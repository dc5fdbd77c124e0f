// Live reads of the order store (order-store/watched.ts) follow the order hours they watch: a read runs
// again when one of its hours changes, and not for a write elsewhere, however large (Dexie tells a
// write of fifty records or more only that the whole table changed); a change made while a read runs is
// never missed; a detail waiting for an order gets it when it arrives.
import { expect, it, vi } from 'vitest';
import { orderDetailReading } from '../../../src/db/order-store/detail';
import { ingestOrderBatch } from '../../../src/db/order-store/ingest';
import { pendingReading } from '../../../src/db/order-store/reads';
import { tabOrders } from '../../../src/db/order-store/tab-reads';
import { orderScope } from '../../../src/db/order-store/tables';
import { watched, type Reading } from '../../../src/db/order-store/watched';
import { makeOrder } from '../../fixtures/rows';
import { seed, useTestDb } from './harness';
import { orderTablesOf } from '../../helpers/order-store';

const t = useTestDb();

/** Follows a watched read; `runs` counts its reads, `seen` holds what it gave. */
function follow<T>(read: () => Promise<Reading<T>>, also?: Parameters<typeof watched>[2]) {
  const state = { runs: 0, seen: [] as T[] };
  const subscription = watched(t.db, () => (state.runs++, read()), also).subscribe((value) => state.seen.push(value));
  return { ...state, get runs() { return state.runs; }, get seen() { return state.seen; }, stop: () => subscription.unsubscribe() };
}

const delivered = (count: number, day: string) => Array.from({ length: count }, (_, i) =>
  makeOrder({ status: 'delivered', placed_at: `${day}T10:${String(i % 60).padStart(2, '0')}:00.000Z` }));

it('runs again for a change in the hours it watches, and not for a large write elsewhere', async () => {
  const waiting = follow(() => pendingReading(t.db));
  const archive = follow(() => tabOrders(t.db, 'archive'));
  await vi.waitFor(() => expect([waiting.seen, archive.seen]).toEqual([[[]], [[]]]));

  // Sixty finished orders in one transaction: Dexie reports the whole orders table changed.
  await t.db.transaction('rw', [...orderScope(t.db), t.db.outbox], async () => {
    await ingestOrderBatch(t.db, { orders: delivered(60, '2025-01-05') }, true);
  });
  await vi.waitFor(() => expect(archive.seen.at(-1)).toHaveLength(50));
  expect(waiting.runs).toBe(1);

  const created = makeOrder({ status: 'created', placed_at: '2025-01-05T11:00:00.000Z' });
  await seed(t.db, 'orders', created);
  await vi.waitFor(() => expect(waiting.seen.at(-1)).toEqual([created.id]));
  expect(archive.runs).toBe(2);
  waiting.stop();
  archive.stop();
});

it('misses no change made while a read runs', async () => {
  const archive = follow(() => tabOrders(t.db, 'archive'));
  await vi.waitFor(() => expect(archive.seen).toEqual([[]]));
  // Writes one after another, without waiting for the reads they cause.
  await Promise.all(Array.from({ length: 5 }, (_, i) => seed(t.db, 'orders', ...delivered(1, `2025-01-0${i + 1}`))));
  await vi.waitFor(() => expect(archive.seen.at(-1)).toHaveLength(5));
  archive.stop();
});

it('gives a detail waiting for an order the order once it arrives, and follows its changes', async () => {
  const order = makeOrder({ status: 'created' });
  const detail = follow(() => orderDetailReading(t.db, order.id), (db) => [db.products]);
  await vi.waitFor(() => expect(detail.seen).toEqual([null]));
  await seed(t.db, 'orders', order);
  await vi.waitFor(() => expect(detail.seen.at(-1)?.order.status).toBe('created'));
  await seed(t.db, 'orders', { ...order, status: 'accepted', version: 2 });
  await vi.waitFor(() => expect(detail.seen.at(-1)?.order.status).toBe('accepted'));
  detail.stop();
});

it('follows its watch only: the orders its read looked at are not watched as well', async () => {
  // A read that looks at every order but watches one meta row.
  let watchRuns = 0;
  const seen: number[] = [];
  const read = async (): Promise<Reading<number>> => ({
    value: await orderTablesOf(t.db).orders.count(),
    watch: { key: 'meta:x', stamps: async () => (watchRuns++, JSON.stringify(await t.db.meta.get('x'))) },
  });
  const subscription = watched(t.db, read, (db) => [db.meta]).subscribe((value) => seen.push(value));
  await vi.waitFor(() => expect(watchRuns).toBe(2)); // in the read's transaction, and liveQuery's first run
  await seed(t.db, 'orders', ...delivered(60, '2025-01-05'));
  await t.db.meta.put({ key: 'x', value: 1 });
  await vi.waitFor(() => expect(seen.at(-1)).toBe(60));
  // One run for the meta row and one in the read's transaction; none for the orders.
  expect(watchRuns).toBe(4);
  subscription.unsubscribe();
});
