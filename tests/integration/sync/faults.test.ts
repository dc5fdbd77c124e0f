// Bad shop Wi-Fi between the device and the server (fault proxy): every change still lands exactly
// once (DESIGN sync rules 3, 5, 6). Each test counts server versions before and after.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { acceptOrder } from '../../../src/db/order-store';
import { setProductInStock, setProductVisible } from '../../../src/db/products';
import { setDayTime } from '../../../src/db/opening-hours';
import { setManualClosure } from '../../../src/db/shop-changes';
import { readSyncStatus } from '../../../src/sync/status';
import { productId } from '../../fixtures/seed-ids';
import { storedRecord } from '../../helpers/order-store';

let stack: Stack;
let device: Device;

beforeAll(async () => {
  stack = await startTestStack();
  device = await startDevice(stack);
  await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs: 10_000, what: 'live' });
});
afterAll(async () => {
  await device?.stop();
  await stack?.stop();
});

async function drained(timeout = 10_000): Promise<void> {
  await waitFor(async () => (await device.db.outbox.count()) === 0, { timeoutMs: timeout, what: 'the outbox to drain' });
}

async function version(table: string, id: string): Promise<number> {
  const [row] = await stack.sql<{ version: string }>(`select version from ${table} where id = $1`, [id]);
  return Number(row.version);
}

async function newOrder(): Promise<string> {
  const placed = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
  await waitFor(() => storedRecord(device.db, placed.id), { timeoutMs: 5_000, what: 'the new order in the mirror' });
  return placed.id;
}

const proxy = () => device.proxy!;

it('a dropped request is sent again and applied once', async () => {
  const id = productId('102');
  const before = await version('products', id);
  proxy().addFault({ method: 'PATCH', path: '/rest/v1/products', fault: { kind: 'drop' } });
  await setProductInStock(id, false, device.db);
  await drained();
  expect(await version('products', id)).toBe(before + 1);
  expect(proxy().log.filter((e) => e.method === 'PATCH' && e.path.startsWith('/rest/v1/products')).map((e) => e.outcome))
    .toEqual(['dropped', 200]);
});

it('a response lost after the server committed is not applied twice (order step, product, hours, closure)', async () => {
  const order = await newOrder();
  const product = productId('103');
  const [orderBefore, productBefore] = [await version('orders', order), await version('products', product)];
  for (const path of ['/rest/v1/orders', '/rest/v1/products', '/rest/v1/opening_hours', '/rest/v1/rpc/set_shop_status']) {
    proxy().addFault({ path, fault: { kind: 'lose-response' } });
  }
  const [hours] = await stack.sql<{ version: string }>('select version from opening_hours where weekday = 5');
  const [status] = await stack.sql<{ version: string }>('select version from shop_status');
  await acceptOrder(order, device.db);
  await setProductVisible(product, false, device.db);
  await setDayTime(5, 'close', '23:30', device.db);
  await setManualClosure(true, 'Even weg', device.db);
  await drained();
  expect(await version('orders', order)).toBe(orderBefore + 1);
  expect(await version('products', product)).toBe(productBefore + 1);
  const [hoursAfter] = await stack.sql<{ version: string }>('select version from opening_hours where weekday = 5');
  expect(Number(hoursAfter.version)).toBe(Number(hours.version) + 1);
  const [statusAfter] = await stack.sql<{ version: string; is_closed: boolean }>('select version, is_closed from shop_status');
  expect(statusAfter.is_closed).toBe(true);
  expect(Number(statusAfter.version)).toBe(status ? Number(status.version) + 1 : 1);
  expect(await device.db.outbox.where('state').equals('rejected').count()).toBe(0);
  expect((await storedRecord(device.db, order))?.status).toBe('accepted');
  await setManualClosure(false, '', device.db);
  await drained();
});

it('500 and 503 answers are retried until the change lands once', async () => {
  const id = productId('104');
  const before = await version('products', id);
  proxy().addFault({ method: 'PATCH', path: '/rest/v1/products', fault: { kind: 'status', status: 500 } });
  proxy().addFault({ method: 'PATCH', path: '/rest/v1/products', fault: { kind: 'status', status: 503 } });
  await setProductInStock(id, false, device.db);
  await drained();
  expect(await version('products', id)).toBe(before + 1);
});

