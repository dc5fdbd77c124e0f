// A browser's push side for screen tests: Notification, PushManager and the service worker registration
// replaced by fakes that record what the app asks (see push.test.tsx, push-start.test.ts).
import { vi } from 'vitest';

export const ENDPOINT = 'https://push.example/send/abc';

type Subscribe = (options: PushSubscriptionOptionsInit) => Promise<PushSubscription>;

export interface FakePush {
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn<Subscribe>>;
  unsubscribed: number;
  /** The browser already holds a subscription (made before this test's app start). */
  alreadySubscribed(): Promise<void>;
}

export function bytes(length: number, fill: number): ArrayBuffer {
  return new Uint8Array(length).fill(fill).buffer;
}

/** A browser with push: `permission` now, and what it answers when asked. */
export function fakePushBrowser(permission: NotificationPermission = 'default', answer: NotificationPermission = 'granted'): FakePush {
  let current = permission;
  let subscription: PushSubscription | null = null;
  const fake: FakePush = {
    requestPermission: vi.fn(async () => { current = answer; return answer; }),
    subscribe: vi.fn<Subscribe>(async (options) => {
      subscription = {
        endpoint: ENDPOINT, options,
        getKey: (name: PushEncryptionKeyName) => (name === 'p256dh' ? bytes(65, 4) : bytes(16, 7)),
        unsubscribe: async () => { fake.unsubscribed++; subscription = null; return true; },
      } as unknown as PushSubscription;
      return subscription;
    }),
    unsubscribed: 0,
    async alreadySubscribed() {
      await fake.subscribe({ userVisibleOnly: true });
      fake.subscribe.mockClear();
    },
  };
  vi.stubGlobal('Notification', { get permission() { return current; }, requestPermission: fake.requestPermission });
  vi.stubGlobal('PushManager', class {});
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe: fake.subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration), addEventListener() {}, removeEventListener() {} },
  });
  return fake;
}

/** Undoes fakePushBrowser (call in afterEach). */
export function removeFakePush(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
