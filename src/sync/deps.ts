// What the sync engine needs from its surroundings, injected so tests run it in Node against
// local-supabase with their own clock, network switch, locks and WebSocket, and the app in a browser.
import type { SupportedStorage } from '@supabase/supabase-js';
import { ORDER_WINDOW_DAYS } from '../db/history';

export interface NetworkSource {
  isOnline(): boolean;
  /** Calls back on every online/offline change; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface VisibilitySource {
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** What the engine uses of the Web Locks API (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** This browser's push subscription, if any (PushManager.getSubscription); ended at sign-out. */
export type BrowserPushSource = () => Promise<{ unsubscribe(): Promise<boolean> } | null>;

export interface SyncIntervals {
  /** Pending-order check (spec section 9): 10 s. */
  ordersMs: number;
  /** Shop status refresh (spec section 9): 30 s. */
  shopMs: number;
  /** Everything else is re-checked this often. */
  fullMs: number;
  /** Watchdog: how long the oldest due entry may wait before the drain is kicked. */
  watchdogMs: number;
  /** Catch-up after a realtime nudge waits this long to gather a burst of events. */
  nudgeDelayMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Finished orders older than this many days leave the mirror. */
  orderWindowDays: number;
  /** Realtime heartbeat: a silent socket is given up after about twice this. */
  heartbeatMs: number;
  /** Without any answer of the server for this long the link counts as lost (the state leaves live). */
  contactStaleMs: number;
  /** While the link is lost, the server is tried this often (a return is seen within this). */
  probeMs: number;
}

export const DEFAULT_INTERVALS: SyncIntervals = {
  ordersMs: 10_000,
  shopMs: 30_000,
  fullMs: 60_000,
  watchdogMs: 5_000,
  nudgeDelayMs: 20,
  backoffBaseMs: 1_000,
  backoffCapMs: 60_000,
  orderWindowDays: ORDER_WINDOW_DAYS,
  heartbeatMs: 5_000,
  contactStaleMs: 15_000,
  probeMs: 3_000,
};

export interface SyncDeps {
  fetch?: typeof globalThis.fetch;
  WebSocket?: typeof globalThis.WebSocket;
  /** Where supabase-js keeps the session; the browser's localStorage by default. */
  authStorage?: SupportedStorage;
  network?: NetworkSource;
  visibility?: VisibilitySource;
  locks?: LockManagerLike;
  timers?: Timers;
  now?: () => number;
  random?: () => number;
  intervals?: Partial<SyncIntervals>;
  /** Abort a REST request after this long (default 15 s). */
  requestTimeoutMs?: number;
  log?: (message: string, detail?: unknown) => void;
  /** Where the browser keeps this device's push subscription (the service worker's PushManager by default). */
  browserPush?: BrowserPushSource;
}

export function browserNetwork(): NetworkSource {
  const hasWindow = typeof window !== 'undefined' && typeof navigator !== 'undefined';
  return {
    isOnline: () => (hasWindow ? navigator.onLine : true),
    subscribe(listener) {
      if (!hasWindow) return () => {};
      const on = () => listener(true);
      const off = () => listener(false);
      window.addEventListener('online', on);
      window.addEventListener('offline', off);
      return () => {
        window.removeEventListener('online', on);
        window.removeEventListener('offline', off);
      };
    },
  };
}

export function browserVisibility(): VisibilitySource {
  return {
    subscribe(listener) {
      if (typeof document === 'undefined') return () => {};
      const handler = () => listener(document.visibilityState === 'visible');
      document.addEventListener('visibilitychange', handler);
      return () => document.removeEventListener('visibilitychange', handler);
    },
  };
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const browserPush: BrowserPushSource = async () => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
};
