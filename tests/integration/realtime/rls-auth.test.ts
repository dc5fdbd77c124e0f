// Who sees what: RLS on INSERT/UPDATE, the DELETE exception, anon, switching tokens after the join,
// and the token errors at join and later.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../../local-supabase/stack';
import { signJwt } from '../../../local-supabase/jwt';
import {
  ALICE,
  BOB,
  closeClients,
  eventsOf,
  listen,
  makeClient,
  startFixtureStack,
  userToken,
} from './helpers';
import { waitFor } from '../../helpers/wait-for';

let stack: Stack;
const clients: SupabaseClient[] = [];

function client(token?: string): SupabaseClient {
  const c = makeClient(stack, { token });
  clients.push(c);
  return c;
}

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await closeClients(...clients);
  await stack?.stop();
});

/** Inserts a note for owner and returns its id. */
async function note(owner: string, body = 'hi'): Promise<number> {
  const [row] = await stack.sql<{ id: number }>(
    `insert into notes (owner, body) values ($1, $2) returning id::int`,
    [owner, body],
  );
  return row.id;
}

let controlId = 1;
/** A write every subscriber sees; once it arrives, every earlier event would have too. */
async function control(): Promise<void> {
  await stack.sql(`insert into items (id, name) values ($1, 'control')`, [controlId++]);
}

const notesAndControl = [
  { event: '*' as const, table: 'notes' },
  { event: 'INSERT' as const, table: 'items' },
];

describe('RLS and tokens', () => {
  test('a user gets no event for a row RLS hides from them while its owner does', async () => {
    const alice = listen(client(userToken(stack, ALICE)), notesAndControl);
    const bob = listen(client(userToken(stack, BOB)), notesAndControl);
    await Promise.all([alice.ready, bob.ready]);
    const id = await note(ALICE, 'secret plans');
    await stack.sql(`update notes set body = 'new plans' where id = $1`, [id]);
    await control();
    await eventsOf(alice, 3);
    await eventsOf(bob, 1);
    expect(alice.events.map((e) => `${e.binding}:${e.eventType}`)).toEqual([
      '0:INSERT',
      '0:UPDATE',
      '1:INSERT',
    ]);
    expect(alice.events[0].new).toMatchObject({
      id,
      owner: ALICE,
      body: 'secret plans',
      tags: [],
      done: false,
    });
    expect(bob.events.map((e) => e.table)).toEqual(['items']);
  });

  test('DELETE events are not RLS-checked, and carry only the primary key', async () => {
    const id = await note(ALICE);
    const bob = listen(client(userToken(stack, BOB)), notesAndControl);
    await bob.ready;
    await stack.sql(`delete from notes where id = $1`, [id]);
    const [ev] = await eventsOf(bob, 1);
    expect(ev).toMatchObject({ eventType: 'DELETE', table: 'notes', old: { id } });
    expect(Object.keys(ev.old)).toEqual(['id']);
  });

  test('an anon subscriber gets nothing from an RLS table it cannot select', async () => {
    const anon = listen(client(), [...notesAndControl, { event: '*', table: 'hidden' }]);
    const service = listen(client(stack.keys.serviceRoleKey), [{ event: '*', table: 'hidden' }]);
    await Promise.all([anon.ready, service.ready]);
    await note(BOB);
    await stack.sql(`insert into hidden (id, note) values (1, 'x')`);
    await control();
    await eventsOf(anon, 1);
    await eventsOf(service, 1);
    expect(anon.events.map((e) => e.table)).toEqual(['items']);
    expect(service.events[0].new).toEqual({ id: 1, note: 'x' });
  });

  test('setAuth(newToken) after the join switches what is visible', async () => {
    const c = client(userToken(stack, ALICE));
    const l = listen(c, notesAndControl);
    await l.ready;
    const a1 = await note(ALICE);
    await note(BOB);
    await control();
    await eventsOf(l, 2);
    expect(l.events.map((e) => (e.table === 'notes' ? e.new.owner : 'control'))).toEqual([ALICE, 'control']);
    await c.realtime.setAuth(userToken(stack, BOB));
    // access_token gets no reply, but the socket handles its frames in order: once a channel joined
    // after it is subscribed, the server has switched the token.
    await listen(c, []).ready;
    await note(ALICE);
    const b2 = await note(BOB);
    await control();
    await eventsOf(l, 4);
    expect(l.events.slice(2).map((e) => (e.table === 'notes' ? e.new.id : 'control'))).toEqual([
      b2,
      'control',
    ]);
    expect(a1).toBeGreaterThan(0);
  });

  test('an expired token at join gives CHANNEL_ERROR with the reason', async () => {
    const expired = userToken(stack, ALICE, -60);
    const l = listen(client(expired), notesAndControl);
    await expect(l.ready).rejects.toThrow(/InvalidJWTToken: Token has expired \d+ seconds ago/);
    expect(l.statuses[0]).toBe('CHANNEL_ERROR');
  });

  test('a token without exp or role is refused at join', async () => {
    const noExp = signJwt({ role: 'authenticated', sub: ALICE }, stack.keys.jwtSecret);
    const l = listen(client(noExp), notesAndControl);
    await expect(l.ready).rejects.toThrow('Fields `role` and `exp` are required in JWT');
    const badSig = signJwt(
      { role: 'authenticated', sub: ALICE, exp: 9999999999 },
      'another-secret-another-secret-another',
    );
    const l2 = listen(client(badSig), notesAndControl);
    await expect(l2.ready).rejects.toThrow(/InvalidJWTToken/);
  });

  test('an expired token pushed later closes the channel with a system error', async () => {
    const c = client(userToken(stack, ALICE));
    const l = listen(c, notesAndControl);
    await l.ready;
    await c.realtime.setAuth(userToken(stack, ALICE, -5));
    await waitFor(() => l.statuses.includes('CLOSED'), { timeoutMs: 3000, what: 'CLOSED' });
    expect(l.system.at(-1)).toMatchObject({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(/^Token has expired/),
    });
  });

  test('a channel is closed when its token runs out', async () => {
    // exp is in whole seconds, so a token of 1 s lived 0 to 1 s: too short to join on a busy machine.
    const l = listen(client(userToken(stack, ALICE, 3)), notesAndControl);
    await l.ready;
    await waitFor(() => l.statuses.includes('CLOSED'), { timeoutMs: 6000, what: 'CLOSED' });
    expect(l.system.at(-1)).toMatchObject({ extension: 'system', status: 'error' });
  });

  test('a binding on an unknown table or column gets a system error, not a join error', async () => {
    const c = client(userToken(stack, ALICE));
    const l1 = listen(c, [{ event: '*', table: 'nope' }]);
    const l2 = listen(c, [{ event: '*', table: 'notes', filter: 'nope=eq.1' }]);
    await waitFor(() => l1.system.length > 0 && l2.system.length > 0, { timeoutMs: 3000, what: 'system messages' });
    expect(l1.statuses).toEqual(['SUBSCRIBED']);
    expect(l1.system[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      message: expect.stringContaining('Unable to subscribe'),
    });
    expect(l2.system[0]).toMatchObject({
      status: 'error',
      message: expect.stringContaining('invalid column for filter nope'),
    });
  });
});
