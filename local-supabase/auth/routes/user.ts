// GET /user, PUT /user and POST /logout, for the bearer of a user access token.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthEnv } from '../env';
import { errors } from '../errors';
import { requireUser } from '../guard';
import { isObject, queryParams, readBody, sendJson, sendNoContent, str } from '../http';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../password';
import { AUDIENCE, emailTaken, hasPassword, mergeMetadata, renderUser, stamp, validateEmail } from '../users';

export async function getUserRoute(env: AuthEnv, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { claims, user } = await requireUser(env, req);
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (aud !== AUDIENCE) throw errors.validation("Token audience doesn't match request audience");
  sendJson(res, 200, await renderUser(env.ctx.db, user.id));
}

export async function updateUserRoute(
  env: AuthEnv,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { user, session } = await requireUser(env, req);
  const body = await readBody(req);
  const db = env.ctx.db;

  const rawEmail = str(body.email);
  const email = rawEmail ? validateEmail(rawEmail) : undefined;
  const phone = str(body.phone);
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (body.password !== undefined && body.password !== null && password === undefined) {
    throw errors.badJson('password must be a string');
  }
  if (password !== undefined) checkPasswordStrength(password);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw errors.notAdmin('Updating app_metadata requires admin privileges');
  }
  // Phone sign-in is disabled (see /settings), so a phone number cannot be added or changed.
  if (phone && phone !== (user.phone ?? '')) throw errors.phoneProviderDisabled();
  const changeEmail = email !== undefined && email !== (user.email ?? '').toLowerCase();
  if (changeEmail && (await emailTaken(db, email, user.id))) throw errors.emailExists();
  if (password && hasPassword(user) && (await verifyPassword(password, user.encrypted_password))) {
    throw errors.samePassword();
  }
  const hash = password !== undefined ? await hashPassword(password) : undefined;

  const now = stamp(env.ctx.now());
  await db.transaction(async (tx) => {
    if (hash !== undefined) {
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_new = '', email_change_token_current = '',
           email_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null
         where id = $1`,
        [user.id, hash],
      );
      // As GoTrue: a new password signs out every other session of the user.
      if (session)
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
      else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    }
    if (isObject(body.data)) {
      await tx.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.data)),
      ]);
    }
    if (changeEmail) {
      // No mail server: the change applies at once, as a confirmed email change would.
      await tx.query(
        `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
           email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, $3)
         where id = $1`,
        [user.id, email, now],
      );
      await tx.query(
        `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)), updated_at = $3
         where user_id = $1 and provider = 'email' and identity_data ? 'email'`,
        [user.id, email, now],
      );
    }
    await tx.query('update auth.users set updated_at = $2 where id = $1', [user.id, now]);
  });
  sendJson(res, 200, await renderUser(db, user.id));
}

export async function logoutRoute(env: AuthEnv, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { user, session } = await requireUser(env, req);
  const scope = queryParams(req).get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw errors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`);
  }
  const db = env.ctx.db;
  if (!session) {
    await db.query('delete from auth.refresh_tokens where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [session.id]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
  sendNoContent(res);
}
