// Catch-up after a burst (issue 14, item 4): a burst of more rows than a page lands inside the overlap
// before the cursor; the catch-ups after it re-read the overlap only until it has settled (a catch-up
// that began the overlap after the cursor moved, and did not move it), then an idle catch-up is one
// small request, whatever happened before. A row committed late inside the overlap is still seen.
import 'fake-indexeddb/auto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import { getCursor } from '../../../src/db/meta';
import { catchUp, CURSOR_OVERLAP_MS, PAGE_SIZE, type PullContext } from '../../../src/sync/pull';
import type { Client } from '../../../src/sync/clients';
import { startTestStack, type Stack } from '../../helpers/stack';
import { KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import { orderCount, storedRecord } from '../../helpers/order-store';

let stack: Stack;
let client: SupabaseClient;
const requests: { path: string; bytes: number }[] = [];

beforeAll(async () => {
  stack = await startTestStack({ functions: { realertIntervalMs: 0 } });
  const counting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname.startsWith('/rest/v1/')) {
      const body = await response.clone().arrayBuffer();
      requests.push({ path: url.pathname, bytes: body.byteLength });
    }
    return response;
  };
  client = createClient(stack.url, stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: counting },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: 'eigenaar@kmfc.test', password: 'kmfc-demo' });
  if (error) throw error;
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

async function burst(count: number): Promise<void> {
  await stack.sql(
    `insert into public.orders (company_id, status, customer_name, total_cents)
     select $1, 'accepted', 'Burst ' || n, 1000 from generate_series(1, $2::int) as n`,
    [KMFC_COMPANY_ID, count],
  );
}

async function serverOrderCount(): Promise<number> {
  const [row] = await stack.sql<{ n: number }>('select count(*)::int as n from public.orders where company_id = $1', [KMFC_COMPANY_ID]);
  return row.n;
}

describe('catch-up after a burst', () => {
  it('re-reads the overlap only until it settles; then an idle catch-up is one small request per table', async () => {
    let now = 1_000_000;
    const db = new ShopDb(`catch-up-burst-${Date.now()}`);
    const ctx: PullContext = { client: client as unknown as Client, db, companyId: KMFC_COMPANY_ID, now: () => now, orderWindowDays: 30 };
    const orderRequests = async (work: () => Promise<unknown>) => {
      const from = requests.length;
      await work();
      return requests.slice(from).filter((r) => r.path === '/rest/v1/orders');
    };
    try {
      await catchUp(ctx, 'orders');
      await burst(PAGE_SIZE + 500);
      now += 10_000;
      expect((await orderRequests(() => catchUp(ctx, 'orders'))).length).toBe(2);
      expect(await orderCount(db)).toBe(await serverOrderCount());

      // Right after the cursor moved: the overlap (the whole burst) is read once more, and not settled.
      now += 500;
      expect((await orderRequests(() => catchUp(ctx, 'orders'))).length).toBe(2);
      expect((await getCursor(db, 'orders'))?.settled).toBe(false);
      // The overlap after the move: one more re-read, which settles it.
      now += CURSOR_OVERLAP_MS;
      expect((await orderRequests(() => catchUp(ctx, 'orders'))).length).toBe(2);
      expect((await getCursor(db, 'orders'))?.settled).toBe(true);

      for (let i = 0; i < 5; i++) {
        now += 1_000;
        const idle = await orderRequests(() => catchUp(ctx, 'orders'));
        expect(idle).toHaveLength(1);
        expect(idle[0].bytes).toBeLessThan(10);
      }

      // A new order after the settled cursor is read strictly after it, and unsettles it.
      await burst(1);
      now += 1_000;
      const next = await orderRequests(() => catchUp(ctx, 'orders'));
      expect(next).toHaveLength(1);
      expect(await orderCount(db)).toBe(await serverOrderCount());
      expect((await getCursor(db, 'orders'))?.settled).toBe(false);
    } finally {
      await db.delete();
    }
  }, 60_000);

  it('a row committed late, inside the overlap before the cursor, is still read before the cursor settles', async () => {
    let now = 5_000_000;
    const db = new ShopDb(`catch-up-late-${Date.now()}`);
    const ctx: PullContext = { client: client as unknown as Client, db, companyId: KMFC_COMPANY_ID, now: () => now, orderWindowDays: 30 };
    try {
      await catchUp(ctx, 'orders');
      const cursor = await getCursor(db, 'orders');
      // As if a transaction that began before the cursor's row committed only now: its updated_at is
      // older than the cursor (triggers off, so the time is kept as written).
      await stack.sql('set session_replication_role = replica');
      const [late] = await stack.sql<{ id: string; updated_at: string }>(
        `insert into public.orders (company_id, status, customer_name, updated_at, version)
         values ($1, 'accepted', 'Laat', $2::timestamptz - interval '1 second', 1) returning id, updated_at::text`,
        [KMFC_COMPANY_ID, cursor!.updated_at],
      ).finally(() => stack.sql('set session_replication_role = origin'));
      expect(new Date(late.updated_at).getTime()).toBeLessThan(new Date(cursor!.updated_at).getTime());
      now += 500;
      await catchUp(ctx, 'orders');
      expect(await storedRecord(db, late.id)).toBeDefined();
    } finally {
      await db.delete();
    }
  }, 60_000);
});
