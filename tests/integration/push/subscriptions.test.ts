// push_subscriptions through PostgREST with the official client, as the app writes it: staff of a
// company see and delete the company's subscriptions and store their own; an upsert on the endpoint
// never duplicates and moves the row to the user who sent it; another company and anon get nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO, makeClient, signedInClient, startTestStack, type Stack } from '../../helpers/stack';
import { seedStaff, signedIn } from '../auth/helpers';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import { makeClientKeys } from '../../helpers/push-crypto';
import { OTHER_COMPANY_ID, addOtherCompany } from './support';

let stack: Stack;
let owner: SupabaseClient;
let kitchen: SupabaseClient;
let other: SupabaseClient;
let otherUserId: string;

beforeAll(async () => {
  stack = await startTestStack({ functions: { realertIntervalMs: 0 } });
  await addOtherCompany(stack);
  otherUserId = await seedStaff(stack, 'baas@andere.test', 'andere-pw');
  const [role] = await stack.sql<{ id: string }>(
    `insert into public.roles (company_id, name, slug) values ($1, 'Eigenaar', 'eigenaar') returning id`,
    [OTHER_COMPANY_ID],
  );
  await stack.sql('insert into public.users (user_main_id, company_id, role_id) values ($1, $2, $3)', [
    otherUserId,
    OTHER_COMPANY_ID,
    role.id,
  ]);
  owner = await signedInClient(stack, DEMO.owner);
  kitchen = await signedInClient(stack, DEMO.kitchen);
  other = await signedIn(stack, 'baas@andere.test', 'andere-pw');
});
afterAll(() => stack?.stop());

let counter = 0;
function subscription(companyId = KMFC_COMPANY_ID) {
  const keys = makeClientKeys();
  counter += 1;
  return {
    endpoint: `https://push.example.test/send/${counter}-${Date.now()}`,
    p256dh: keys.p256dh,
    auth: keys.auth,
    company_id: companyId,
    device_id: `device-${counter}`,
    last_seen_at: new Date().toISOString(),
  };
}

const rowsOf = (endpoint: string) =>
  stack.sql<{ user_id: string; company_id: string; device_id: string }>(
    'select user_id, company_id, device_id from public.push_subscriptions where endpoint = $1',
    [endpoint],
  );

describe('staff of the company', () => {
  it('store their subscription; the same endpoint upserted again stays one row', async () => {
    const sub = subscription();
    expect((await owner.from('push_subscriptions').upsert(sub, { onConflict: 'endpoint' })).error).toBeNull();
    const again = { ...sub, device_id: 'device-renamed', last_seen_at: new Date().toISOString() };
    expect((await owner.from('push_subscriptions').upsert(again, { onConflict: 'endpoint' })).error).toBeNull();
    expect(await rowsOf(sub.endpoint)).toEqual([
      { user_id: AUTH_USER_IDS.eigenaar, company_id: KMFC_COMPANY_ID, device_id: 'device-renamed' },
    ]);
  });

  it('take over an endpoint another user of the company had (the row moves to them)', async () => {
    const sub = subscription();
    expect((await owner.from('push_subscriptions').upsert(sub, { onConflict: 'endpoint' })).error).toBeNull();
    expect((await kitchen.from('push_subscriptions').upsert(sub, { onConflict: 'endpoint' })).error).toBeNull();
    expect((await rowsOf(sub.endpoint)).map((r) => r.user_id)).toEqual([AUTH_USER_IDS.keuken]);
  });

  it('cannot store a subscription in the name of someone else', async () => {
    const sub = subscription();
    const { error } = await kitchen.from('push_subscriptions').insert({ ...sub, user_id: AUTH_USER_IDS.eigenaar });
    expect(error).toBeNull();
    expect((await rowsOf(sub.endpoint)).map((r) => r.user_id)).toEqual([AUTH_USER_IDS.keuken]);
  });

  it("see and delete the company's subscriptions, whoever stored them", async () => {
    const sub = subscription();
    await owner.from('push_subscriptions').upsert(sub, { onConflict: 'endpoint' });
    const seen = await kitchen.from('push_subscriptions').select('endpoint').eq('endpoint', sub.endpoint);
    expect(seen.data).toEqual([{ endpoint: sub.endpoint }]);
    expect((await kitchen.from('push_subscriptions').delete().eq('endpoint', sub.endpoint)).error).toBeNull();
    expect(await rowsOf(sub.endpoint)).toEqual([]);
  });

  it('cannot store a subscription for another company', async () => {
    const { error } = await owner.from('push_subscriptions').insert(subscription(OTHER_COMPANY_ID));
    expect(error?.code).toBe('42501');
  });

  it('get the database check on a bad endpoint', async () => {
    const { error } = await owner.from('push_subscriptions').insert({ ...subscription(), endpoint: 'http://push.example.test/x' });
    expect(error?.code).toBe('23514');
  });
});

describe('staff of another company', () => {
  it("neither see, delete nor take over the company's subscriptions", async () => {
    const sub = subscription();
    await owner.from('push_subscriptions').upsert(sub, { onConflict: 'endpoint' });
    const seen = await other.from('push_subscriptions').select('endpoint');
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([]);
    expect((await other.from('push_subscriptions').delete().eq('endpoint', sub.endpoint)).error).toBeNull();
    const takeOver = await other
      .from('push_subscriptions')
      .upsert({ ...sub, company_id: OTHER_COMPANY_ID }, { onConflict: 'endpoint' });
    expect(takeOver.error?.code).toBe('42501');
    expect(await rowsOf(sub.endpoint)).toEqual([
      { user_id: AUTH_USER_IDS.eigenaar, company_id: KMFC_COMPANY_ID, device_id: sub.device_id },
    ]);
  });

  it('store their own company subscription', async () => {
    const sub = subscription(OTHER_COMPANY_ID);
    expect((await other.from('push_subscriptions').upsert(sub, { onConflict: 'endpoint' })).error).toBeNull();
    expect(await rowsOf(sub.endpoint)).toEqual([{ user_id: otherUserId, company_id: OTHER_COMPANY_ID, device_id: sub.device_id }]);
    const mine = await owner.from('push_subscriptions').select('endpoint').eq('endpoint', sub.endpoint);
    expect(mine.data).toEqual([]);
  });
});

describe('anon', () => {
  it('can neither read nor write subscriptions', async () => {
    const anon = makeClient(stack.url, stack.keys.anonKey);
    expect((await anon.from('push_subscriptions').select('endpoint')).error?.code).toBe('42501');
    expect((await anon.from('push_subscriptions').upsert(subscription(), { onConflict: 'endpoint' })).error?.code).toBe('42501');
    expect((await anon.from('push_subscriptions').delete().eq('device_id', 'x')).error?.code).toBe('42501');
  });
});
