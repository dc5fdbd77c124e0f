// The audit trail reaches the device: an order's events (its own and its print jobs') land in the order
// store with the person and this device's id (every write carries x-device-id), the shop's events apart;
// a first catch-up reads only the window's events; sign-out wipes them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { acceptOrder, cancelOrder } from '../../../src/db/order-store';
import { orderEvents } from '../../../src/db/order-store/events';
import { getDeviceId } from '../../../src/db/device';
import { setManualClosure } from '../../../src/db/shop-changes';
import { AUTH_USER_IDS } from '../../fixtures/seed-ids';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { startTestStack, type Stack } from '../../helpers/stack';
import { placeDemoOrder } from '../../../local-supabase/demo/order';

let stack: Stack;
let device: Device;
let oldEventId: string;

beforeAll(async () => {
  stack = await startTestStack();
  // An event from before the window: a first catch-up never reads it.
  oldEventId = randomUUID();
  await stack.sql(
    `insert into public.audit_events (id, company_id, entity, entity_id, action, db_role, at, updated_at)
     values ($1, 'c0000000-0000-4000-8000-000000000001', 'products', 'x', 'update', 'postgres', now() - interval '40 days', now() - interval '40 days')`,
    [oldEventId],
  );
  device = await startDevice(stack, { name: 'owner' });
});
afterAll(async () => {
  await device?.stop();
  await stack?.stop();
});

it("brings an order's events with who and which device, and the shop's apart; not those from before the window", async () => {
  const order = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey, 'kmfc-shop', () => 0.3);
  await waitFor(async () => (await orderEvents(device.db, order.id)).length === 1, { timeoutMs: 10_000, what: 'the placed event on the device' });
  expect((await acceptOrder(order.id, device.db, 20)).ok).toBe(true);
  expect((await cancelOrder(order.id, 'Te druk', device.db)).ok).toBe(true);
  await setManualClosure(true, 'Ziek', device.db);
  const actions = async () => (await orderEvents(device.db, order.id)).map((event) => event.action);
  await waitFor(async () => (await actions()).length === 3, { timeoutMs: 15_000, what: "the order's three events on the device" });
  expect(await actions()).toEqual(['placed', 'accepted', 'canceled']);
  const [, accepted, canceled] = await orderEvents(device.db, order.id);
  const deviceId = await getDeviceId(device.db);
  expect(accepted).toMatchObject({ user_id: AUTH_USER_IDS.eigenaar, device_id: deviceId, db_role: 'authenticated' });
  expect(canceled).toMatchObject({ reason: 'Te druk', device_id: deviceId });
  await waitFor(async () => (await device.db.shop_events.where('[entity+at]').between(['shop_status', ''], ['shop_status', '\uffff']).count()) > 0, {
    timeoutMs: 15_000, what: "the shop's event on the device",
  });
  const shop = await device.db.shop_events.toArray();
  expect(shop.find((event) => event.entity === 'shop_status')).toMatchObject({ reason: 'Ziek', device_id: deviceId });
  expect(await device.db.shop_events.get(oldEventId)).toBeUndefined();
});
