// The rows realtime events carry are gathered per table until the nudge fires; a row deleted on the
// server meanwhile must not come back when the gathered rows are applied.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RealtimeRows } from '../../../src/sync/driver/realtime-rows';
import { partsOf } from '../../../src/db/order-store/record';
import { makeCart, makeCartItem, makeOrder, makeOrderItem, makeProduct } from '../../fixtures/rows';
import { createTestDb, newer, seed, track, type TestDb } from '../db/harness';
import { storedRecord } from '../../helpers/order-store';

let t: TestDb;
beforeEach(() => {
  t = createTestDb();
});
afterEach(async () => {
  await t.db.delete();
});

describe('RealtimeRows', () => {
  it('applies the last row gathered per id, with the version check', async () => {
    const product = makeProduct({ name: 'Kroket' });
    await seed(t.db, 'products', product);
    const rows = new RealtimeRows();
    rows.add('products', newer(product, { name: 'Frikandel' }));
    rows.add('products', newer(newer(product), { name: 'Bamibal' }));
    await rows.apply(t.db, 'products');
    expect((await t.db.products.get(product.id))?.name).toBe('Bamibal');

    rows.add('products', newer(product, { name: 'Ouder' }));
    await rows.apply(t.db, 'products');
    expect((await t.db.products.get(product.id))?.name).toBe('Bamibal');
  });

  it('forgets a gathered row whose DELETE came in before the nudge', async () => {
    const product = makeProduct();
    const rows = new RealtimeRows();
    rows.add('products', product);
    rows.forget('products', product.id);
    await rows.apply(t.db, 'products');
    expect(await t.db.products.count()).toBe(0);
  });

  it("writes a new order's cart, cart lines, order and lines together: one transaction, the order written once", async () => {
    const cart = makeCart();
    const cartLine = makeCartItem({ cart_id: cart.id });
    const order = makeOrder({ cart_id: cart.id });
    const line = makeOrderItem({ order_id: order.id, cart_item_id: cartLine.id });
    const rows = new RealtimeRows();
    rows.add('carts', cart);
    rows.add('cart_items', cartLine);
    rows.add('orders', order);
    rows.add('order_items', line);
    const { writes } = await track(t, () => rows.applyTogether(t.db, ['orders', 'order_items', 'carts', 'cart_items']));
    expect(new Set(writes.map((write) => write.trans)).size).toBe(1);
    expect(writes.filter((write) => write.table === 'orders')).toHaveLength(1);
    expect(partsOf(await storedRecord(t.db, order.id))).toEqual({ lines: [line], cart, cart_lines: [cartLine] });
  });
});
