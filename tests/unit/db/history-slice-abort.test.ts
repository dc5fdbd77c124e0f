// A history slice cut short (history-loop.ts, for a realtime order change): the whole transaction is
// rolled back, the stored position with it, so the same slice applies again later, each order once.
import { expect, it } from 'vitest';
import { getHistory, type HistoryState } from '../../../src/db/history';
import { storedOrder, storedOrderCount } from '../../../src/db/order-store/packs';
import { partsOf } from '../../../src/db/order-store/record';
import { applyHistoryPage } from '../../../src/sync/history';
import type { OrderPage } from '../../../src/sync/order-pages';
import { makeOrder, makeOrderItem } from '../../fixtures/rows';
import { useTestDb } from './harness';

const t = useTestDb();

const START: HistoryState = {
  window_start: '2025-01-01T00:00:00.000Z', today_start: '2025-01-15T00:00:00.000Z', before: null, loaded: 0, total: 3, done: false,
};

function page(): OrderPage {
  const orders = [3, 2, 1].map((day) => makeOrder({ status: 'delivered', placed_at: `2025-01-1${day}T12:00:00.000Z` }));
  const last = orders[orders.length - 1];
  return {
    orders, order_items: orders.map((order) => makeOrderItem({ order_id: order.id })), carts: [], cart_items: [], print_jobs: [],
    last: { placed_at: last.placed_at, id: last.id }, final: true,
  };
}

it('rolls back a slice aborted as it is written, position included, and applies it whole the next time', async () => {
  await t.db.meta.put({ key: 'history', value: START });
  const slice = page();
  const aborted = applyHistoryPage(t.db, START, slice, (abort) => abort());
  await expect(aborted).rejects.toThrow();
  expect(await storedOrderCount(t.db)).toBe(0);
  expect(await getHistory(t.db)).toEqual(START);

  const applied = await applyHistoryPage(t.db, START, slice);
  expect(applied).toMatchObject({ loaded: 3, done: true });
  expect(await getHistory(t.db)).toEqual(applied);
  expect(await storedOrderCount(t.db)).toBe(3);
  for (const order of slice.orders) expect(partsOf(await storedOrder(t.db, order.id)).lines).toHaveLength(1);
});
