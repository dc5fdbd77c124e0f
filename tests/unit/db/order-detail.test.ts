import { describe, expect, it } from 'vitest';
import { orderDetail } from '../../../src/db/order-store/detail';
import { makeCart, makeCartItem, makeOrder, makeOrderItem, makeProduct } from '../../fixtures/rows';
import { seed, useTestDb } from './harness';

const t = useTestDb();

async function seedFullOrder(orderOverrides: Parameters<typeof makeOrder>[0] = {}) {
  const cart = makeCart({
    delivery_address: 'Keizersgracht 12', delivery_postcode: '1015 CS', delivery_city: 'Amsterdam',
    delivery_notes: 'Achterdeur', customer_phone: '0201234567',
  });
  const burger = makeProduct({ name: 'Cheeseburger', Productnummer: '204' });
  const cartBurger = makeCartItem({
    cart_id: cart.id, product_id: burger.id, item_options: 'Extra kaas + Zonder ui', customizations_json: { kaas: 2 },
  });
  const order = makeOrder({ cart_id: cart.id, ...orderOverrides });
  const burgerLine = makeOrderItem({
    order_id: order.id, product_id: burger.id, cart_item_id: cartBurger.id, name_snapshot: 'Cheeseburger', qty: 2,
    unit_price_cents: 650, line_total_cents: 1300, created_at: '2025-01-15T11:00:01.000Z',
  });
  const friesLine = makeOrderItem({
    order_id: order.id, product_id: '00000000-0000-4000-8000-0000000000aa', name_snapshot: 'Friet groot',
    created_at: '2025-01-15T11:00:00.000Z',
  });
  await seed(t.db, 'carts', cart);
  await seed(t.db, 'cart_items', cartBurger);
  await seed(t.db, 'products', burger);
  await seed(t.db, 'orders', order);
  await seed(t.db, 'order_items', burgerLine, friesLine);
  return { cart, burger, cartBurger, order, burgerLine, friesLine };
}

describe('orderDetail', () => {
  it('returns the lines in order with Productnummer and the cart line options', async () => {
    const { order, burgerLine, friesLine } = await seedFullOrder();

    const detail = await orderDetail(t.db, order.id);

    expect(detail?.order).toEqual(order);
    expect(detail?.lines).toEqual([
      { item: friesLine, productNumber: null, options: null, customizations: null },
      { item: burgerLine, productNumber: '204', options: 'Extra kaas + Zonder ui', customizations: { kaas: 2 } },
    ]);
  });

  it('takes the delivery address and notes from the cart', async () => {
    const { order, cart } = await seedFullOrder();

    const detail = await orderDetail(t.db, order.id);

    expect(detail?.cart).toEqual(cart);
    expect(detail?.deliveryAddress).toEqual({ address: 'Keizersgracht 12', postcode: '1015 CS', city: 'Amsterdam' });
    expect(detail?.deliveryNotes).toBe('Achterdeur');
  });

  it("keeps the order's own phone when it has one", async () => {
    const { order } = await seedFullOrder({ customer_phone: '0612345678' });
    expect((await orderDetail(t.db, order.id))?.phone).toBe('0612345678');
  });

  for (const missing of [null, '']) {
    it(`fills the phone from the cart when the order has none (${JSON.stringify(missing)})`, async () => {
      const { order } = await seedFullOrder({ customer_phone: missing });
      expect((await orderDetail(t.db, order.id))?.phone).toBe('0201234567');
    });
  }

  it('works without a cart: no address, no notes, the order phone or null', async () => {
    const order = makeOrder({ cart_id: null, customer_phone: null });
    await seed(t.db, 'orders', order);

    expect(await orderDetail(t.db, order.id)).toEqual({
      order, lines: [], cart: null, deliveryAddress: null, deliveryNotes: null, phone: null,
    });
  });

  it('works when the cart is not mirrored', async () => {
    const order = makeOrder({ cart_id: '00000000-0000-4000-8000-0000000000cc' });
    await seed(t.db, 'orders', order);

    expect(await orderDetail(t.db, order.id)).toMatchObject({ cart: null, deliveryAddress: null, phone: order.customer_phone });
  });

  it('is null for an order that is not in the mirror', async () => {
    await seedFullOrder();
    expect(await orderDetail(t.db, '00000000-0000-4000-8000-0000000000ff')).toBeNull();
  });
});
