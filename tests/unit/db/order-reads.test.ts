import { describe, expect, it } from 'vitest';
import { TAB_STATUSES } from '../../../src/domain/order-status';
import { dashboardCounts, recentOrders, TAB_LIMIT } from '../../../src/db/order-store/reads';
import { orderStats, tabOrders } from '../../../src/db/order-store/tab-reads';
import type { OrderRow } from '../../../src/db/rows';
import { watched } from '../../../src/db/order-store/watched';
import { makeOrder } from '../../fixtures/rows';
import { seed, useTestDb } from './harness';
import { pendingCount, putRecords, tabCounts } from '../../helpers/order-store';

const t = useTestDb();

const MINUTE = 60_000;
const BASE = Date.parse('2025-01-10T12:00:00.000Z');
const at = (minutes: number): string => new Date(BASE + minutes * MINUTE).toISOString();

async function seedStatuses(statuses: readonly string[]): Promise<OrderRow[]> {
  const orders = statuses.map((status, i) => makeOrder({ status, placed_at: at(i) }));
  await seed(t.db, 'orders', ...orders);
  return orders;
}

describe('pendingCount', () => {
  it('counts the orders still created', async () => {
    expect(await pendingCount(t.db)).toBe(0);
    await seedStatuses(['created', 'accepted', 'created', 'canceled', 'created']);
    expect(await pendingCount(t.db)).toBe(3);
  });
});

describe('dashboardCounts', () => {
  it('groups created as new, accepted and preparing as preparing, ready_* (both spellings) as ready', async () => {
    await seedStatuses([
      'created', 'created', 'accepted', 'preparing', 'preparing', 'ready_pickup', 'ready_delivery',
      'ready_for_pickup', 'ready_for_delivery', 'out_for_delivery', 'delivered', 'canceled', 'picked_up',
    ]);
    expect((await dashboardCounts(t.db)).value).toEqual({ new: 2, preparing: 3, ready: 4 });
  });

  it('is all zero for an empty mirror', async () => {
    expect((await dashboardCounts(t.db)).value).toEqual({ new: 0, preparing: 0, ready: 0 });
  });
});

describe('recentOrders', () => {
  it('returns the 5 newest orders of any status, newest first', async () => {
    const orders = await seedStatuses(['delivered', 'created', 'canceled', 'accepted', 'preparing', 'picked_up', 'created', 'ready_pickup']);
    const expected = [...orders].reverse().slice(0, 5).map((order) => order.id);
    expect(((await recentOrders(t.db)).value).map((order) => order.id)).toEqual(expected);
  });

  const earlier = (day: number) => makeOrder({ status: 'delivered', placed_at: `2025-01-0${day}T12:00:00.000Z` });

  it('takes older days when today has fewer than 5 orders', async () => {
    const old = [earlier(5), earlier(6), earlier(7)];
    const today = [makeOrder({ placed_at: at(-60) }), makeOrder({ placed_at: at(-30) })];
    await seed(t.db, 'orders', ...old, ...today);
    expect(((await recentOrders(t.db, 5)).value).map((order) => order.id)).toEqual([...old, ...today].reverse().map((order) => order.id));
  });

  it('is not read again for an order of an earlier day once today has 5, and is for a new one of today', async () => {
    await seed(t.db, 'orders', ...Array.from({ length: 5 }, (_, i) => makeOrder({ placed_at: at(-i - 1) })));
    const seen: string[][] = [];
    let reads = 0;
    const live = watched(t.db, () => (reads++, recentOrders(t.db, 5)));
    const subscription = live.subscribe((orders) => seen.push(orders.map((order) => order.id)));
    try {
      await expect.poll(() => seen.length).toBe(1);
      await putRecords(t.db, earlier(8));
      const fresh = makeOrder({ placed_at: at(0) });
      await putRecords(t.db, fresh);
      await expect.poll(() => seen.at(-1)?.[0]).toBe(fresh.id);
      expect(seen).toHaveLength(2);
      expect(reads).toBe(2);
    } finally {
      subscription.unsubscribe();
    }
  });
});

