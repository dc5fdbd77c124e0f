import { describe, expect, it } from 'vitest';
import { pruneFinishedOrders } from '../../../src/db/order-store';
import { MIRROR_STORES } from '../../../src/db/database';
import { getCursor, getMeta, setMeta, setSyncedAt } from '../../../src/db/meta';
import { applyServerRows } from '../../../src/db/mirror';
import { acceptOrder, setOrderStatus } from '../../../src/db/order-store';
import { setProductVisible } from '../../../src/db/products';
import { loadSession, saveSession } from '../../../src/db/session';
import { wipeUserData } from '../../../src/db/wipe';
import {
  makeCart, makeCartItem, makeCategory, makeCompany, makeOpeningHours, makeOrder, makeOrderItem, makeProduct,
  makeSession, makeShopSettings, makeShopStatus,
} from '../../fixtures/rows';
import { childRow, seed, signIn, useTestDb } from './harness';
import { orderCount, storedRecord } from '../../helpers/order-store';

const t = useTestDb();

const WINDOW_START = '2025-01-10T00:00:00.000Z';
const BEFORE = '2025-01-05T12:00:00.000Z';
const AFTER = '2025-01-12T12:00:00.000Z';

async function seedOrderWithChildren(status: string, placedAt: string) {
  const cart = makeCart();
  const cartItem = makeCartItem({ cart_id: cart.id });
  const order = makeOrder({ status, placed_at: placedAt, cart_id: cart.id });
  const item = makeOrderItem({ order_id: order.id, cart_item_id: cartItem.id });
  await seed(t.db, 'carts', cart);
  await seed(t.db, 'cart_items', cartItem);
  await seed(t.db, 'orders', order);
  await seed(t.db, 'order_items', item);
  return { cart, cartItem, order, item };
}

describe('pruneFinishedOrders', () => {
  it('removes finished orders placed before the window, with their items, carts and cart items', async () => {
    const delivered = await seedOrderWithChildren('delivered', BEFORE);
    const canceled = await seedOrderWithChildren('canceled', BEFORE);
    const pickedUp = await seedOrderWithChildren('picked_up', BEFORE);

    expect(await pruneFinishedOrders(t.db, WINDOW_START)).toBe(3);

    for (const removed of [delivered, canceled, pickedUp]) {
      expect(await storedRecord(t.db, removed.order.id)).toBeUndefined();
      expect(await childRow(t.db, 'order_items', removed.item.id)).toBeUndefined();
      expect(await childRow(t.db, 'carts', removed.cart.id)).toBeUndefined();
      expect(await childRow(t.db, 'cart_items', removed.cartItem.id)).toBeUndefined();
    }
  });

  it('keeps open orders however old, and finished orders inside the window', async () => {
    const oldOpen = await seedOrderWithChildren('preparing', BEFORE);
    const oldCreated = await seedOrderWithChildren('created', BEFORE);
    const recentDone = await seedOrderWithChildren('delivered', AFTER);

    expect(await pruneFinishedOrders(t.db, WINDOW_START)).toBe(0);

    for (const kept of [oldOpen, oldCreated, recentDone]) {
      expect(await storedRecord(t.db, kept.order.id)).toBeDefined();
      expect(await childRow(t.db, 'order_items', kept.item.id)).toBeDefined();
      expect(await childRow(t.db, 'carts', kept.cart.id)).toBeDefined();
      expect(await childRow(t.db, 'cart_items', kept.cartItem.id)).toBeDefined();
    }
  });

  it('keeps an old finished order whose change is still queued', async () => {
    await signIn(t.db);
    const queued = await seedOrderWithChildren('ready_pickup', BEFORE);
    await setOrderStatus(queued.order.id, 'picked_up', t.db);
    const plain = await seedOrderWithChildren('picked_up', BEFORE);

    expect(await pruneFinishedOrders(t.db, WINDOW_START)).toBe(1);

    expect(await storedRecord(t.db, queued.order.id)).toMatchObject({ status: 'picked_up' });
    expect(await childRow(t.db, 'order_items', queued.item.id)).toBeDefined();
    expect(await storedRecord(t.db, plain.order.id)).toBeUndefined();
  });

  it('removes an old finished order whose only entry was rejected', async () => {
    await signIn(t.db);
    const order = makeOrder({ status: 'created', placed_at: BEFORE });
    await seed(t.db, 'orders', order);
    await acceptOrder(order.id, t.db);
    await t.db.outbox.toCollection().modify({ state: 'rejected' });
    await applyServerRows(t.db, 'orders', [{ ...order, status: 'canceled', version: 2 }]);

    expect(await pruneFinishedOrders(t.db, WINDOW_START)).toBe(1);
    expect(await orderCount(t.db)).toBe(0);
  });

  it('handles finished orders without a cart', async () => {
    await seed(t.db, 'orders', makeOrder({ status: 'delivered', placed_at: BEFORE, cart_id: null }));
    expect(await pruneFinishedOrders(t.db, WINDOW_START)).toBe(1);
    expect(await orderCount(t.db)).toBe(0);
  });
});

describe('session', () => {
  it('saveSession and loadSession keep the signed-in staff member', async () => {
    const session = makeSession({ roleName: 'Keuken' });
    expect(await loadSession(t.db)).toBeUndefined();
    await saveSession(t.db, session);
    expect(await loadSession(t.db)).toEqual(session);
  });
});

describe('wipeUserData', () => {
  it('clears every mirror, the outbox, cursors and the session, but keeps the cached company config', async () => {
    const company = { slug: 'kmfc-shop', url: 'http://127.0.0.1:54321', anonKey: 'anon-key' };
    await setMeta(t.db, 'company', company);
    await signIn(t.db);
    const product = makeProduct();
    await applyServerRows(t.db, 'products', [product], { cursor: { updated_at: product.updated_at, id: product.id } });
    await setSyncedAt(t.db, 'products', 1);
    await setMeta(t.db, 'history', { window_start: WINDOW_START, today_start: AFTER, before: null, loaded: 0, total: 10, done: false });
    await seed(t.db, 'categories', makeCategory());
    await seed(t.db, 'opening_hours', makeOpeningHours());
    await seed(t.db, 'shop_status', makeShopStatus());
    await seed(t.db, 'shop_settings', makeShopSettings());
    await seed(t.db, 'companies', makeCompany());
    await seedOrderWithChildren('created', AFTER);
    await setProductVisible(product.id, false, t.db);

    await wipeUserData(t.db);

    for (const store of MIRROR_STORES) expect(await t.db.table(store).count(), store).toBe(0);
    expect(await t.db.outbox.count()).toBe(0);
    expect(await loadSession(t.db)).toBeUndefined();
    expect(await getCursor(t.db, 'products')).toBeUndefined();
    expect(await getMeta(t.db, 'history')).toBeUndefined();
    expect(await t.db.meta.toArray()).toEqual([{ key: 'company', value: company }]);
  });

  it('works when no company config is cached', async () => {
    await signIn(t.db);
    await wipeUserData(t.db);
    expect(await t.db.meta.count()).toBe(0);
  });
});
