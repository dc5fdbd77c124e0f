// The fault proxy between supabase-js and a real local stack: pass-through (with CORS and
// keep-alive), each injected fault as the client and the server see it, cut websockets, offline.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO, makeClient, startTestStack, type Stack } from '../../helpers/stack';
import { startFaultProxy, type FaultProxy } from '../../helpers/fault-proxy';
import { PRODUCT_IDS } from '../../fixtures/seed-ids';
import { waitFor } from '../../helpers/wait-for';

const PRODUCT = PRODUCT_IDS.frikandel; // not sold out in the seed
const PRODUCTS_PATH = '/rest/v1/products';

let stack: Stack;
let proxy: FaultProxy;
let owner: SupabaseClient;
const clients: SupabaseClient[] = [];

async function ownerViaProxy(): Promise<SupabaseClient> {
  const client = makeClient(proxy.url, stack.keys.anonKey);
  clients.push(client);
  const { error } = await client.auth.signInWithPassword({ email: DEMO.owner, password: 'kmfc-demo' });
  if (error) throw new Error(`sign-in through the proxy failed: ${error.message}`);
  return client;
}

async function soldOut(id: string): Promise<boolean> {
  const rows = await stack.sql<{ is_sold_out: boolean }>('select is_sold_out from public.products where id = $1', [id]);
  return rows[0].is_sold_out;
}

const selectProduct = () => owner.from('products').select('id, is_sold_out').eq('id', PRODUCT).retry(false);

beforeAll(async () => {
  stack = await startTestStack();
  proxy = await startFaultProxy(stack.url);
  owner = await ownerViaProxy();
});

afterEach(async () => {
  proxy.clearFaults();
  proxy.setOffline(false);
  await stack.sql('update public.products set is_sold_out = false where id = $1', [PRODUCT]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => [])));
  for (const c of clients) c.realtime.disconnect();
  await proxy?.close();
  await stack?.stop();
});

