// auth.users / auth.identities rows and the user JSON GoTrue returns (key order and omitted null
// timestamps as in its models.User).
import type { Queryable } from '../db/database';
import { errors } from './errors';
import { isObject, UUID_RE, type Json } from './http';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json | null;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

/** GoTrue's audience; rows with a NULL aud (hand-written seeds) count as this one too. */
export const AUDIENCE = 'authenticated';
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const stamp = (ms: number) => new Date(ms).toISOString();

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  if (!UUID_RE.test(id)) return null;
  const rows = await q.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

/** Email users of the API audience; the email is matched trimmed and case-insensitively. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    `select * from auth.users
     where lower(email) = $1 and is_sso_user = false and coalesce(aud, $2) = $2
     order by created_at limit 1`,
    [email.trim().toLowerCase(), AUDIENCE],
  );
  return rows[0] ?? null;
}

export async function emailTaken(q: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const rows = await q.query(
    `select 1 from auth.users where lower(email) = $1 and is_sso_user = false and id is distinct from $2::uuid`,
    [email.toLowerCase(), exceptUserId ?? null],
  );
  return rows.length > 0;
}

export async function phoneTaken(q: Queryable, phone: string, exceptUserId?: string): Promise<boolean> {
  const rows = await q.query(`select 1 from auth.users where phone = $1 and id is distinct from $2::uuid`, [
    phone,
    exceptUserId ?? null,
  ]);
  return rows.length > 0;
}

export function isBanned(user: UserRow, nowMs: number): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > nowMs;
}

export function hasPassword(user: UserRow): boolean {
  return typeof user.encrypted_password === 'string' && user.encrypted_password !== '';
}

const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, a valid address; returned lower-cased. */
export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (!email) throw errors.validation('An email address is required');
  if (email.length > 255) throw errors.validation('An email address is too long');
  if (!EMAIL_RE.test(email)) throw errors.validation('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** GoTrue's validatePhone: E.164 digits without the plus sign. */
export function validatePhone(raw: string): string {
  const phone = raw.replace(/[\s+\-()]/g, '');
  if (!/^[1-9]\d{1,14}$/.test(phone)) throw errors.validation('Invalid phone number format (E.164 required)');
  return phone;
}

/** Merges like GoTrue's UpdateUserMetaData: a null value deletes the key. */
export function mergeMetadata(current: Json | null, updates: Json): Json {
  const out: Json = isObject(current) ? { ...current } : {};
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

export async function loadIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  return q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at, id', [
    userId,
  ]);
}

function identityJson(i: IdentityRow): Json {
  const out: Json = { identity_id: i.id, id: i.provider_id, user_id: i.user_id };
  if (i.identity_data) out.identity_data = i.identity_data;
  out.provider = i.provider;
  if (i.last_sign_in_at) out.last_sign_in_at = iso(i.last_sign_in_at);
  out.created_at = iso(i.created_at);
  out.updated_at = iso(i.updated_at);
  if (i.email) out.email = i.email;
  return out;
}

/** The user object of GoTrue's API (identities included). */
export function userJson(u: UserRow, identities: IdentityRow[]): Json {
  const out: Json = { id: u.id, aud: u.aud || AUDIENCE, role: u.role || AUDIENCE, email: u.email ?? '' };
  const opt = (key: string, value: Date | null) => {
    if (value) out[key] = iso(value);
  };
  opt('email_confirmed_at', u.email_confirmed_at);
  opt('invited_at', u.invited_at);
  out.phone = u.phone ?? '';
  opt('phone_confirmed_at', u.phone_confirmed_at);
  opt('confirmation_sent_at', u.confirmation_sent_at);
  opt('confirmed_at', u.confirmed_at);
  opt('recovery_sent_at', u.recovery_sent_at);
  if (u.email_change) out.new_email = u.email_change;
  opt('email_change_sent_at', u.email_change_sent_at);
  if (u.phone_change) out.new_phone = u.phone_change;
  opt('phone_change_sent_at', u.phone_change_sent_at);
  opt('reauthentication_sent_at', u.reauthentication_sent_at);
  opt('last_sign_in_at', u.last_sign_in_at);
  out.app_metadata = u.raw_app_meta_data ?? {};
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = identities.map(identityJson);
  out.created_at = iso(u.created_at);
  out.updated_at = iso(u.updated_at);
  opt('banned_until', u.banned_until);
  opt('deleted_at', u.deleted_at);
  out.is_anonymous = u.is_anonymous ?? false;
  return out;
}

/** Reloads a user with identities and renders it. */
export async function renderUser(q: Queryable, id: string): Promise<Json> {
  const user = await findUserById(q, id);
  if (!user) throw errors.userNotFound();
  return userJson(user, await loadIdentities(q, id));
}
