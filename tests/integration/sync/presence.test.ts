// Device presence through the real sync engine (issue 13): a device's report goes through the outbox
// to staff_devices, the server stamps last_seen_at, and another device's mirror gets the row by
// realtime or catch-up; reports made offline merge into one; the owner's setting reaches the server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { getDeviceId } from '../../../src/db/device';
import { setAutoCloseWithoutDevice } from '../../../src/db/shop-changes';
import { reportDevice, type DeviceReport } from '../../../src/db/device-report';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../../fixtures/seed-ids';

let stack: Stack;
let owner: Device;
let other: Device;

beforeAll(async () => {
  stack = await startTestStack();
  [owner, other] = await Promise.all([
    startDevice(stack, { name: 'owner' }), startDevice(stack, { name: 'manager', email: 'manager@kmfc.test' }),
  ]);
});
afterAll(async () => {
  await Promise.all([owner?.stop(), other?.stop()]);
  await stack?.stop();
});

const report: DeviceReport = {
  name: 'Chrome op Android', sound_on: true, audio_permission: 'granted', push_on: false, app_version: '1.0.0',
};

interface ServerDevice {
  device_id: string;
  company_id: string;
  user_id: string;
  sound_on: boolean;
  push_on: boolean;
  last_seen_at: Date;
  version: string;
}

async function serverDevice(deviceId: string): Promise<ServerDevice | undefined> {
  const [row] = await stack.sql<ServerDevice>(
    'select device_id, company_id, user_id, sound_on, push_on, last_seen_at, version::text from staff_devices where device_id = $1', [deviceId]);
  return row;
}

async function drained(device: Device): Promise<void> {
  await waitFor(async () => (await device.db.outbox.where('state').anyOf('pending', 'sending', 'failed').count()) === 0, { timeoutMs: 10_000, what: `${device.name} to drain` });
}

it('a report reaches the server through the outbox, stamped with the server’s time, and reaches the other device', async () => {
  const deviceId = await getDeviceId(owner.db);
  const before = Date.now();
  await reportDevice(report, owner.db);
  await drained(owner);

  const row = await waitFor(() => serverDevice(deviceId), { timeoutMs: 5_000, what: 'the device on the server' });
  expect(row).toMatchObject({ company_id: KMFC_COMPANY_ID, user_id: AUTH_USER_IDS.eigenaar, sound_on: true, push_on: false });
  expect(row.last_seen_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  // This device's mirror holds the server's row now, with its sighting.
  expect((await owner.db.staff_devices.get(deviceId))?.last_seen_at).toBeTruthy();

  const seen = await waitFor(() => other.db.staff_devices.get(deviceId), { timeoutMs: 10_000, what: 'the device in the other mirror' });
  expect(seen).toMatchObject({ device_id: deviceId, name: 'Chrome op Android', sound_on: true, user_id: AUTH_USER_IDS.eigenaar });
});

it('a changed flag updates the same row, and the other device sees the change', async () => {
  const deviceId = await getDeviceId(owner.db);
  const before = await waitFor(() => serverDevice(deviceId));
  await reportDevice({ ...report, push_on: true }, owner.db);
  await drained(owner);
  const after = await waitFor(async () => {
    const row = await serverDevice(deviceId);
    return row && row.push_on ? row : undefined;
  });
  expect(Number(after.version)).toBe(Number(before.version) + 1);
  expect(after.last_seen_at.getTime()).toBeGreaterThan(before.last_seen_at.getTime());
  await waitFor(async () => (await other.db.staff_devices.get(deviceId))?.push_on === true, { timeoutMs: 10_000, what: 'the new flag on the other device' });
  expect(await stack.sql('select 1 from staff_devices')).toHaveLength(1);
});

it('reports made offline merge into one entry and send the latest flags once back online', async () => {
  const deviceId = await getDeviceId(owner.db);
  const before = await waitFor(() => serverDevice(deviceId));
  owner.goOffline();
  for (const soundOn of [false, true, false]) await reportDevice({ ...report, sound_on: soundOn, push_on: true }, owner.db);
  const queued = await owner.db.outbox.where('key').equals(`staff_devices:${deviceId}`).toArray();
  expect(queued).toHaveLength(1);
  expect(queued[0].payload).toMatchObject({ sound_on: false });
  owner.goOnline();
  await drained(owner);
  const after = await waitFor(async () => {
    const row = await serverDevice(deviceId);
    return row && Number(row.version) > Number(before.version) ? row : undefined;
  });
  expect(after).toMatchObject({ sound_on: false });
  expect(Number(after.version)).toBe(Number(before.version) + 1);
});

it('the second device reports too, and the owner’s setting reaches the server and the other mirror', async () => {
  const otherId = await getDeviceId(other.db);
  expect(otherId).not.toBe(await getDeviceId(owner.db));
  await reportDevice({ ...report, name: 'Safari op iPad' }, other.db);
  await drained(other);
  await waitFor(async () => (await owner.db.staff_devices.get(otherId))?.user_id === AUTH_USER_IDS.manager, { timeoutMs: 10_000, what: 'the manager’s device on the owner’s' });

  await setAutoCloseWithoutDevice(true, owner.db);
  await drained(owner);
  const [settings] = await stack.sql<{ auto_close_without_device: boolean }>(
    'select auto_close_without_device from shop_settings where company_id = $1', [KMFC_COMPANY_ID]);
  expect(settings.auto_close_without_device).toBe(true);
  await waitFor(async () => (await other.db.shop_settings.toCollection().first())?.auto_close_without_device === true, { timeoutMs: 10_000, what: 'the setting on the other device' });
});
