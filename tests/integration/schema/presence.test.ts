// Device presence (migration 20251124000002_presence.sql): who sees and writes staff_devices, the
// server's own last_seen_at, the owner setting, and fn_is_open's no_device rule with an injected time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  actAs,
  anonClaims,
  asClaimsRolledBack,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlStateAs,
  staffClaims,
  userClaims,
  type Database,
  type Queryable,
} from './support';

let db: Database;

const OTHER = {
  companyId: 'c0000000-0000-4000-8000-0000000000d1',
  authUserId: 'e0000000-0000-4000-8000-0000000000d1',
};
const KMFC_DEVICE = 'device-kmfc-1';
const OTHER_DEVICE = 'device-andere-1';

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.exec(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', '${OTHER.authUserId}', 'authenticated', 'authenticated',
            'baas@andere.test', '', now(), now());
    insert into public.companies (id, slug, name, is_active) values ('${OTHER.companyId}', 'andere-shop', 'Andere', true);
    insert into public.users (user_main_id, company_id, is_active) values ('${OTHER.authUserId}', '${OTHER.companyId}', true);
    insert into public.staff_devices (device_id, company_id, user_id, name)
    values ('${KMFC_DEVICE}', '${KMFC_COMPANY_ID}', '${AUTH_USER_IDS.keuken}', 'Chrome op Android'),
           ('${OTHER_DEVICE}', '${OTHER.companyId}', '${OTHER.authUserId}', 'Safari op iPad');
  `);
});

afterAll(async () => {
  await db?.close();
});

const eigenaar = staffClaims('eigenaar');
const keuken = staffClaims('keuken');
const otherStaff = userClaims(OTHER.authUserId);

interface DeviceRow {
  device_id: string;
  id: string;
  company_id: string;
  user_id: string | null;
  last_seen_at: Date;
  version: string;
}

/** The app's report as PostgREST's upsert on device_id runs it. */
const report = (deviceId: string, userId: string) => `
  insert into public.staff_devices (device_id, user_id, name, sound_on, audio_permission, push_on, app_version)
  values ('${deviceId}', '${userId}', 'Chrome op Windows', true, 'granted', false, '1.2.3')
  on conflict (device_id) do update set user_id = excluded.user_id, sound_on = excluded.sound_on
  returning device_id, id, company_id, user_id, last_seen_at, version::text`;

describe('staff_devices: who sees and writes', () => {
  it('shows staff their own company’s devices only, and anon nothing', async () => {
    const read = (claims: typeof keuken) =>
      asClaimsRolledBack(db, claims, (tx) =>
        tx.query<{ device_id: string }>(`select device_id from public.staff_devices order by device_id`));
    expect(await read(keuken)).toEqual([{ device_id: KMFC_DEVICE }]);
    expect(await read(otherStaff)).toEqual([{ device_id: OTHER_DEVICE }]);
    expect(await sqlStateAs(db, anonClaims, `select * from public.staff_devices`)).toBe('42501');
  });

  it('lets a staff member report a new device: company and id filled in, last_seen_at is the server’s now()', async () => {
    const rows = await asClaimsRolledBack(db, keuken, async (tx) => {
      const [{ now }] = await tx.query<{ now: Date }>(`select now()`);
      const written = await tx.query<DeviceRow>(report('device-new', AUTH_USER_IDS.keuken));
      return { now, written };
    });
    expect(rows.written).toEqual([
      expect.objectContaining({ device_id: 'device-new', id: 'device-new', company_id: KMFC_COMPANY_ID, version: '1' }),
    ]);
    expect(rows.written[0].last_seen_at).toEqual(rows.now);
  });

  it('sets last_seen_at to the server’s now() on every report and refuses one a device sends', async () => {
    const written = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update public.staff_devices set last_seen_at = '2020-01-01T00:00:00Z' where device_id = $1`, [KMFC_DEVICE]);
      await actAs(tx, keuken);
      const [{ now }] = await tx.query<{ now: Date }>(`select now()`);
      return { now, rows: await tx.query<DeviceRow>(report(KMFC_DEVICE, AUTH_USER_IDS.keuken)) };
    });
    expect(written.rows[0].last_seen_at).toEqual(written.now);
    expect(Number(written.rows[0].version)).toBe(3);
    expect(await sqlStateAs(db, keuken,
      `update public.staff_devices set last_seen_at = '2030-01-01T00:00:00Z' where device_id = '${KMFC_DEVICE}'`,
    )).toBe('42501');
  });

  it('moves a device to another staff member of the same company who reports from it', async () => {
    const written = await asClaimsRolledBack(db, eigenaar, (tx) =>
      tx.query<DeviceRow>(report(KMFC_DEVICE, AUTH_USER_IDS.eigenaar)));
    expect(written).toEqual([expect.objectContaining({ device_id: KMFC_DEVICE, user_id: AUTH_USER_IDS.eigenaar })]);
  });

  it('refuses a row for another user or another company, and another company’s device (42501)', async () => {
    expect(await sqlStateAs(db, keuken, report('device-x', AUTH_USER_IDS.eigenaar))).toBe('42501');
    expect(await sqlStateAs(db, keuken,
      `insert into public.staff_devices (device_id, company_id, user_id) values ('device-y', '${OTHER.companyId}', '${AUTH_USER_IDS.keuken}')`,
    )).toBe('42501');
    expect(await sqlStateAs(db, keuken, report(OTHER_DEVICE, AUTH_USER_IDS.keuken))).toBe('42501');
    expect(await sqlStateAs(db, keuken, `delete from public.staff_devices`)).toBe('42501');
    expect(await sqlStateAs(db, anonClaims, report('device-z', AUTH_USER_IDS.keuken))).toBe('42501');
  });

  it('checks the audio permission value', async () => {
    expect(await sqlStateAs(db, keuken,
      `insert into public.staff_devices (device_id, user_id, audio_permission) values ('device-p', '${AUTH_USER_IDS.keuken}', 'maybe')`,
    )).toBe('23514');
  });
});

