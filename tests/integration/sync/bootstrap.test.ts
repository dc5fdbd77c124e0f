// Company bootstrap (spec sections 1, 5 and 8) and the offline start: the shop company is looked up by
// slug in the central project, only an active company with both credentials counts, and the three
// spec errors come out of engine.start() verbatim. A device that knows its company and its staff
// member starts without the network, from the cached configuration and session (DESIGN rules 10, 12).
import { createServer } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { FAST_INTERVALS, memoryStorage, startDevice, switchableNetwork, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { ShopDb } from '../../../src/db/database';
import { getMeta, setMeta } from '../../../src/db/meta';
import { loadSession } from '../../../src/db/session';
import { SyncEngine } from '../../../src/sync/engine';
import { memoryLocks } from '../../../src/sync/leader';
import { readSyncStatus } from '../../../src/sync/status';
import { CompanyBootstrapError } from '../../../src/sync/company';
import type { AppConfig } from '../../../src/sync/config';
import { KMFC_SLUG, OUDE_SHOP_SLUG } from '../../fixtures/seed-ids';
import { orderCount } from '../../helpers/order-store';

let stack: Stack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** A fresh device (empty IndexedDB, nobody signed in) whose engine talks to the stack directly. */
function bareEngine(config: Partial<AppConfig>, db = new ShopDb(`kmfc-bootstrap-${Math.random()}`)) {
  const logs: string[] = [];
  const engine = new SyncEngine({
    db,
    config: { centralUrl: stack.url, centralAnonKey: stack.keys.anonKey, companySlug: KMFC_SLUG, ...config },
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    authStorage: memoryStorage(),
    network: switchableNetwork(),
    locks: memoryLocks(),
    intervals: FAST_INTERVALS,
    requestTimeoutMs: 5_000,
    log: (message, detail) => logs.push(`${message} ${detail instanceof Error ? detail.message : String(detail)}`),
  });
  const dispose = async () => {
    await engine.stop();
    db.close();
  };
  return { engine, db, logs, dispose };
}

/** What start() throws (it must throw). */
async function startFailure(config: Partial<AppConfig>): Promise<{ error: Error; logs: string[]; db: ShopDb }> {
  const { engine, db, logs, dispose } = bareEngine(config);
  try {
    const error = await engine.start().then(() => null, (failure: unknown) => failure);
    if (!(error instanceof Error)) throw new Error(`start() did not fail (got ${String(error)})`);
    return { error, logs, db };
  } finally {
    await dispose();
  }
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('company bootstrap errors (spec §8, verbatim)', () => {
  it("a slug that does not exist fails with \"Company 'x' not found or inactive\"", async () => {
    const { error, logs } = await startFailure({ companySlug: 'x' });
    expect(error).toBeInstanceOf(CompanyBootstrapError);
    expect((error as CompanyBootstrapError).code).toBe('company-not-found');
    expect(error.message).toBe("Company 'x' not found or inactive");
    expect(logs.some((line) => line.startsWith('company bootstrap failed'))).toBe(true); // logged and rethrown
  });

  it('an inactive company is "not found or inactive" too, and nothing is cached', async () => {
    const [seeded] = await stack.sql<{ is_active: boolean }>('select is_active from companies where slug = $1', [OUDE_SHOP_SLUG]);
    expect(seeded.is_active).toBe(false);
    const { error, db } = await startFailure({ companySlug: OUDE_SHOP_SLUG });
    expect(error.message).toBe(`Company '${OUDE_SHOP_SLUG}' not found or inactive`);
    const reopened = new ShopDb(db.name);
    expect(await getMeta(reopened, 'company')).toBeUndefined();
    reopened.close();
  });

  it('an active company that is deactivated is no longer found', async () => {
    try {
      await stack.sql('update companies set is_active = true where slug = $1', [OUDE_SHOP_SLUG]);
      const active = bareEngine({ companySlug: OUDE_SHOP_SLUG });
      await active.engine.start();
      expect(active.engine.client).not.toBeNull();
      await active.dispose();

      await stack.sql('update companies set is_active = false where slug = $1', [OUDE_SHOP_SLUG]);
      const { error } = await startFailure({ companySlug: OUDE_SHOP_SLUG });
      expect(error.message).toBe(`Company '${OUDE_SHOP_SLUG}' not found or inactive`);
    } finally {
      await stack.sql('update companies set is_active = false where slug = $1', [OUDE_SHOP_SLUG]);
    }
  });

  it("a company without an anon key (or URL) fails with \"Missing Supabase credentials for company '<slug>'\"", async () => {
    const [original] = await stack.sql<{ supabase_url: string; supabase_anon_key: string }>(
      'select supabase_url, supabase_anon_key from companies where slug = $1', [OUDE_SHOP_SLUG]);
    try {
      await stack.sql('update companies set is_active = true, supabase_anon_key = null where slug = $1', [OUDE_SHOP_SLUG]);
      const noKey = await startFailure({ companySlug: OUDE_SHOP_SLUG });
      expect(noKey.error.message).toBe(`Missing Supabase credentials for company '${OUDE_SHOP_SLUG}'`);
      expect((noKey.error as CompanyBootstrapError).code).toBe('company-missing-credentials');
      expect(noKey.logs.some((line) => line.startsWith('company bootstrap failed'))).toBe(true);

      await stack.sql('update companies set supabase_anon_key = $2, supabase_url = null where slug = $1',
        [OUDE_SHOP_SLUG, original.supabase_anon_key]);
      const noUrl = await startFailure({ companySlug: OUDE_SHOP_SLUG });
      expect(noUrl.error.message).toBe(`Missing Supabase credentials for company '${OUDE_SHOP_SLUG}'`);
    } finally {
      await stack.sql('update companies set is_active = false, supabase_url = $2, supabase_anon_key = $3 where slug = $1',
        [OUDE_SHOP_SLUG, original.supabase_url, original.supabase_anon_key]);
    }
  });

  it('an unreachable central project with nothing cached fails with "Company query failed: ..."', async () => {
    const port = await closedPort();
    const { error, logs } = await startFailure({ centralUrl: `http://127.0.0.1:${port}` });
    expect(error.message).toMatch(/^Company query failed: \S/);
    expect(error.message).toContain('fetch failed'); // the client's own message follows the prefix
    expect(error).toBeInstanceOf(CompanyBootstrapError);
    expect((error as CompanyBootstrapError).network).toBe(true);
    expect((error as CompanyBootstrapError).code).toBe('company-query-failed');
    expect(logs.some((line) => line.startsWith('company bootstrap failed'))).toBe(true);
  });

  it('an unreachable central project with a cached company starts from the cache', async () => {
    const db = new ShopDb(`kmfc-bootstrap-cached-${Math.random()}`);
    const cached = { slug: KMFC_SLUG, url: stack.url, anonKey: stack.keys.anonKey };
    await setMeta(db, 'company', cached);
    const port = await closedPort();
    const { engine, dispose } = bareEngine({ centralUrl: `http://127.0.0.1:${port}` }, db);
    try {
      await engine.start();
      expect(engine.client).not.toBeNull();
      expect(await getMeta(db, 'company')).toEqual(cached);
    } finally {
      await dispose();
    }
  });
});

/**
 * The app is closed while live and opened again without network: the status left in IndexedDB says
 * 'live', so only the new engine can make it 'offline'.
 */
async function closeLiveThenStartOffline(device: Device, beforeStart: () => void = () => {}): Promise<void> {
  await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs: 10_000, what: 'live after sign-in' });
  await device.engine.stop();
  device.goOffline();
  beforeStart();
  expect((await readSyncStatus(device.db)).state).toBe('live');
  await device.reload(); // stops the stopped engine again (a no-op) and starts a new one
}

