// `npm run supabase -- --db-url …` on a fresh PostgreSQL 15 database, as a developer runs it: the
// migrations and seed apply, the seed users sign in, an order placed with `npm run order` arrives by
// realtime, a change through PostgREST and a write from another connection (as psql) reach other
// devices, a transaction that commits after a later capture id loses nothing, and a second start
// finds the project in place. PostgreSQL only (project `postgres`).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { readdirSync } from 'node:fs';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { runTool, type Running } from '../../helpers/process';
import { makeClient, DEMO } from '../../helpers/stack';
import { freshDatabaseUrl, testDatabaseKind } from '../../helpers/test-database';
import { openServerDatabase } from '../../../local-supabase/db/database';
import { startStack } from '../../../local-supabase/stack';
import { PRODUCT_IDS } from '../../fixtures/seed-ids';

type Row = Record<string, unknown>;
const onPostgres = testDatabaseKind() === 'postgres';

describe.skipIf(!onPostgres)('local-supabase --db-url on PostgreSQL 15 (runs in the vitest project postgres)', () => {
  let dbUrl = '';
  let cli: Running | undefined;
  let api = { url: '', anonKey: '' };
  const clients: SupabaseClient[] = [];
  const direct = () => new pg.Client({ connectionString: dbUrl });

  async function signIn(email: string): Promise<SupabaseClient> {
    const client = makeClient(api.url, api.anonKey);
    const { error } = await client.auth.signInWithPassword({ email, password: 'kmfc-demo' });
    expect(error).toBeNull();
    clients.push(client);
    return client;
  }

  function watch(client: SupabaseClient, table: string) {
    const events: RealtimePostgresChangesPayload<Row>[] = [];
    const subscribed = new Promise<void>((resolve, reject) => {
      client
        .channel(`${table}-${Math.random()}`)
        .on('postgres_changes', { event: '*', schema: 'public', table }, (e) => events.push(e))
        .subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(err ?? new Error(status))));
    });
    return { events, subscribed };
  }

  beforeAll(async () => {
    dbUrl = await freshDatabaseUrl();
    cli = runTool('local-supabase/cli.ts', ['--db-url', dbUrl, '--port', '0']);
    const [, url] = await cli.waitFor(/API URL: (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
    const [, anonKey] = await cli.waitFor(/anon key: (\S+)/);
    api = { url, anonKey };
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    if (cli && cli.child.exitCode === null) cli.child.kill('SIGKILL');
  });

  it('applies every migration and the seed on PostgreSQL 15', async () => {
    const client = direct();
    await client.connect();
    try {
      const version = await client.query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
      expect(version.rows[0].v).toBeGreaterThanOrEqual(150000);
      expect(version.rows[0].v).toBeLessThan(160000);
      const migrations = readdirSync('supabase/migrations').filter((f) => f.endsWith('.sql'));
      const applied = await client.query('select version from supabase_migrations.schema_migrations');
      expect(applied.rowCount).toBe(migrations.length);
      const companies = await client.query(`select slug from public.companies where slug = 'kmfc-shop'`);
      expect(companies.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('signs in the seed users; npm run order, a PostgREST change and a write from psql arrive by realtime', async () => {
    const [owner, manager, kitchen] = await Promise.all([DEMO.owner, DEMO.manager, DEMO.kitchen].map(signIn));
    const orders = watch(kitchen, 'orders');
    const products = watch(owner, 'products');
    await Promise.all([orders.subscribed, products.subscribed]);

    const order = runTool('local-supabase/order-cli.ts', [], { SUPABASE_URL: api.url });
    const [, shortId] = await order.waitFor(/Placed order #([0-9A-F]{8})/);
    expect(await order.exited).toBe(0);
    await vi.waitFor(() => expect(orders.events.length).toBeGreaterThan(0), 5_000);
    const placed = orders.events[0];
    expect(placed).toMatchObject({ eventType: 'INSERT', new: { status: 'created' } });
    const orderId = (placed.new as Row).id as string;
    expect(orderId.slice(-8).toUpperCase()).toBe(shortId);

    const sold = await manager.from('products').update({ is_sold_out: true }).eq('id', PRODUCT_IDS.cheeseburger).select('id');
    expect(sold.error).toBeNull();
    await vi.waitFor(() => expect(products.events.length).toBeGreaterThan(0), 5_000);
    expect(products.events[0]).toMatchObject({ eventType: 'UPDATE', new: { id: PRODUCT_IDS.cheeseburger, is_sold_out: true } });

    const psql = direct();
    await psql.connect();
    try {
      await psql.query(`update public.orders set status = 'accepted' where id = $1`, [orderId]);
    } finally {
      await psql.end();
    }
    await vi.waitFor(() => expect(orders.events.length).toBe(2), 5_000);
    expect(orders.events[1]).toMatchObject({ eventType: 'UPDATE', new: { id: orderId, status: 'accepted' } });
  });

  it('loses no change of a transaction that commits after one with a higher capture id', async () => {
    const owner = await signIn(DEMO.owner);
    const orders = watch(owner, 'orders');
    await orders.subscribed;
    const [early, late] = [direct(), direct()];
    await Promise.all([early.connect(), late.connect()]);
    try {
      const company = `(select id from public.companies where slug = 'kmfc-shop')`;
      await early.query('begin');
      const first = await early.query<{ id: string }>(`insert into public.orders (company_id) select ${company} returning id`);
      const second = await late.query<{ id: string }>(`insert into public.orders (company_id) select ${company} returning id`);
      await vi.waitFor(() => expect(orders.events.map((e) => (e.new as Row).id)).toContain(second.rows[0].id), 5_000);
      await early.query('commit');
      await vi.waitFor(() => expect(orders.events.map((e) => (e.new as Row).id)).toContain(first.rows[0].id), 5_000);
      expect(orders.events.map((e) => (e.new as Row).id)).toEqual([second.rows[0].id, first.rows[0].id]);
    } finally {
      await Promise.all([early.end(), late.end()]);
    }
  });

  it('is told of captured changes by NOTIFY at commit, from any connection', async () => {
    const db = await openServerDatabase(dbUrl, 1);
    let calls = 0;
    const stop = await db.listenForChanges!(() => void calls++);
    const writer = direct();
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`update public.products set is_sold_out = false where id = $1`, [PRODUCT_IDS.cheeseburger]);
      // A round trip on the listening side: nothing may have arrived before the commit.
      await db.query('select 1');
      expect(calls).toBe(0);
      await writer.query('commit');
      await vi.waitFor(() => expect(calls).toBeGreaterThan(0), 5_000);
    } finally {
      await writer.end();
      await stop();
      await db.close();
    }
  });

  it('stops on SIGTERM, and a second start on the same database applies nothing again', async () => {
    cli!.child.kill('SIGTERM');
    expect(await cli!.exited).toBe(0);
    const lines: string[] = [];
    const stack = await startStack({ dbUrl, memory: true, port: 0, log: (line) => lines.push(line) });
    try {
      expect(lines.filter((l) => l.startsWith('applied'))).toEqual([]);
      const { data, error } = await makeClient(stack.url, stack.keys.anonKey).from('companies').select('slug');
      expect(error).toBeNull();
      expect(data?.filter((c) => c.slug === 'kmfc-shop')).toHaveLength(1);
    } finally {
      await stack.stop();
    }
  });
});
