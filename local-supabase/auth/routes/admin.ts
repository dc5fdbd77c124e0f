// The admin API (/admin/users…), for a Bearer whose role is service_role (or supabase_admin).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  adminParams,
  bannedUntil,
  createUser,
  hashIfGiven,
  insertIdentity,
  type AdminParams,
} from '../admin-users';
import type { AuthEnv } from '../env';
import { errors } from '../errors';
import { requireAdmin } from '../guard';
import { queryParams, readBody, sendJson, UUID_RE } from '../http';
import { hashPassword } from '../password';
import {
  emailTaken,
  findUserById,
  loadIdentities,
  mergeMetadata,
  phoneTaken,
  renderUser,
  stamp,
  userJson,
  type UserRow,
} from '../users';

export async function adminRoute(
  env: AuthEnv,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  requireAdmin(env, req);
  const method = req.method ?? 'GET';
  if (path === '/admin/users' || path === '/admin/users/') {
    if (method === 'GET') return listUsers(env, req, res);
    if (method === 'POST') return createUserRoute(env, req, res);
    throw errors.notFound();
  }
  const match = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (!match) throw errors.notFound();
  if (!UUID_RE.test(match[1])) throw errors.validation('user_id must be an UUID');
  const user = await findUserById(env.ctx.db, match[1]);
  if (!user) throw errors.userNotFound();
  if (method === 'GET') return sendJson(res, 200, await renderUser(env.ctx.db, user.id));
  if (method === 'PUT') return updateUserRoute(env, req, res, user);
  if (method === 'DELETE') return deleteUserRoute(env, req, res, user);
  throw errors.notFound();
}

async function createUserRoute(env: AuthEnv, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const p = adminParams(await readBody(req));
  const db = env.ctx.db;
  if (!p.email && !p.phone) throw errors.validation('Cannot create a user without either an email or phone');
  if (p.email && (await emailTaken(db, p.email))) throw errors.emailExists();
  if (p.phone && (await phoneTaken(db, p.phone))) throw errors.phoneExists();
  if (p.id && (await findUserById(db, p.id))) throw errors.userExists();
  const hash = await hashIfGiven(p.password);
  const id = await db.transaction((tx) => createUser(tx, p, hash, env.ctx.now()));
  sendJson(res, 200, await renderUser(db, id));
}

async function updateUserRoute(
  env: AuthEnv,
  req: IncomingMessage,
  res: ServerResponse,
  user: UserRow,
): Promise<void> {
  const p: AdminParams = adminParams(await readBody(req));
  const db = env.ctx.db;
  const newEmail =
    p.email !== undefined && p.email !== (user.email ?? '').toLowerCase() ? p.email : undefined;
  const newPhone = p.phone !== undefined && p.phone !== (user.phone ?? '') ? p.phone : undefined;
  if (newEmail && (await emailTaken(db, newEmail, user.id))) throw errors.emailExists();
  if (newPhone && (await phoneTaken(db, newPhone, user.id))) throw errors.phoneExists();
  const hash = p.password !== undefined ? await hashPassword(p.password) : undefined;
  const nowMs = env.ctx.now();
  const now = stamp(nowMs);
  await db.transaction(async (tx) => {
    const set = (sql: string, params: unknown[] = []) =>
      tx.query(`update auth.users set ${sql} where id = $1`, [user.id, ...params]);
    let userMetadata = user.raw_user_meta_data;
    if (p.role) await set('role = $2', [p.role]);
    if (p.emailConfirm && !user.email_confirmed_at) {
      await set(`email_confirmed_at = $2, confirmation_token = ''`, [now]);
      userMetadata = mergeMetadata(userMetadata, { email_verified: true });
    }
    if (p.phoneConfirm && !user.phone_confirmed_at) await set('phone_confirmed_at = $2', [now]);
    if (hash !== undefined) {
      await set('encrypted_password = $2', [hash]);
      await tx.query('delete from auth.sessions where user_id = $1', [user.id]); // GoTrue: logout everywhere
    }
    const identities = await loadIdentities(tx, user.id);
    for (const [kind, value] of [
      ['email', newEmail],
      ['phone', newPhone],
    ] as const) {
      if (!value) continue;
      await set(`${kind} = $2`, [value]);
      if (identities.some((i) => i.provider === kind)) {
        await tx.query(
          `update auth.identities set identity_data = jsonb_set(identity_data, $3, to_jsonb($2::text)), updated_at = $4
           where user_id = $1 and provider = $5`,
          [user.id, value, `{${kind}}`, now, kind],
        );
      } else await insertIdentity(tx, user.id, kind, value, now);
    }
    if (p.appMetadata)
      await set('raw_app_meta_data = $2', [
        JSON.stringify(mergeMetadata(user.raw_app_meta_data, p.appMetadata)),
      ]);
    if (p.userMetadata) userMetadata = mergeMetadata(userMetadata, p.userMetadata);
    if (userMetadata !== user.raw_user_meta_data)
      await set('raw_user_meta_data = $2', [JSON.stringify(userMetadata)]);
    if (p.banMs !== undefined) await set('banned_until = $2', [bannedUntil(p.banMs, nowMs)]);
    await set('updated_at = $2', [now]);
  });
  sendJson(res, 200, await renderUser(db, user.id));
}

async function deleteUserRoute(
  env: AuthEnv,
  req: IncomingMessage,
  res: ServerResponse,
  user: UserRow,
): Promise<void> {
  const body = await readBody(req);
  const now = stamp(env.ctx.now());
  await env.ctx.db.transaction(async (tx) => {
    if (body.should_soft_delete === true) {
      if (user.deleted_at) return;
      // Soft delete as GoTrue: the row stays, its email and phone are freed, sessions and identities go.
      await tx.query(
        `update auth.users set email = null, phone = null, encrypted_password = '', raw_app_meta_data = '{}',
           raw_user_meta_data = '{}', deleted_at = $2, updated_at = $2 where id = $1`,
        [user.id, now],
      );
      await tx.query('delete from auth.identities where user_id = $1', [user.id]);
      await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      await tx.query('delete from auth.refresh_tokens where user_id = $1', [user.id]);
    } else {
      await tx.query('delete from auth.refresh_tokens where user_id = $1', [user.id]);
      await tx.query('delete from auth.users where id = $1', [user.id]);
    }
  });
  sendJson(res, 200, {});
}

async function listUsers(env: AuthEnv, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const q = queryParams(req);
  const page = Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(q.get('per_page') ?? '50', 10) || 50));
  const db = env.ctx.db;
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from auth.users');
  const rows = await db.query<UserRow>(
    'select * from auth.users order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of rows) users.push(userJson(row, await loadIdentities(db, row.id)));
  const last = Math.max(1, Math.ceil(count / perPage));
  const links = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  sendJson(
    res,
    200,
    { users, aud: 'authenticated' },
    { 'X-Total-Count': String(count), Link: links.join(', ') },
  );
}
