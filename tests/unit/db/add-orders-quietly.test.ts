// A download's new orders written below Dexie's change tracking (add-orders-quietly.ts): each record
// added once with its due time, a record whose key exists left alone and reported by its place (also
// across the chunks the requests are issued in), and after the commit the live reads that cover the
// new records run again with fresh results (not Dexie's cached ones), while the waiting orders' count
// does not; nothing is announced when the transaction aborts; a detail waiting for an order gets it.
import { liveQuery } from 'dexie';
import { expect, it, vi } from 'vitest';
import { addOrdersQuietly, changedIndexes } from '../../../src/db/add-orders-quietly';
import type { ShopDb } from '../../../src/db/database';
import { orderDetail } from '../../../src/db/order-detail';
import { countWithStatus } from '../../../src/db/orders';
import type { OrderRecord } from '../../../src/db/order-record';
import { makeOrder } from '../../fixtures/rows';
import { useTestDb } from './harness';

const t = useTestDb();

/** Subscribes to a live read; `seen` holds what it emitted so far. */
function watch<T>(read: () => Promise<T>) {
  const seen: T[] = [];
  const subscription = liveQuery(read).subscribe({ next: (value) => seen.push(value) });
  return { seen, stop: () => subscription.unsubscribe() };
}

const delivered = (count: number, day = '2025-01-05') => Array.from({ length: count }, (_, i) =>
  makeOrder({ status: 'delivered', placed_at: `${day}T12:${String(i % 60).padStart(2, '0')}:00.000Z` }) as OrderRecord);

/** The delivered orders' ids, read through an index with values: a read Dexie caches. */
const deliveredIds = () => t.db.orders.where('[status+placed_at]')
  .between(['delivered', ''], ['delivered', '\uffff']).toArray().then((orders) => orders.length);

it('adds each new order once with its due time, and leaves one whose key exists to the caller', async () => {
  const open = makeOrder({ status: 'accepted', promised_at: '2025-01-10T12:30:00.000Z' }) as OrderRecord;
  const done = makeOrder({ status: 'delivered' }) as OrderRecord;
  const known = makeOrder({ status: 'picked_up' }) as OrderRecord;
  await t.db.orders.add({ ...known, customer_name: 'al bekend' });

  const taken = await t.db.transaction('rw', t.db.orders, () => addOrdersQuietly(t.db, [open, known, done]));
  expect(taken).toEqual([1]);
  expect((await t.db.orders.get(open.id))?.due_at).toBe('2025-01-10T12:30:00.000Z');
  expect((await t.db.orders.get(done.id))?.due_at).toBeUndefined();
  expect((await t.db.orders.get(known.id))?.customer_name).toBe('al bekend');
  expect(await t.db.orders.count()).toBe(3);
});

it('reports existing keys at any place of a slice larger than one chunk of requests', async () => {
  const slice = delivered(250);
  await t.db.orders.bulkAdd([slice[99], slice[100], slice[249]].map((order) => ({ ...order, customer_name: 'al bekend' })));
  const taken = await t.db.transaction('rw', t.db.orders, () => addOrdersQuietly(t.db, slice));
  expect(taken).toEqual([99, 100, 249]);
  expect(await t.db.orders.count()).toBe(250);
  expect((await t.db.orders.get(slice[100].id))?.customer_name).toBe('al bekend');
});

it('runs again, with fresh results, only the live reads that cover the new orders, once committed', async () => {
  await t.db.orders.add(makeOrder({ status: 'created' }));
  const waiting = watch(() => countWithStatus(t.db, ['created']));
  const finished = watch(() => countWithStatus(t.db, ['delivered']));
  const listed = watch(deliveredIds);
  await vi.waitFor(() => expect([waiting.seen, finished.seen, listed.seen]).toEqual([[1], [0], [0]]));

  await t.db.transaction('rw', t.db.orders, () => addOrdersQuietly(t.db, delivered(60)));
  await vi.waitFor(() => expect([finished.seen, listed.seen]).toEqual([[0, 60], [0, 60]]));

  // Rolled back: nothing stored, nothing announced; the next commit is the next thing they see.
  await expect(t.db.transaction('rw', t.db.orders, async () => {
    await addOrdersQuietly(t.db, delivered(3));
    throw new Error('cut short');
  })).rejects.toThrow('cut short');
  await t.db.transaction('rw', t.db.orders, () => addOrdersQuietly(t.db, delivered(1, '2025-01-04')));
  await vi.waitFor(() => expect(listed.seen).toEqual([0, 60, 61]));
  expect(finished.seen).toEqual([0, 60, 61]);
  expect(waiting.seen).toEqual([1]);
  for (const watcher of [waiting, finished, listed]) watcher.stop();
});

it('gives a live detail waiting for an order not yet downloaded the order once it is added', async () => {
  const [order] = delivered(1);
  const detail = watch(() => orderDetail(t.db, order.id));
  await vi.waitFor(() => expect(detail.seen).toEqual([null]));
  await t.db.transaction('rw', t.db.orders, () => addOrdersQuietly(t.db, [order]));
  await vi.waitFor(() => expect(detail.seen.at(-1)?.order.id).toBe(order.id));
  detail.stop();
});

it('names a span per status for a compound index, and each element of a multi-entry index as a key', () => {
  const indexes = [
    { name: '[status+placed_at]', keyPath: ['status', 'placed_at'], multi: false },
    { name: 'tags', keyPath: 'tags', multi: true },
  ];
  const db = { name: 'x', table: () => ({ schema: { indexes } }) } as unknown as ShopDb;
  const records = [
    { status: 'delivered', placed_at: '2025-01-05T10:00:00Z', tags: ['b', 'a'] },
    { status: 'delivered', placed_at: '2025-01-04T10:00:00Z', tags: [] },
    { status: 'cancelled', placed_at: '2025-01-05T11:00:00Z', tags: ['c'] },
  ] as unknown as OrderRecord[];
  const ranges = (part: string) => {
    const out: Array<[unknown, unknown]> = [];
    const walk = (node: { from?: unknown; to?: unknown; l?: unknown; r?: unknown } | null | undefined) => {
      if (!node || node.from === undefined) return;
      walk(node.l as never);
      out.push([node.from, node.to]);
      walk(node.r as never);
    };
    walk(changedIndexes(db, 'orders', records)[`idb://x/orders/${part}`] as never);
    return out;
  };
  expect(ranges('[status+placed_at]')).toEqual([
    [['cancelled', '2025-01-05T11:00:00Z'], ['cancelled', '2025-01-05T11:00:00Z']],
    [['delivered', '2025-01-04T10:00:00Z'], ['delivered', '2025-01-05T10:00:00Z']],
  ]);
  expect(ranges('tags')).toEqual([['a', 'c']]);
});
