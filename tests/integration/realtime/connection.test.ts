// The socket side: heartbeats, leave, sockets that vanish, reconnects, the raw Phoenix frames,
// broadcast and presence, and the idle timeout.
import { createServer as createHttpServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type WebSocket from 'ws';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../../../local-supabase/stack';
import { createRealtimeServer } from '../../../local-supabase/realtime/index';
import {
  closeClients,
  eventsOf,
  listen,
  makeClient,
  Raw,
  realtimeUrl,
  startFixtureStack,
} from './helpers';
import { waitFor } from '../../helpers/wait-for';

let stack: Stack;
const clients: SupabaseClient[] = [];
let nextId = 1;

function client(options: Parameters<typeof makeClient>[1] = {}): SupabaseClient {
  const c = makeClient(stack, options);
  clients.push(c);
  return c;
}

async function insertItem(): Promise<number> {
  const id = nextId++;
  await stack.sql(`insert into items (id, name) values ($1, 'x')`, [id]);
  return id;
}

function underlyingSocket(c: SupabaseClient): WebSocket {
  return (
    c.realtime as unknown as { socketAdapter: { getSocket(): { conn: WebSocket } } }
  ).socketAdapter.getSocket().conn;
}

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await closeClients(...clients);
  await stack?.stop();
});

