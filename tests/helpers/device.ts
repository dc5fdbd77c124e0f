// A "device" for sync tests: its own IndexedDB (fake-indexeddb), auth storage, network switch and
// SyncEngine, optionally talking to the stack through its own fault proxy (bad shop Wi-Fi).
import WebSocket from 'ws';
import type { SupportedStorage } from '@supabase/supabase-js';
import { ShopDb } from '../../src/db/database';
import { SyncEngine } from '../../src/sync/engine';
import { memoryLocks } from '../../src/sync/leader';
import type { LockManagerLike, NetworkSource, SyncIntervals } from '../../src/sync/deps';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import type { Stack } from './stack';

export const FAST_INTERVALS: Partial<SyncIntervals> = {
  ordersMs: 1_000, shopMs: 2_000, fullMs: 5_000, watchdogMs: 250, nudgeDelayMs: 10,
  backoffBaseMs: 50, backoffCapMs: 400,
};

export function memoryStorage(): SupportedStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export function switchableNetwork(): NetworkSource & { set(online: boolean): void } {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      for (const listener of listeners) listener(value);
    },
  };
}

/** fetch and WebSocket that send everything for `from` to `to` instead: the device's route. */
function routed(from: string, to: string) {
  const rewrite = (url: string) => (url.startsWith(from) ? to + url.slice(from.length) : url);
  const routedFetch: typeof fetch = (input, init) =>
    fetch(typeof input === 'string' ? rewrite(input) : input instanceof URL ? rewrite(input.href) : new Request(rewrite(input.url), input), init);
  const wsFrom = from.replace(/^http/, 'ws');
  const wsTo = to.replace(/^http/, 'ws');
  class RoutedWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      const href = String(url);
      super(href.startsWith(wsFrom) ? wsTo + href.slice(wsFrom.length) : href, protocols);
    }
  }
  return { fetch: routedFetch, WebSocket: RoutedWebSocket as unknown as typeof globalThis.WebSocket };
}

export interface Device {
  name: string;
  db: ShopDb;
  engine: SyncEngine;
  network: ReturnType<typeof switchableNetwork>;
  proxy: FaultProxy | null;
  storage: ReturnType<typeof memoryStorage>;
  logs: string[];
  /** Takes the device off the network: the browser says offline and nothing gets through. */
  goOffline(): void;
  goOnline(): void;
  /** A new engine on the same IndexedDB and auth storage (a reload of the app). */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

export interface DeviceOptions {
  name?: string;
  email?: string;
  viaProxy?: boolean;
  intervals?: Partial<SyncIntervals>;
  locks?: LockManagerLike;
  /** false: the engine is made but not started (and nobody signs in): the test starts it. */
  start?: boolean;
  signIn?: boolean;
  random?: () => number;
  dbName?: string;
  storage?: ReturnType<typeof memoryStorage>;
}

let counter = 0;

function describe(detail: unknown): string {
  if (detail instanceof Error) return `${detail.name}: ${detail.message}\n${detail.stack ?? ''}`;
  if (typeof detail === 'object' && detail !== null) return JSON.stringify(detail);
  return String(detail ?? '');
}

export async function startDevice(stack: Stack, options: DeviceOptions = {}): Promise<Device> {
  const name = options.name ?? `device-${++counter}`;
  const proxy = options.viaProxy === false ? null : await startFaultProxy(stack.url);
  const route = proxy ? routed(stack.url, proxy.url) : { fetch, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket };
  const db = new ShopDb(options.dbName ?? `kmfc-${name}-${Date.now()}`);
  const storage = options.storage ?? memoryStorage();
  const network = switchableNetwork();
  const locks = options.locks ?? memoryLocks();
  const logs: string[] = [];
  const makeEngine = () => new SyncEngine({
    db,
    config: { centralUrl: stack.url, centralAnonKey: stack.keys.anonKey, companySlug: 'kmfc-shop' },
    fetch: route.fetch,
    WebSocket: route.WebSocket,
    authStorage: storage,
    network,
    locks,
    random: options.random,
    intervals: { ...FAST_INTERVALS, ...options.intervals },
    requestTimeoutMs: 5_000,
    log: (message, detail) => logs.push(`${message} ${describe(detail)}`),
  });
  const device: Device = {
    name, db, engine: makeEngine(), network, proxy, storage, logs,
    goOffline() {
      proxy?.setOffline(true);
      network.set(false);
    },
    goOnline() {
      proxy?.setOffline(false);
      network.set(true);
    },
    async reload() {
      await device.engine.stop();
      device.engine = makeEngine();
      await device.engine.start();
    },
    async stop() {
      await device.engine.stop();
      db.close();
      await proxy?.close();
    },
  };
  if (options.start === false) return device;
  await device.engine.start();
  if (options.signIn !== false) await device.engine.signIn(options.email ?? 'eigenaar@kmfc.test', 'kmfc-demo');
  return device;
}
