// The fault proxy's silent mode: a dead link that looks alive. Sockets stay open, requests get no
// answer and websocket frames are dropped both ways; when silence ends, traffic flows again.
import { afterAll, beforeAll, expect, test } from 'vitest';
import WebSocket from 'ws';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO, makeClient, startTestStack, type Stack } from '../../helpers/stack';
import { startFaultProxy, type FaultProxy } from '../../helpers/fault-proxy';
import {  } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { PRODUCT_IDS } from '../../fixtures/seed-ids';

let stack: Stack;
let proxy: FaultProxy;
let owner: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  proxy = await startFaultProxy(stack.url);
  owner = makeClient(proxy.url, stack.keys.anonKey);
  const { error } = await owner.auth.signInWithPassword({ email: DEMO.owner, password: 'kmfc-demo' });
  if (error) throw new Error(`sign-in through the proxy failed: ${error.message}`);
});

afterAll(async () => {
  await proxy?.close();
  await stack?.stop();
});

const readProduct = (signal?: AbortSignal) => {
  const query = owner.from('products').select('id').eq('id', PRODUCT_IDS.frikandel).retry(false);
  return signal ? query.abortSignal(signal) : query;
};

test('setSilent(true) keeps sockets open but nothing comes back; setSilent(false) lets traffic through again', async () => {
  const ws = new WebSocket(`${proxy.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack.keys.anonKey}&vsn=1.0.0`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const replies: string[] = [];
  ws.on('message', (data: Buffer) => replies.push(data.toString()));
  const heartbeat = (ref: string) => ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref }));
  const replied = (ref: string) => replies.some((r) => r.includes(`"ref":"${ref}"`));
  heartbeat('1');
  await waitFor(() => replied('1'), { timeoutMs: 4_000, what: 'a heartbeat reply' });

  proxy.setSilent(true);
  heartbeat('2');
  // The request gets no answer at all (the client gives up), and the heartbeat none either.
  expect((await readProduct(AbortSignal.timeout(1_000))).status).toBe(0);
  expect(replied('2')).toBe(false);
  expect(ws.readyState).toBe(WebSocket.OPEN);

  proxy.setSilent(false);
  heartbeat('3');
  await waitFor(() => replied('3'), { timeoutMs: 4_000, what: 'a heartbeat reply after the silence' });
  expect((await readProduct()).status).toBe(200);
  ws.close();
});
