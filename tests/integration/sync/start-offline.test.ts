// A first start without the network (no company cached yet) fails, as the spec's bootstrap says; the
// staff member signs in once the network is back, on the same engine (the app does not reload), and
// sync must then run as after any sign-in: drive, go live, and bring new orders.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { getMeta } from '../../../src/db/meta';
import { CompanyBootstrapError } from '../../../src/sync/company';
import { readSyncStatus } from '../../../src/sync/status';
import { storedRecord } from '../../helpers/order-store';

let stack: Stack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

it('after a first start offline failed, a sign-in once back online starts sync without a reload', async () => {
  const device = await startDevice(stack, { name: 'first-start-offline', start: false });
  try {
    device.goOffline();
    await expect(device.engine.start()).rejects.toBeInstanceOf(CompanyBootstrapError);
    expect(await getMeta(device.db, 'company')).toBeUndefined();

    device.goOnline();
    await device.engine.signIn('eigenaar@kmfc.test', 'kmfc-demo');
    await waitFor(() => device.engine.isLeader, { timeoutMs: 10_000, what: 'the engine to drive after the sign-in' });
    await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs: 10_000, what: 'sync to go live' });
    const placed = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
    await waitFor(() => storedRecord(device.db, placed.id), { timeoutMs: 10_000, what: 'an order placed after the sign-in on the device' });
  } finally {
    await device.stop();
  }
});
