// An order's lines and a cart with its lines are one record each (order-parts.ts), while server rows
// of order_items, carts and cart_items still apply one by one by id and version: newer wins, deleted
// rows go, a cart's lines may come before the cart, and a cart with its lines in one batch is one write.
import { describe, expect, it } from 'vitest';
import { applyServerBatch, applyServerDeletes, applyServerRows } from '../../../src/db/mirror';
import { orderDetail } from '../../../src/db/order-detail';
import { makeCart, makeCartItem, makeOrder, makeOrderItem } from '../../fixtures/rows';
import { childRow, newer, seed, track, useTestDb } from './harness';

const t = useTestDb();

describe('order lines', () => {
  it('keeps every line of an order in one record, replaces a line only with a newer version, and drops it when deleted', async () => {
    const order = makeOrder();
    const first = makeOrderItem({ order_id: order.id, name_snapshot: 'Friet' });
    const second = makeOrderItem({ order_id: order.id, name_snapshot: 'Cola' });
    await seed(t.db, 'orders', order);
    expect(await seed(t.db, 'order_items', first, second)).toBe(2);
    expect(await t.db.order_lines.count()).toBe(1);

    const renamed = newer(first, { name_snapshot: 'Friet groot' });
    expect(await seed(t.db, 'order_items', renamed)).toBe(1);
    expect(await seed(t.db, 'order_items', first)).toBe(0); // the older version changes nothing
    expect(await childRow(t.db, 'order_items', first.id)).toEqual(renamed);

    await seed(t.db, 'order_items', newer(second, { deleted_at: '2025-01-15T13:00:00.000Z' }));
    expect((await orderDetail(t.db, order.id))?.lines.map((line) => line.item.name_snapshot)).toEqual(['Friet groot']);
    await seed(t.db, 'order_items', newer(renamed, { deleted_at: '2025-01-15T13:00:00.000Z' }));
    expect(await t.db.order_lines.get(order.id)).toBeUndefined();
  });

  it('removes a line the server deleted outright (a realtime DELETE names only its id)', async () => {
    const order = makeOrder();
    const kept = makeOrderItem({ order_id: order.id });
    const gone = makeOrderItem({ order_id: order.id });
    await seed(t.db, 'order_items', kept, gone);
    expect(await applyServerDeletes(t.db, 'order_items', [gone.id], '2025-01-15T13:00:00.000Z')).toBe(1);
    expect(await t.db.order_lines.get(order.id)).toEqual({ order_id: order.id, ids: [kept.id], items: [kept] });
  });
});

describe('carts', () => {
  it('takes a cart\'s lines before the cart, and keeps the lines when the cart goes', async () => {
    const cart = makeCart({ delivery_city: 'Amsterdam' });
    const line = makeCartItem({ cart_id: cart.id, item_options: 'Extra kaas' });
    await applyServerRows(t.db, 'cart_items', [line]);
    expect(await t.db.cart_parts.get(cart.id)).toEqual({ cart_id: cart.id, ids: [line.id], cart: null, items: [line] });
    await applyServerRows(t.db, 'carts', [cart]);
    expect(await t.db.cart_parts.get(cart.id)).toEqual({ cart_id: cart.id, ids: [cart.id, line.id], cart, items: [line] });

    await applyServerDeletes(t.db, 'carts', [cart.id], '2025-01-15T13:00:00.000Z');
    expect(await t.db.cart_parts.get(cart.id)).toEqual({ cart_id: cart.id, ids: [line.id], cart: null, items: [line] });
  });

  it('writes a cart and its lines from one batch as one record, in one transaction with the order', async () => {
    const cart = makeCart();
    const lines = [makeCartItem({ cart_id: cart.id }), makeCartItem({ cart_id: cart.id })];
    const order = makeOrder({ cart_id: cart.id });
    const items = lines.map((line) => makeOrderItem({ order_id: order.id, cart_item_id: line.id }));
    const { result, writes } = await track(t, () => applyServerBatch(t.db, {
      rows: { orders: [order], order_items: items, carts: [cart], cart_items: lines },
    }));
    expect(result).toBe(6);
    expect(new Set(writes.map((write) => write.trans)).size).toBe(1);
    expect(writes.filter((write) => write.table === 'cart_parts' && write.type === 'put')).toHaveLength(1);
    const detail = await orderDetail(t.db, order.id);
    expect(detail?.cart).toEqual(cart);
    expect(detail?.lines.map((line) => line.item.cart_item_id)).toEqual(expect.arrayContaining(lines.map((line) => line.id)));
  });
});
