// Issue 17 in the data layer, with the database's injected clock and no network at all: states set
// "until" a time end by themselves, accept promises a ready time, delays move it, the queue is by due.
import { describe, expect, it } from 'vitest';
import { setMeta } from '../../../src/db/meta';
import { acceptOrder, delayOrder } from '../../../src/db/order-store';
import { searchProducts, setProductInStock } from '../../../src/db/products';
import { activeQueue } from '../../../src/db/order-store/queue';
import { setReadyMinutes } from '../../../src/db/ready-time';
import { companyRow, openState, shopStatus } from '../../../src/db/shop';
import { setBusyMode, setManualClosure } from '../../../src/db/shop-changes';
import { busyStateAt, isSoldOutAt } from '../../../src/domain/until';
import {
  COMPANY_ID, makeCompany, makeOpeningHours, makeOrder, makeProduct, makeShopSettings, makeShopStatus,
} from '../../fixtures/rows';
import { allEntries, newer, seed, signIn, T0, useTestDb } from './harness';
import { orderTablesOf, storedRecord } from '../../helpers/order-store';

const t = useTestDb();
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('sold out until', () => {
  it('a product sold out for one hour shows in stock after it, offline, by the injected clock', async () => {
    await signIn(t.db);
    const product = makeProduct({ name: 'Kroket', is_sold_out: false });
    await seed(t.db, 'products', product);

    await setProductInStock(product.id, false, t.db, iso(t.clock.now + HOUR));
    const [entry] = await allEntries(t.db);
    expect(entry.payload).toEqual({ is_sold_out: true, sold_out_until: iso(T0 + HOUR) });

    const read = async () => (await searchProducts(t.db, 'Kroket'))[0];
    expect(isSoldOutAt(await read(), new Date(t.clock.now))).toBe(true);
    t.clock.advance(HOUR - 1);
    expect(isSoldOutAt(await read(), new Date(t.clock.now))).toBe(true);
    t.clock.advance(1);
    expect(isSoldOutAt(await read(), new Date(t.clock.now))).toBe(false);
  });

  it('in stock again clears the end, also in an unsent merged change', async () => {
    await signIn(t.db);
    const product = makeProduct({ is_sold_out: false });
    await seed(t.db, 'products', product);
    await setProductInStock(product.id, false, t.db, iso(T0 + HOUR));
    await setProductInStock(product.id, true, t.db);
    const entries = await allEntries(t.db);
    expect(entries.map((entry) => entry.payload)).toEqual([{ is_sold_out: false, sold_out_until: null }]);
    expect(await t.db.products.get(product.id)).toMatchObject({ is_sold_out: false, sold_out_until: null });
  });
});

describe('busy until, with extra minutes', () => {
  it('stores the choice and counts as off after busy_until', async () => {
    await signIn(t.db);
    await seed(t.db, 'companies', makeCompany({ id: COMPANY_ID, is_busy: false }));
    await setBusyMode(true, t.db, { extraMinutes: 20, until: iso(T0 + HOUR) });
    expect((await allEntries(t.db))[0]).toMatchObject({
      kind: 'patch', action: 'busyMode', payload: { is_busy: true, busy_extra_minutes: 20, busy_until: iso(T0 + HOUR) },
    });
    const company = await companyRow(t.db);
    expect(busyStateAt(company, new Date(T0))).toEqual({ isBusy: true, extraMinutes: 20, until: iso(T0 + HOUR) });
    expect(busyStateAt(company, new Date(T0 + HOUR)).isBusy).toBe(false);
  });
});

