// An order's lines, cart and cart lines live in the order's record (order-record.ts), while server rows
// of order_items, carts and cart_items still apply one by one by id and version: newer wins, deleted
// rows go, parts may come before their order (they wait, then move in), and a batch is one write.
import { describe, expect, it } from 'vitest';
import { applyServerDeletes, applyServerRows } from '../../../src/db/mirror';
import { ordersHolding } from '../../../src/db/order-store/part-owners';
import { applyServerBatch } from '../../../src/db/mirror-batch';
import { orderDetail } from '../../../src/db/order-store/detail';
import { partsOf, rowOf } from '../../../src/db/order-store/record';
import { makeCart, makeCartItem, makeOrder, makeOrderItem } from '../../fixtures/rows';
import { childRow, newer, seed, track, useTestDb } from './harness';
import { orderTablesOf, storedRecord } from '../../helpers/order-store';

const t = useTestDb();

describe('order lines', () => {
  it('keeps every line of an order in its record, replaces a line only with a newer version, and drops it when deleted', async () => {
    const order = makeOrder();
    const first = makeOrderItem({ order_id: order.id, name_snapshot: 'Friet' });
    const second = makeOrderItem({ order_id: order.id, name_snapshot: 'Cola' });
    await seed(t.db, 'orders', order);
    expect(await seed(t.db, 'order_items', first, second)).toBe(2);
    expect(await orderTablesOf(t.db).lines.count()).toBe(0);
    expect(partsOf(await storedRecord(t.db, order.id)).lines).toEqual([first, second]);

    const renamed = newer(first, { name_snapshot: 'Friet groot' });
    expect(await seed(t.db, 'order_items', renamed)).toBe(1);
    expect(await seed(t.db, 'order_items', first)).toBe(0); // the older version changes nothing
    expect(await childRow(t.db, 'order_items', first.id)).toEqual(renamed);

    await seed(t.db, 'order_items', newer(second, { deleted_at: '2025-01-15T13:00:00.000Z' }));
    expect((await orderDetail(t.db, order.id))?.lines.map((line) => line.item.name_snapshot)).toEqual(['Friet groot']);
    await seed(t.db, 'order_items', newer(renamed, { deleted_at: '2025-01-15T13:00:00.000Z' }));
    expect(partsOf(await storedRecord(t.db, order.id)).lines).toEqual([]);
    expect(await orderTablesOf(t.db).lines.count()).toBe(0);
  });

  it('keeps lines that come before their order waiting, and moves them into the order when it arrives', async () => {
    const order = makeOrder();
    const line = makeOrderItem({ order_id: order.id });
    await seed(t.db, 'order_items', line);
    expect(await orderTablesOf(t.db).lines.get(order.id)).toEqual({ order_id: order.id, ids: [line.id], items: [line] });
    await seed(t.db, 'orders', order);
    expect(await orderTablesOf(t.db).lines.count()).toBe(0);
    const stored = await storedRecord(t.db, order.id);
    expect(partsOf(stored).lines).toEqual([line]);
    expect(rowOf(stored!)).toEqual(order);
    expect(await ordersHolding(t.db, 'order_items', [line.id])).toEqual([order.id]);
  });

  it('keeps the lines when a newer version of the order arrives, and when staff change its status', async () => {
    const order = makeOrder();
    const line = makeOrderItem({ order_id: order.id });
    await seed(t.db, 'orders', order);
    await seed(t.db, 'order_items', line);
    await seed(t.db, 'orders', newer(order, { status: 'accepted' }));
    expect(partsOf(await storedRecord(t.db, order.id)).lines).toEqual([line]);
  });

  it('removes a line the server deleted outright (a realtime DELETE names only its id)', async () => {
    const order = makeOrder();
    const kept = makeOrderItem({ order_id: order.id });
    const gone = makeOrderItem({ order_id: order.id });
    await seed(t.db, 'order_items', kept, gone);
    expect(await applyServerDeletes(t.db, 'order_items', [gone.id], '2025-01-15T13:00:00.000Z')).toBe(1);
    expect(await orderTablesOf(t.db).lines.get(order.id)).toEqual({ order_id: order.id, ids: [kept.id], items: [kept] });
    await seed(t.db, 'orders', order);
    expect(await applyServerDeletes(t.db, 'order_items', [kept.id], '2025-01-15T13:00:00.000Z')).toBe(1);
    expect(partsOf(await storedRecord(t.db, order.id)).lines).toEqual([]);
  });

  it('finds the orders holding deleted lines and cart lines by walking the orders a page at a time', async () => {
    const cart = makeCart();
    const orders = Array.from({ length: 7 }, (_, i) => makeOrder({ cart_id: i === 5 ? cart.id : null }));
    const lines = orders.map((order) => makeOrderItem({ order_id: order.id }));
    const cartLine = makeCartItem({ cart_id: cart.id });
    await seed(t.db, 'orders', ...orders);
    await seed(t.db, 'order_items', ...lines);
    await applyServerRows(t.db, 'carts', [cart]);
    await applyServerRows(t.db, 'cart_items', [cartLine]);
    const wanted = [lines[0].id, lines[6].id, 'not-stored'];
    expect((await ordersHolding(t.db, 'order_items', wanted, 2)).sort()).toEqual([orders[0].id, orders[6].id].sort());
    expect(await ordersHolding(t.db, 'cart_items', [cartLine.id], 2)).toEqual([orders[5].id]);
    expect(await ordersHolding(t.db, 'carts', [cart.id])).toEqual([orders[5].id]);
    expect(await applyServerDeletes(t.db, 'order_items', wanted, '2025-01-15T13:00:00.000Z')).toBe(2);
    expect(partsOf(await storedRecord(t.db, orders[6].id)).lines).toEqual([]);
    expect(partsOf(await storedRecord(t.db, orders[3].id)).lines).toEqual([lines[3]]);
  });
});