describe('shop_settings.auto_close_without_device', () => {
  it('is off by default and only staff who manage settings change it', async () => {
    const [{ auto_close_without_device: initial }] = await db.query<{ auto_close_without_device: boolean }>(
      `select auto_close_without_device from public.shop_settings where company_id = $1`, [KMFC_COMPANY_ID]);
    expect(initial).toBe(false);
    const set = `update public.shop_settings set auto_close_without_device = true returning auto_close_without_device`;
    expect(await asClaimsRolledBack(db, eigenaar, (tx) => tx.query(set))).toEqual([{ auto_close_without_device: true }]);
    expect(await sqlStateAs(db, keuken, set)).toBe('42501');
  });
});

/** Wednesday 2025-01-15 13:00 in Amsterdam: the seeded hours say open. */
const OPEN_AT = '2025-01-15T12:00:00Z';
/** Wednesday 2025-01-15 06:00 in Amsterdam: before opening. */
const BEFORE_OPENING = '2025-01-15T05:00:00Z';

async function isOpenWith(
  setting: boolean, seenSecondsBefore: number | null, at: string, more?: (tx: Queryable) => Promise<void>,
): Promise<{ is_open: boolean; source: string }[]> {
  return inRolledBackTransaction(db, async (tx) => {
    await tx.query(`delete from public.staff_devices where company_id = $1`, [KMFC_COMPANY_ID]);
    await tx.query(`update public.shop_settings set auto_close_without_device = $2 where company_id = $1`, [KMFC_COMPANY_ID, setting]);
    if (seenSecondsBefore !== null) {
      await tx.query(
        `insert into public.staff_devices (device_id, company_id, user_id, last_seen_at)
         values ('device-seen', $1, $2, $3::timestamptz - make_interval(secs => $4))`,
        [KMFC_COMPANY_ID, AUTH_USER_IDS.keuken, at, seenSecondsBefore]);
    }
    await more?.(tx);
    await actAs(tx, anonClaims);
    return tx.query(`select is_open, source from public.fn_is_open($1::timestamptz, 'kmfc-shop')`, [at]);
  });
}

describe('fn_is_open: automatically closed without a device', () => {
  it('is unchanged while the setting is off, with no device at all', async () => {
    expect(await isOpenWith(false, null, OPEN_AT)).toEqual([{ is_open: true, source: 'opening_hours' }]);
  });

  it('stays open with the setting on and a device seen 2 minutes before', async () => {
    expect(await isOpenWith(true, 120, OPEN_AT)).toEqual([{ is_open: true, source: 'opening_hours' }]);
  });

  it('stays open with a device seen exactly 3 minutes before', async () => {
    expect(await isOpenWith(true, 180, OPEN_AT)).toEqual([{ is_open: true, source: 'opening_hours' }]);
  });

  it('closes with no_device when the last device was seen 4 minutes before', async () => {
    expect(await isOpenWith(true, 240, OPEN_AT)).toEqual([{ is_open: false, source: 'no_device' }]);
  });

  it('closes with no_device when no device ever reported', async () => {
    expect(await isOpenWith(true, null, OPEN_AT)).toEqual([{ is_open: false, source: 'no_device' }]);
  });

  it('ignores another company’s devices and soft-deleted ones', async () => {
    const rows = await isOpenWith(true, null, OPEN_AT, async (tx) => {
      await tx.query(`update public.staff_devices set last_seen_at = $1 where device_id = $2`, [OPEN_AT, OTHER_DEVICE]);
      await tx.query(
        `insert into public.staff_devices (device_id, company_id, user_id, last_seen_at, deleted_at)
         values ('device-gone', $1, $2, $3, now())`, [KMFC_COMPANY_ID, AUTH_USER_IDS.keuken, OPEN_AT]);
    });
    expect(rows).toEqual([{ is_open: false, source: 'no_device' }]);
  });

  it('keeps the hours’ and closures’ own sources when the shop would be closed anyway', async () => {
    expect(await isOpenWith(true, null, BEFORE_OPENING)).toEqual([{ is_open: false, source: 'outside_hours' }]);
    const closed = await isOpenWith(true, null, OPEN_AT, async (tx) => {
      await tx.query(`update public.shop_settings set is_manually_closed = true where company_id = $1`, [KMFC_COMPANY_ID]);
    });
    expect(closed).toEqual([{ is_open: false, source: 'manual_closure' }]);
  });

  it('answers the app’s own call (no arguments) by the caller’s company and now()', async () => {
    const ask = (reportFirst: boolean) => inRolledBackTransaction(db, async (tx) => {
      // open around the clock, the setting on, no device seen
      await tx.query(`update public.opening_hours set open_time = '00:00', close_time = '00:00', is_active = true where company_id = $1`, [KMFC_COMPANY_ID]);
      await tx.query(`update public.shop_settings set auto_close_without_device = true where company_id = $1`, [KMFC_COMPANY_ID]);
      await tx.query(`update public.staff_devices set last_seen_at = now() - interval '1 hour'`);
      await actAs(tx, keuken);
      if (reportFirst) await tx.query(report('device-now', AUTH_USER_IDS.keuken));
      return tx.query<{ is_open: boolean; source: string }>(`select is_open, source from public.fn_is_open()`);
    });
    expect(await ask(false)).toEqual([{ is_open: false, source: 'no_device' }]);
    expect(await ask(true)).toEqual([{ is_open: true, source: 'opening_hours' }]);
  });
});
