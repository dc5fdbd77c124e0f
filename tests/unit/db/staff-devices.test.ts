import { describe, expect, it } from 'vitest';
import { getDeviceId } from '../../../src/db/device';
import { settleEntry } from '../../../src/db/mirror';
import { markRetry, markSending } from '../../../src/db/outbox';
import { outboxCounts, unsentCount } from '../../../src/db/outbox-counts';
import { rejectedEntries } from '../../../src/db/pending';
import { openByHours, openState } from '../../../src/db/shop';
import { setAutoCloseWithoutDevice } from '../../../src/db/shop-changes';
import { lastDeviceSeenAt, staffDevices } from '../../../src/db/staff-devices';
import { reportDevice, type DeviceReport } from '../../../src/db/device-report';
import { COMPANY_ID, makeOpeningHours, makeShopSettings, makeStaffDevice } from '../../fixtures/rows';
import { T0, allEntries, expectOneTransaction, seed, signIn, track, useTestDb } from './harness';

const t = useTestDb();

const report: DeviceReport = {
  name: 'Chrome op Android', sound_on: true, audio_permission: 'granted', push_on: false, app_version: '1.2.3',
};

describe('reportDevice', () => {
  it('queues an upsert of this device’s row and shows it locally, in one transaction, without a sighting', async () => {
    const session = await signIn(t.db);
    const deviceId = await getDeviceId(t.db);

    const { writes } = await track(t, () => reportDevice(report, t.db));

    expectOneTransaction(writes, ['staff_devices', 'outbox']);
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'staff_devices', key: `staff_devices:${deviceId}`, row_id: deviceId, kind: 'upsert', action: 'deviceReport',
      payload: { device_id: deviceId, user_id: session.userId, ...report },
    });
    expect(await t.db.staff_devices.get(deviceId)).toMatchObject({
      id: deviceId, device_id: deviceId, company_id: COMPANY_ID, last_seen_at: null, ...report,
    });
  });

  it('merges reports while unsent, so an offline tablet keeps one entry with the latest flags', async () => {
    await signIn(t.db);
    for (let i = 0; i < 5; i++) await reportDevice({ ...report, sound_on: i % 2 === 0 }, t.db);
    await reportDevice({ ...report, push_on: true }, t.db);
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0].payload).toMatchObject({ sound_on: true, push_on: true });
  });

  it('after a failed send, keeps at most the failed entry and one merged unsent entry', async () => {
    await signIn(t.db);
    await reportDevice(report, t.db);
    const [first] = await allEntries(t.db);
    await markSending(t.db, first.seq);
    await markRetry(t.db, first.seq, T0 + 60_000, { kind: 'transient', status: 0, code: null, detail: 'offline' }, true);
    for (let i = 0; i < 3; i++) await reportDevice({ ...report, app_version: `1.2.${4 + i}` }, t.db);
    const entries = await allEntries(t.db);
    expect(entries.map((entry) => [entry.state, entry.payload.app_version])).toEqual([['failed', '1.2.3'], ['pending', '1.2.6']]);
  });

  it('is not a staff change: left out of the counts, the sign-out warning and the rejected list; a refused one goes with the next report', async () => {
    await signIn(t.db);
    await reportDevice(report, t.db);
    expect(await outboxCounts(t.db)).toEqual({ pending: 0, failed: 0, rejected: 0 });
    expect(await unsentCount(t.db)).toBe(0);
    const [entry] = await allEntries(t.db);
    await settleEntry(t.db, entry.seq, 'staff_devices', {
      outcome: 'rejected', serverRow: null, error: { kind: 'refused', status: 403, code: '42501', detail: 'rls' },
    });
    expect(await rejectedEntries(t.db)).toEqual([]);
    await reportDevice(report, t.db);
    expect((await allEntries(t.db)).map((e) => e.state)).toEqual(['pending']);
  });

  it('does nothing when nobody is signed in', async () => {
    await reportDevice(report, t.db);
    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.staff_devices.count()).toBe(0);
  });

  it('takes the server’s row (with its last_seen_at) once confirmed', async () => {
    await signIn(t.db);
    await reportDevice(report, t.db);
    const [entry] = await allEntries(t.db);
    const deviceId = await getDeviceId(t.db);
    const server = makeStaffDevice({ device_id: deviceId, last_seen_at: '2025-01-15T12:00:01+00:00', ...report });
    await settleEntry(t.db, entry.seq, 'staff_devices', { outcome: 'confirmed', serverRow: server });
    expect(await t.db.staff_devices.get(deviceId)).toEqual(server);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('staff devices in the mirror', () => {
  it('lists the company’s devices, latest sighting first, without other companies’ or deleted ones', async () => {
    await signIn(t.db);
    const old = makeStaffDevice({ name: 'Oud', last_seen_at: '2025-01-15T10:00:00.000Z' });
    const recent = makeStaffDevice({ name: 'Nieuw', last_seen_at: '2025-01-15T11:59:00.000Z' });
    await seed(t.db, 'staff_devices', old, recent,
      makeStaffDevice({ company_id: 'c0000000-0000-4000-8000-0000000000ff' }),
      makeStaffDevice({ deleted_at: '2025-01-15T11:00:00.000Z' }));
    expect((await staffDevices(t.db)).map((row) => row.name)).toEqual(['Nieuw', 'Oud']);
    expect(await lastDeviceSeenAt(t.db)).toEqual(new Date('2025-01-15T11:59:00.000Z'));
  });
});

describe('automatically closed without a device', () => {
  const openAllWeek = () => [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    makeOpeningHours({ weekday, open_time: '00:00:00', close_time: '00:00:00', is_active: true }));

  it('setAutoCloseWithoutDevice patches shop_settings through the outbox and makes the server answer stale', async () => {
    await signIn(t.db);
    const settings = makeShopSettings();
    await seed(t.db, 'shop_settings', settings);
    await t.db.meta.put({ key: 'open_state', value: { is_open: true, source: 'opening_hours', checked_at: T0 } });

    const { writes } = await track(t, () => setAutoCloseWithoutDevice(true, t.db));

    expectOneTransaction(writes, ['shop_settings', 'outbox']);
    expect((await allEntries(t.db))[0]).toMatchObject({
      entity: 'shop_settings', key: `shop_settings:${settings.id}`, kind: 'patch', action: 'autoClose',
      payload: { auto_close_without_device: true },
    });
    expect((await openState(t.db, T0)).origin).toBe('local');
  });

  it('computes no_device locally when the setting is on and no device was seen for over 3 minutes', async () => {
    await signIn(t.db);
    await seed(t.db, 'opening_hours', ...openAllWeek());
    await seed(t.db, 'shop_settings', makeShopSettings({ auto_close_without_device: true }));
    const device = makeStaffDevice({ last_seen_at: new Date(T0 - 120_000).toISOString() });
    await seed(t.db, 'staff_devices', device);
    expect(await openState(t.db, T0)).toMatchObject({ is_open: true, source: 'opening_hours', origin: 'local' });
    const closed = await openState(t.db, T0 + 61_000);
    expect(closed).toMatchObject({ is_open: false, source: 'no_device' });
    // Still open by its hours (what the dead-connection alarm asks), unlike a closure by hand.
    expect(openByHours(closed)).toBe(true);
    expect(openByHours({ is_open: false, source: 'manual_closure' })).toBe(false);
  });
});
