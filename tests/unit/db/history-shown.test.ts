// The screens' copy of the history state (history.ts getShownHistory): the position moves with every
// slice, the copy only when the download asks (at most once a second), at its end, and when the total
// is known; a mirror without the copy shows the position. Added orders go to IndexedDB in batches of
// ADD_CHUNK, and rows whose key existed are reported by their place in the whole list.
import { expect, it } from 'vitest';
import { ADD_CHUNK, addNew } from '../../../src/db/add-new';
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

it('adds in batches and names the rows whose key existed by their place in the whole list', async () => {
  const orders = Array.from({ length: ADD_CHUNK * 2 + 10 }, () => makeOrder({ status: 'delivered' }));
  const existing = [3, ADD_CHUNK + 1, ADD_CHUNK * 2 + 9];
  await t.db.orders.bulkAdd(existing.map((i) => ({ ...orders[i], customer_name: 'al bekend' })));

  const taken = await t.db.transaction('rw', t.db.orders, () => addNew(t.db.orders, orders));
  expect(taken).toEqual(existing);
  expect(await t.db.orders.count()).toBe(orders.length);
  expect((await t.db.orders.get(orders[3].id))?.customer_name).toBe('al bekend');
});
