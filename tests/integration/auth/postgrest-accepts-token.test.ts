// The access tokens this Auth server issues are accepted by the real PostgREST: inside the database
// the caller is the `authenticated` role and auth.uid() is the user (fixture: public.whoami()).
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AUTH_PROJECT,
  anonClient,
  decodeJwt,
  signedIn,
  startTestStack,
  uniqueEmail,
  type TestStack,
  seedStaff,
} from './helpers';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: AUTH_PROJECT });
});
afterAll(async () => {
  await stack?.stop();
});

it('PostgREST runs a signed-in request as the authenticated role with auth.uid() = the user', async () => {
  const email = uniqueEmail('rest');
  const id = await seedStaff(stack, email, 'kmfc-demo');
  const client = await signedIn(stack, email, 'kmfc-demo');
  const { data, error } = await client.rpc('whoami');
  expect(error).toBeNull();
  const token = (await client.auth.getSession()).data.session!.access_token;
  expect(data).toEqual({ uid: id, role: 'authenticated', session_id: decodeJwt(token).session_id });
});

it('PostgREST still accepts the token after a refresh, and treats a signed-out client as anon', async () => {
  const email = uniqueEmail('rest-refresh');
  const id = await seedStaff(stack, email, 'kmfc-demo');
  const client = await signedIn(stack, email, 'kmfc-demo');
  expect((await client.auth.refreshSession()).error).toBeNull();
  expect((await client.rpc('whoami')).data).toMatchObject({ uid: id, role: 'authenticated' });
  expect((await anonClient(stack).rpc('whoami')).data).toEqual({ uid: null, role: 'anon', session_id: null });
});