function refusedCount(device: Device): number {
  return device.proxy!.log.filter((entry) => entry.outcome === 'refused').length;
}

describe('offline start', () => {
  it('a signed-in device restarts offline from the cached company and session, then goes live when back online', async () => {
    const device = await startDevice(stack);
    try {
      await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs: 10_000, what: 'live after sign-in' });
      const session = await loadSession(device.db);
      const orders = await orderCount(device.db);
      const products = await device.db.products.count();
      expect(orders).toBeGreaterThan(0);
      expect(products).toBeGreaterThan(0);

      await closeLiveThenStartOffline(device);
      expect(device.engine.client).not.toBeNull();
      await waitFor(async () => (await readSyncStatus(device.db)).state === 'offline', { timeoutMs: 5_000, what: 'state offline' });
      expect(device.engine.isLeader).toBe(true);
      // It did try the network (and was refused), yet it runs from what the device has.
      await waitFor(() => refusedCount(device) > 0, { timeoutMs: 5_000, what: 'a refused request' });
      expect(await loadSession(device.db)).toEqual(session);
      expect(await orderCount(device.db)).toBe(orders);
      expect(await device.db.products.count()).toBe(products);
      expect(await getMeta(device.db, 'company')).toMatchObject({ slug: KMFC_SLUG });
      const { data } = await device.engine.client!.auth.getSession();
      expect(data.session?.user.id).toBe(session?.userId);

      device.goOnline();
      await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs: 15_000, what: 'live after going online' });
      expect((await readSyncStatus(device.db)).problem).toBeNull();
    } finally {
      await device.stop();
    }
  });

  // With an expired access token, auth-js retries the refresh with backoff while offline; the engine
  // must neither wait for that to start nor stay offline long after the network is back.
  it('the next day (access token expired) it still starts offline at once, and refreshes the login once back online', async () => {
    const device = await startDevice(stack);
    try {
      const session = await loadSession(device.db);
      const key = [...device.storage.map.keys()].find((name) => name.endsWith('-auth-token'))!;
      const expiredAt = Math.floor(Date.now() / 1000) - 60;
      await closeLiveThenStartOffline(device, () => {
        const stored = JSON.parse(device.storage.map.get(key)!) as Record<string, unknown>;
        device.storage.map.set(key, JSON.stringify({ ...stored, expires_at: expiredAt }));
      });
      await waitFor(async () => (await readSyncStatus(device.db)).state === 'offline', { timeoutMs: 5_000, what: 'state offline' });
      expect(device.engine.isLeader).toBe(true);
      expect(await loadSession(device.db)).toEqual(session);
      expect(device.storage.map.has(key)).toBe(true); // a refresh that could not reach the server keeps the login

      device.goOnline();
      await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs: 15_000, what: 'live after going online' });
      const refreshed = JSON.parse(device.storage.map.get(key)!) as { expires_at: number };
      expect(refreshed.expires_at).toBeGreaterThan(expiredAt);
    } finally {
      await device.stop();
    }
  });
});
