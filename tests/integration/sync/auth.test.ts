// Sign-in, permissions, sign-out and an expired login through the sync engine (spec sections 5, 6, 8;
// DESIGN sync rules 5, 11, 12). Every test gets fresh devices (own IndexedDB, auth storage and fault
// proxy) against one in-memory stack.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, DEMO, type Stack } from '../../helpers/stack';
import { startDevice, type Device, type DeviceOptions } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { seedStaff, uniqueEmail } from '../auth/helpers';
import { MIRROR_STORES } from '../../../src/db/database';
import { NO_PERMISSIONS, PERMISSION_FLAGS, getMeta } from '../../../src/db/meta';
import { loadSession } from '../../../src/db/session';
import { setProductVisible } from '../../../src/db/products';
import { unsentCount } from '../../../src/db/outbox-counts';
import type { SignInStep } from '../../../src/sync/auth';
import { SignInError } from '../../../src/sync/sign-in-errors';
import { readSyncStatus } from '../../../src/sync/status';
import { OPEN_STATUSES } from '../../../src/domain/order-status';
import { AUTH_USER_IDS, DEMO_PASSWORD, KMFC_SLUG, productId } from '../../fixtures/seed-ids';
import { orderCount } from '../../helpers/order-store';

let stack: Stack;
const devices: Device[] = [];

beforeAll(async () => {
  stack = await startTestStack();
});
afterEach(async () => {
  await Promise.all(devices.splice(0).map((device) => device.stop()));
});
afterAll(async () => {
  await stack?.stop();
});

/** A device with the company known and nobody signed in (stopped after the test). */
async function freshDevice(options: DeviceOptions = {}): Promise<Device> {
  const device = await startDevice(stack, { signIn: false, ...options });
  devices.push(device);
  return device;
}

async function signedInDevice(email: string): Promise<Device> {
  const device = await freshDevice();
  await device.engine.signIn(email, DEMO_PASSWORD);
  return device;
}

/** supabase-js's stored session keys (`sb-<host>-auth-token`) that hold a value. */
function authTokenKeys(device: Device): string[] {
  return [...device.storage.map.keys()].filter((key) => key.endsWith('-auth-token'));
}

async function signInFailure(device: Device, email: string, password: string): Promise<SignInError> {
  const failure = await device.engine.signIn(email, password).then(() => null, (error: unknown) => error);
  if (!(failure instanceof SignInError)) throw new Error(`expected a SignInError, got ${String(failure)}`);
  return failure;
}

async function mirrorCounts(device: Device): Promise<Record<string, number>> {
  const counts = await Promise.all(MIRROR_STORES.map((name) => device.db.table(name).count()));
  return { ...Object.fromEntries(MIRROR_STORES.map((name, i) => [name, counts[i]])), orders: await orderCount(device.db) };
}

async function state(device: Device): Promise<string> {
  return (await readSyncStatus(device.db)).state;
}

describe('sign in', () => {
  it('a wrong password fails with "Invalid login credentials" (kind invalidCredentials)', async () => {
    const device = await freshDevice();
    const failure = await signInFailure(device, DEMO.owner, 'niet-het-wachtwoord');
    expect(failure.message).toContain('Invalid login credentials');
    expect(failure.kind).toBe('invalidCredentials');
    expect(await loadSession(device.db)).toBeUndefined();
    expect(authTokenKeys(device)).toEqual([]);
  });

  it('the email is trimmed before sign-in', async () => {
    const device = await freshDevice();
    await device.engine.signIn(`  ${DEMO.owner}  `, DEMO_PASSWORD);
    expect(await loadSession(device.db)).toMatchObject({ email: DEMO.owner, userId: AUTH_USER_IDS.eigenaar });
  });

  it('the steps are reported in order: signing-in, checking-access, initialising, success', async () => {
    const device = await freshDevice();
    const steps: SignInStep[] = [];
    await device.engine.signIn(DEMO.owner, DEMO_PASSWORD, (step) => steps.push(step));
    expect(steps).toEqual(['signing-in', 'checking-access', 'initialising', 'success']);
    // The first download happened before success: the screens have data at once.
    expect(await orderCount(device.db)).toBeGreaterThan(0);
    expect(await device.db.products.count()).toBeGreaterThan(0);
    expect(authTokenKeys(device)).toHaveLength(1);
  });

  it('an account without a user record in the shop company is signed out again (kind noAccess)', async () => {
    const email = uniqueEmail('geen-toegang');
    await seedStaff(stack, email, DEMO_PASSWORD);
    const device = await freshDevice();
    const steps: SignInStep[] = [];
    const failure = await device.engine.signIn(email, DEMO_PASSWORD, (step) => steps.push(step))
      .then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(SignInError);
    expect(failure).toMatchObject({ kind: 'noAccess', code: 'no_access', status: 403 });
    expect(steps).toEqual(['signing-in', 'checking-access']);
    expect(await getMeta(device.db, 'session')).toBeUndefined();
    expect(authTokenKeys(device)).toEqual([]);
    const { data } = await device.engine.client!.auth.getSession();
    expect(data.session).toBeNull();
    expect(await mirrorCounts(device)).toMatchObject({ orders: 0, products: 0 });
  });

  it("after sign-in the session has the role's permission flags and role name", async () => {
    const kitchen = await signedInDevice(DEMO.kitchen);
    const kitchenSession = await loadSession(kitchen.db);
    expect(kitchenSession).toMatchObject({ roleName: 'Keuken', companySlug: KMFC_SLUG, userId: AUTH_USER_IDS.keuken });
    expect(kitchenSession?.permissions).toMatchObject({ can_view_new_orders: true, can_manage_settings: false });

    const owner = await signedInDevice(DEMO.owner);
    const ownerSession = await loadSession(owner.db);
    expect(ownerSession?.roleName).toBe('Eigenaar');
    expect(PERMISSION_FLAGS.every((flag) => ownerSession?.permissions[flag] === true)).toBe(true);
  });

  it('a failed first download after sign-in signs out again (spec §8)', async () => {
    const device = await freshDevice();
    device.proxy!.addFault({ path: '/rest/v1/orders', fault: { kind: 'status', status: 503, body: { message: 'unavailable' } } });
    const failure = await signInFailure(device, DEMO.owner, DEMO_PASSWORD);
    expect(failure.status).toBe(503);
    expect(await getMeta(device.db, 'session')).toBeUndefined();
    expect(authTokenKeys(device)).toEqual([]);
    expect(Object.values(await mirrorCounts(device)).every((count) => count === 0)).toBe(true);
    expect(await getMeta(device.db, 'company')).toMatchObject({ slug: KMFC_SLUG });
  });
});

