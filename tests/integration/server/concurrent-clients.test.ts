// Many clients at once, which PGlite's single session never exercised: 21 signed-in staff sessions
// write at the same moment through PostgREST while 6 realtime subscribers watch. No request fails
// (no deadlock, no serialization error), no event is lost or doubled, and RLS decides who sees what.
// Runs on both databases (vitest projects `node` and `postgres`); on PGlite the writes queue up.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, makeClient, signedInClient, DEMO, type Stack } from '../../helpers/stack';
import { testDatabaseKind } from '../../helpers/test-database';
import { KMFC_COMPANY_ID } from '../../fixtures/seed-ids';

type Row = Record<string, unknown>;
const WRITERS = 21;
const ORDERS_EACH = 5;

let stack: Stack;
const clients: SupabaseClient[] = [];

function watchOrders(client: SupabaseClient) {
  const events: RealtimePostgresChangesPayload<Row>[] = [];
  const channel = client.channel(`orders-${Math.random()}`);
  const subscribed = new Promise<void>((resolve, reject) => {
    channel
      .on('postgres_changes', { event: '*', schema: 'public', table: 'orders' }, (e) => events.push(e))
      .subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(err ?? new Error(status))));
  });
  return { events, subscribed };
}

async function signIn(email: string, password?: string): Promise<SupabaseClient> {
  const client = await signedInClient(stack, email, password);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  stack = await startTestStack({ functions: { realertIntervalMs: 0 } });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await stack?.stop();
});

describe(`many concurrent clients (${testDatabaseKind()})`, () => {
  it('21 staff sessions write at once, 6 subscribers each get exactly the events RLS lets them see', async () => {
    const admin = makeClient(stack.url, stack.keys.serviceRoleKey);
    const created = await admin.auth.admin.createUser({ email: 'baas@andere.test', password: 'andere-pw', email_confirm: true });
    const [other] = await stack.sql<{ company_id: string }>(
      `with c as (insert into public.companies (slug, name) values ('andere', 'Andere') returning id),
            r as (insert into public.roles (company_id, name, slug, can_view_new_orders, can_view_order_history)
                  select id, 'Baas', 'baas', true, true from c returning id, company_id)
       insert into public.users (user_main_id, company_id, role_id, is_active)
       select $1, company_id, id, true from r returning company_id`,
      [created.data.user!.id],
    );

    // The orders to work on: five per writer, placed before anyone subscribes.
    const orders = await stack.sql<{ id: string }>(
      `insert into public.orders (company_id) select $1 from generate_series(1, $2) returning id`,
      [KMFC_COMPANY_ID, WRITERS * ORDERS_EACH],
    );
    const ids = orders.map((o) => o.id);

    const staff = [DEMO.owner, DEMO.manager, DEMO.kitchen];
    const writers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => signIn(staff[i % staff.length])));
    const watchers = await Promise.all([...staff, DEMO.owner, DEMO.kitchen].map((email) => signIn(email)));
    const stranger = await signIn('baas@andere.test', 'andere-pw');
    const watching = watchers.map(watchOrders);
    const strangerWatch = watchOrders(stranger);
    await Promise.all([...watching, strangerWatch].map((w) => w.subscribed));

    // Every writer accepts its own five orders and, racing the others, tries to step two shared ones.
    const shared = ids.slice(0, 2);
    const results = await Promise.all(
      writers.flatMap((client, w) => [
        ...ids.slice(w * ORDERS_EACH, (w + 1) * ORDERS_EACH).map((id) =>
          client.from('orders').update({ status: 'accepted' }).eq('id', id).eq('status', 'created').select('id'),
        ),
        ...shared.map((id) => client.from('orders').update({ last_mutation_id: randomUUID() }).eq('id', id).select('id')),
      ]),
    );
    for (const result of results) {
      expect(result.error).toBeNull();
      expect(result.data).toHaveLength(1);
    }
    const marker = (await stack.sql<{ id: string }>(
      'insert into public.orders (company_id) values ($1) returning id', [other.company_id],
    ))[0];

    const expected = new Map<string, number>(ids.map((id) => [id, 1]));
    for (const id of shared) expected.set(id, 1 + WRITERS);
    const total = WRITERS * ORDERS_EACH + shared.length * WRITERS;
    for (const watch of watching) {
      await vi.waitFor(() => expect(watch.events.length).toBeGreaterThanOrEqual(total), 20_000);
      const seen = new Map<string, number>();
      for (const e of watch.events) {
        expect(e.eventType).toBe('UPDATE');
        const id = (e.new as Row).id as string;
        seen.set(id, (seen.get(id) ?? 0) + 1);
      }
      expect(watch.events).toHaveLength(total);
      expect(seen).toEqual(expected);
      // Per row, events arrive in commit order: the last one of each order carries its final version.
      const { data: rows } = await admin.from('orders').select('id, version').in('id', ids);
      const last = new Map<string, unknown>();
      for (const e of watch.events) last.set((e.new as Row).id as string, (e.new as Row).version);
      for (const row of rows ?? []) expect(last.get(row.id as string)).toBe(row.version);
    }
    // The other company's staff sees its own order and none of KMFC's.
    await vi.waitFor(() => expect(strangerWatch.events.length).toBeGreaterThan(0), 5_000);
    expect(strangerWatch.events.map((e) => (e.new as Row).id)).toEqual([marker.id]);
  });
});
