// The sync side of push subscriptions (issue 13): the requests the drain sends for the upsert and the
// delete (real supabase-js against a recording fetch), how their failures are handled, the public key
// from the push-orders function, and the end of the subscription at sign-out.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { allEntries, signIn, useTestDb } from '../db/harness';
import { getPushState, savePushSubscription, removePushSubscription, type PushKeys } from '../../../src/db/push-subscriptions';
import { drainOnce, type PushContext } from '../../../src/sync/push';
import type { Client } from '../../../src/sync/clients';
import type { Connection } from '../../../src/sync/connection';
import { endPushAtSignOut, fetchPushPublicKey } from '../../../src/sync/web-push';
import type { Timers } from '../../../src/sync/deps';
import { waitFor } from '../../helpers/wait-for';

const t = useTestDb();
const URL_BASE = 'http://supabase.test';
const A: PushKeys = { endpoint: 'https://push.example/send/a?x=1', p256dh: 'BPa', auth: 'aa' };

interface Seen { method: string; url: URL; headers: Headers; body: unknown }

function recordingFetch(answer: (seen: Seen) => Response = () => new Response(null, { status: 201 })) {
  const seen: Seen[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const entry = { method: request.method, url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : null };
    seen.push(entry);
    return answer(entry);
  };
  return { seen, fetchImpl };
}

function clientWith(fetchImpl: typeof fetch): Client {
  return createClient(URL_BASE, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false }, global: { fetch: fetchImpl },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

function context(client: Client): PushContext {
  return {
    db: t.db, client: () => client, gate: { notBefore: 0 }, now: () => t.clock.now, random: () => 0,
    backoffBaseMs: 1000, backoffCapMs: 60_000, refreshAuth: async () => 'ok', isOnline: () => true,
    wake: () => new Promise(() => {}),
  };
}

/** Timers that never fire by themselves; `fire` runs what is due. */
function manualTimers(): Timers & { fire(): void; armed(): Promise<void> } {
  const pending = new Set<() => void>();
  return {
    /** Resolves once a timer waits (the code under test got as far as starting it). */
    async armed() {
      await waitFor(() => pending.size > 0, { everyMs: 1, what: 'a timer to be armed' });
    },
    setTimeout: (callback) => { pending.add(callback); return callback; },
    clearTimeout: (handle) => { pending.delete(handle as () => void); },
    fire() { for (const callback of [...pending]) { pending.delete(callback); callback(); } },
  };
}

describe('sending push subscription changes', () => {
  it('upserts on endpoint with the company and device, then deletes by endpoint; both leave the queue', async () => {
    const session = await signIn(t.db);
    await savePushSubscription(t.db, A);
    const { seen, fetchImpl } = recordingFetch();
    expect(await drainOnce(context(clientWith(fetchImpl)))).toBe('idle');
    const deviceId = (await t.db.device.get('device_id'))?.value;
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/rest/v1/push_subscriptions');
    expect(seen[0].url.searchParams.get('on_conflict')).toBe('endpoint');
    expect(seen[0].headers.get('Prefer')).toContain('resolution=merge-duplicates');
    expect(seen[0].body).toEqual({
      ...A, company_id: session.companyId, device_id: deviceId, last_seen_at: new Date(t.clock.now).toISOString(),
    });
    expect(await allEntries(t.db)).toEqual([]);

    await removePushSubscription(t.db);
    expect(await drainOnce(context(clientWith(fetchImpl)))).toBe('idle');
    expect(seen[1].method).toBe('DELETE');
    expect(seen[1].url.searchParams.get('endpoint')).toBe(`eq.${A.endpoint}`);
    expect(await allEntries(t.db)).toEqual([]);
  });

  it('a 503 stays queued for a retry with backoff; a 403 is rejected and kept for the card', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    const busy = recordingFetch(() => Response.json({ message: 'busy' }, { status: 503 }));
    expect(await drainOnce(context(clientWith(busy.fetchImpl)))).toBe('idle');
    let [entry] = await allEntries(t.db);
    expect(entry).toMatchObject({ state: 'failed', attempts: 1, next_attempt_at: t.clock.now + 1000 });

    t.clock.advance(1000);
    const refused = recordingFetch(() => Response.json({ code: '42501', message: 'row-level security' }, { status: 403 }));
    expect(await drainOnce(context(clientWith(refused.fetchImpl)))).toBe('idle');
    [entry] = await allEntries(t.db);
    expect(entry).toMatchObject({ state: 'rejected', last_error: { kind: 'refused', status: 403, code: '42501' } });
    // Nothing was read back: the table has no mirror to roll back.
    expect(refused.seen.map((s) => s.method)).toEqual(['POST']);
  });
});

