// After sign-in: the staff member must have an active user record in the shop company (spec sections
// 5 and 6); its role gives the permission flags, which stay false until loaded.
import type { Session } from '@supabase/supabase-js';
import type { ShopDb } from '../db/database';
import { saveSession } from '../db/session';
import { NO_PERMISSIONS, PERMISSION_FLAGS, type SessionInfo } from '../db/meta';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';

/**
 * The user record, its role's name and permission flags, and its company. Written out, so the client
 * types the answer; reading every flag of PERMISSION_FLAGS from it below fails to compile if one is missing.
 */
const USER_RECORD = `is_active, created_at, last_login_at,
  roles(name, slug, can_view_new_orders, can_view_order_history, can_manage_settings, can_edit_product_data,
    can_change_product_status, can_view_product_statistics, can_view_revenue_statistics),
  companies!inner(id, name, slug)`;

export type AccessResult = { ok: true; session: SessionInfo } | { ok: false; reason: 'no-access' };

/** Reads the caller's active user record for the shop company. Network and server errors throw. */
export async function loadAccess(client: Client, authSession: Session, slug: string): Promise<AccessResult> {
  const userId = authSession.user.id;
  const { data, error, status } = await client
    .from('users')
    .select(USER_RECORD)
    .eq('user_main_id', userId)
    .eq('companies.slug', slug)
    .eq('is_active', true)
    .maybeSingle()
    .retry(false);
  if (error) throw new RequestError('loading the user record', failureOf(error, status));
  if (!data) return { ok: false, reason: 'no-access' };
  const record = data;
  const profile = await client.from('user_profiles').select('role').eq('id', userId).maybeSingle().retry(false);
  const permissions = { ...NO_PERMISSIONS };
  for (const flag of PERMISSION_FLAGS) permissions[flag] = record.roles?.[flag] === true;
  return {
    ok: true,
    session: {
      userId,
      email: authSession.user.email ?? '',
      companyId: record.companies.id,
      companyName: record.companies.name,
      companySlug: record.companies.slug,
      roleName: record.roles?.name ?? profile.data?.role ?? null,
      permissions,
      createdAt: authSession.user.created_at ?? record.created_at,
      lastLoginAt: authSession.user.last_sign_in_at ?? record.last_login_at,
    },
  };
}

/** Reloads the signed-in user's access into the session row; a failure keeps the cached one. */
export async function reloadAccess(
  client: Client, db: ShopDb, slug: string, log: (message: string, detail?: unknown) => void,
): Promise<'ok' | 'no-access' | 'unknown'> {
  const { data } = await client.auth.getSession();
  if (!data.session) return 'unknown';
  try {
    const access = await loadAccess(client, data.session, slug);
    if (!access.ok) return 'no-access';
    await saveSession(db, access.session);
    return 'ok';
  } catch (error) {
    log('reloading access failed; the cached permissions stand', error);
    return 'unknown';
  }
}
