// GET/PUT /user through supabase-js (email and password changes apply at once), the admin user API
// with the service-role key, and the fixed endpoints (signup disabled, settings, health, jwks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
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

const USER_KEYS = [
  'id',
  'aud',
  'role',
  'email',
  'email_confirmed_at',
  'phone',
  'confirmed_at',
  'last_sign_in_at',
  'app_metadata',
  'user_metadata',
  'identities',
  'created_at',
  'updated_at',
  'is_anonymous',
];

describe('GET /user and PUT /user', () => {
  it('getUser returns the bare user object with GoTrue keys and the email identity', async () => {
    const email = uniqueEmail('get');
    const id = await seedStaff(stack, email, PASSWORD);
    const client = await signedIn(stack, email, PASSWORD);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const raw = await rawAuth(stack, '/user', { bearer: token });
    expect(Object.keys(raw.json!)).toEqual(USER_KEYS);
    expect(raw.json).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      is_anonymous: false,
    });
    expect(Object.keys((raw.json!.identities as Record<string, unknown>[])[0])).toEqual([
      'identity_id',
      'id',
      'user_id',
      'identity_data',
      'provider',
      'last_sign_in_at',
      'created_at',
      'updated_at',
      'email',
    ]);
  });

  it('updateUser changes the email at once: the new address signs in, the old one no longer does', async () => {
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    await seedStaff(stack, email, PASSWORD);
    const client = await signedIn(stack, email, PASSWORD);
    const { data, error } = await client.auth.updateUser({ email: next.toUpperCase() });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(next);
    expect(data.user?.identities?.[0].identity_data?.email).toBe(next);
    expect((await client.auth.getUser()).data.user?.email).toBe(next);
    expect(
      (await anonClient(stack).auth.signInWithPassword({ email: next, password: PASSWORD })).error,
    ).toBeNull();
    const old = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('updateUser changes the password: the new one signs in, the old one fails, other sessions end', async () => {
    const email = uniqueEmail('pw');
    await seedStaff(stack, email, PASSWORD);
    const client = await signedIn(stack, email, PASSWORD);
    const elsewhere = await signedIn(stack, email, PASSWORD);
    expect((await client.auth.updateUser({ password: 'nieuw-wachtwoord' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await elsewhere.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect(
      (await anonClient(stack).auth.signInWithPassword({ email, password: 'nieuw-wachtwoord' })).error,
    ).toBeNull();
    const old = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('updateUser with the current password gives same_password (422)', async () => {
    const email = uniqueEmail('same');
    await seedStaff(stack, email, PASSWORD);
    const { error } = await (await signedIn(stack, email, PASSWORD)).auth.updateUser({ password: PASSWORD });
    expect(error?.code).toBe('same_password');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('New password should be different from the old password.');
  });

  it('updateUser with a password under 6 characters gives weak_password (422) with reasons ["length"]', async () => {
    const email = uniqueEmail('weak');
    await seedStaff(stack, email, PASSWORD);
    const { error } = await (await signedIn(stack, email, PASSWORD)).auth.updateUser({ password: '12345' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('updateUser to an address another account uses gives email_exists (422)', async () => {
    const taken = uniqueEmail('taken');
    await seedStaff(stack, taken, PASSWORD);
    const email = uniqueEmail('mover');
    await seedStaff(stack, email, PASSWORD);
    const { error } = await (await signedIn(stack, email, PASSWORD)).auth.updateUser({ email: taken });
    expect(error?.code).toBe('email_exists');
    expect(error?.status).toBe(422);
  });

  it('updateUser data merges into user_metadata; a null value removes the key', async () => {
    const email = uniqueEmail('meta');
    await seedStaff(stack, email, PASSWORD, { name: 'A', shift: 'late' });
    const client = await signedIn(stack, email, PASSWORD);
    const { data } = await client.auth.updateUser({ data: { name: 'A2', shift: null } });
    expect(data.user?.user_metadata).toEqual({ name: 'A2', email_verified: true });
  });
});

describe('admin API', () => {
  it('createUser, getUserById, updateUserById and deleteUser work through supabase-js with the service-role key', async () => {
    const admin = serviceClient(stack).auth.admin;
    const email = uniqueEmail('staff');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Kok' },
      app_metadata: { company: 'kmfc' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], company: 'kmfc' },
      user_metadata: { name: 'Kok', email_verified: true },
    });
    expect(created.data.user!.email_confirmed_at).toBeTruthy();
    expect(created.data.user!.identities).toHaveLength(1);
    const [row] = await stack.sql<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [id],
    );
    expect(row.encrypted_password).toMatch(/^\$2a\$10\$/);

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const newEmail = uniqueEmail('renamed');
    const updated = await admin.updateUserById(id, {
      email: newEmail,
      password: 'ander-wachtwoord',
      ban_duration: 'none',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(newEmail);
    expect(
      (await anonClient(stack).auth.signInWithPassword({ email: newEmail, password: 'ander-wachtwoord' }))
        .error,
    ).toBeNull();

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.code).toBe('user_not_found');
    expect(gone.error?.status).toBe(404);
    expect(await stack.sql('select 1 from auth.identities where user_id = $1', [id])).toHaveLength(0);
  });

  it('refuses the anon key and user tokens with not_admin (403)', async () => {
    const { error } = await anonClient(stack).auth.admin.createUser({
      email: uniqueEmail('x'),
      password: PASSWORD,
    });
    expect(error?.code).toBe('not_admin');
    expect(error?.status).toBe(403);
    const email = uniqueEmail('plain');
    await seedStaff(stack, email, PASSWORD);
    const token = (await (await signedIn(stack, email, PASSWORD)).auth.getSession()).data.session!
      .access_token;
    const raw = await rawAuth(stack, '/admin/users', { bearer: token });
    expect(raw.status).toBe(403);
    expect(raw.json).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });

  it('createUser rejects a taken email (email_exists), a weak password and a bad ban_duration', async () => {
    const admin = serviceClient(stack).auth.admin;
    const email = uniqueEmail('dup');
    await seedStaff(stack, email, PASSWORD);
    expect((await admin.createUser({ email: email.toUpperCase(), password: PASSWORD })).error?.code).toBe(
      'email_exists',
    );
    expect((await admin.createUser({ email: uniqueEmail('w'), password: '123' })).error?.code).toBe(
      'weak_password',
    );
    const ban = await admin.createUser({
      email: uniqueEmail('b'),
      password: PASSWORD,
      ban_duration: 'forever',
    });
    expect(ban.error?.code).toBe('validation_failed');
    expect(ban.error?.message).toBe('invalid format for ban duration: time: invalid duration "forever"');
  });

  it('listUsers pages through all users with a total', async () => {
    const { data, error } = await serviceClient(stack).auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect((data as { total?: number }).total).toBeGreaterThan(2);
  });
});

describe('fixed endpoints', () => {
  it('signUp gives signup_disabled (422): staff accounts are made by an admin', async () => {
    const { data, error } = await anonClient(stack).auth.signUp({
      email: uniqueEmail('signup'),
      password: PASSWORD,
    });
    expect(data.user).toBeNull();
    expect(error?.code).toBe('signup_disabled');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Signups not allowed for this instance');
  });

  it('/settings says signups are disabled and email sign-in is on; /health and jwks answer', async () => {
    const settings = await rawAuth(stack, '/settings');
    expect(settings.status).toBe(200);
    expect(settings.json).toMatchObject({
      disable_signup: true,
      mailer_autoconfirm: false,
      external: { email: true, phone: false },
    });
    expect((await rawAuth(stack, '/health')).json).toMatchObject({ name: 'GoTrue' });
    expect((await rawAuth(stack, '/.well-known/jwks.json')).json).toEqual({ keys: [] });
  });
});
