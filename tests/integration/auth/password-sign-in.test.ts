// POST /token?grant_type=password through supabase-js: the session JSON, the access-token claims and
// every sign-in error code GoTrue gives, including the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  createStaff,
  decodeJwt,
  rawAuth,
  serviceClient,
  startTestStack,
  uniqueEmail,
  type TestStack,
  seedStaff,
} from './helpers';

let stack: TestStack;
const PASSWORD = 'kmfc-demo';

beforeAll(async () => {
  stack = await startTestStack({ signInRateLimit: 3 });
});
afterAll(async () => {
  await stack?.stop();
});

describe('password sign-in', () => {
  it('returns the session JSON in GoTrue key order, trims and lower-cases the email, records last_sign_in_at', async () => {
    const email = uniqueEmail('alice');
    const id = await createStaff(stack, email, PASSWORD, { user_metadata: { name: 'Alice' } });
    const before = await stack.sql<{ last_sign_in_at: Date | null }>(
      'select last_sign_in_at from auth.users where id = $1',
      [id],
    );
    expect(before[0].last_sign_in_at).toBeNull();

    const raw = await rawAuth(stack, '/token?grant_type=password', {
      body: { email: `  ${email.toUpperCase()} `, password: PASSWORD, gotrue_meta_security: {} },
    });
    expect(raw.status).toBe(200);
    expect(Object.keys(raw.json!)).toEqual([
      'access_token',
      'token_type',
      'expires_in',
      'expires_at',
      'refresh_token',
      'user',
    ]);
    expect(raw.json!.token_type).toBe('bearer');
    expect(raw.json!.expires_in).toBe(3600);
    const claims = decodeJwt(String(raw.json!.access_token));
    expect(raw.json!.expires_at).toBe(claims.exp);
    expect(claims.exp).toBe(Number(claims.iat) + 3600);

    const { data, error } = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ name: 'Alice', email_verified: true });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: id, id, email });
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    const after = await stack.sql<{ last_sign_in_at: Date | null; sessions: number; tokens: number }>(
      `select u.last_sign_in_at,
              (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions,
              (select count(*)::int from auth.refresh_tokens r where r.user_id = u.id::text and not r.revoked) as tokens
       from auth.users u where id = $1`,
      [id],
    );
    expect(after[0].last_sign_in_at).not.toBeNull();
    expect(after[0].sessions).toBe(2);
    expect(after[0].tokens).toBe(2);
  });

  it('issues an access token with exactly the claims GoTrue puts in it', async () => {
    const email = uniqueEmail('claims');
    const id = await seedStaff(stack, email, PASSWORD);
    const { data } = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    const header = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[0], 'base64url').toString('utf8'),
    );
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(data.session!.access_token);
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
    const [session] = await stack.sql<{ id: string; created_at: Date }>(
      'select id, created_at from auth.sessions where user_id = $1',
      [id],
    );
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: id,
      aud: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(new Date(session.created_at).getTime() / 1000) }],
      session_id: session.id,
      is_anonymous: false,
    });
  });

  it('signs in a user seeded with a pgcrypto bcrypt hash', async () => {
    const email = uniqueEmail('seeded');
    await stack.sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt($2, extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [email, PASSWORD],
    );
    const { data, error } = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.weakPassword).toBeUndefined();
  });

  it('signs in with a password under the current rules but reports it as weak_password, as GoTrue does', async () => {
    const email = uniqueEmail('short');
    await stack.sql(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, extensions.crypt('abc', extensions.gen_salt('bf')),
         now(), now(), now())`,
      [email],
    );
    const { data, error } = await anonClient(stack).auth.signInWithPassword({ email, password: 'abc' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.weakPassword?.reasons).toEqual(['length']);
  });

  it('gives invalid_credentials (400) for a wrong password and for an unknown email alike', async () => {
    const email = uniqueEmail('wrong');
    await seedStaff(stack, email, PASSWORD);
    for (const attempt of [
      { email, password: 'not-it' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await anonClient(stack).auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('gives email_not_confirmed (400) for a right password on an unconfirmed account', async () => {
    const email = uniqueEmail('unconfirmed');
    await serviceClient(stack).auth.admin.createUser({ email, password: PASSWORD });
    const { error } = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Email not confirmed');
  });

  it('gives user_banned (400) while banned; the ban ends with "none" or when it runs out', async () => {
    const email = uniqueEmail('banned');
    const id = await seedStaff(stack, email, PASSWORD);
    const admin = serviceClient(stack).auth.admin;
    await admin.updateUserById(id, { ban_duration: '24h' });
    let result = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(result.error?.code).toBe('user_banned');
    expect(result.error?.status).toBe(400);

    await admin.updateUserById(id, { ban_duration: 'none' });
    result = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(result.error).toBeNull();

    const { data } = await admin.updateUserById(id, { ban_duration: '1h30m' });
    expect(data.user?.banned_until).toBeTruthy();
    stack.advance(2 * 3600_000);
    result = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(result.error).toBeNull();
  });

  it('gives validation_failed (400) when the email or the password is missing', async () => {
    const { error } = await anonClient(stack).auth.signInWithPassword({ email: '', password: PASSWORD });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
    const noPassword = await rawAuth(stack, '/token?grant_type=password', {
      body: { email: uniqueEmail('nopw') },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json?.code).toBe('validation_failed');
    const both = await rawAuth(stack, '/token?grant_type=password', {
      body: { email: uniqueEmail('both'), phone: '31612345678', password: PASSWORD },
    });
    expect(both.json).toEqual({
      code: 'validation_failed',
      message: 'Only an email address or phone number should be provided on login.',
    });
  });

  it('answers errors in the 2024-01-01 format with x-sb-error-code, and in the legacy format without the version header', async () => {
    const body = { email: uniqueEmail('format'), password: 'whatever' };
    const modern = await rawAuth(stack, '/token?grant_type=password', { body });
    expect(modern.status).toBe(400);
    expect(modern.json).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    const legacy = await rawAuth(stack, '/token?grant_type=password', { body, apiVersion: false });
    expect(legacy.json).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    const grant = await rawAuth(stack, '/token?grant_type=magic', { body: {} });
    expect(grant.json).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });

  it('limits password sign-ins per IP and email: over_request_rate_limit (429) with Retry-After, until the window passes', async () => {
    const email = uniqueEmail('limited');
    await seedStaff(stack, email, PASSWORD);
    const client = anonClient(stack);
    for (let i = 0; i < 3; i++) {
      const { error } = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.status).toBe(429);
    expect(error?.message).toBe('Request rate limit reached');
    const raw = await rawAuth(stack, '/token?grant_type=password', { body: { email, password: PASSWORD } });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(raw.headers.get('retry-after'))).toBeLessThanOrEqual(300);

    const other = uniqueEmail('not-limited');
    await seedStaff(stack, other, PASSWORD);
    expect((await client.auth.signInWithPassword({ email: other, password: PASSWORD })).error).toBeNull();

    stack.advance(5 * 60_000 + 1000);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});
