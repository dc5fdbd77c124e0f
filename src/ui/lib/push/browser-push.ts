// The browser's side of Web Push: whether this browser can do it, the notification permission, and the
// subscription in the service worker's PushManager. Read from the globals at each call, so a browser that
// lacks them (an iPhone outside the home screen, an old browser) is told apart from one that says no.
import type { PushKeys } from '../../../db/push-subscriptions';

/** How long to wait for the service worker before saying push cannot work here. */
const WORKER_WAIT_MS = 10_000;

export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator &&
    typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'default';
}

export function requestNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), WORKER_WAIT_MS); });
  return Promise.race([navigator.serviceWorker.ready, late]).finally(() => clearTimeout(timer));
}

export async function browserSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const worker = await registration();
  return (await worker?.pushManager.getSubscription()) ?? null;
}

function base64url(bytes: ArrayBuffer | null): string {
  if (!bytes) return '';
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function keysOf(subscription: PushSubscription): PushKeys {
  return {
    endpoint: subscription.endpoint,
    p256dh: base64url(subscription.getKey('p256dh')),
    auth: base64url(subscription.getKey('auth')),
  };
}

function keyBytes(base64urlKey: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64urlKey.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const current = subscription.options?.applicationServerKey;
  return !current || base64url(current) === base64url(keyBytes(publicKey).buffer);
}

/** Subscribes with the shop's key; a subscription made with another key is ended first. Null without a worker. */
export async function subscribeBrowser(publicKey: string): Promise<PushKeys | null> {
  const worker = await registration();
  if (!worker) return null;
  const existing = await worker.pushManager.getSubscription();
  if (existing && sameKey(existing, publicKey)) return keysOf(existing);
  await existing?.unsubscribe();
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return keysOf(subscription);
}

/** Ends this browser's subscription, if any: its endpoint dies, so the server drops the row on 410. */
export async function unsubscribeBrowser(): Promise<void> {
  const subscription = await browserSubscription();
  await subscription?.unsubscribe();
}
