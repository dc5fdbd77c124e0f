// postgres_changes through the official client: every write route, payload shape, filters,
// event-specific bindings, replica identity and column privileges, and delivery latency.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../../local-supabase/stack';
import { closeClients, eventsOf, listen, makeClient, startFixtureStack } from './helpers';
import { waitFor } from '../../helpers/wait-for';

let stack: Stack;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  stack = await startFixtureStack();
  service = makeClient(stack, { token: stack.keys.serviceRoleKey });
  anon = makeClient(stack);
});

afterAll(async () => {
  await closeClients(service, anon);
  await stack?.stop();
});

describe('postgres_changes', () => {
  test('INSERT, UPDATE and DELETE made through PostgREST with the service key are received', async () => {
    const l = listen(anon, [{ event: '*', table: 'items' }]);
    await l.ready;
    expect((await service.from('items').insert({ id: 1, name: 'friet', price: 2.5 })).error).toBeNull();
    expect((await service.from('items').update({ qty: 3 }).eq('id', 1)).error).toBeNull();
    expect((await service.from('items').delete().eq('id', 1)).error).toBeNull();
    const [ins, upd, del] = await eventsOf(l, 3);
    expect(ins).toMatchObject({
      eventType: 'INSERT',
      schema: 'public',
      table: 'items',
      errors: null,
      old: {},
    });
    expect(ins.new).toEqual({ id: 1, name: 'friet', price: 2.5, qty: 0 });
    expect(ins.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(upd).toMatchObject({ eventType: 'UPDATE', new: { id: 1, qty: 3 }, old: { id: 1 } });
    expect(Object.keys(upd.old)).toEqual(['id']); // default replica identity: the primary key only
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: 1 } });
  });

  test('changes made inside an RPC are received', async () => {
    const l = listen(anon, [{ event: 'INSERT', table: 'items' }]);
    await l.ready;
    expect((await service.rpc('add_item', { p_id: 20, p_name: 'kroket' })).error).toBeNull();
    const [ev] = await eventsOf(l, 1);
    expect(ev.new).toMatchObject({ id: 20, name: 'kroket' });
  });

  test('changes made with direct SQL are received', async () => {
    const l = listen(anon, [{ event: '*', table: 'items' }]);
    await l.ready;
    await stack.sql(`insert into items (id, name) values (30, 'bitterbal'), (31, 'frikandel')`);
    await stack.sql(`update items set name = 'frikandel speciaal' where id = 31`);
    await stack.sql(`delete from items where id = 30`);
    const events = await eventsOf(l, 4);
    expect(events.map((e) => `${e.eventType}:${(e.new.id ?? e.old.id) as number}`)).toEqual([
      'INSERT:30',
      'INSERT:31',
      'UPDATE:31',
      'DELETE:30',
    ]);
  });

  test('a filtered subscription only gets its rows (eq and in)', async () => {
    const eq = listen(anon, [{ event: '*', table: 'items', filter: 'id=eq.41' }]);
    const inList = listen(anon, [{ event: '*', table: 'items', filter: 'id=in.(42,43)' }]);
    const gt = listen(anon, [{ event: 'INSERT', table: 'items', filter: 'qty=gt.9' }]);
    const all = listen(anon, [{ event: '*', table: 'items' }]);
    await Promise.all([eq.ready, inList.ready, gt.ready, all.ready]);
    await stack.sql(
      `insert into items (id, name, qty) values (40, 'a', 1), (41, 'b', 2), (42, 'c', 10), (43, 'd', 9), (44, 'e', 100)`,
    );
    await stack.sql(`delete from items where id in (41, 43)`);
    await eventsOf(all, 7);
    expect(eq.events.map((e) => e.eventType)).toEqual(['INSERT', 'DELETE']);
    expect(eq.events.every((e) => (e.new.id ?? e.old.id) === 41)).toBe(true);
    expect(inList.events.map((e) => `${e.eventType}:${(e.new.id ?? e.old.id) as number}`)).toEqual([
      'INSERT:42',
      'INSERT:43',
      'DELETE:43',
    ]);
    expect(gt.events.map((e) => e.new.id)).toEqual([42, 44]); // numeric comparison, not text
  });

  test('event-specific bindings fire only for their event', async () => {
    const l = listen(anon, [
      { event: 'INSERT', table: 'items' },
      { event: 'UPDATE', table: 'items', filter: 'id=eq.50' },
      { event: 'DELETE', table: 'items' },
      { event: '*', table: 'items' },
    ]);
    await l.ready;
    await stack.sql(`insert into items (id, name) values (50, 'x')`);
    await stack.sql(`update items set qty = 1 where id = 50`);
    await stack.sql(`delete from items where id = 50`);
    const events = await eventsOf(l, 6);
    expect(events.map((e) => `${e.binding}:${e.eventType}`).sort()).toEqual(
      ['0:INSERT', '3:INSERT', '1:UPDATE', '3:UPDATE', '2:DELETE', '3:DELETE'].sort(),
    );
  });

  test('REPLICA IDENTITY FULL gives the whole old row, cut to the key for DELETE on RLS tables; columns a role may not read are left out', async () => {
    const asService = listen(service, [{ event: '*', table: 'orders' }]);
    const asAnon = listen(anon, [{ event: '*', table: 'orders' }]);
    await Promise.all([asService.ready, asAnon.ready]);
    await stack.sql(`insert into orders (id, status, secret, total) values (1, 'new', 's3cret', 12.5)`);
    await stack.sql(`update orders set status = 'paid' where id = 1`);
    await stack.sql(`delete from orders where id = 1`);
    const [ins, upd, del] = await eventsOf(asService, 3);
    expect(ins.new).toEqual({ id: 1, status: 'new', secret: 's3cret', total: 12.5 });
    expect(upd.old).toEqual({ id: 1, status: 'new', secret: 's3cret', total: 12.5 });
    expect(del.old).toEqual({ id: 1 });
    const [aIns, aUpd] = await eventsOf(asAnon, 3);
    expect(aIns.new).toEqual({ id: 1, status: 'new', total: 12.5 });
    expect(aUpd.old).toEqual({ id: 1, status: 'new', total: 12.5 });
  });

  test('a record over 1 MB arrives with only its small fields and Error 413', async () => {
    const l = listen(anon, [{ event: 'INSERT', table: 'items', filter: 'id=eq.60' }]);
    await l.ready;
    await stack.sql(`insert into items (id, name) values (60, repeat('x', 1100000))`);
    const [ev] = await eventsOf(l, 1);
    expect(ev.errors).toEqual(['Error 413: Payload Too Large']);
    expect(ev.new).toEqual({ id: 60, price: 0, qty: 0 });
  });

  test('subscriptions survive stack.reset() and see the recreated tables', async () => {
    const l = listen(anon, [{ event: '*', table: 'orders' }]);
    await l.ready;
    await stack.sql(`insert into orders (id) values (70)`);
    await eventsOf(l, 1);
    await stack.reset();
    await stack.sql(`insert into orders (id, status) values (71, 'after reset')`);
    const events = await eventsOf(l, 2);
    expect(events[1]).toMatchObject({
      eventType: 'INSERT',
      errors: null,
      new: { id: 71, status: 'after reset' },
    });
    expect(events[1].new).not.toHaveProperty('secret');
  });

  test('a table dropped and recreated under the same name is not served from stale metadata', async () => {
    const publish = `alter publication supabase_realtime add table public.scratch; select _local_realtime.attach_triggers();`;
    await stack.db.exec(`create table public.scratch (id int primary key, v text); ${publish}`);
    const l = listen(anon, [
      { event: 'INSERT', table: 'scratch' },
      { event: 'INSERT', table: 'items', filter: 'id=eq.80' },
    ]);
    await l.ready;
    await stack.sql(`insert into scratch values (1, 'open')`);
    await eventsOf(l, 1);
    // Same name and columns, but now RLS hides every row from anon.
    await stack.db.exec(`drop table public.scratch; create table public.scratch (id int primary key, v text);
                         alter table public.scratch enable row level security; ${publish}`);
    await stack.sql(`insert into scratch values (2, 'hidden')`);
    await stack.sql(`insert into items (id, name) values (80, 'control')`);
    const events = await eventsOf(l, 2);
    expect(events.map((e) => `${e.table}:${e.new.id as number}`)).toEqual(['scratch:1', 'items:80']);
  });

  test('insert-to-callback latency (printed, not asserted)', async () => {
    const l = listen(anon, [{ event: 'INSERT', table: 'items', filter: 'id=gte.1000' }]);
    await l.ready;
    const rest: number[] = [];
    const sql: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await service.from('items').insert({ id: 1000 + i, name: `bench ${i}` });
      await waitFor(() => l.events.length > i);
      rest.push(performance.now() - t0);
    }
    for (let i = 50; i < 100; i++) {
      const t0 = performance.now();
      await stack.sql(`insert into items (id, name) values (${1000 + i}, 'bench')`);
      await waitFor(() => l.events.length > i);
      sql.push(performance.now() - t0);
    }
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(1);
      return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`;
    };
    console.log(`realtime latency, PostgREST insert → callback (50): ${stats(rest)}`);
    console.log(`realtime latency, stack.sql insert → callback (50): ${stats(sql)}`);
    expect(l.events).toHaveLength(100);
  });
});
