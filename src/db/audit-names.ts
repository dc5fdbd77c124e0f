// Who the audit trail's ids are, as staff know them: a user id's e-mail (the company's staff names, read
// by sync/staff-names.ts) and a device id's name (the Apparaten mirror), live and offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { storedDeviceId } from './device';
import { getMeta, type StaffName } from './meta';
import { staffDevices } from './staff-devices';

export interface AuditNames {
  staff: ReadonlyMap<string, StaffName>;
  devices: ReadonlyMap<string, string>;
  thisDevice: string | null;
}

export async function auditNames(db: ShopDb): Promise<AuditNames> {
  const [names, devices, thisDevice] = await Promise.all([getMeta(db, 'staff_names'), staffDevices(db), storedDeviceId(db)]);
  return {
    staff: new Map((names?.staff ?? []).map((person) => [person.user_id, person])),
    devices: new Map(devices.map((device) => [device.device_id, device.name])),
    thisDevice,
  };
}

/** The names, live; undefined while loading. */
export function useAuditNames(db: ShopDb = appDb()): AuditNames | undefined {
  return useLiveQuery(() => auditNames(db), [db]);
}
