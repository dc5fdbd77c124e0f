// Finished orders of the history download are kept ten to a record (order-store/packs.ts): the screens read
// them as any other order, and whatever changes one takes it out of its pack first, so nothing written
// to a packed order is lost and no order is ever in two places.
import { liveQuery } from 'dexie';
import { expect, it, vi } from 'vitest';
import { pruneFinishedOrders } from '../../../src/db/order-store';
import type { HistoryState } from '../../../src/db/history';
import { applyServerDeletes, applyServerRows } from '../../../src/db/mirror';
import { orderDetail } from '../../../src/db/order-store/detail';
import { setOrderStatus } from '../../../src/db/order-store';
import { allPackedOrders, PACK_SIZE, storedOrder, storedOrderCount } from '../../../src/db/order-store/packs';
import { partsOf } from '../../../src/db/order-store/record';
import { ordersPerPack } from '../../../src/db/order-store/whole-table';
import { pendingReading, recentOrders } from '../../../src/db/order-store/reads';
import { newestWithStatus, orderStats, tabCount, tabOrders } from '../../../src/db/order-store/tab-reads';
import { watched } from '../../../src/db/order-store/watched';
import { unsentCount } from '../../../src/db/outbox-counts';
import type { OrderRow } from '../../../src/db/rows';
import { applyHistoryPage } from '../../../src/sync/history';
import type { OrderPage } from '../../../src/sync/order-pages';
import { makeCart, makeCartItem, makeOrder, makeOrderItem } from '../../fixtures/rows';
import { signIn, T0, useTestDb } from './harness';
import { orderTablesOf, putRecords, storedRecord, tabCounts } from '../../helpers/order-store';

const t = useTestDb();

const START: HistoryState = {
  window_start: '2025-01-01T00:00:00.000Z', today_start: '2025-01-15T00:00:00.000Z', before: null, loaded: 0, total: null, done: false,
};

/** `count` orders placed an hour apart going back from 2025-01-14 20:00, each with a line and a cart. */
function history(count: number, status = 'delivered', overrides: Partial<OrderRow> = {}): OrderPage {
  const orders = Array.from({ length: count }, (_, i) => makeOrder({
    status, cart_id: crypto.randomUUID(), placed_at: new Date(Date.parse('2025-01-14T20:00:00.000Z') - i * 3_600_000).toISOString(), ...overrides,
  }));
  const last = orders[orders.length - 1];
  return {
    orders,
    order_items: orders.map((order) => makeOrderItem({ order_id: order.id })),
    carts: orders.map((order) => makeCart({ id: order.cart_id! })),
    cart_items: orders.map((order) => makeCartItem({ cart_id: order.cart_id! })),
    print_jobs: [],
    last: { placed_at: last.placed_at, id: last.id },
    final: true,
  };
}

async function download(page: OrderPage): Promise<void> {
  await t.db.meta.put({ key: 'history', value: START });
  expect(await applyHistoryPage(t.db, START, page)).not.toBeNull();
}

it('keeps a download\'s finished orders in packs, with their parts, and the screens read them as others', async () => {
  const page = history(25);
  await download(page);
  // 25 orders: a pack each, so the slice still writes whole-table calls (whole-table.ts).
  expect(await orderTablesOf(t.db).packs.count()).toBe(Math.ceil(25 / ordersPerPack(25, PACK_SIZE)));
  expect(await orderTablesOf(t.db).orders.count()).toBe(0);
  expect(await storedOrderCount(t.db)).toBe(25);
  const first = await storedOrder(t.db, page.orders[0].id);
  expect(partsOf(first).lines).toHaveLength(1);
  expect(partsOf(first).cart?.id).toBe(page.orders[0].cart_id);
  expect(partsOf(first).cart_lines).toHaveLength(1);

  const archive = (await tabOrders(t.db, 'archive')).value;
  expect(archive.map((order) => order.id)).toEqual(page.orders.map((order) => order.id));
  expect(archive[0]).not.toHaveProperty('parts');
  expect((await tabCounts(t.db)).archive).toBe(25);
  // The Archief period: the count and the list leave out what was placed before it.
  const since = page.orders[9].placed_at;
  expect((await tabCounts(t.db, since)).archive).toBe(10);
  expect(((await tabOrders(t.db, 'archive', since)).value).map((order) => order.id)).toEqual(page.orders.slice(0, 10).map((order) => order.id));
  expect((await orderDetail(t.db, page.orders[12].id))?.lines).toHaveLength(1);
  // Fewer than 5 orders today: the newest of all, packed ones included.
  expect(((await recentOrders(t.db, 5)).value).map((order) => order.id)).toEqual(page.orders.slice(0, 5).map((order) => order.id));
});

it('leaves open orders, and orders stored already, to the orders store: each order is in one place', async () => {
  const page = history(12);
  page.orders[3] = { ...page.orders[3], status: 'preparing' };
  await applyServerRows(t.db, 'orders', [page.orders[5]]);
  await download(page);
  expect((await orderTablesOf(t.db).orders.toCollection().primaryKeys()).sort()).toEqual([page.orders[3].id, page.orders[5].id].sort());
  expect(await storedOrderCount(t.db)).toBe(12);
  expect(partsOf(await storedRecord(t.db, page.orders[5].id)).lines).toHaveLength(1);
});

