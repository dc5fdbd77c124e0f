// The push-orders function behind the gateway: anyone with the project's apikey reads the VAPID public
// key; only the service role may make it send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { makeClient, startTestStack, type Stack } from '../../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startTestStack({ functions: { realertIntervalMs: 0 } });
});
afterAll(() => stack?.stop());

async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  if (!(error instanceof FunctionsHttpError)) throw new Error(`expected an HTTP error, got ${String(error)}`);
  const response = error.context as Response;
  return { status: response.status, body: await response.json() };
}

describe('/functions/v1/push-orders', () => {
  it('hands the VAPID public key (65-byte P-256 point, base64url) to the anon key', async () => {
    const { data, error } = await makeClient(stack.url, stack.keys.anonKey).functions.invoke('push-orders', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({ publicKey: stack.vapidPublicKey });
    const point = Buffer.from(stack.vapidPublicKey, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
  });

  it('answers CORS preflights and lets a browser origin read the key', async () => {
    const preflight = await fetch(`${stack.url}/functions/v1/push-orders`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey, authorization' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const response = await fetch(`${stack.url}/functions/v1/push-orders`, {
      headers: { apikey: stack.keys.anonKey, Origin: 'http://127.0.0.1:4173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/127\.0\.0\.1:4173)$/);
  });

  it('refuses a request without the apikey', async () => {
    const response = await fetch(`${stack.url}/functions/v1/push-orders`);
    expect(response.status).toBe(401);
  });

  it('refuses to send for the anon key with 403 and a JSON error', async () => {
    const { error } = await makeClient(stack.url, stack.keys.anonKey).functions.invoke('push-orders', {
      method: 'POST',
      body: { type: 'realert' },
    });
    expect(await errorBody(error)).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'Only the service role may send pushes.' },
    });
  });

  it('refuses to send without an Authorization header with 401', async () => {
    const response = await fetch(`${stack.url}/functions/v1/push-orders`, {
      method: 'POST',
      headers: { apikey: stack.keys.anonKey, 'Content-Type': 'application/json' },
      body: '{"type":"realert"}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('runs the re-alert mode for the service role', async () => {
    const { data, error } = await makeClient(stack.url, stack.keys.serviceRoleKey).functions.invoke('push-orders', {
      method: 'POST',
      body: { type: 'realert' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ orders: 0, delivered: 0, removed: 0, failed: 0 });
  });

  it('answers 404 for a function that does not exist', async () => {
    const response = await fetch(`${stack.url}/functions/v1/nope`, { headers: { apikey: stack.keys.anonKey } });
    expect(response.status).toBe(404);
  });
});