describe('orderStats', () => {
  /** 2025-01-15 11:00 in Amsterdam (winter, UTC+1); the Amsterdam day began 2025-01-14T23:00Z. */
  const WINTER_NOW = new Date('2025-01-15T10:00:00.000Z');

  it('counts new and ready-for-delivery orders over the whole mirror', async () => {
    await seed(t.db, 'orders',
      makeOrder({ status: 'created', placed_at: '2025-01-01T10:00:00.000Z' }),
      makeOrder({ status: 'created' }),
      makeOrder({ status: 'ready_delivery', placed_at: '2025-01-02T10:00:00.000Z' }),
      makeOrder({ status: 'ready_pickup' }));

    expect(await orderStats(t.db, WINTER_NOW)).toMatchObject({ newOrders: 2, readyForDelivery: 1 });
  });

  it('counts only orders placed since Amsterdam midnight; an order at 23:30 UTC the evening before belongs to today', async () => {
    await seed(t.db, 'orders',
      makeOrder({ placed_at: '2025-01-14T23:30:00.000Z', total_cents: 1000, status: 'delivered' }),
      makeOrder({ placed_at: '2025-01-14T23:00:00.000Z', total_cents: 200, status: 'accepted' }),
      makeOrder({ placed_at: '2025-01-14T22:59:59.000Z', total_cents: 4000, status: 'delivered' }),
      makeOrder({ placed_at: '2025-01-14T12:00:00.000Z', total_cents: 8000, status: 'delivered' }));

    expect(await orderStats(t.db, WINTER_NOW)).toMatchObject({ ordersToday: 2, revenueTodayCents: 1200 });
  });

  it('leaves canceled orders out of the revenue but counts them as orders today', async () => {
    await seed(t.db, 'orders',
      makeOrder({ placed_at: '2025-01-15T08:00:00.000Z', total_cents: 1750, status: 'delivered' }),
      makeOrder({ placed_at: '2025-01-15T09:00:00.000Z', total_cents: 5000, status: 'canceled' }),
      makeOrder({ placed_at: '2025-01-15T09:30:00.000Z', total_cents: 990, status: 'created' }));

    expect(await orderStats(t.db, WINTER_NOW)).toEqual({
      newOrders: 1, readyForDelivery: 0, ordersToday: 3, revenueTodayCents: 2740,
    });
  });

  it('moves the day boundary with summer time (midnight is 22:00 UTC)', async () => {
    await seed(t.db, 'orders',
      makeOrder({ placed_at: '2025-07-14T22:30:00.000Z', total_cents: 1000 }),
      makeOrder({ placed_at: '2025-07-14T21:30:00.000Z', total_cents: 3000 }));

    expect(await orderStats(t.db, new Date('2025-07-15T10:00:00.000Z'))).toMatchObject({ ordersToday: 1, revenueTodayCents: 1000 });
  });

  it('just after Amsterdam midnight, the evening before no longer counts', async () => {
    await seed(t.db, 'orders',
      makeOrder({ placed_at: '2025-01-14T22:45:00.000Z', total_cents: 1000 }),
      makeOrder({ placed_at: '2025-01-14T23:05:00.000Z', total_cents: 700 }));

    // 00:10 on 15 January in Amsterdam: the order at 23:45 the evening before is yesterday's.
    expect(await orderStats(t.db, new Date('2025-01-14T23:10:00.000Z'))).toMatchObject({ ordersToday: 1, revenueTodayCents: 700 });
  });

  it('reads placed_at sent with an offset, normalised on the way in', async () => {
    await seed(t.db, 'orders', makeOrder({ placed_at: '2025-01-15T00:30:00+01:00', total_cents: 1234 }));
    expect(await orderStats(t.db, WINTER_NOW)).toMatchObject({ ordersToday: 1, revenueTodayCents: 1234 });
  });
});

describe('tabOrders and tabCounts', () => {
  const STATUSES = [
    'created', 'accepted', 'preparing', 'ready_pickup', 'ready_delivery', 'picked_up', 'out_for_delivery',
    'delivered', 'canceled',
  ];

  /** 200 orders cycling through the statuses, one minute apart, plus one with an unknown status. */
  async function seedMany(): Promise<OrderRow[]> {
    const orders = await seedStatuses(Array.from({ length: 200 }, (_, i) => STATUSES[i % STATUSES.length]));
    await seed(t.db, 'orders', makeOrder({ status: 'ready_for_pickup', placed_at: at(500) }));
    return orders;
  }

  function expectedTab(orders: readonly OrderRow[], tab: 'new' | 'active' | 'archive'): string[] {
    return orders
      .filter((order) => (TAB_STATUSES[tab] as readonly string[]).includes(order.status))
      .sort((a, b) => b.placed_at.localeCompare(a.placed_at))
      .slice(0, TAB_LIMIT)
      .map((order) => order.id);
  }

  for (const tab of ['new', 'active', 'archive'] as const) {
    it(`lists the ${TAB_LIMIT} newest ${tab} orders, newest first`, async () => {
      const orders = await seedMany();

      const list = (await tabOrders(t.db, tab)).value;

      expect(list.map((order) => order.id)).toEqual(expectedTab(orders, tab));
      expect(list.every((order) => (TAB_STATUSES[tab] as readonly string[]).includes(order.status))).toBe(true);
    });
  }

  it('caps the active and archive tabs at 50 when more are mirrored', async () => {
    await seedMany();
    expect(((await tabOrders(t.db, 'active')).value).length).toBe(50);
    expect(((await tabOrders(t.db, 'archive')).value).length).toBe(50);
    expect(((await tabOrders(t.db, 'new')).value).length).toBe(23);
  });

  it('counts every order per tab, beyond the list limit, ignoring unknown statuses', async () => {
    await seedMany();
    // 200 orders over 9 statuses: the first 2 statuses of the cycle get 23, the rest 22.
    expect(await tabCounts(t.db)).toEqual({ new: 23, active: 23 + 22 * 4, archive: 22 * 3 });
  });

  it('is empty for an empty mirror', async () => {
    expect((await tabOrders(t.db, 'active')).value).toEqual([]);
    expect(await tabCounts(t.db)).toEqual({ new: 0, active: 0, archive: 0 });
  });
});
