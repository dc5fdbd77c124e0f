// The refresh_token grant, following GoTrue's RefreshTokenGrant: tokens rotate (the old one is
// revoked and becomes the new one's parent). A revoked token is still honoured, returning the
// session's current token instead of a new one, when it is the parent of that current token
// (the client lost the last response) or was revoked less than the reuse interval ago (concurrent
// refreshes). Any other reuse revokes the whole session's tokens: refresh_token_already_used.
import { AuthError, errors } from './errors';
import { REFRESH_REUSE_INTERVAL_S, type AuthEnv } from './env';
import { str, type Json } from './http';
import { insertRefreshToken, sessionJson, type RefreshTokenRow, type SessionRow } from './tokens';
import { findUserById, isBanned, loadIdentities, stamp, type IdentityRow, type UserRow } from './users';

interface Issued {
  user: UserRow;
  identities: IdentityRow[];
  session: SessionRow;
  refreshToken: string;
}

export async function refreshGrant(env: AuthEnv, body: Json): Promise<Json> {
  const token = str(body.refresh_token);
  if (!token) throw errors.validation('refresh_token required');
  const nowMs = env.ctx.now();
  const now = stamp(nowMs);
  // Errors that must keep their writes (token clean-up, family revocation) are returned, not thrown.
  const outcome = await env.ctx.db.transaction(async (tx): Promise<Issued | AuthError> => {
    // Locked: on a server, concurrent refreshes of one token run in parallel; the second waits here
    // and then sees the token revoked, so it gets the first one's new token instead of a second one.
    const rt = (
      await tx.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1 for update', [token])
    )[0];
    if (!rt) return errors.refreshTokenNotFound();
    const user = rt.user_id ? await findUserById(tx, rt.user_id) : null;
    if (!user) return errors.refreshTokenNotFound();
    if (isBanned(user, nowMs)) return errors.userBanned(400, 'Invalid Refresh Token: User Banned');
    const session = rt.session_id
      ? (await tx.query<SessionRow>('select * from auth.sessions where id = $1', [rt.session_id]))[0]
      : undefined;
    if (!session) {
      await tx.query('delete from auth.refresh_tokens where id = $1', [rt.id]);
      return errors.refreshSessionNotFound();
    }
    if (session.not_after && new Date(session.not_after).getTime() < nowMs) return errors.sessionExpired();

    let refreshToken: string;
    if (rt.revoked) {
      const active = (
        await tx.query<RefreshTokenRow>(
          'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
          [session.id],
        )
      )[0];
      const revokedAt = rt.updated_at ? new Date(rt.updated_at).getTime() : 0;
      const inWindow = nowMs <= revokedAt + REFRESH_REUSE_INTERVAL_S * 1000;
      if (active && (active.parent === rt.token || inWindow)) {
        refreshToken = active.token;
      } else {
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false',
          [session.id, now],
        );
        return errors.refreshTokenAlreadyUsed();
      }
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
        rt.id,
        now,
      ]);
      refreshToken = await insertRefreshToken(tx, user.id, session.id, rt.token, nowMs);
    }
    await tx.query('update auth.sessions set updated_at = $2 where id = $1', [session.id, now]);
    return { user, identities: await loadIdentities(tx, user.id), session, refreshToken };
  });
  if (outcome instanceof AuthError) throw outcome;
  const createdAtMs = outcome.session.created_at ? new Date(outcome.session.created_at).getTime() : nowMs;
  return sessionJson(
    env,
    outcome.user,
    outcome.identities,
    { id: outcome.session.id, createdAtMs },
    outcome.refreshToken,
  );
}
