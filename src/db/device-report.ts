// This device's report: an upsert of its own row in staff_devices through the outbox, so the owner
// sees which devices are listening and fn_is_open knows whether any is (presence, DESIGN section 8).
// The server sets last_seen_at; this device never invents one.
import { appDb, type ShopDb } from './database';
import { getDeviceId } from './device';
import { getMeta } from './meta';
import { enqueue } from './outbox';
import type { AudioPermission, StaffDeviceRow } from './rows';

/** What a device says about itself; the user and company come from the session. */
export interface DeviceReport {
  name: string;
  sound_on: boolean;
  audio_permission: AudioPermission;
  push_on: boolean;
  app_version: string | null;
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