it('takes a packed order out of its pack for a newer server version, and its pack keeps the others', async () => {
  const page = history(10);
  await download(page);
  const newer = { ...page.orders[4], version: page.orders[4].version + 1, status: 'canceled' };
  expect(await applyServerRows(t.db, 'orders', [newer])).toBe(1);
  const moved = await storedRecord(t.db, newer.id);
  expect(moved?.status).toBe('canceled');
  expect(partsOf(moved).lines).toHaveLength(1);
  expect((await allPackedOrders(t.db)).map((order) => order.id)).not.toContain(newer.id);
  expect(await storedOrderCount(t.db)).toBe(10);
  expect((await tabCounts(t.db)).archive).toBe(10);
});

it('puts a new line or cart row of a packed order into its record', async () => {
  const page = history(10);
  await download(page);
  const [a, b] = page.orders;
  await applyServerRows(t.db, 'order_items', [makeOrderItem({ order_id: a.id })]);
  await applyServerRows(t.db, 'carts', [{ ...page.carts[1], version: page.carts[1].version + 1, delivery_notes: 'Achterom' }]);
  expect(partsOf(await storedRecord(t.db, a.id)).lines).toHaveLength(2);
  expect(partsOf(await storedRecord(t.db, b.id)).cart?.delivery_notes).toBe('Achterom');
  expect(await orderTablesOf(t.db).lines.count()).toBe(0);
  expect(await orderTablesOf(t.db).carts.count()).toBe(0);
  expect(await storedOrderCount(t.db)).toBe(10);
});

it('applies a staff action on a packed order and queues it', async () => {
  const page = history(10);
  await download(page);
  await signIn(t.db);
  const result = await setOrderStatus(page.orders[2].id, 'canceled', t.db, 'Te druk');
  expect(result.ok).toBe(true);
  expect((await storedRecord(t.db, page.orders[2].id))?.status).toBe('canceled');
  expect(await unsentCount(t.db)).toBe(1);
  expect(await storedOrderCount(t.db)).toBe(10);
});

it('removes a packed order, or a packed order\'s line, the server deleted outright', async () => {
  const page = history(10);
  await download(page);
  await applyServerDeletes(t.db, 'orders', [page.orders[0].id], new Date(T0).toISOString());
  expect(await storedOrder(t.db, page.orders[0].id)).toBeUndefined();
  await applyServerDeletes(t.db, 'order_items', [page.order_items[1].id], new Date(T0).toISOString());
  expect(partsOf(await storedOrder(t.db, page.orders[1].id)).lines).toHaveLength(0);
  expect(await storedOrderCount(t.db)).toBe(9);
});

it('clean-up removes packed orders placed before the window and keeps the rest of their pack', async () => {
  const page = history(10);
  await download(page);
  const windowStart = page.orders[6].placed_at;
  expect(await pruneFinishedOrders(t.db, windowStart)).toBe(3);
  expect(await storedOrderCount(t.db)).toBe(7);
  expect((await tabCounts(t.db)).archive).toBe(7);
});

it('does not pack an order whose lines came before it: they go into its record', async () => {
  const page = history(10);
  const early = makeOrderItem({ order_id: page.orders[7].id });
  await applyServerRows(t.db, 'order_items', [early]);
  expect(await orderTablesOf(t.db).lines.count()).toBe(1);
  await download(page);
  expect(partsOf(await storedRecord(t.db, page.orders[7].id)).lines.map((line) => line.id)).toContain(early.id);
  expect(await orderTablesOf(t.db).lines.count()).toBe(0);
  expect(await storedOrderCount(t.db)).toBe(10);
});

it('counts two packed orders placed at the same time with the same status as two', async () => {
  const page = history(4, 'delivered', { placed_at: '2025-01-14T20:00:00.000Z' });
  await download(page);
  expect(await orderTablesOf(t.db).packs.count()).toBe(4);
  expect(await storedOrderCount(t.db)).toBe(4);
  expect((await tabCounts(t.db)).archive).toBe(4);
  expect((await tabOrders(t.db, 'archive')).value).toHaveLength(4);
});

it('lists the newest packed orders across many packs, of the statuses asked for only', async () => {
  const page = history(120);
  page.orders = page.orders.map((order, i) => ({ ...order, status: i % 3 === 0 ? 'canceled' : 'delivered' }));
  await download(page);
  // 120 orders: two to a pack, 60 packs (whole-table.ts).
  expect(await orderTablesOf(t.db).packs.count()).toBe(60);
  const newest = (status?: string) => page.orders.filter((order) => !status || order.status === status).map((order) => order.id);
  expect(((await tabOrders(t.db, 'archive')).value).map((order) => order.id)).toEqual(newest().slice(0, 50));
  expect((await newestWithStatus(t.db, ['canceled'], 30)).map((order) => order.id)).toEqual(newest('canceled').slice(0, 30));
  expect((await tabCounts(t.db)).archive).toBe(120);
});

it('runs again only the reads that watch a slice\'s hours: the Archief count, not the waiting orders or today\'s figures', async () => {
  await putRecords(t.db, makeOrder({ status: 'created', placed_at: new Date(T0).toISOString() }));
  const runs = { archive: 0, waiting: 0, today: 0 };
  const archive: number[] = [];
  const live = [
    liveQuery(() => (runs.archive++, tabCount(t.db, 'archive'))).subscribe((count) => archive.push(count)),
    watched(t.db, () => (runs.waiting++, pendingReading(t.db))).subscribe(() => {}),
    liveQuery(() => (runs.today++, orderStats(t.db, new Date(T0)))).subscribe(() => {}),
  ];
  try {
    await vi.waitFor(() => expect(archive).toEqual([0]));
    await download(history(20));
    await vi.waitFor(() => expect(archive.at(-1)).toBe(20));
    expect(runs).toMatchObject({ waiting: 1, today: 1 });
  } finally {
    live.forEach((subscription) => subscription.unsubscribe());
  }
});
