// The names an order's history and 'Gewijzigd door …' show for the audit trail's user ids: the company's
// staff from company_staff() (e-mail and role), kept in meta so they show offline. Read after the
// audit trail brought something new, at most every few minutes.
import type { ShopDb } from '../db/database';
import { getMeta, setMeta } from '../db/meta';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';

export const STAFF_NAMES_MAX_AGE_MS = 5 * 60_000;

export async function refreshStaffNames(client: Client, db: ShopDb, now: () => number, force = false): Promise<void> {
  const stored = await getMeta(db, 'staff_names');
  if (!force && stored && now() - stored.readAt < STAFF_NAMES_MAX_AGE_MS) return;
  const { data, error, status } = await client.rpc('company_staff').retry(false);
  if (error) throw new RequestError('reading the staff names', failureOf(error, status));
  const staff = (data ?? []).map((row) => ({ user_id: row.user_id, email: row.email, role_name: row.role_name }));
  await setMeta(db, 'staff_names', { staff, readAt: now() });
}
