// The company's devices in the local mirror (presence, DESIGN section 8): who is listening, and when
// any was last seen (the local open/closed computation). This device's own report is device-report.ts.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { storedDeviceId } from './device';
import { getMeta } from './meta';
import type { StaffDeviceRow } from './rows';

export type { AudioPermission, StaffDeviceRow } from './rows';

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
