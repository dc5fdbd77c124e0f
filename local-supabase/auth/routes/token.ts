// POST /token?grant_type=password|refresh_token (and GoTrue's answers to the other grant types).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthEnv } from '../env';
import { errors } from '../errors';
import { clientIp, queryParams, readBody, sendJson, str, type Json } from '../http';
import { verifyPassword, weakPasswordInfo } from '../password';
import { refreshGrant } from '../refresh';
import { sessionJson, startSession } from '../tokens';
import { findUserByEmail, hasPassword, isBanned, loadIdentities } from '../users';

export async function tokenRoute(env: AuthEnv, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const grantType = queryParams(req).get('grant_type') ?? '';
  if (grantType === 'password') {
    sendJson(res, 200, await passwordGrant(env, req));
  } else if (grantType === 'refresh_token') {
    sendJson(res, 200, await refreshGrant(env, await readBody(req)));
  } else if (grantType === 'pkce') {
    const body = await readBody(req);
    if (!str(body.auth_code) || !str(body.code_verifier)) {
      throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
    }
    throw errors.flowStateNotFound(); // no flow is ever started here (no OAuth, no email links)
  } else {
    throw errors.unsupportedGrant();
  }
}

async function passwordGrant(env: AuthEnv, req: IncomingMessage): Promise<Json> {
  const body = await readBody(req);
  const email = str(body.email)?.trim().toLowerCase() ?? '';
  const phone = str(body.phone)?.trim() ?? '';
  const retryAfter = env.signInLimiter.hit(`${clientIp(req)}|${email || phone}`);
  if (retryAfter !== null) throw errors.rateLimited(retryAfter);

  if (email && phone)
    throw errors.validation('Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw errors.validation('missing email or phone');
  if (phone) throw errors.phoneProviderDisabled();
  const password = body.password;
  if (typeof password !== 'string') throw errors.validation('missing password');

  const db = env.ctx.db;
  const user = await findUserByEmail(db, email);
  if (!user || !hasPassword(user)) throw errors.invalidCredentials();
  if (isBanned(user, env.ctx.now())) throw errors.userBanned();
  if (!(await verifyPassword(password, user.encrypted_password))) throw errors.invalidCredentials();
  if (!user.email_confirmed_at) throw errors.emailNotConfirmed();

  const nowMs = env.ctx.now();
  const { sessionId, refreshToken, fresh, identities } = await db.transaction(async (tx) => {
    const started = await startSession(tx, user, 'email', nowMs);
    const rows = await tx.query<typeof user>('select * from auth.users where id = $1', [user.id]);
    return { ...started, fresh: rows[0], identities: await loadIdentities(tx, user.id) };
  });
  const weak = weakPasswordInfo(password);
  return sessionJson(
    env,
    fresh,
    identities,
    { id: sessionId, createdAtMs: nowMs },
    refreshToken,
    weak ? { weak_password: weak } : {},
  );
}