describe('permissions before sign-in', () => {
  /** What usePermissions (a live-query hook) reads: session?.permissions ?? NO_PERMISSIONS. */
  async function permissions(device: Device) {
    return (await getMeta(device.db, 'session'))?.permissions ?? NO_PERMISSIONS;
  }

  it('are all false until loaded (no session meta), and again after sign-out', async () => {
    expect(Object.keys(NO_PERMISSIONS).sort()).toEqual([...PERMISSION_FLAGS].sort());
    expect(Object.values(NO_PERMISSIONS).every((value) => value === false)).toBe(true);

    const device = await freshDevice();
    expect(await getMeta(device.db, 'session')).toBeUndefined();
    expect(await permissions(device)).toEqual(NO_PERMISSIONS);
    await device.engine.signIn(DEMO.kitchen, DEMO_PASSWORD);
    expect((await permissions(device)).can_view_new_orders).toBe(true);
    expect(await device.engine.signOut()).toEqual({ ok: true });
    expect(await permissions(device)).toEqual(NO_PERMISSIONS);
  });
});

describe('sign out (rule 11)', () => {
  it('with unsent changes it refuses and names the count; confirmed, it wipes mirrors, outbox and session, also offline', async () => {
    const device = await signedInDevice(DEMO.owner);
    const product = productId('101');
    device.goOffline();
    expect((await setProductVisible(product, false, device.db)).ok).toBe(true);
    expect(await unsentCount(device.db)).toBe(1);

    expect(await device.engine.signOut()).toEqual({ ok: false, unsent: 1 });
    expect(await device.db.outbox.count()).toBe(1);
    expect(await device.db.products.get(product)).toMatchObject({ is_active: false });
    expect(await orderCount(device.db)).toBeGreaterThan(0);
    expect(await loadSession(device.db)).toBeDefined();
    expect(authTokenKeys(device)).toHaveLength(1);

    expect(await device.engine.signOut({ discardUnsent: true })).toEqual({ ok: true });
    expect(Object.values(await mirrorCounts(device)).every((count) => count === 0)).toBe(true);
    expect(await device.db.outbox.count()).toBe(0);
    expect(await getMeta(device.db, 'session')).toBeUndefined();
    expect(await getMeta(device.db, 'company')).toMatchObject({ slug: KMFC_SLUG });
    expect(authTokenKeys(device)).toEqual([]);

    // Back online nothing of it reaches the server, not even once a driving engine is live again: the
    // change was discarded, not kept to be sent later.
    device.goOnline();
    await device.engine.signIn(DEMO.owner, DEMO_PASSWORD);
    await waitFor(async () => (await state(device)) === 'live', { timeoutMs: 10_000, what: 'live again' });
    const [row] = await stack.sql<{ is_active: boolean }>('select is_active from products where id = $1', [product]);
    expect(row.is_active).toBe(true);
    expect(await device.db.products.get(product)).toMatchObject({ is_active: true });
    expect(device.proxy!.forwarded('PATCH', '/rest/v1/products')).toBe(0);
  });

  it('a second staff member signing in after the first signed out sees none of their data', async () => {
    const device = await signedInDevice(DEMO.owner);
    const product = productId('401');
    device.goOffline();
    await setProductVisible(product, false, device.db); // the owner's local, unsent change
    expect(await device.engine.signOut({ discardUnsent: true })).toEqual({ ok: true });
    device.goOnline();

    await device.engine.signIn(DEMO.kitchen, DEMO_PASSWORD);
    const session = await loadSession(device.db);
    expect(session).toMatchObject({ userId: AUTH_USER_IDS.keuken, roleName: 'Keuken' });
    expect(session?.permissions.can_manage_settings).toBe(false);
    expect(await device.db.outbox.count()).toBe(0);
    // The mirrors are the server's, downloaded again for this staff member.
    expect(await device.db.products.get(product)).toMatchObject({ is_active: true });
    const [{ count }] = await stack.sql<{ count: number }>(
      'select count(*)::int as count from orders where status = any($1::text[])', [[...OPEN_STATUSES]]);
    expect(count).toBeGreaterThan(0);
    expect(await orderCount(device.db)).toBeGreaterThanOrEqual(count);
    await waitFor(async () => (await state(device)) === 'live', { timeoutMs: 10_000, what: 'live for the second staff member' });
  });
});

