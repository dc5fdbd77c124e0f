// The browser's push side for the journeys: headless Chromium cannot reach a push service, so this init
// script answers Notification.requestPermission with "granted" and makes PushManager's subscribe and
// getSubscription hand out a subscription of the tests' loopback push service (real keys). It records
// what the app asked in window.__push.

export interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

declare global {
  interface Window {
    __push?: { permissionAsked: number; subscribed: number; unsubscribed: number; key?: string };
  }
}

/** The init script (pass to Tablet.addInitScript with the subscription to hand out). */
export function fakePushManager(sub: FakeSubscription): void {
  if (typeof PushManager === 'undefined') return;
  const record = { permissionAsked: 0, subscribed: 0, unsubscribed: 0 } as NonNullable<Window['__push']>;
  window.__push = record;
  const toBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const toText = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  let current: PushSubscription | null = null;
  Notification.requestPermission = async () => {
    record.permissionAsked++;
    return 'granted';
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    record.subscribed++;
    const key = options?.applicationServerKey;
    const keyBytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : null;
    record.key = keyBytes ? toText(keyBytes) : undefined;
    const subscription = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: options?.userVisibleOnly ?? false, applicationServerKey: keyBytes?.buffer ?? null },
      getKey: (name: PushEncryptionKeyName) => toBytes(name === 'p256dh' ? sub.p256dh : sub.auth),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
      unsubscribe: async () => {
        record.unsubscribed++;
        current = null;
        return true;
      },
    };
    current = subscription as unknown as PushSubscription;
    return current;
  };
  PushManager.prototype.getSubscription = async function () {
    return current;
  };
}