describe('carts', () => {
  it('takes a cart\'s lines before the cart, and keeps the lines when the cart goes', async () => {
    const cart = makeCart({ delivery_city: 'Amsterdam' });
    const line = makeCartItem({ cart_id: cart.id, item_options: 'Extra kaas' });
    await applyServerRows(t.db, 'cart_items', [line]);
    expect(await orderTablesOf(t.db).carts.get(cart.id)).toEqual({ cart_id: cart.id, ids: [line.id], cart: null, items: [line] });
    await applyServerRows(t.db, 'carts', [cart]);
    expect(await orderTablesOf(t.db).carts.get(cart.id)).toEqual({ cart_id: cart.id, ids: [cart.id, line.id], cart, items: [line] });

    await applyServerDeletes(t.db, 'carts', [cart.id], '2025-01-15T13:00:00.000Z');
    expect(await orderTablesOf(t.db).carts.get(cart.id)).toEqual({ cart_id: cart.id, ids: [line.id], cart: null, items: [line] });
  });

  it("finds an order by its cart's id: a cart row after its order goes into the order's record", async () => {
    const cart = makeCart({ delivery_city: 'Amsterdam' });
    const order = makeOrder({ cart_id: cart.id });
    const line = makeCartItem({ cart_id: cart.id });
    await seed(t.db, 'orders', order);
    await applyServerRows(t.db, 'carts', [cart]);
    await applyServerRows(t.db, 'cart_items', [line]);
    expect(await orderTablesOf(t.db).carts.count()).toBe(0);
    expect(partsOf(await storedRecord(t.db, order.id))).toEqual({ lines: [], cart, cart_lines: [line] });
    await applyServerDeletes(t.db, 'carts', [cart.id], '2025-01-15T13:00:00.000Z');
    expect(partsOf(await storedRecord(t.db, order.id))).toEqual({ lines: [], cart: null, cart_lines: [line] });
  });

  it('writes an order with its lines, cart and cart lines from one batch as one record', async () => {
    const cart = makeCart();
    const lines = [makeCartItem({ cart_id: cart.id }), makeCartItem({ cart_id: cart.id })];
    const order = makeOrder({ cart_id: cart.id });
    const items = lines.map((line) => makeOrderItem({ order_id: order.id, cart_item_id: line.id }));
    const { result, writes } = await track(t, () => applyServerBatch(t.db, {
      rows: { orders: [order], order_items: items, carts: [cart], cart_items: lines },
    }));
    expect(result).toBe(6);
    expect(new Set(writes.map((write) => write.trans)).size).toBe(1);
    expect(writes.filter((write) => write.table === 'orders' && write.type === 'put')).toHaveLength(1);
    expect(writes.filter((write) => !['orders', 'order_hours', 'order_figure_hours', 'meta'].includes(write.table))).toEqual([]);
    const detail = await orderDetail(t.db, order.id);
    expect(detail?.cart).toEqual(cart);
    expect(detail?.lines.map((line) => line.item.cart_item_id)).toEqual(expect.arrayContaining(lines.map((line) => line.id)));
  });
});

describe('a download of rows most likely new (likelyNew)', () => {
  it('adds new rows unread, and rows already stored still win by version, lines merged into the stored record', async () => {
    const kept = makeOrder({ status: 'accepted' });
    const keptNewer = newer(kept, { status: 'preparing' });
    await seed(t.db, 'orders', keptNewer); // realtime brought a newer version first
    const stale = makeOrder();
    await seed(t.db, 'orders', stale);
    const fresh = makeOrder();
    const storedLine = makeOrderItem({ order_id: kept.id, name_snapshot: 'Cola' });
    await seed(t.db, 'order_items', storedLine);
    const line = makeOrderItem({ order_id: kept.id, name_snapshot: 'Friet' });
    const freshLine = makeOrderItem({ order_id: fresh.id });

    const changed = await applyServerBatch(t.db, {
      rows: { orders: [kept, newer(stale, { status: 'delivered' }), fresh], order_items: [line, freshLine] },
      likelyNew: true,
    });

    expect(changed).toBe(4);
    expect(rowOf((await storedRecord(t.db, kept.id))!)).toEqual(keptNewer);
    expect((await storedRecord(t.db, stale.id))?.status).toBe('delivered');
    expect(rowOf((await storedRecord(t.db, fresh.id))!)).toEqual(fresh);
    expect(partsOf(await storedRecord(t.db, kept.id)).lines.map((item) => item.name_snapshot).sort()).toEqual(['Cola', 'Friet']);
    expect(partsOf(await storedRecord(t.db, fresh.id)).lines).toEqual([freshLine]);
    expect(await orderTablesOf(t.db).lines.count()).toBe(0);
  });

  it('moves parts that waited for a new order of a download into its record, newer versions winning', async () => {
    const order = makeOrder();
    const line = makeOrderItem({ order_id: order.id, name_snapshot: 'Friet' });
    const renamed = newer(line, { name_snapshot: 'Friet groot' });
    await seed(t.db, 'order_items', renamed); // realtime brought the line (newer) before its order
    await applyServerBatch(t.db, { rows: { orders: [order], order_items: [line] }, likelyNew: true });
    expect(partsOf(await storedRecord(t.db, order.id)).lines).toEqual([renamed]);
    expect(await orderTablesOf(t.db).lines.count()).toBe(0);
  });
});
