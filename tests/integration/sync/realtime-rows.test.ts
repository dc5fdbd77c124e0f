// Realtime is a nudge (DESIGN sync rule 7), but the row it carries is applied at once, with the same
// version check, so a new order shows even while the catch-up read is slow or failing; the catch-up
// still follows and moves the cursor.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, waitFor, type Device } from '../../helpers/device';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { getCursor } from '../../../src/db/meta';

let stack: Stack;
let device: Device;

beforeAll(async () => {
  stack = await startTestStack();
  device = await startDevice(stack, { name: 'realtime-rows' });
  await waitFor(() => device.engine.isLeader, 5_000, 'driving');
});
afterAll(async () => {
  await device?.stop();
  await stack?.stop();
});

it('a new order shows from its realtime row while reading orders fails, and the cursor waits for the read', async () => {
  await new Promise((resolve) => setTimeout(resolve, 500)); // the channel is subscribed
  const before = await getCursor(device.db, 'orders');
  device.proxy!.addFault({ method: 'GET', path: '/rest/v1/orders', times: Infinity, fault: { kind: 'status', status: 503 } });
  const order = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
  await waitFor(() => device.db.orders.get(order.id), 5_000, 'the order from its realtime row');
  expect((await device.db.orders.get(order.id))?.status).toBe('created');
  expect(await getCursor(device.db, 'orders')).toEqual(before);
  device.proxy!.clearFaults();
  await waitFor(async () => (await getCursor(device.db, 'orders'))?.id !== before?.id, 15_000, 'the catch-up to move the cursor');
});
