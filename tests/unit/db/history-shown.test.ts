// The screens' copy of the history state (history.ts getShownHistory): the position moves with every
// slice, the copy only when the download asks (at most once a second), at its end, and when the total
// is known; a mirror without the copy shows the position.
import { expect, it } from 'vitest';
import { getHistory, getShownHistory, type HistoryState } from '../../../src/db/history';
import { applyHistoryPage, recordHistoryTotal } from '../../../src/sync/history';
import type { OrderPage } from '../../../src/sync/order-pages';
import { makeOrder } from '../../fixtures/rows';
import { useTestDb } from './harness';

const t = useTestDb();

const START: HistoryState = {
  window_start: '2025-01-01T00:00:00.000Z', today_start: '2025-01-15T00:00:00.000Z', before: null, loaded: 0, total: null, done: false,
};

function page(days: number[], final: boolean): OrderPage {
  const orders = days.map((day) => makeOrder({ status: 'delivered', placed_at: `2025-01-${String(day).padStart(2, '0')}T12:00:00.000Z` }));
  const last = orders[orders.length - 1];
  return { orders, order_items: [], carts: [], cart_items: [], print_jobs: [], last: { placed_at: last.placed_at, id: last.id }, final };
}

it('moves the screens\' copy only when asked, when the total is known, and at the end', async () => {
  await t.db.meta.put({ key: 'history', value: START });
  expect(await getShownHistory(t.db)).toEqual(START); // no copy yet: the position itself

  const first = await applyHistoryPage(t.db, START, page([14, 13], false), () => {}, true);
  expect(await getShownHistory(t.db)).toEqual(first);
  const second = await applyHistoryPage(t.db, first!, page([12, 11], false), () => {}, false);
  expect(await getHistory(t.db)).toEqual(second);
  expect(await getShownHistory(t.db)).toEqual(first);

  await recordHistoryTotal(t.db, 5);
  expect(await getShownHistory(t.db)).toEqual({ ...second, total: 5 });

  const last = await applyHistoryPage(t.db, { ...second!, total: 5 }, page([10], true), () => {}, false);
  expect(last).toMatchObject({ loaded: 5, done: true });
  expect(await getShownHistory(t.db)).toEqual(last);
});
