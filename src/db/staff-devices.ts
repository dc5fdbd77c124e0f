// The company's devices in the local mirror (presence, DESIGN section 8) and this device's report:
// an upsert of its own row through the outbox, so the owner sees which devices are listening and
// fn_is_open knows whether any is. The server sets last_seen_at; this device never invents one.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { getDeviceId, storedDeviceId } from './device';
import { getMeta } from './meta';
import { enqueue } from './outbox';
import type { AudioPermission, StaffDeviceRow } from './rows';

export type { AudioPermission, StaffDeviceRow } from './rows';

/** What a device says about itself; the user and company come from the session. */
export interface DeviceReport {
  name: string;
  sound_on: boolean;
  audio_permission: AudioPermission;
  push_on: boolean;
  app_version: string | null;
}

/** The company's devices, most recently seen first (never-confirmed ones last). */
export async function staffDevices(db: ShopDb): Promise<StaffDeviceRow[]> {
  const session = await getMeta(db, 'session');
  if (!session) return [];
  const rows = await db.staff_devices
    .filter((row) => row.company_id === session.companyId && !row.deleted_at)
    .toArray();
  return rows.sort((a, b) => (b.last_seen_at ?? '').localeCompare(a.last_seen_at ?? '') || a.name.localeCompare(b.name));
}

/** The latest sighting of any of the company's devices (for the local open/closed computation). */
export async function lastDeviceSeenAt(db: ShopDb): Promise<Date | null> {
  let latest: number | null = null;
  for (const row of await staffDevices(db)) {
    const at = row.last_seen_at ? Date.parse(row.last_seen_at) : Number.NaN;
    if (!Number.isNaN(at) && (latest === null || at > latest)) latest = at;
  }
  return latest === null ? null : new Date(latest);
}

/** The company's devices and this device's id (null before its first use); undefined while loading. */
export function useStaffDevices(db: ShopDb = appDb()): { devices: StaffDeviceRow[]; thisDevice: string | null } | undefined {
  return useLiveQuery(async () => ({ devices: await staffDevices(db), thisDevice: await storedDeviceId(db) }), [db]);
}

/**
 * Reports this device (its row upserted on device_id). Offline it waits in the outbox, and reports
 * made meanwhile merge into the unsent one, so a tablet offline for hours queues one entry, not one a
 * minute. A refused report is logged and dropped when the next one is made (it is not a staff change). Does
 * nothing when nobody is signed in.
 */
export async function reportDevice(report: DeviceReport, db: ShopDb = appDb()): Promise<void> {
  const deviceId = await getDeviceId(db);
  await db.transaction('rw', [db.staff_devices, db.outbox, db.meta], async () => {
    const session = await getMeta(db, 'session');
    if (!session) return;
    const key = `staff_devices:${deviceId}`;
    // A refused report is replaced by this one; the log keeps why (a refusal repeats every minute).
    const refused = await db.outbox.where('key').equals(key).filter((entry) => entry.state === 'rejected').toArray();
    for (const entry of refused) console.warn('presence report refused by the server', entry.last_error);
    await db.outbox.bulkDelete(refused.map((entry) => entry.seq));
    await enqueue(db, {
      entity: 'staff_devices', key, row_id: deviceId, kind: 'upsert', action: 'deviceReport',
      payload: { device_id: deviceId, user_id: session.userId, ...report },
    });
    const existing = await db.staff_devices.get(deviceId);
    const base: StaffDeviceRow = existing ?? {
      id: deviceId, device_id: deviceId, company_id: session.companyId, user_id: session.userId,
      created_at: new Date(db.env.now()).toISOString(), updated_at: '', version: 0, deleted_at: null,
      last_mutation_id: null, last_seen_at: null, ...report,
    };
    await db.staff_devices.put({ ...base, ...report, user_id: session.userId });
  });
}
