// The app's start-up across two projects: the central project's companies row points at the
// shop's own, separate project (its own keys); the app looks it up by slug, then uses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, makeClient, type Stack } from '../../helpers/stack';
import { AUTH_USER_IDS, KMFC_SLUG } from '../../fixtures/seed-ids';

let central: Stack;
let company: Stack;

beforeAll(async () => {
  [central, company] = await Promise.all([
    startTestStack(),
    startTestStack({ jwtSecret: 'a-different-secret-for-the-company-project-0123456789' }),
  ]);
  await central.sql('update public.companies set supabase_url = $1, supabase_anon_key = $2 where slug = $3', [
    company.url,
    company.keys.anonKey,
    KMFC_SLUG,
  ]);
});
afterAll(async () => {
  await Promise.all([central?.stop(), company?.stop()]);
});

describe('two projects', () => {
  it('have different keys, and neither accepts the other\'s', async () => {
    expect(company.keys.anonKey).not.toBe(central.keys.anonKey);
    const wrongKey = await makeClient(company.url, central.keys.anonKey).from('companies').select('slug');
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.error?.message).toBe('Invalid API key');
  });

  it('finds the company project by slug in the central one, then signs in and reads orders there', async () => {
    const lookup = await makeClient(central.url, central.keys.anonKey)
      .from('companies')
      .select('supabase_url, supabase_anon_key')
      .eq('slug', KMFC_SLUG)
      .eq('is_active', true)
      .single();
    expect(lookup.error).toBeNull();
    expect(lookup.data).toEqual({ supabase_url: company.url, supabase_anon_key: company.keys.anonKey });

    const shop = makeClient(lookup.data!.supabase_url, lookup.data!.supabase_anon_key);
    const signIn = await shop.auth.signInWithPassword({ email: 'eigenaar@kmfc.test', password: 'kmfc-demo' });
    expect(signIn.error).toBeNull();
    const user = await shop.from('users').select('is_active, companies!inner(slug)').eq('user_main_id', AUTH_USER_IDS.eigenaar).single();
    expect(user.data).toEqual({ is_active: true, companies: { slug: KMFC_SLUG } });
    const orders = await shop.from('orders').select('id').limit(3);
    expect(orders.data).toHaveLength(3);
  });

  it("rejects a session of the central project at the company project (its JWT secret differs)", async () => {
    const centralClient = makeClient(central.url, central.keys.anonKey);
    const { data } = await centralClient.auth.signInWithPassword({ email: 'eigenaar@kmfc.test', password: 'kmfc-demo' });
    const res = await fetch(`${company.url}/rest/v1/orders?select=id&limit=1`, {
      headers: { apikey: company.keys.anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('PGRST301');
  });
});
