// Switching Web Push on and off for this device, and keeping it alive at app start. Only
// getting the key and subscribing wait on the network; the server's row is written through the outbox.
import type { ShopDb } from '../../../db/database';
import { getPushState, removePushSubscription, savePushSubscription } from '../../../db/push-subscriptions';
import { loadSession } from '../../../db/session';
import type { AppEngine } from '../engine';
import { announceDeviceChange } from '../device-events';
import {
  browserSubscription, keysOf, notificationPermission, pushSupported, requestNotificationPermission,
  subscribeBrowser, unsubscribeBrowser,
} from './browser-push';

export type PushOnResult = 'on' | 'unsupported' | 'denied' | 'offline' | 'failed';

type KeySource = Pick<AppEngine, 'pushPublicKey'>;

async function subscribeAndSave(engine: KeySource, db: ShopDb): Promise<PushOnResult> {
  const key = await engine.pushPublicKey();
  if (!key.ok) return key.reason === 'offline' ? 'offline' : 'failed';
  const keys = await subscribeBrowser(key.publicKey);
  if (!keys) return 'unsupported';
  await savePushSubscription(db, keys);
  announceDeviceChange(); // the presence report says push is on now, not a minute later
  return 'on';
}

/** The switch turned on: permission, key, subscription, and the row queued for the server. */
export async function turnPushOn(engine: KeySource, db: ShopDb): Promise<PushOnResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await requestNotificationPermission();
  if (permission !== 'granted') return 'denied';
  try {
    return await subscribeAndSave(engine, db);
  } catch (error) {
    // The push service could not be reached, or the browser refused the subscription.
    console.error('push subscription failed', error);
    return navigator.onLine ? 'failed' : 'offline';
  }
}

/** The switch turned off: off here at once, the row's delete queued, the browser unsubscribed. */
export async function turnPushOff(db: ShopDb): Promise<void> {
  await removePushSubscription(db);
  if (pushSupported()) await unsubscribeBrowser().catch((error: unknown) => console.error('push unsubscribe failed', error));
  announceDeviceChange();
}

/**
 * At app start with push on: the browser's subscription is sent again (refreshing last_seen_at), a
 * changed one replaces the old row, a missing one is made again. The shop's key may have changed (a
 * new VAPID pair): a subscription made with another key only gets refusals from the push service, so
 * it is made again with the current key; without the key (offline) the current one is sent again.
 * Permission taken away in the browser switches push off.
 */
export async function refreshPushOnStart(engine: KeySource, db: ShopDb): Promise<void> {
  const [state, session] = await Promise.all([getPushState(db), loadSession(db)]);
  if (!state.enabled || !session || !pushSupported()) return;
  if (notificationPermission() !== 'granted') {
    await removePushSubscription(db);
    return;
  }
  const key = await engine.pushPublicKey();
  if (key.ok) {
    const keys = await subscribeBrowser(key.publicKey);
    if (keys) await savePushSubscription(db, keys);
    return;
  }
  const current = await browserSubscription();
  if (current) await savePushSubscription(db, keysOf(current));
}
