// Web Push on the sync side (DESIGN section 8): the shop's VAPID public key from the push-orders edge
// function, asked with the fetch the engine was given, and at sign-out the end of this device's
// subscription: the server's row is deleted directly, since the wipe takes the outbox with it, and the
// browser's subscription is ended, so a dead endpoint makes the push service answer 410 and the server
// drop the row even when the delete could not be sent.
import type { ShopDb } from '../db/database';
import { clearPushState, getPushState } from '../db/push-subscriptions';
import type { Connection } from './connection';
import type { BrowserPushSource, Timers } from './deps';

export type PushKeyResult = { ok: true; publicKey: string } | { ok: false; reason: 'offline' | 'server' };

/** Resolves to `fallback` when `work` takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number, fallback: T, timers: Timers): Promise<T> {
  return new Promise((resolve) => {
    const handle = timers.setTimeout(() => resolve(fallback), ms);
    work.then(resolve, () => resolve(fallback)).finally(() => timers.clearTimeout(handle));
  });
}

async function askKey(connection: Connection, fetchImpl: typeof globalThis.fetch): Promise<PushKeyResult> {
  const { company, client } = connection;
  const { data } = await client.auth.getSession();
  let response: Response;
  try {
    response = await fetchImpl(`${company.url}/functions/v1/push-orders`, {
      headers: { apikey: company.anonKey, Authorization: `Bearer ${data.session?.access_token ?? company.anonKey}` },
    });
  } catch {
    return { ok: false, reason: 'offline' };
  }
  if (!response.ok) return { ok: false, reason: response.status >= 500 || response.status === 408 ? 'offline' : 'server' };
  const body = (await response.json().catch(() => null)) as { publicKey?: unknown } | null;
  return typeof body?.publicKey === 'string' && body.publicKey
    ? { ok: true, publicKey: body.publicKey }
    : { ok: false, reason: 'server' };
}

/** The VAPID public key (base64url) for subscribing; 'offline' when the server cannot be reached in time. */
export function fetchPushPublicKey(
  connection: Connection | null, fetchImpl: typeof globalThis.fetch, timers: Timers, timeoutMs = 10_000,
): Promise<PushKeyResult> {
  if (!connection) return Promise.resolve({ ok: false, reason: 'offline' });
  return within(askKey(connection, fetchImpl), timeoutMs, { ok: false, reason: 'offline' }, timers);
}

export interface PushSignOut {
  db: ShopDb;
  connection: Connection | null;
  online: boolean;
  browserPush: BrowserPushSource;
  timers: Timers;
  /** Sign-out never waits longer than this for the delete and the unsubscribe. */
  timeoutMs?: number;
}

async function deleteRow(connection: Connection, endpoint: string): Promise<void> {
  const { error } = await connection.client.from('push_subscriptions').delete().eq('endpoint', endpoint);
  if (error) throw new Error(`deleting the push subscription: ${error.message}`);
}

async function unsubscribeBrowser(browserPush: BrowserPushSource): Promise<void> {
  const subscription = await browserPush();
  await subscription?.unsubscribe();
}

/** Before the sign-out wipe: the row deleted when online, the browser unsubscribed, push off here. */
export async function endPushAtSignOut(options: PushSignOut): Promise<void> {
  const { db, connection, online, browserPush, timers, timeoutMs = 3_000 } = options;
  const endpoint = (await getPushState(db)).subscription?.endpoint;
  const work: Promise<void>[] = [unsubscribeBrowser(browserPush)];
  if (endpoint && connection && online) work.push(deleteRow(connection, endpoint));
  await within(Promise.allSettled(work).then(() => undefined), timeoutMs, undefined, timers);
  await clearPushState(db);
}