/** The manager's login revoked on the server and every REST call answered 401: a change is queued. */
async function revokedWithQueuedChange(device: Device, product: string): Promise<void> {
  await waitFor(async () => (await state(device)) === 'live', { timeoutMs: 10_000, what: 'live' });
  await stack.sql('delete from auth.refresh_tokens where user_id = $1', [AUTH_USER_IDS.manager]);
  await stack.sql('delete from auth.sessions where user_id = $1', [AUTH_USER_IDS.manager]);
  device.proxy!.addFault({
    path: '/rest/v1/', times: Infinity,
    fault: { kind: 'status', status: 401, body: { code: 'PGRST303', message: 'JWT expired' } },
  });
  await setProductVisible(product, false, device.db);
  await waitFor(async () => (await state(device)) === 'needs-auth', { timeoutMs: 10_000, what: 'needs-auth' });
}

describe('needs-auth (rule 5)', () => {
  it('a 401 with a revoked login pauses in needs-auth keeping the entry; signing in again drains it', async () => {
    const device = await signedInDevice(DEMO.manager);
    const product = productId('202');
    await revokedWithQueuedChange(device, product);
    // It stays put while the engine goes on: two more reads refused with 401 later, still no retry
    // of the change that rejects or drops it.
    const refusedReads = () => device.proxy!.log.filter((e) => e.method === 'GET' && e.path.startsWith('/rest/v1/') && e.outcome === 401).length;
    const seen = refusedReads();
    await waitFor(() => refusedReads() >= seen + 2, { timeoutMs: 10_000, what: 'two more refused reads' });
    const [entry, ...others] = await device.db.outbox.toArray();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ key: `products:${product}`, payload: { is_active: false } });
    expect(entry.state).not.toBe('rejected');
    expect(await device.db.products.get(product)).toMatchObject({ is_active: false });
    expect(await readSyncStatus(device.db)).toMatchObject({ state: 'needs-auth', pending: expect.any(Number) as number, rejected: 0 });
    expect(await loadSession(device.db)).toMatchObject({ userId: AUTH_USER_IDS.manager });

    device.proxy!.clearFaults();
    await device.engine.signIn(DEMO.manager, DEMO_PASSWORD);
    await waitFor(async () => (await device.db.outbox.count()) === 0, { timeoutMs: 10_000, what: 'the outbox to drain' });
    const [row] = await stack.sql<{ is_active: boolean }>('select is_active from products where id = $1', [product]);
    expect(row.is_active).toBe(false);
    await waitFor(async () => (await state(device)) === 'live', { timeoutMs: 10_000, what: 'live again' });
    await stack.sql('update products set is_active = true where id = $1', [product]);
  });

  it('signing in again after needs-auth keeps the queued change even when the refresh download fails', async () => {
    const device = await signedInDevice(DEMO.manager);
    const product = productId('601');
    await revokedWithQueuedChange(device, product);
    expect(await device.db.outbox.where('key').equals(`products:${product}`).count()).toBe(1);
    device.proxy!.clearFaults();
    device.proxy!.addFault({ path: '/rest/v1/orders', times: Infinity, fault: { kind: 'status', status: 503, body: { message: 'unavailable' } } });
    await device.engine.signIn(DEMO.manager, DEMO_PASSWORD); // same user: the download is only a refresh
    expect(await device.db.outbox.where('state').equals('rejected').count()).toBe(0);
    device.proxy!.clearFaults();
    await waitFor(async () => (await device.db.outbox.count()) === 0, { timeoutMs: 10_000, what: 'the outbox to drain' });
    const [row] = await stack.sql<{ is_active: boolean }>('select is_active from products where id = $1', [product]);
    expect(row.is_active).toBe(false);
    await stack.sql('update products set is_active = true where id = $1', [product]);
  });
});
