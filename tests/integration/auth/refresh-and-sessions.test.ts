// Rotating refresh tokens (reuse window, reuse detection), logout scopes, the Bearer checks of /user,
// and the auth events supabase-js emits across a whole flow.
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  decodeJwt,
  rawAuth,
  serviceClient,
  signedIn,
  startTestStack,
  uniqueEmail,
  type TestStack,
  seedStaff,
} from './helpers';

let stack: TestStack;
const PASSWORD = 'kmfc-demo';

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function freshUser(label: string) {
  const email = uniqueEmail(label);
  const id = await seedStaff(stack, email, PASSWORD);
  const client = await signedIn(stack, email, PASSWORD);
  const { data } = await client.auth.getSession();
  return { email, id, client, session: data.session! };
}

const refresh = (token: string) =>
  rawAuth(stack, '/token?grant_type=refresh_token', { body: { refresh_token: token } });

type TokenRow = { token: string; revoked: boolean; parent: string | null; session_id: string | null };
const tokensOf = (userId: string) =>
  stack.sql<TokenRow>(
    'select token, revoked, parent, session_id from auth.refresh_tokens where user_id = $1 order by id',
    [userId],
  );

describe('refresh tokens', () => {
  it('rotate: a refresh gives new tokens, revokes the old refresh token and keeps it as parent', async () => {
    const { id, client, session } = await freshUser('rotate');
    stack.advance(1000); // a new iat, so the access token differs too
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.access_token).not.toBe(session.access_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    const rows = await tokensOf(id);
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null, session_id: rows[0].session_id },
      {
        token: data.session!.refresh_token,
        revoked: false,
        parent: session.refresh_token,
        session_id: rows[0].session_id,
      },
    ]);
  });

  it('a revoked refresh token reused inside the 10 s window returns the already-rotated session', async () => {
    const { id, session } = await freshUser('reuse');
    const b = await refresh(session.refresh_token);
    const c = await refresh(String(b.json!.refresh_token));
    expect(c.status).toBe(200);
    stack.advance(5_000);
    const again = await anonClient(stack).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(c.json!.refresh_token);
    expect(await tokensOf(id)).toHaveLength(3);
  });

  it('two concurrent refreshes with the same token (lockless tabs) both succeed with the same new token', async () => {
    const { id, session } = await freshUser('concurrent');
    const [one, two] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.json!.refresh_token).toBe(two.json!.refresh_token);
    expect(await tokensOf(id)).toHaveLength(2);
  });

  it('an older refresh token reused outside the window gives refresh_token_already_used and revokes the session', async () => {
    const { id, session } = await freshUser('stale');
    const b = await refresh(session.refresh_token);
    const c = await refresh(String(b.json!.refresh_token));
    expect(c.status).toBe(200);
    stack.advance(11_000);
    const { error } = await anonClient(stack).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error?.code).toBe('refresh_token_already_used');
    expect(error?.status).toBe(400);
    expect((await tokensOf(id)).every((t) => t.revoked)).toBe(true);
    const current = await refresh(String(c.json!.refresh_token));
    expect(current.json?.code).toBe('refresh_token_already_used');
  });

  it("honours GoTrue's exception: the direct parent of the current token returns the current token at any time", async () => {
    const { session } = await freshUser('parent');
    const b = await refresh(session.refresh_token);
    stack.advance(60_000);
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(200);
    expect(late.json!.refresh_token).toBe(b.json!.refresh_token);
  });

  it('an unknown refresh token gives refresh_token_not_found', async () => {
    const { error } = await anonClient(stack).auth.refreshSession({ refresh_token: 'nosuchtoken0' });
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('a refresh token whose session is gone gives session_not_found (400)', async () => {
    const { session } = await freshUser('orphan');
    await stack.sql('update auth.refresh_tokens set session_id = null where token = $1', [
      session.refresh_token,
    ]);
    const raw = await refresh(session.refresh_token);
    expect(raw.status).toBe(400);
    expect(raw.json).toEqual({
      code: 'session_not_found',
      message: 'Invalid Refresh Token: No Valid Session Found',
    });
    expect((await refresh(session.refresh_token)).json?.code).toBe('refresh_token_not_found');
  });
});

describe('logout', () => {
  it('global (the default) ends every session: refresh fails and /user gives session_not_found (403)', async () => {
    const { email, client } = await freshUser('global');
    const other = await signedIn(stack, email, PASSWORD);
    const otherSession = (await other.auth.getSession()).data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const user = await rawAuth(stack, '/user', { bearer: otherSession.access_token });
    expect(user.status).toBe(403);
    expect(user.json).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const viaClient = await other.auth.getUser();
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');
    expect((await other.auth.getSession()).data.session).toBeNull(); // the client dropped it
    const { error } = await anonClient(stack).auth.refreshSession({
      refresh_token: otherSession.refresh_token,
    });
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('local ends only this session, others every session but this one', async () => {
    const { email, client } = await freshUser('scopes');
    const second = await signedIn(stack, email, PASSWORD);
    const third = await signedIn(stack, email, PASSWORD);
    expect((await second.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await third.auth.getUser()).error).toBeNull();

    expect((await third.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await third.auth.getUser()).error).toBeNull();
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('answers 204 without a body, and validation_failed for an unknown scope', async () => {
    const { session } = await freshUser('scope-x');
    const bad = await rawAuth(stack, '/logout?scope=everywhere', {
      method: 'POST',
      bearer: session.access_token,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everywhere"' });
    const ok = await rawAuth(stack, '/logout?scope=local', { method: 'POST', bearer: session.access_token });
    expect(ok.status).toBe(204);
    expect(ok.json).toBeNull();
  });
});

describe('the Bearer of /user', () => {
  it('is required: no_authorization (401)', async () => {
    const raw = await rawAuth(stack, '/user', { bearer: null });
    expect(raw.status).toBe(401);
    expect(raw.json).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });

  it('must be a user token: the anon key itself, a forged or an expired JWT give bad_jwt (403)', async () => {
    const anon = await rawAuth(stack, '/user');
    expect(anon.status).toBe(403);
    expect(anon.json).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const { client, session } = await freshUser('expired');
    const [head, body] = session.access_token.split('.');
    const forged = await rawAuth(stack, '/user', { bearer: `${head}.${body}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(403);
    expect(forged.json?.code).toBe('bad_jwt');

    stack.advance(3600_000 + 1000);
    const { error } = await client.auth.getUser();
    expect(error?.code).toBe('bad_jwt');
    expect(error?.status).toBe(403);
    expect(error?.message).toMatch(/^invalid JWT: unable to parse or verify signature, .*expired/);
  });

  it('of a deleted user gives user_not_found', async () => {
    const { id, client } = await freshUser('deleted');
    expect((await serviceClient(stack).auth.admin.deleteUser(id)).error).toBeNull();
    const { error } = await client.auth.getUser();
    expect(error?.code).toBe('user_not_found');
    expect(error?.status).toBe(403);
  });
});

describe('auth events', () => {
  it('onAuthStateChange emits SIGNED_IN, USER_UPDATED, TOKEN_REFRESHED, SIGNED_OUT in that order', async () => {
    const email = uniqueEmail('events');
    await seedStaff(stack, email, PASSWORD);
    const client = anonClient(stack);
    const events: AuthChangeEvent[] = [];
    const { data } = client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.updateUser({ data: { name: 'E' } })).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();
    data.subscription.unsubscribe();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'USER_UPDATED', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
  });
});