function connection(fetchImpl: typeof fetch): Connection {
  return {
    company: { slug: 'kmfc-shop', url: URL_BASE, anonKey: 'anon-key' }, client: clientWith(fetchImpl),
    authWatch: { unsubscribe() {} },
  };
}

describe('the public key', () => {
  it('asks push-orders with apikey and bearer and returns the key', async () => {
    const { seen, fetchImpl } = recordingFetch(() => Response.json({ publicKey: 'BKey' }));
    const result = await fetchPushPublicKey(connection(fetchImpl), fetchImpl, manualTimers());
    expect(result).toEqual({ ok: true, publicKey: 'BKey' });
    expect(seen[0].url.pathname).toBe('/functions/v1/push-orders');
    expect(seen[0].headers.get('apikey')).toBe('anon-key');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer anon-key');
  });

  it('says offline without a network, without a company or when the answer is late; server for a bad answer', async () => {
    const down: typeof fetch = async () => { throw new TypeError('Failed to fetch'); };
    expect(await fetchPushPublicKey(connection(down), down, manualTimers())).toEqual({ ok: false, reason: 'offline' });
    expect(await fetchPushPublicKey(null, down, manualTimers())).toEqual({ ok: false, reason: 'offline' });
    const bad = recordingFetch(() => Response.json({ nope: 1 }));
    expect(await fetchPushPublicKey(connection(bad.fetchImpl), bad.fetchImpl, manualTimers())).toEqual({ ok: false, reason: 'server' });
    const timers = manualTimers();
    const hanging: typeof fetch = () => new Promise(() => {});
    const late = fetchPushPublicKey(connection(hanging), hanging, timers);
    await timers.armed();
    timers.fire();
    expect(await late).toEqual({ ok: false, reason: 'offline' });
  });
});

describe('sign-out', () => {
  function browser() {
    const calls = { unsubscribed: 0 };
    return { calls, source: async () => ({ unsubscribe: async () => { calls.unsubscribed++; return true; } }) };
  }

  it('online: deletes the row directly, unsubscribes the browser and switches push off here', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    const { seen, fetchImpl } = recordingFetch(() => new Response(null, { status: 204 }));
    const { calls, source } = browser();
    await endPushAtSignOut({ db: t.db, connection: connection(fetchImpl), online: true, browserPush: source, timers: manualTimers() });
    expect(seen.map((s) => [s.method, s.url.searchParams.get('endpoint')])).toEqual([['DELETE', `eq.${A.endpoint}`]]);
    expect(calls.unsubscribed).toBe(1);
    expect((await getPushState(t.db)).enabled).toBe(false);
  });

  it('offline: no request, but the browser still unsubscribes; a hanging delete never holds sign-out', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    const { seen, fetchImpl } = recordingFetch();
    const { calls, source } = browser();
    await endPushAtSignOut({ db: t.db, connection: connection(fetchImpl), online: false, browserPush: source, timers: manualTimers() });
    expect(seen).toEqual([]);
    expect(calls.unsubscribed).toBe(1);

    await savePushSubscription(t.db, A);
    const timers = manualTimers();
    const hanging: typeof fetch = () => new Promise(() => {});
    const ended = endPushAtSignOut({ db: t.db, connection: connection(hanging), online: true, browserPush: source, timers });
    await timers.armed();
    timers.fire();
    await ended;
    expect((await getPushState(t.db)).enabled).toBe(false);
  });
});