describe('closed until', () => {
  it('sends closed_until with the closure; the reason keeps it; opening clears it', async () => {
    await signIn(t.db);
    await seed(t.db, 'shop_status', makeShopStatus({ is_closed: false }));
    const until = '2025-01-15T14:00:00.000Z';
    await setManualClosure(true, 'Storing', t.db, until);
    expect((await allEntries(t.db))[0].payload).toEqual({ is_closed: true, exception_note: 'Storing', closed_until: until });
    expect(await shopStatus(t.db)).toEqual({ is_closed: true, exception_note: 'Storing', closed_until: until });
    await setManualClosure(false, 'Storing', t.db, until);
    expect((await allEntries(t.db))[0].payload).toEqual({ is_closed: false, exception_note: 'Storing', closed_until: null });
  });

  it('the open state reopens at closed_until, even over a fresh server answer from before it', async () => {
    await seed(t.db, 'opening_hours', makeOpeningHours({ weekday: 3, open_time: '09:00:00', close_time: '22:00:00' }));
    await seed(t.db, 'shop_settings', makeShopSettings());
    await seed(t.db, 'shop_status', makeShopStatus({ is_closed: true, closed_until: iso(T0 + 30 * 60_000) }));
    await setMeta(t.db, 'open_state', { is_open: false, source: 'shop_status', checked_at: T0 + 29 * 60_000 + 40_000 });

    expect(await openState(t.db, T0 + 29 * 60_000 + 50_000)).toMatchObject({ is_open: false, source: 'shop_status', origin: 'server' });
    expect(await openState(t.db, T0 + 30 * 60_000)).toEqual({
      is_open: true, source: 'closure_expired', origin: 'local', checkedAt: null,
    });
  });
});

describe('ready time at accept, and delays', () => {
  async function setup(busy: boolean) {
    await signIn(t.db);
    await seed(t.db, 'shop_settings', makeShopSettings({ ready_minutes_delivery: 40, ready_minutes_pickup: 15 }));
    await seed(t.db, 'companies', makeCompany({
      id: COMPANY_ID, is_busy: busy, busy_extra_minutes: busy ? 10 : null, busy_until: busy ? iso(T0 + HOUR) : null,
    }));
  }

  it('promises the default per delivery type in the same order step, plus the busy minutes while busy', async () => {
    await setup(true);
    const delivery = makeOrder({ status: 'created', delivery_type: 'delivery' });
    const pickup = makeOrder({ status: 'created', delivery_type: 'pickup' });
    await seed(t.db, 'orders', delivery, pickup);
    await acceptOrder(delivery.id, t.db);
    await acceptOrder(pickup.id, t.db);
    const entries = await allEntries(t.db);
    expect(entries.map((entry) => [entry.kind, entry.payload])).toEqual([
      ['order_step', { status: 'accepted', promised_at: iso(T0 + 50 * 60_000) }],
      ['order_step', { status: 'accepted', promised_at: iso(T0 + 25 * 60_000) }],
    ]);
    expect((await storedRecord(t.db, delivery.id))?.promised_at).toBe(iso(T0 + 50 * 60_000));
  });

  it('promises the "Klaar over" choice instead; a changed default counts from then on', async () => {
    await setup(false);
    const order = makeOrder({ status: 'created', delivery_type: 'pickup' });
    await seed(t.db, 'orders', order);
    await acceptOrder(order.id, t.db, 20);
    expect((await allEntries(t.db))[0].payload).toEqual({ status: 'accepted', promised_at: iso(T0 + 20 * 60_000) });
    await setReadyMinutes('pickup', 30, t.db);
    expect((await allEntries(t.db))[1]).toMatchObject({ kind: 'patch', action: 'readyMinutes', payload: { ready_minutes_pickup: 30 } });
  });

  it('Vertraging adds minutes to the promised time (unsent delays merge), else to the expected time', async () => {
    await signIn(t.db);
    const promised = makeOrder({ status: 'preparing', promised_at: iso(T0 + 20 * 60_000) });
    const expected = makeOrder({ status: 'accepted', is_asap: true, placed_at: iso(T0), promised_at: null });
    const created = makeOrder({ status: 'created' });
    await seed(t.db, 'orders', promised, expected, created);
    await delayOrder(promised.id, 10, t.db);
    await delayOrder(promised.id, 5, t.db);
    await delayOrder(expected.id, 15, t.db);
    expect(await delayOrder(created.id, 5, t.db)).toEqual({ ok: false, reason: 'no-step' });
    expect((await allEntries(t.db)).map((entry) => [entry.kind, entry.action, entry.payload])).toEqual([
      ['patch', 'orderDelay', { promised_at: iso(T0 + 35 * 60_000) }],
      ['patch', 'orderDelay', { promised_at: iso(T0 + HOUR + 15 * 60_000) }],
    ]);
  });
});

