// An app update must not lose the outbox (DESIGN sync rule 2): entries stored by version 1 of the
// database, with their last error as text and a Dutch message, open in the current version with the
// last error as a kind and code, and nothing else changed. Version 4 keeps an order's lines and a cart
// with its lines as one record each; rows stored by version 3 move there.
import Dexie from 'dexie';
import { afterEach, expect, it } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import { ordersHolding } from '../../../src/db/order-store/part-owners';
import { orderDetail } from '../../../src/db/order-store/detail';
import { completeFigureHours } from '../../../src/db/order-store/figure-hours';
import { partsOf, rowOf } from '../../../src/db/order-store/record';
import { makeCart, makeCartItem, makeOrder, makeOrderItem } from '../../fixtures/rows';
import { hoursMismatch, orderTablesOf, storedRecord } from '../../helpers/order-store';

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
  expect(rowOf((await storedRecord(db, order.id))!)).toEqual(order);
});

it('moves the order lines, carts and cart lines of version 3 into their order, keeping a stray cart line waiting', async () => {
  const cart = makeCart();
  const cartLine = makeCartItem({ cart_id: cart.id, item_options: 'Extra kaas' });
  const order = makeOrder({ cart_id: cart.id });
  const lines = [
    makeOrderItem({ order_id: order.id, cart_item_id: cartLine.id, created_at: '2025-01-15T11:00:01.000Z' }),
    makeOrderItem({ order_id: order.id, created_at: '2025-01-15T11:00:02.000Z' }),
  ];
  const strayLine = makeCartItem({ cart_id: 'c0000000-0000-4000-8000-0000000000aa' });
  const v3 = new Dexie(name);
  v3.version(3).stores({
    orders: 'id, status, placed_at, [status+placed_at]', order_items: 'id, order_id', carts: 'id', cart_items: 'id, cart_id',
    products: 'id, [category_id+sort_index]', categories: 'id, position', opening_hours: 'id, weekday', shop_status: 'id',
    shop_settings: 'id', companies: 'id', outbox: '++seq, &mutation_id, key, state', meta: 'key', device: 'key',
    staff_devices: 'device_id',
  });
  await v3.table('orders').put(order);
  await v3.table('carts').put(cart);
  await v3.table('cart_items').bulkPut([cartLine, strayLine]);
  await v3.table('order_items').bulkPut(lines);
  v3.close();

  db = new ShopDb(name);
  const byId = [...lines].sort((a, b) => a.id.localeCompare(b.id)); // read back in key order
  const stored = await storedRecord(db, order.id);
  expect(rowOf(stored!)).toEqual(order);
  expect(partsOf(stored)).toEqual({ lines: byId, cart, cart_lines: [cartLine] });
  expect(await orderTablesOf(db).lines.count()).toBe(0);
  expect(await orderTablesOf(db).carts.get(cart.id)).toBeUndefined();
  expect(await ordersHolding(db, 'cart_items', [cartLine.id])).toEqual([order.id]);
  expect(stored?.due_at).toBe(new Date(new Date(order.placed_at).getTime() + 3_600_000).toISOString()); // version 7: ASAP, placed + 1 h
  expect(await orderTablesOf(db).carts.get(strayLine.cart_id)).toEqual({ cart_id: strayLine.cart_id, ids: [strayLine.id], cart: null, items: [strayLine] });
  const detail = await orderDetail(db, order.id);
  expect(detail?.lines.map((line) => [line.item.id, line.options])).toEqual([[lines[0].id, 'Extra kaas'], [lines[1].id, null]]);
  expect(db.tables.map((table) => table.name)).not.toContain('order_items');
  // Version 10 counts the hours; version 14 leaves the figure hours to their first read, which sums
  // what the stores hold by then.
  expect(await orderTablesOf(db).figureHours.count()).toBe(0);
  await completeFigureHours(db);
  expect(await orderTablesOf(db).figureHours.count()).toBe(1);
  expect(await hoursMismatch(db)).toBe('');
});