it('429 with Retry-After holds the next attempt back for that long', async () => {
  const id = productId('105');
  proxy().addFault({ method: 'PATCH', path: '/rest/v1/products', fault: { kind: 'status', status: 429, headers: { 'Retry-After': '1' } } });
  await setProductVisible(id, false, device.db);
  await drained();
  const attempts = proxy().log.filter((e) => e.method === 'PATCH' && e.path.includes(id));
  expect(attempts.map((e) => e.outcome)).toEqual([429, 200]);
  expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(950);
});

it('a slow answer holds back only its own key; a request timing out is not applied twice', async () => {
  const slow = productId('201');
  const fast = productId('202');
  const before = await version('products', slow);
  proxy().addFault({ method: 'PATCH', path: slow, fault: { kind: 'delay', ms: 6_000 } }); // longer than the 5 s request timeout
  await setProductVisible(slow, false, device.db);
  await waitFor(async () => (await device.db.outbox.toArray()).some((e) => e.state === 'sending'), { timeoutMs: 2_000, what: 'the slow send' });
  await setProductVisible(fast, false, device.db);
  await waitFor(async () => (await device.db.outbox.where('key').equals(`products:${fast}`).count()) === 0, { timeoutMs: 2_000, what: 'the other key to go first' });
  await drained(20_000);
  expect(await version('products', slow)).toBe(before + 1);
  expect((await device.db.products.get(slow))?.is_active).toBe(false);
}, 30_000);

it('after the websocket is cut without a close frame, realtime comes back and new orders still arrive', async () => {
  proxy().cutWebSockets();
  const placed = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
  await waitFor(() => storedRecord(device.db, placed.id), { timeoutMs: 5_000, what: 'the order after the cut' });
  await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs: 10_000, what: 'live again' });
});

it('an expired token mid-queue is refreshed and the entry retried without counting an attempt', async () => {
  const first = productId('203');
  const second = productId('204');
  const beforeFirst = await version('products', first);
  proxy().addFault({ method: 'PATCH', path: first, fault: { kind: 'status', status: 401, body: { code: 'PGRST303', message: 'JWT expired' } } });
  const refreshesBefore = proxy().log.filter((e) => e.path.includes('grant_type=refresh_token')).length;
  await setProductVisible(first, false, device.db);
  await setProductVisible(second, false, device.db);
  await drained();
  expect(await version('products', first)).toBe(beforeFirst + 1);
  expect(proxy().log.filter((e) => e.path.includes('grant_type=refresh_token')).length).toBeGreaterThan(refreshesBefore);
  expect((await device.db.products.get(second))?.is_active).toBe(false);
});

it('a change made in a short drop right after a reconnect is sent as soon as the network is back', async () => {
  // Only the online signal can send it in time here: the timers (watchdog, catch-ups) wait a minute.
  const slow = await startDevice(stack, {
    name: 'short-drop', intervals: { watchdogMs: 60_000, ordersMs: 60_000, shopMs: 60_000, fullMs: 60_000 },
  });
  try {
    await waitFor(async () => (await readSyncStatus(slow.db)).state === 'live', { timeoutMs: 10_000, what: 'live' });
    // The reconnect of the start is over a second old, so the first return below catches up at once.
    const liveAt = Date.now();
    await waitFor(() => Date.now() - liveAt > 1_100, { timeoutMs: 5_000, what: 'the start\'s reconnect to be a second old' });
    const id = productId('101');
    const before = await version('products', id);
    // The browser says offline and online again twice within a second (the catch-ups gather once a
    // second); the link itself stays up, so no realtime resubscribe sends the change either.
    slow.network.set(false);
    const seen = slow.proxy!.log.length;
    slow.network.set(true);
    // That first return has caught up (and drained its empty queue) before the next drop.
    await waitFor(() => slow.proxy!.log.slice(seen).some((entry) => entry.method === 'GET'), { timeoutMs: 5_000, what: 'a catch-up' });
    slow.network.set(false);
    await setProductVisible(id, false, slow.db);
    // Reads queued after the outbox watch's own: its drain request has come (and found no network).
    for (let i = 0; i < 3; i++) await slow.db.outbox.where('state').equals('pending').count();
    slow.network.set(true);
    await waitFor(async () => (await version('products', id)) === before + 1, { timeoutMs: 10_000, what: 'the change on the server' });
    await waitFor(async () => (await slow.db.outbox.count()) === 0, { timeoutMs: 5_000, what: 'the outbox to drain' });
    await setProductVisible(id, true, slow.db);
    await waitFor(async () => (await slow.db.outbox.count()) === 0, { timeoutMs: 10_000, what: 'the outbox to drain again' });
  } finally {
    await slow.stop();
  }
});
