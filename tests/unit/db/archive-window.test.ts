// Issue 14, item 3: the Archief covers exactly the window (finished orders placed since windowStartAt),
// so its count does not jump when clean-up removes finished orders the mirror briefly held from before
// it (a catch-up re-reads changed rows without a window); and it counts natively per index range.
import { liveQuery, type DBCore, type DBCoreTable } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { pruneFinishedOrders } from '../../../src/db/order-store';
import { windowStartAt } from '../../../src/db/history';
import { archiveStart, tabCount, tabOrders } from '../../../src/db/order-store/tab-reads';
import { tabCounts } from '../../helpers/order-store';
import type { ShopDb } from '../../../src/db/database';
import { makeOrder } from '../../fixtures/rows';
import { seed, T0, useTestDb } from './harness';

const t = useTestDb();

const DAY = 86_400_000;
const placed = (msBeforeT0: number): string => new Date(T0 - msBeforeT0).toISOString();

/** Finished orders inside the window, and others from before it, as a catch-up brings them in. */
async function seedAroundWindow() {
  const inside = [
    makeOrder({ status: 'delivered', placed_at: placed(DAY) }),
    makeOrder({ status: 'canceled', placed_at: placed(7 * DAY) }),
    makeOrder({ status: 'picked_up', placed_at: placed(14 * DAY - 60_000) }),
  ];
  const before = [
    makeOrder({ status: 'delivered', placed_at: placed(14 * DAY + 1000) }),
    makeOrder({ status: 'picked_up', placed_at: placed(20 * DAY) }),
    makeOrder({ status: 'canceled', placed_at: placed(29 * DAY) }),
  ];
  // An open order from before the window stays (and counts in its own tab).
  const open = makeOrder({ status: 'accepted', placed_at: placed(20 * DAY) });
  await seed(t.db, 'orders', ...inside, ...before, open);
  return { inside, before, open };
}

/** Which kinds of request reach IndexedDB for the orders table: 'count', 'query', 'openCursor', 'get'. */
async function recordOrderReads(db: ShopDb): Promise<string[]> {
  const reads: string[] = [];
  // Middleware applies from the next open.
  db.close();
  db.use({
    stack: 'dbcore',
    name: 'read-spy',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name): DBCoreTable => {
        const table = down.table(name);
        if (name !== 'orders') return table;
        return {
          ...table,
          count: (req) => { reads.push('count'); return table.count(req); },
          query: (req) => { reads.push(req.values ? 'query' : 'keys'); return table.query(req); },
          openCursor: (req) => { reads.push('openCursor'); return table.openCursor(req); },
          get: (req) => { reads.push('get'); return table.get(req); },
          getMany: (req) => { reads.push('getMany'); return table.getMany(req); },
        };
      },
    }),
  });
  await db.open();
  return reads;
}

describe('the Archief window', () => {
  it('starts at the next whole minute of the window, so it moves once a minute', () => {
    expect(archiveStart(T0)).toBe(windowStartAt(T0));
    expect(archiveStart(T0 + 1)).toBe(windowStartAt(T0 + 60_000));
    expect(archiveStart(T0 + 59_999)).toBe(windowStartAt(T0 + 60_000));
    expect(windowStartAt(T0)).toBe(new Date(T0 - 14 * DAY).toISOString());
  });

  it('counts and lists only finished orders placed inside the window', async () => {
    const { inside } = await seedAroundWindow();
    const from = archiveStart(T0);

    expect(await tabCounts(t.db, from)).toEqual({ new: 0, active: 1, archive: 3 });
    const listed = ((await tabOrders(t.db, 'archive', from)).value).map((order) => order.id);
    expect(listed).toEqual(inside.map((order) => order.id));
  });

  it('does not change when clean-up removes the finished orders from before the window', async () => {
    await seedAroundWindow();
    const from = archiveStart(T0);
    const shown = await tabCounts(t.db, from);
    const list = (await tabOrders(t.db, 'archive', from)).value;

    expect(await pruneFinishedOrders(t.db, windowStartAt(T0))).toBe(3);

    expect(await tabCounts(t.db, from)).toEqual(shown);
    expect((await tabOrders(t.db, 'archive', from)).value).toEqual(list);
    expect(shown.archive).toBe(3);
  });

  it('does not change when clean-up runs seconds after the count, at its exact time', async () => {
    // Orders just at the edge: clean-up 40 s after the count removes what aged out in those 40 s.
    await seed(t.db, 'orders',
      makeOrder({ status: 'delivered', placed_at: placed(14 * DAY - 20_000) }),
      makeOrder({ status: 'delivered', placed_at: placed(14 * DAY - 50_000) }),
      makeOrder({ status: 'delivered', placed_at: placed(14 * DAY - 70_000) }));
    const from = archiveStart(T0 + 10_000);
    const shown = (await tabCounts(t.db, from)).archive;

    expect(await pruneFinishedOrders(t.db, windowStartAt(T0 + 40_000))).toBe(1);

    expect((await tabCounts(t.db, from)).archive).toBe(shown);
    expect(shown).toBe(1);
  });

  it('does not jump up when a catch-up brings back finished orders from before the window', async () => {
    await seedAroundWindow();
    const from = archiveStart(T0);
    await pruneFinishedOrders(t.db, windowStartAt(T0));
    const shown = await tabCounts(t.db, from);

    await seed(t.db, 'orders', ...Array.from({ length: 5 }, (_, i) => makeOrder({ status: 'delivered', placed_at: placed(15 * DAY + i) })));

    expect(await tabCounts(t.db, from)).toEqual(shown);
  });

  it('counts from the order hours, and reads the orders only to count the first hour when the period starts within it', async () => {
    await seedAroundWindow();
    const reads = await recordOrderReads(t.db);

    await tabCounts(t.db, archiveStart(T0));
    expect(reads).toEqual([]);

    // Half past: of the first hour's finished orders (one picked up), those placed before the start are counted away.
    expect((await tabCounts(t.db, archiveStart(T0 + 30 * 60_000))).archive).toBe(2);
    expect(reads).toEqual(['count']);
  });

  it('does not count the Archief again for a new order, only for a change within it', async () => {
    await seedAroundWindow();
    const from = archiveStart(T0);
    let runs = 0;
    const seen: number[] = [];
    const subscription = liveQuery(() => (runs++, tabCount(t.db, 'archive', from))).subscribe((count) => seen.push(count));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await seed(t.db, 'orders', makeOrder({ status: 'created', placed_at: placed(0) }));
    await seed(t.db, 'orders', makeOrder({ status: 'delivered', placed_at: placed(0) }));
    await vi.waitFor(() => expect(seen).toEqual([seen[0], seen[0] + 1]));
    expect(runs).toBe(2);
    subscription.unsubscribe();
  });
});
