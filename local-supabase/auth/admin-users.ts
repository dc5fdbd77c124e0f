// Writes behind the admin API: creating a user the way GoTrue's adminUserCreate does (bcrypt
// password, app_metadata provider/providers, an email identity, Confirm() on email_confirm) and
// parsing the shared admin parameters.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { goDurationError, parseGoDuration } from './duration';
import { errors } from './errors';
import { isObject, str, UUID_RE, type Json } from './http';
import { checkPasswordStrength, hashPassword } from './password';
import { AUDIENCE, mergeMetadata, NIL_UUID, stamp, validateEmail, validatePhone } from './users';

export interface AdminParams {
  id?: string;
  email?: string;
  phone?: string;
  password?: string;
  role?: string;
  emailConfirm: boolean;
  phoneConfirm: boolean;
  userMetadata?: Json;
  appMetadata?: Json;
  /** undefined: unchanged; null: lift the ban; a number: ban length in ms. */
  banMs?: number | null;
}

/** Validates the body of POST/PUT /admin/users (email, phone, password strength, ban_duration). */
export function adminParams(body: Json): AdminParams {
  const out: AdminParams = {
    emailConfirm: body.email_confirm === true,
    phoneConfirm: body.phone_confirm === true,
  };
  const id = str(body.id);
  if (id) {
    if (!UUID_RE.test(id)) throw errors.validation('id must be a valid UUID');
    out.id = id.toLowerCase();
  }
  if (str(body.email)) out.email = validateEmail(str(body.email)!);
  if (str(body.phone)) out.phone = validatePhone(str(body.phone)!);
  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string') throw errors.badJson('password must be a string');
    checkPasswordStrength(body.password);
    out.password = body.password;
  }
  if (str(body.role)) out.role = str(body.role)!.trim();
  if (isObject(body.user_metadata)) out.userMetadata = body.user_metadata;
  if (isObject(body.app_metadata)) out.appMetadata = body.app_metadata;
  const ban = str(body.ban_duration);
  if (ban) {
    if (ban === 'none') out.banMs = null;
    else {
      const ms = parseGoDuration(ban);
      if (ms === null) throw errors.validation(`invalid format for ban duration: ${goDurationError(ban)}`);
      out.banMs = ms;
    }
  }
  return out;
}

export function bannedUntil(banMs: number | null, nowMs: number): string | null {
  return banMs === null || banMs === 0 ? null : stamp(nowMs + banMs);
}

export async function insertIdentity(
  tx: Queryable,
  userId: string,
  provider: 'email' | 'phone',
  value: string,
  now: string,
) {
  const data = { sub: userId, [provider]: value, email_verified: false, phone_verified: false };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, $3, $4, $4, $4)`,
    [userId, JSON.stringify(data), provider, now],
  );
}

/** Inserts the user and its identities; returns the new id. Uniqueness is checked by the caller. */
export async function createUser(
  tx: Queryable,
  p: AdminParams,
  hash: string,
  nowMs: number,
): Promise<string> {
  const id = p.id ?? randomUUID();
  const now = stamp(nowMs);
  const providers = [...(p.email ? ['email'] : []), ...(p.phone ? ['phone'] : [])];
  const appMetadata = mergeMetadata({ provider: providers[0], providers }, p.appMetadata ?? {});
  let userMetadata: Json = p.userMetadata ?? {};
  if (p.emailConfirm && p.email) userMetadata = mergeMetadata(userMetadata, { email_verified: true });
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password,
       email_confirmed_at, phone_confirmed_at, confirmation_token, recovery_token, email_change_token_new,
       email_change, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
       banned_until, is_anonymous)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '', '', '', '', $10, $11, false, $12, $12, $13, false)`,
    [
      NIL_UUID,
      id,
      AUDIENCE,
      p.role ?? AUDIENCE,
      p.email ?? null,
      p.phone ?? null,
      hash,
      p.emailConfirm && p.email ? now : null,
      p.phoneConfirm && p.phone ? now : null,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata),
      now,
      p.banMs === undefined ? null : bannedUntil(p.banMs, nowMs),
    ],
  );
  if (p.email) await insertIdentity(tx, id, 'email', p.email, now);
  if (p.phone) await insertIdentity(tx, id, 'phone', p.phone, now);
  return id;
}

export async function hashIfGiven(password: string | undefined): Promise<string> {
  return password ? hashPassword(password) : '';
}
