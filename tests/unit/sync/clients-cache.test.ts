// Both supabase-js clients ask the browser never to keep an answer in its HTTP cache (issue 14): the
// mirror is the cache, customer data there would outlive sign-out, and storing every history page in
// it cost the browser more CPU than IndexedDB did.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { centralClient, companyClient } from '../../../src/sync/clients';
import { ContactLog } from '../../../src/sync/contact';
import type { SyncDeps } from '../../../src/sync/deps';

function recordingDeps(): { deps: SyncDeps; caches: (RequestCache | undefined)[] } {
  const caches: (RequestCache | undefined)[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    caches.push(init?.cache);
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { deps: { fetch: fetchImpl, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket }, caches };
}

function memoryStorage(): NonNullable<SyncDeps['authStorage']> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => { items.set(key, value); }, removeItem: (key) => { items.delete(key); } };
}

describe('HTTP cache', () => {
  it('the company client reads and writes with cache: no-store', async () => {
    const { deps, caches } = recordingDeps();
    const client = companyClient('http://supabase.test', 'anon', { ...deps, authStorage: memoryStorage() }, { notBefore: 0 }, new ContactLog());
    await client.from('orders').select('*').limit(1);
    await client.from('orders').update({ status: 'accepted' }).eq('id', 'x');
    expect(caches).toEqual(['no-store', 'no-store']);
  });

  it('the central client reads with cache: no-store', async () => {
    const { deps, caches } = recordingDeps();
    await centralClient('http://central.test', 'anon', deps).from('companies').select('*');
    expect(caches).toEqual(['no-store']);
  });
});
