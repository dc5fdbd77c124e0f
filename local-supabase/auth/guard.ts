// Bearer checks in GoTrue's order: requireAuthentication (no_authorization, bad_jwt, user_not_found,
// session_not_found, user_banned) and requireAdmin (not_admin unless the JWT role is an admin role).
import type { IncomingMessage } from 'node:http';
import { verifyJwt, type Claims } from '../jwt';
import type { AuthEnv } from './env';
import { errors } from './errors';
import { bearerToken, UUID_RE } from './http';
import type { SessionRow } from './tokens';
import { findUserById, isBanned, type UserRow } from './users';

const ADMIN_ROLES = ['service_role', 'supabase_admin'];
const BAD_JWT = 'invalid JWT: unable to parse or verify signature, ';

/** Verifies signature and expiry without leeway, as GoTrue's jwt parser does. */
export function parseBearer(env: AuthEnv, req: IncomingMessage): Claims {
  const token = bearerToken(req);
  if (!token) throw errors.noAuthorization();
  const result = verifyJwt(token, env.ctx.keys.jwtSecret, env.ctx.now() / 1000);
  if (!result.ok) {
    if (result.reason === 'signature')
      throw errors.badJwt(`${BAD_JWT}token signature is invalid: signature is invalid`);
    if (result.reason === 'malformed') throw errors.badJwt(`${BAD_JWT}token is malformed: ${result.message}`);
  }
  const claims = result.ok ? result.claims : decodeClaims(token);
  if (typeof claims.exp === 'number' && claims.exp <= env.ctx.now() / 1000) {
    throw errors.badJwt(`${BAD_JWT}token has invalid claims: token is expired`);
  }
  return claims;
}

function decodeClaims(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Claims;
}

export interface Authenticated {
  claims: Claims;
  user: UserRow;
  session: SessionRow | null;
}

export async function requireUser(env: AuthEnv, req: IncomingMessage): Promise<Authenticated> {
  const claims = parseBearer(env, req);
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') throw errors.badJwt('invalid claim: missing sub claim');
  if (!UUID_RE.test(sub)) throw errors.badJwt('invalid claim: sub claim must be a UUID', 400);
  const db = env.ctx.db;
  const user = await findUserById(db, sub);
  if (!user) throw errors.jwtUserNotFound();
  let session: SessionRow | null = null;
  const sessionId = claims.session_id;
  if (
    typeof sessionId === 'string' &&
    sessionId !== '' &&
    sessionId !== '00000000-0000-0000-0000-000000000000'
  ) {
    if (!UUID_RE.test(sessionId)) throw errors.badJwt('invalid claim: session_id claim must be a UUID');
    const rows = await db.query<SessionRow>('select * from auth.sessions where id = $1', [sessionId]);
    if (!rows[0]) throw errors.jwtSessionNotFound();
    session = rows[0];
  }
  if (isBanned(user, env.ctx.now())) throw errors.userBanned(403);
  return { claims, user, session };
}

export function requireAdmin(env: AuthEnv, req: IncomingMessage): Claims {
  const claims = parseBearer(env, req);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.includes(claims.role)) throw errors.notAdmin();
  return claims;
}