describe('realtime socket', () => {
  test('heartbeats are answered: a client with a 200 ms heartbeat stays connected', async () => {
    const c = client({ heartbeatIntervalMs: 200 });
    const beats: string[] = [];
    c.realtime.onHeartbeat((status) => beats.push(status));
    const l = listen(c, [{ event: 'INSERT', table: 'items' }]);
    await l.ready;
    // Four answered heartbeats: about 0.8 s of the 200 ms rhythm, longer than one interval could hide.
    await waitFor(() => beats.filter((s) => s === 'ok').length >= 4, { timeoutMs: 5000, what: 'four answered heartbeats' });
    expect(beats).not.toContain('timeout');
    expect(c.realtime.isConnected()).toBe(true);
    await insertItem();
    await eventsOf(l, 1);
  });

  test('removeChannel sends phx_leave and gets ok', async () => {
    const c = client();
    const l = listen(c, [{ event: '*', table: 'items' }]);
    await l.ready;
    expect(await c.removeChannel(l.channel)).toBe('ok');
    expect(l.statuses).toContain('CLOSED');
  });

  test('a socket killed without a close frame does not hurt the server, and a new client still gets events', async () => {
    const raw = await Raw.open(realtimeUrl(stack, stack.port));
    raw.send([
      '1',
      '1',
      'realtime:doomed',
      'phx_join',
      { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'items' }] } },
    ]);
    await raw.next((f) => f[3] === 'system');
    raw.ws.terminate(); // no close frame, TCP just goes away
    const killed = client();
    const first = listen(killed, [{ event: '*', table: 'items' }]);
    await first.ready;
    underlyingSocket(killed).terminate();
    await insertItem();
    const l = listen(client(), [{ event: 'INSERT', table: 'items' }]);
    await l.ready;
    const id = await insertItem();
    const [ev] = await eventsOf(l, 1);
    expect(ev.new.id).toBe(id);
  });

  test('the client reconnects and rejoins after the server side drops it', async () => {
    // A TCP proxy in front of the gateway, so the test can cut the connection at the server's end.
    const pairs: Socket[][] = [];
    const proxy: TcpServer = createTcpServer((down) => {
      const up = connect(stack.port, '127.0.0.1');
      down.pipe(up).pipe(down);
      down.on('error', () => up.destroy());
      up.on('error', () => down.destroy());
      pairs.push([down, up]);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as { port: number }).port;
    try {
      const c = client({ url: `http://127.0.0.1:${port}`, reconnectAfterMs: () => 100 });
      const l = listen(c, [{ event: 'INSERT', table: 'items' }]);
      await l.ready;
      for (const [down, up] of pairs) {
        down.destroy();
        up.destroy();
      }
      await waitFor(() => l.statuses.filter((s) => s === 'SUBSCRIBED').length >= 2, { timeoutMs: 5000, what: 'rejoin' });
      await waitFor(
        () => l.system.filter((m) => m.message === 'Subscribed to PostgreSQL').length >= 2,
        { timeoutMs: 2000, what: 'resubscribe' },
      );
      expect(pairs.length).toBeGreaterThanOrEqual(2);
      const id = await insertItem();
      const [ev] = await eventsOf(l, 1);
      expect(ev.new.id).toBe(id);
      await c.removeAllChannels();
    } finally {
      for (const pair of pairs) for (const s of pair) s.destroy();
      proxy.close();
    }
  });

  test('raw frames: ids echo the bindings in order, system carries the join_ref, one frame per change with every matching id', async () => {
    const raw = await Raw.open(realtimeUrl(stack, stack.port));
    const bindings = [
      { event: '*', schema: 'public', table: 'items' },
      { event: 'UPDATE', schema: 'public', table: 'items', filter: 'id=eq.900' },
      { event: '*', schema: 'public', table: 'items' },
    ];
    raw.send([
      '3',
      '3',
      'realtime:raw',
      'phx_join',
      {
        config: {
          broadcast: { ack: false, self: false },
          presence: { key: '', enabled: true },
          postgres_changes: bindings,
          private: false,
        },
      },
    ]);
    const replyFrame = await raw.next((f) => f[3] === 'phx_reply');
    expect(replyFrame.slice(0, 3)).toEqual(['3', '3', 'realtime:raw']);
    const response = replyFrame[4] as { status: string; response: { postgres_changes: { id: number }[] } };
    expect(response.status).toBe('ok');
    const echoed = response.response.postgres_changes;
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    const [a, b, c] = echoed.map((e) => e.id);
    expect(Number.isInteger(a) && a > 0 && Number.isInteger(b) && b !== a).toBe(true);
    expect(c).toBe(a);
    expect(await raw.next((f) => f[3] === 'presence_state')).toEqual([
      '3',
      null,
      'realtime:raw',
      'presence_state',
      {},
    ]);
    expect(await raw.next((f) => f[3] === 'system')).toEqual([
      '3',
      null,
      'realtime:raw',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'raw' },
    ]);
    await stack.sql(`insert into items (id, name, price) values (900, 'patat', 3.25)`);
    await stack.sql(`update items set qty = 2 where id = 900`);
    const ins = await raw.next((f) => f[3] === 'postgres_changes');
    expect(ins.slice(0, 3)).toEqual([null, null, 'realtime:raw']);
    const insPayload = ins[4] as { ids: number[]; data: Record<string, unknown> };
    expect(insPayload.ids).toEqual([a]);
    expect(insPayload.data).toMatchObject({
      schema: 'public',
      table: 'items',
      type: 'INSERT',
      errors: null,
      columns: [
        { name: 'id', type: 'int4' },
        { name: 'name', type: 'text' },
        { name: 'price', type: 'numeric' },
        { name: 'qty', type: 'int4' },
      ],
      record: { id: 900, name: 'patat', price: 3.25, qty: 0 },
    });
    const upd = (await raw.next((f) => f[3] === 'postgres_changes'))[4] as {
      ids: number[];
      data: Record<string, unknown>;
    };
    expect([...upd.ids].sort()).toEqual([a, b].sort());
    expect(upd.data).toMatchObject({ type: 'UPDATE', old_record: { id: 900 }, record: { qty: 2 } });
    raw.send(['3', '4', 'realtime:raw', 'phx_leave', {}]);
    expect(await raw.next((f) => f[1] === '4')).toEqual([
      '3',
      '4',
      'realtime:raw',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    raw.ws.close();
  });

  test('bad frames are ignored, unknown topics get "unmatched topic", vsn 1.0.0 object frames work', async () => {
    const raw = await Raw.open(realtimeUrl(stack, stack.port));
    raw.send('not json');
    raw.send('[1,2]');
    raw.send(Buffer.from([9, 9, 9]));
    raw.send([null, '5', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    expect((await raw.next((f) => f[1] === '5'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    raw.send([null, '6', 'phoenix', 'heartbeat', {}]);
    expect(await raw.next((f) => f[1] === '6')).toEqual([
      null,
      '6',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    raw.ws.close();
    const v1 = await Raw.open(realtimeUrl(stack, stack.port, '1.0.0'));
    v1.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null });
    await waitFor(() => v1.frames.length > 0);
    expect(v1.frames[0]).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '1',
      join_ref: null,
    });
    v1.ws.close();
  });

  test('broadcast reaches the other clients of the topic (JSON and binary payloads, ack) and presence syncs', async () => {
    const a = client();
    const b = client();
    const got: { event: string; payload: unknown }[] = [];
    const mine: unknown[] = [];
    const chA = a.channel('chat', { config: { broadcast: { ack: true }, presence: { key: 'anna' } } });
    const chB = b.channel('chat', { config: { presence: { key: 'bram' } } });
    chA.on('broadcast', { event: '*' }, (m) => mine.push(m));
    chB.on('broadcast', { event: '*' }, (m) => got.push(m as unknown as { event: string; payload: unknown }));
    chB.on('presence', { event: 'sync' }, () => {});
    const subscribed = (ch: typeof chA) =>
      new Promise<void>((resolve) => ch.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    await Promise.all([subscribed(chA), subscribed(chB)]);
    expect(await chA.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    await chA.send({ type: 'broadcast', event: 'blob', payload: new Uint8Array([1, 2, 3]).buffer });
    await waitFor(() => got.length >= 2, { timeoutMs: 2000, what: 'broadcasts' });
    expect(got[0]).toMatchObject({ type: 'broadcast', event: 'cursor', payload: { x: 1 } });
    expect(got[1].event).toBe('blob');
    expect([...new Uint8Array(got[1].payload as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect(mine).toEqual([]); // self: false
    expect(await chA.track({ online: true })).toBe('ok');
    await waitFor(() => 'anna' in chB.presenceState(), { timeoutMs: 2000, what: 'presence' });
    expect(chB.presenceState().anna[0]).toMatchObject({ online: true });
    await a.removeChannel(chA);
    await waitFor(() => !('anna' in chB.presenceState()), { timeoutMs: 2000, what: 'presence leave' });
  });

  test('a socket silent for longer than the idle timeout is dropped; one that sends heartbeats is kept', async () => {
    const realtime = createRealtimeServer(
      { db: stack.db, keys: stack.keys, url: () => stack.url, now: Date.now },
      { idleTimeoutMs: 300 },
    );
    const server: Server = createHttpServer();
    server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const silent = await Raw.open(realtimeUrl(stack, port));
      const chatty = await Raw.open(realtimeUrl(stack, port));
      const beat = setInterval(() => chatty.send([null, 'hb', 'phoenix', 'heartbeat', {}]), 100);
      const answered = () => chatty.frames.filter((f) => Array.isArray(f) && f[1] === 'hb' && f[3] === 'phx_reply').length;
      try {
        await waitFor(() => silent.closed, { timeoutMs: 5000, what: 'the silent socket to be dropped' });
        // Nine answers, 100 ms apart: the chatty socket outlived three idle timeouts.
        await waitFor(() => answered() >= 9 || chatty.closed, { timeoutMs: 5000, what: 'nine heartbeat replies' });
      } finally {
        clearInterval(beat);
      }
      expect(chatty.closed).toBe(false);
      chatty.ws.close();
    } finally {
      await realtime.close();
      server.close();
    }
  });
});
