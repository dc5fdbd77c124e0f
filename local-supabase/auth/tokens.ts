// Sessions, refresh tokens and access tokens as GoTrue issues them: one auth.sessions row per
// sign-in, a chain of rotating auth.refresh_tokens in it, and an HS256 JWT with GoTrue's claims.
import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { signJwt } from '../jwt';
import type { AuthEnv } from './env';
import type { Json } from './http';
import { AUDIENCE, stamp, userJson, type IdentityRow, type UserRow } from './users';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | null;
  updated_at: Date | null;
  aal: string | null;
  not_after: Date | null;
}

export interface RefreshTokenRow {
  id: number | string;
  token: string;
  user_id: string | null;
  revoked: boolean | null;
  created_at: Date | null;
  updated_at: Date | null;
  parent: string | null;
  session_id: string | null;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A 12-character refresh token, the length of GoTrue's (non-JWT) refresh tokens. */
export function newRefreshTokenString(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
  nowMs: number,
): Promise<string> {
  const token = newRefreshTokenString();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, $3, $3, $4, $5)`,
    [token, userId, stamp(nowMs), parent, sessionId],
  );
  return token;
}

/** Creates a session with its first refresh token and records the sign-in on the user. */
export async function startSession(tx: Queryable, user: UserRow, provider: string, nowMs: number) {
  const sessionId = randomUUID();
  const now = stamp(nowMs);
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, $3, $3, 'aal1')`,
    [sessionId, user.id, now],
  );
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null, nowMs);
  await tx.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [user.id, now]);
  await tx.query(
    'update auth.identities set last_sign_in_at = $2, updated_at = $2 where user_id = $1 and provider = $3',
    [user.id, now, provider],
  );
  return { sessionId, refreshToken };
}

/** The access token: GoTrue's claims in GoTrue's order (§3.4). */
export function signAccessToken(env: AuthEnv, user: UserRow, sessionId: string, amrTimestamp: number) {
  const iat = Math.floor(env.ctx.now() / 1000);
  const exp = iat + env.accessTokenTtl;
  const token = signJwt(
    {
      iss: `${env.ctx.url()}/auth/v1`,
      sub: user.id,
      aud: user.aud || AUDIENCE,
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || AUDIENCE,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: amrTimestamp }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous ?? false,
    },
    env.ctx.keys.jwtSecret,
  );
  return { token, exp };
}

/** The session JSON of /token: access_token, token_type, expires_in, expires_at, refresh_token, user. */
export function sessionJson(
  env: AuthEnv,
  user: UserRow,
  identities: IdentityRow[],
  session: { id: string; createdAtMs: number },
  refreshToken: string,
  extra: Json = {},
): Json {
  const { token, exp } = signAccessToken(env, user, session.id, Math.floor(session.createdAtMs / 1000));
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: env.accessTokenTtl,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, identities),
    ...extra,
  };
}
