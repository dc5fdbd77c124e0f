// Two devices of one shop (DESIGN sync rules 3, 5, 7, 8): offline work is pushed in order after
// reconnecting, conflicts on orders are detected and told, refusals roll back without blocking others.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { acceptOrder, advanceOrder, cancelOrder } from '../../../src/db/order-store';
import { setProductInStock } from '../../../src/db/products';
import { setDayOpen, setDayTime } from '../../../src/db/opening-hours';
import { rejectedEntries } from '../../../src/db/pending';
import { readSyncStatus } from '../../../src/sync/status';
import { productId } from '../../fixtures/seed-ids';
import { storedRecord } from '../../helpers/order-store';

let stack: Stack;
let owner: Device;
let other: Device;

beforeAll(async () => {
  stack = await startTestStack();
  [owner, other] = await Promise.all([startDevice(stack, { name: 'owner' }), startDevice(stack, { name: 'manager', email: 'manager@kmfc.test' })]);
});
afterAll(async () => {
  await Promise.all([owner?.stop(), other?.stop()]);
  await stack?.stop();
});

async function drained(device: Device): Promise<void> {
  await waitFor(async () => (await device.db.outbox.where('state').anyOf('pending', 'sending', 'failed').count()) === 0, { timeoutMs: 10_000, what: `${device.name} to drain` });
}

async function newOrder(): Promise<string> {
  const placed = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
  await waitFor(async () => (await storedRecord(owner.db, placed.id)) && (await storedRecord(other.db, placed.id)), { timeoutMs: 5_000, what: 'the order on both devices' });
  return placed.id;
}

async function serverStatus(id: string): Promise<{ status: string; version: number }> {
  const [row] = await stack.sql<{ status: string; version: string }>('select status, version from orders where id = $1', [id]);
  return { status: row.status, version: Number(row.version) };
}

it('changes made offline are pushed in order after reconnecting, and orders placed meanwhile appear', async () => {
  const order = await newOrder();
  const before = await serverStatus(order);
  owner.goOffline();
  await waitFor(async () => (await readSyncStatus(owner.db)).state === 'offline', { timeoutMs: 5_000, what: 'offline status' });
  await acceptOrder(order, owner.db);
  await advanceOrder(order, owner.db); // accepted → preparing, only valid after the accept
  await setProductInStock(productId('301'), false, owner.db);
  await setDayTime(6, 'open', '12:00', owner.db);
  const placedMeanwhile = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
  const status = await readSyncStatus(owner.db);
  expect(status.pending + status.failed).toBe(4);
  owner.goOnline();
  await drained(owner);
  expect(await serverStatus(order)).toEqual({ status: 'preparing', version: before.version + 2 });
  const [product] = await stack.sql<{ is_sold_out: boolean }>('select is_sold_out from products where id = $1', [productId('301')]);
  expect(product.is_sold_out).toBe(true);
  await waitFor(() => storedRecord(owner.db, placedMeanwhile.id), { timeoutMs: 5_000, what: 'the order placed while offline' });
  await waitFor(async () => (await readSyncStatus(owner.db)).state === 'live', { timeoutMs: 15_000, what: 'live' });
});

it('two devices accept the same order: one wins, the other is told and shows the server status', async () => {
  const order = await newOrder();
  other.goOffline();
  await acceptOrder(order, owner.db);
  await advanceOrder(order, owner.db);
  await drained(owner);
  await acceptOrder(order, other.db);
  expect((await storedRecord(other.db, order))?.status).toBe('accepted'); // optimistic
  other.goOnline();
  await drained(other);
  expect(await serverStatus(order)).toMatchObject({ status: 'preparing' });
  expect((await storedRecord(other.db, order))?.status).toBe('preparing');
  const [rejected] = await rejectedEntries(other.db);
  expect(rejected).toMatchObject({
    key: `orders:${order}`, state: 'rejected', last_error: { kind: 'conflict', orderId: order, orderStatus: 'preparing' },
  });
});

it('a step made from an outdated status is not applied', async () => {
  const order = await newOrder();
  other.goOffline();
  await cancelOrder(order, 'Te druk', owner.db);
  await drained(owner);
  const canceled = await serverStatus(order);
  await acceptOrder(order, other.db);
  await advanceOrder(order, other.db);
  other.goOnline();
  await drained(other);
  expect(await serverStatus(order)).toEqual(canceled);
  expect((await storedRecord(other.db, order))?.status).toBe('canceled');
  expect((await rejectedEntries(other.db)).filter((e) => e.key === `orders:${order}`)).toHaveLength(2);
});

it('a refused change (no can_manage_settings) rolls back, recorded as refused, while the others still go', async () => {
  const kitchen = await startDevice(stack, { name: 'kitchen', email: 'keuken@kmfc.test' });
  try {
    const order = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
    await waitFor(() => storedRecord(kitchen.db, order.id), { timeoutMs: 5_000, what: 'the order in the kitchen' });
    const [monday] = await stack.sql<{ is_active: boolean; version: string }>('select is_active, version from opening_hours where weekday = 1');
    kitchen.goOffline();
    await setDayOpen(1, !monday.is_active, kitchen.db);
    await acceptOrder(order.id, kitchen.db);
    expect((await kitchen.db.opening_hours.where('weekday').equals(1).first())?.is_active).toBe(!monday.is_active);
    kitchen.goOnline();
    await drained(kitchen);
    const [after] = await stack.sql<{ is_active: boolean; version: string }>('select is_active, version from opening_hours where weekday = 1');
    expect(after).toEqual(monday);
    expect((await kitchen.db.opening_hours.where('weekday').equals(1).first())?.is_active).toBe(monday.is_active);
    const rejected = await rejectedEntries(kitchen.db);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ key: 'opening_hours:1', action: 'dayOpen', last_error: { kind: 'refused', code: '42501' } });
    expect(await serverStatus(order.id)).toMatchObject({ status: 'accepted' });
  } finally {
    await kitchen.stop();
  }
});