describe('fault proxy', () => {
  test('passes requests through: auth, select, CORS headers and preflight, keep-alive', async () => {
    expect(proxy.log.some((e) => e.method === 'POST' && e.path.startsWith('/auth/v1/token') && e.outcome === 200)).toBe(true);
    const { data, error, status } = await selectProduct();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: PRODUCT, is_sold_out: false }]);
    expect(proxy.forwarded('GET', PRODUCTS_PATH)).toBeGreaterThanOrEqual(1);
    expect(proxy.log.at(-1)).toMatchObject({ method: 'GET', outcome: 200 });

    const origin = 'http://shop.example';
    const preflight = await fetch(`${proxy.url}${PRODUCTS_PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'apikey, prefer' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('apikey, prefer');
    // Several requests in a row on Node's keep-alive fetch; status and headers are the gateway's own.
    const token = (await owner.auth.getSession()).data.session?.access_token;
    const headers = { apikey: stack.keys.anonKey, Authorization: `Bearer ${token}`, Origin: origin, Prefer: 'count=exact' };
    const cors = (res: Response) => ['access-control-allow-origin', 'access-control-expose-headers', 'vary'].map((h) => res.headers.get(h));
    for (const path of [`${PRODUCTS_PATH}?select=id&limit=1`, '/auth/v1/settings', `${PRODUCTS_PATH}?select=id&limit=1`]) {
      const direct = await fetch(`${stack.url}${path}`, { headers });
      const proxied = await fetch(`${proxy.url}${path}`, { headers });
      expect(proxied.status).toBe(direct.status);
      expect(cors(proxied)).toEqual(cors(direct));
      expect(proxied.headers.get('content-range')).toBe(direct.headers.get('content-range'));
      expect(await proxied.json()).toEqual(await direct.json());
    }
    expect(proxy.log.at(-1)).toMatchObject({ method: 'GET', outcome: 206 }); // PostgREST's answer to a counted, limited read
    expect(proxy.log.at(-2)).toMatchObject({ method: 'GET', path: '/auth/v1/settings', outcome: 200 });
  });

  test("'drop': the client gets a fetch error and the server never sees the request", async () => {
    const before = proxy.forwarded('GET', PRODUCTS_PATH);
    proxy.addFault({ method: 'GET', path: PRODUCTS_PATH, fault: { kind: 'drop' } });
    const read = await selectProduct();
    expect(read.status).toBe(0);
    expect(read.error?.message).toContain('fetch failed');
    expect(proxy.forwarded('GET', PRODUCTS_PATH)).toBe(before);
    expect(proxy.log.at(-1)).toMatchObject({ method: 'GET', outcome: 'dropped' });

    proxy.addFault({ method: 'PATCH', path: /\/rest\/v1\/products\?/, fault: { kind: 'drop' } });
    const write = await owner.from('products').update({ is_sold_out: true }).eq('id', PRODUCT);
    expect(write.error?.message).toContain('fetch failed');
    expect(proxy.forwarded('PATCH', PRODUCTS_PATH)).toBe(0);
    expect(await soldOut(PRODUCT)).toBe(false);

    // times: 1 by default, so the next request goes through again.
    expect((await selectProduct()).status).toBe(200);
  });

  test("'lose-response': the server commits the PATCH but the client only sees an error", async () => {
    proxy.addFault({ method: 'PATCH', path: PRODUCTS_PATH, fault: { kind: 'lose-response' } });
    const { error, status } = await owner.from('products').update({ is_sold_out: true }).eq('id', PRODUCT);
    expect(status).toBe(0);
    expect(error?.message).toContain('fetch failed');
    expect(proxy.log.at(-1)).toMatchObject({ method: 'PATCH', outcome: 'lost' });
    expect(proxy.forwarded('PATCH', PRODUCTS_PATH)).toBe(1);
    expect(await soldOut(PRODUCT)).toBe(true);
  });

  test("'status': 503 and 429 with Retry-After reach the client without reaching the server", async () => {
    const before = proxy.forwarded('GET', PRODUCTS_PATH);
    proxy.addFault({ path: PRODUCTS_PATH, fault: { kind: 'status', status: 503 } });
    proxy.addFault({ path: PRODUCTS_PATH, fault: { kind: 'status', status: 429, headers: { 'Retry-After': '2' } } });
    const unavailable = await owner.from('products').select().retry(false);
    expect(unavailable.status).toBe(503);
    expect(unavailable.error?.message).toBe('injected fault');
    const limited = await owner.from('products').select();
    expect(limited.status).toBe(429);
    expect(proxy.forwarded('GET', PRODUCTS_PATH)).toBe(before);

    proxy.addFault({ path: PRODUCTS_PATH, fault: { kind: 'status', status: 429, headers: { 'Retry-After': '2' }, body: { message: 'slow down' } } });
    const raw = await fetch(`${proxy.url}${PRODUCTS_PATH}`, { headers: { apikey: stack.keys.anonKey } });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toBe('2');
    expect(raw.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await raw.json()).toEqual({ message: 'slow down' });
  });

  test('postgrest-js retries a GET on 503 after Retry-After; the proxy log shows both attempts', async () => {
    const start = proxy.log.length;
    proxy.addFault({ method: 'GET', path: PRODUCTS_PATH, fault: { kind: 'status', status: 503, headers: { 'Retry-After': '0' } } });
    const { status } = await owner.from('products').select('id').eq('id', PRODUCT);
    expect(status).toBe(200);
    expect(proxy.log.slice(start).map((e) => e.outcome)).toEqual([503, 200]);
  });

  test("'delay' holds a request back for at least its ms; rules match in order and count down", async () => {
    proxy.addFault({ method: 'GET', path: PRODUCTS_PATH, times: 2, fault: { kind: 'delay', ms: 250 } });
    proxy.addFault({ method: 'GET', path: PRODUCTS_PATH, fault: { kind: 'status', status: 500 } });
    for (let i = 0; i < 2; i++) {
      const started = Date.now();
      const { status } = await selectProduct();
      expect(status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    }
    expect((await selectProduct()).status).toBe(500);
    const started = Date.now();
    expect((await selectProduct()).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(250);

    proxy.addFault({ path: PRODUCTS_PATH, times: Infinity, fault: { kind: 'status', status: 502 } });
    for (let i = 0; i < 3; i++) expect((await selectProduct()).status).toBe(502);
    proxy.clearFaults();
    expect((await selectProduct()).status).toBe(200);
  });

  test('realtime through the proxy: events arrive, cutWebSockets closes abnormally, the client recovers', async () => {
    const client = await ownerViaProxy();
    const events: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    client
      .channel('fault-proxy-products')
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'products', filter: `id=eq.${PRODUCT}` }, (e) =>
        events.push(e.new),
      )
      .subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('SUBSCRIBED'), { what: 'SUBSCRIBED' });
    expect(proxy.log.some((e) => e.path.startsWith('/realtime/v1/websocket') && e.outcome === 101)).toBe(true);

    await stack.sql('update public.products set is_sold_out = true where id = $1', [PRODUCT]);
    await waitFor(() => events.length === 1, { what: 'the first event' });
    expect(events[0]).toMatchObject({ id: PRODUCT, is_sold_out: true });

    const closes: number[] = [];
    const conn = (client.realtime as unknown as { socketAdapter: { getSocket(): { conn: WebSocket } } }).socketAdapter.getSocket().conn;
    conn.addEventListener('close', (e) => closes.push(e.code));
    proxy.cutWebSockets();
    await waitFor(() => closes.length > 0, { what: 'the websocket to close' });
    expect(closes).toEqual([1006]); // abnormal closure: no close frame
    await waitFor(() => statuses.includes('CHANNEL_ERROR') || statuses.includes('CLOSED'), { what: 'the channel to notice' });

    // realtime-js reconnects (after 1 s) and rejoins the channel; events flow again.
    await waitFor(() => statuses.filter((s) => s === 'SUBSCRIBED').length >= 2, { what: 'SUBSCRIBED again', timeoutMs: 8000 });
    await stack.sql('update public.products set is_sold_out = false where id = $1', [PRODUCT]);
    await waitFor(() => events.length === 2, { what: 'an event after the reconnect' });
    expect(events[1]).toMatchObject({ id: PRODUCT, is_sold_out: false });
    await client.removeAllChannels();
  });

  test('setOffline(true) refuses requests and websockets; setOffline(false) restores them', async () => {
    const ws = new WebSocket(`${proxy.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.keys.anonKey}&vsn=1.0.0`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    const before = proxy.forwarded('GET', PRODUCTS_PATH);

    proxy.setOffline(true);
    expect(await closed).toBe(1006);
    const read = await selectProduct();
    expect(read.status).toBe(0);
    expect(read.error?.message).toContain('fetch failed');
    const write = await owner.from('products').update({ is_sold_out: true }).eq('id', PRODUCT);
    expect(write.error?.message).toContain('fetch failed');
    expect(await soldOut(PRODUCT)).toBe(false);
    expect(proxy.forwarded('GET', PRODUCTS_PATH)).toBe(before);
    expect(proxy.log.at(-1)).toMatchObject({ method: 'PATCH', outcome: 'refused' });
    const refusedWs = new WebSocket(`${proxy.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.keys.anonKey}`);
    const wsError = await new Promise<Error | null>((resolve) => {
      refusedWs.once('open', () => resolve(null));
      refusedWs.once('error', resolve);
    });
    expect(wsError).toBeInstanceOf(Error);

    proxy.setOffline(false);
    const again = await selectProduct();
    expect(again.status).toBe(200);
    expect(again.data).toEqual([{ id: PRODUCT, is_sold_out: false }]);
  });

  test('close() does not hang with an open websocket and keep-alive sockets', async () => {
    const second = await startFaultProxy(stack.url);
    const res = await fetch(`${second.url}/health`);
    expect(await res.json()).toMatchObject({ status: 'ok' });
    const ws = new WebSocket(`${second.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.keys.anonKey}&vsn=1.0.0`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    const started = Date.now();
    await second.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await closed).toBe(1006);
  });
});
