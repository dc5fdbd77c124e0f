// The dashboard's read (src/db/dashboard.ts): everything the screen shows in one transaction, the counts
// from index keys (never a cursor or rows over orders by status), and the live store that keeps it warm.
import type { DBCore, DBCoreTransaction } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardData } from '../../../src/db/order-store/dashboard';
import { liveQuerySource, liveStore, liveStorePer } from '../../../src/db/live-store';
import { NO_PERMISSIONS, setMeta } from '../../../src/db/meta';
import { orderScope } from '../../../src/db/order-store';
import { makeOrder, makeProduct } from '../../fixtures/rows';
import { seed, signIn, useTestDb } from './harness';

const t = useTestDb();

interface Read {
  table: string;
  kind: 'count' | 'openCursor' | 'get' | 'getMany' | 'query' | 'keys';
  index: string;
  trans: DBCoreTransaction;
}

let reads: Read[] = [];

beforeEach(() => {
  reads = [];
  t.db.use({
    stack: 'dbcore',
    name: 'read-spy',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        const note = (kind: Read['kind'], trans: DBCoreTransaction, index: string | null = '') => reads.push({ table: name, kind, index: index ?? '', trans });
        return {
          ...table,
          count: (req) => (note('count', req.trans, req.query.index.name), table.count(req)),
          openCursor: (req) => (note('openCursor', req.trans, req.query.index.name), table.openCursor(req)),
          query: (req) => (note(req.values ? 'query' : 'keys', req.trans, req.query.index.name), table.query(req)),
          get: (req) => (note('get', req.trans), table.get(req)),
          getMany: (req) => (note('getMany', req.trans), table.getMany(req)),
        };
      },
    }),
  });
});

const at = (minute: number) => new Date(Date.UTC(2025, 0, 15, 10, minute)).toISOString();
const STATUSES = ['created', 'created', 'accepted', 'preparing', 'ready_pickup', 'ready_delivery', 'delivered', 'picked_up', 'canceled'];

describe('dashboardData', () => {
  it('gives the session, the pending count, the 5 newest orders and the counts per group', async () => {
    const session = await signIn(t.db, { email: 'kassa@kmfc.test' });
    const orders = STATUSES.map((status, i) => makeOrder({ status, placed_at: at(i) }));
    await seed(t.db, 'orders', ...orders);
    const data = (await dashboardData(t.db)).value;
    expect(data.session).toEqual(session);
    expect(data.permissions).toEqual(session.permissions);
    expect(data.pending).toBe(2);
    expect(data.counts).toEqual({ new: 2, preparing: 2, ready: 2 });
    expect(data.recent.map((o) => o.id)).toEqual([...orders].reverse().slice(0, 5).map((o) => o.id));
  });

  it('says nobody is signed in, with no permissions, on an empty device', async () => {
    expect((await dashboardData(t.db)).value).toEqual({
      session: null, permissions: NO_PERMISSIONS, pending: 0, recent: [], counts: { new: 0, preparing: 0, ready: 0 }, history: null,
    });
  });

  it('says how far the order history has come in, and nothing once it is complete', async () => {
    const state = {
      window_start: '2025-01-01T00:00:00.000Z', today_start: '2025-01-14T23:00:00.000Z',
      before: null, loaded: 50, total: 200, done: false,
    };
    await setMeta(t.db, 'history', state);
    expect(((await dashboardData(t.db)).value).history).toEqual({ percent: 25, todayStart: state.today_start });
    await setMeta(t.db, 'history', { ...state, loaded: 200, done: true });
    expect(((await dashboardData(t.db)).value).history).toBeNull();
  });

  it('counts from the order hours alone: the orders themselves are read only for the 5 newest', async () => {
    await signIn(t.db);
    await seed(t.db, 'orders', ...STATUSES.map((status, i) => makeOrder({ status, placed_at: at(i) })));
    reads = [];
    await t.db.transaction('r', [...orderScope(t.db), t.db.meta], () => dashboardData(t.db));
    expect(new Set(reads.map((r) => r.trans)).size).toBe(1);
    expect(reads.some((r) => r.table === 'order_hours')).toBe(true);
    const orderReads = reads.filter((r) => r.table === 'orders');
    expect(orderReads.map((r) => `${r.kind} ${r.index}`)).toEqual(['query placed_at']);
    expect(reads.filter((r) => r.kind === 'count' || r.kind === 'openCursor')).toEqual([]);
  });
});

describe('liveStore', () => {
  const countProducts = () => liveQuerySource(() => t.db.products.count());

  it('has no value until held, follows changes while held, and drops its value when let go', async () => {
    const store = liveStore(countProducts);
    expect(store.snapshot().value).toBeUndefined();
    const seen: (number | undefined)[] = [];
    const release = store.subscribe(() => seen.push(store.snapshot().value));
    await expect.poll(() => store.snapshot().value).toBe(0);
    await seed(t.db, 'products', makeProduct());
    await expect.poll(() => store.snapshot().value).toBe(1);
    expect(seen).toEqual([0, 1]);
    release();
    expect(store.snapshot().value).toBeUndefined();
  });

  it('runs one query for all its holders and keeps it while one still holds it', async () => {
    const store = liveStore(countProducts);
    const seen: number[][] = [[], [], []];
    const releases = seen.map((list) => store.subscribe(() => list.push(store.snapshot().value!)));
    await expect.poll(() => store.snapshot().value).toBe(0);
    await seed(t.db, 'products', makeProduct());
    await expect.poll(() => store.snapshot().value).toBe(1);
    // One query: each holder heard each result once (a query per holder would tell everyone three times).
    expect(seen).toEqual([[0, 1], [0, 1], [0, 1]]);
    releases[0]();
    releases[1]();
    await seed(t.db, 'products', makeProduct());
    await expect.poll(() => store.snapshot().value).toBe(2);
    releases[2]();
    expect(store.snapshot().value).toBeUndefined();
  });
});

describe('liveStorePer', () => {
  it('gives every reader of the same database one store, and another database its own', async () => {
    const storeOf = liveStorePer((db: typeof t.db) => liveQuerySource(() => db.products.count()));
    const other = { products: { count: async () => 42 } } as unknown as typeof t.db;
    expect(storeOf(t.db)).toBe(storeOf(t.db));
    expect(storeOf(other)).not.toBe(storeOf(t.db));
    const release = [storeOf(t.db).subscribe(() => {}), storeOf(other).subscribe(() => {})];
    await seed(t.db, 'products', makeProduct());
    await expect.poll(() => storeOf(t.db).snapshot().value).toBe(1);
    await expect.poll(() => storeOf(other).snapshot().value).toBe(42);
    release.forEach((let_go) => let_go());
  });
});