describe('activeQueue', () => {
  it('lists active orders soonest due first (promised, else expected); new and finished ones stay out', async () => {
    const a = makeOrder({ status: 'preparing', placed_at: iso(T0 - 50 * 60_000), promised_at: iso(T0 + 30 * 60_000) });
    const b = makeOrder({ status: 'accepted', is_asap: true, placed_at: iso(T0 - 55 * 60_000), promised_at: null }); // due T0+5
    const c = makeOrder({ status: 'out_for_delivery', placed_at: iso(T0 - 10 * 60_000), promised_at: iso(T0 - 3 * 60_000) });
    await seed(t.db, 'orders', a, b, c, makeOrder({ status: 'created' }), makeOrder({ status: 'delivered' }));
    expect(((await activeQueue(t.db)).value).map((order) => order.id)).toEqual([c.id, b.id, a.id]);
  });

  it('moves an order back in the queue when it is delayed (its stored due time follows promised_at)', async () => {
    await signIn(t.db);
    const a = makeOrder({ status: 'preparing', placed_at: iso(T0 - 50 * 60_000), promised_at: iso(T0 + 5 * 60_000) });
    const b = makeOrder({ status: 'accepted', placed_at: iso(T0 - 40 * 60_000), promised_at: iso(T0 + 10 * 60_000) });
    await seed(t.db, 'orders', a, b);
    expect(((await activeQueue(t.db)).value).map((order) => order.id)).toEqual([a.id, b.id]);
    await delayOrder(a.id, 10, t.db);
    expect((await storedRecord(t.db, a.id))?.due_at).toBe(iso(T0 + 15 * 60_000));
    expect(((await activeQueue(t.db)).value).map((order) => order.id)).toEqual([b.id, a.id]);
  });

  it('keeps a due time on open orders only: a finished order leaves the queue index, a reopened one returns', async () => {
    const order = makeOrder({ status: 'preparing', placed_at: iso(T0 - HOUR), promised_at: iso(T0 + 5 * 60_000) });
    await seed(t.db, 'orders', order);
    expect((await storedRecord(t.db, order.id))?.due_at).toBe(iso(T0 + 5 * 60_000));
    await seed(t.db, 'orders', newer(order, { status: 'picked_up' }));
    expect((await storedRecord(t.db, order.id))?.due_at).toBeUndefined();
    expect(await orderTablesOf(t.db).orders.orderBy('[status+due_at+placed_at]').count()).toBe(0);
    await seed(t.db, 'orders', newer(newer(order, { status: 'picked_up' }), { status: 'ready_pickup' }));
    expect(((await activeQueue(t.db)).value).map((row) => row.id)).toEqual([order.id]);
  });

  it('gives the 50 soonest of many active orders, whatever their status and however many there are', async () => {
    const due = (minutes: number, status: string) => makeOrder({ status, placed_at: iso(T0 - HOUR), promised_at: iso(T0 + minutes * 60_000) });
    const orders = Array.from({ length: 120 }, (_, i) => due(120 - i, i % 2 ? 'accepted' : 'ready_pickup'));
    await seed(t.db, 'orders', ...orders);
    const queue = (await activeQueue(t.db)).value;
    expect(queue).toHaveLength(50);
    expect(queue.map((order) => order.promised_at)).toEqual(
      Array.from({ length: 50 }, (_, i) => iso(T0 + (i + 1) * 60_000)));
  });
});
