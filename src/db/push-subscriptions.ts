// This device's Web Push subscription (DESIGN section 8): whether staff switched push on
// here, and the browser subscription the server should have. Kept in the `device` store, which outlives
// a reload; the server's row (push_subscriptions, keyed by endpoint) is written through the outbox like
// every other change, so switching works offline and is sent when the connection is back.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { getDeviceId } from './device';
import { enqueue } from './outbox';
import { ACTIVE_STATES, type ActionId, type OutboxEntry } from './outbox-types';

/** A browser push subscription as the server stores it (keys base64url, as PushSubscription.toJSON gives). */
export interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushState {
  /** Staff switched push on for this device. */
  enabled: boolean;
  /** The subscription stored (or queued to be stored) on the server; null when off. */
  subscription: PushKeys | null;
}

const PUSH_STATE = 'push';
export const PUSH_OFF: PushState = { enabled: false, subscription: null };

export function pushKey(endpoint: string): string {
  return `push_subscriptions:${endpoint}`;
}

export async function getPushState(db: ShopDb): Promise<PushState> {
  const row = await db.device.get(PUSH_STATE);
  return (row?.value as PushState | undefined) ?? PUSH_OFF;
}

/** This device's push state; undefined while loading. */
export function usePushState(db: ShopDb = appDb()): PushState | undefined {
  return useLiveQuery(() => getPushState(db), [db]);
}

function queueDelete(db: ShopDb, endpoint: string, action: ActionId): Promise<OutboxEntry> {
  return enqueue(db, {
    entity: 'push_subscriptions', key: pushKey(endpoint), row_id: null, kind: 'delete', action, payload: { endpoint },
  });
}

/**
 * Switched on, or the app started with push on: stores the subscription and queues its upsert with
 * last_seen_at now. When the browser's endpoint changed, the old row is deleted. Offline it waits in the
 * outbox; a refused upsert stays `rejected` and the Pushmeldingen card says so.
 */
export async function savePushSubscription(db: ShopDb, keys: PushKeys): Promise<void> {
  await db.transaction('rw', [db.device, db.outbox, db.meta], async () => {
    const deviceId = await getDeviceId(db);
    const old = (await getPushState(db)).subscription;
    if (old && old.endpoint !== keys.endpoint) await queueDelete(db, old.endpoint, 'pushOn');
    await db.device.put({ key: PUSH_STATE, value: { enabled: true, subscription: { ...keys } } satisfies PushState });
    await enqueue(db, {
      entity: 'push_subscriptions', key: pushKey(keys.endpoint), row_id: null, kind: 'upsert', action: 'pushOn',
      payload: { ...keys, device_id: deviceId, last_seen_at: new Date(db.env.now()).toISOString() },
    });
  });
}

/** Switched off: this device is off and the server's row is deleted (queued; an unsent upsert is dropped). */
export async function removePushSubscription(db: ShopDb): Promise<void> {
  await db.transaction('rw', [db.device, db.outbox, db.meta], async () => {
    const old = (await getPushState(db)).subscription;
    await db.device.put({ key: PUSH_STATE, value: PUSH_OFF });
    if (old) await queueDelete(db, old.endpoint, 'pushOff');
  });
}

/** Sign-out: push is off on this device without an outbox entry (the wipe follows; the row is deleted directly). */
export async function clearPushState(db: ShopDb): Promise<void> {
  await db.device.put({ key: PUSH_STATE, value: PUSH_OFF });
}

export interface PushOutbox {
  /** A push change waits to be sent. */
  unsent: boolean;
  /** The latest refused push change, if any. */
  rejected: OutboxEntry | null;
}

export async function pushOutbox(db: ShopDb): Promise<PushOutbox> {
  const entries = await db.outbox.filter((entry) => entry.entity === 'push_subscriptions').sortBy('seq');
  return {
    unsent: entries.some((entry) => ACTIVE_STATES.includes(entry.state)),
    rejected: entries.filter((entry) => entry.state === 'rejected').at(-1) ?? null,
  };
}

export function usePushOutbox(db: ShopDb = appDb()): PushOutbox | undefined {
  return useLiveQuery(() => pushOutbox(db), [db]);
}

/** Staff saw the refusal: the rejected push entries go. */
export async function dismissPushRejections(db: ShopDb): Promise<void> {
  await db.outbox.filter((entry) => entry.entity === 'push_subscriptions' && entry.state === 'rejected').delete();
}
