// An app update must not lose the outbox (DESIGN sync rule 2): entries stored by version 1 of the
// database, with their last error as text and a Dutch message, open in the current version with the
// last error as a kind and code, and nothing else changed.
import Dexie from 'dexie';
import { afterEach, expect, it } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import { makeOrder } from '../../fixtures/rows';

const name = `upgrade-${crypto.randomUUID()}`;
let db: ShopDb | null = null;

afterEach(async () => {
  await db?.delete();
});

function v1Entry(seq: number, state: string, rowId: string, lastError: string | null, message: string | null) {
  return {
    seq, mutation_id: `m-${seq}`, entity: 'orders', key: `orders:${rowId}`, row_id: rowId, kind: 'order_step',
    action: 'acceptOrder', payload: { status: 'accepted' }, expected: { status: 'created' }, user_id: 'u', company_id: 'c',
    created_at: 1, attempts: 1, sends: 1, next_attempt_at: 1, state, last_error: lastError, error_message: message,
  };
}

it('converts the last error of every outbox entry to a kind, keeping the entries', async () => {
  const order = makeOrder({ status: 'preparing' });
  const v1 = new Dexie(name);
  v1.version(1).stores({
    orders: 'id, status, placed_at, [status+placed_at]', order_items: 'id, order_id', carts: 'id', cart_items: 'id, cart_id',
    products: 'id, [category_id+sort_index]', categories: 'id, position', opening_hours: 'id, weekday', shop_status: 'id',
    shop_settings: 'id', companies: 'id', outbox: '++seq, &mutation_id, key, state', meta: 'key',
  });
  await v1.table('orders').put(order);
  await v1.table('outbox').bulkPut([
    v1Entry(1, 'rejected', order.id, 'conflict', 'Bestelling #X is al gewijzigd op een ander apparaat. Status nu: Word bereid.'),
    v1Entry(2, 'rejected', 'gone', 'the row no longer exists on the server', 'Fout bij accepteren order. Probeer opnieuw.'),
    v1Entry(3, 'rejected', 'refused', 'changing the order status: HTTP 403 42501 permission denied', 'Fout bij accepteren order. Probeer opnieuw.'),
    v1Entry(4, 'failed', 'waiting', 'fetch failed', null),
    v1Entry(5, 'pending', 'new', null, null),
  ]);
  v1.close();

  db = new ShopDb(name);
  const entries = await db.outbox.orderBy('seq').toArray();

  expect(entries.map((entry) => entry.last_error)).toEqual([
    { kind: 'conflict', orderId: order.id, orderStatus: 'preparing' },
    { kind: 'missing' },
    { kind: 'refused', status: 403, code: null, detail: 'changing the order status: HTTP 403 42501 permission denied' },
    { kind: 'transient', status: 0, code: null, detail: 'fetch failed' },
    null,
  ]);
  expect(entries.some((entry) => 'error_message' in entry)).toBe(false);
  expect(entries.map((entry) => [entry.seq, entry.state, entry.mutation_id])).toEqual([
    [1, 'rejected', 'm-1'], [2, 'rejected', 'm-2'], [3, 'rejected', 'm-3'], [4, 'failed', 'm-4'], [5, 'pending', 'm-5'],
  ]);
  expect(await db.orders.get(order.id)).toEqual(order);
});
