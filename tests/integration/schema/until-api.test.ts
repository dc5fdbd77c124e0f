// Issue 17 through PostgREST with the official client: set_shop_status with the spec's two named
// arguments and with p_closed_until, fn_is_open on either side of closed_until, available_products for
// the anonymous website, fn_busy_state, and the refused values as the client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, makeClient, signedInClient, DEMO, type Stack } from '../../helpers/stack';
import { KMFC_COMPANY_ID, KMFC_SLUG, PRODUCT_IDS, SHOP_SETTINGS_ID } from '../../fixtures/seed-ids';

let stack: Stack;
let manager: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  manager = await signedInClient(stack, DEMO.manager);
  anon = makeClient(stack.url, stack.keys.anonKey);
});
afterAll(() => stack?.stop());

const MINUTE = 60_000;
const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', weekday: 'short' });

/** 12:00 UTC (13:00 or 14:00 in Amsterdam, inside the seed's 11:00-22:00) on the next Wednesday after tomorrow. */
function nextWednesdayNoonUtc(): Date {
  const day = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
  day.setUTCHours(12, 0, 0, 0);
  while (weekday.format(day) !== 'Wed') day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

describe('set_shop_status through PostgREST', () => {
  it('works with the spec\'s two named arguments, with p_closed_until, and with the app\'s mutation id', async () => {
    const until = nextWednesdayNoonUtc();
    const two = await manager.rpc('set_shop_status', { p_is_closed: true, p_exception_note: 'Stroomstoring' });
    expect(two.error).toBeNull();
    expect(two.data).toMatchObject({ is_closed: true, exception_note: 'Stroomstoring', closed_until: null });

    const three = await manager.rpc('set_shop_status', {
      p_is_closed: true,
      p_exception_note: 'Vakantie',
      p_closed_until: until.toISOString(),
    });
    expect(three.error).toBeNull();
    expect(three.data).toMatchObject({ is_closed: true, exception_note: 'Vakantie' });
    expect(new Date(three.data.closed_until).getTime()).toBe(until.getTime());

    const mutationId = crypto.randomUUID();
    const four = await manager.rpc('set_shop_status', {
      p_is_closed: true,
      p_exception_note: null,
      p_mutation_id: mutationId,
      p_closed_until: new Date(until.getTime() + 30 * MINUTE).toISOString(),
    });
    expect(four.error).toBeNull();
    expect(four.data).toMatchObject({ last_mutation_id: mutationId, exception_note: null });

    const reopened = await manager.rpc('set_shop_status', { p_is_closed: false, p_exception_note: '' });
    expect(reopened.error).toBeNull();
    expect(reopened.data).toMatchObject({ is_closed: false, closed_until: null });
  });

  it('makes fn_is_open say shop_status before closed_until and closure_expired from it on', async () => {
    const until = nextWednesdayNoonUtc();
    const set = await manager.rpc('set_shop_status', { p_is_closed: true, p_closed_until: until.toISOString() });
    expect(set.error).toBeNull();
    const at = async (time: Date) => {
      const { data, error } = await anon.rpc('fn_is_open', { p_at: time.toISOString(), p_company_slug: KMFC_SLUG });
      expect(error).toBeNull();
      return data;
    };
    expect(await at(new Date(until.getTime() - 1000))).toEqual([{ is_open: false, source: 'shop_status' }]);
    expect(await at(until)).toEqual([{ is_open: true, source: 'closure_expired' }]);
    await manager.rpc('set_shop_status', { p_is_closed: false });
  });

  it('refuses a time off the grid or in the past with 400 and 23514, and an until while opening with 22023', async () => {
    const grid = nextWednesdayNoonUtc().getTime();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ p_is_closed: true, p_closed_until: new Date(grid + 15 * MINUTE).toISOString() }, '23514', /30_minute_grid/],
      [{ p_is_closed: true, p_closed_until: new Date(grid - 14 * 24 * 60 * MINUTE).toISOString() }, '23514', /in the future/],
      [{ p_is_closed: false, p_closed_until: new Date(grid).toISOString() }, '22023', /only allowed when closing/],
    ];
    for (const [args, code, message] of cases) {
      const { error, status } = await manager.rpc('set_shop_status', args);
      expect(status, JSON.stringify(args)).toBe(400);
      expect(error?.code).toBe(code);
      expect(error?.message).toMatch(message);
    }
  });
});

describe('available_products for the website', () => {
  const product = PRODUCT_IDS.frietKlein;
  const listed = async () => {
    const { data, error } = await anon.from('available_products').select('id, name, price_cents').eq('company_slug', KMFC_SLUG);
    expect(error).toBeNull();
    return data!.map((p) => p.id);
  };

  it('hides a product sold out until later and shows it again once that time has passed', async () => {
    expect(await listed()).toContain(product);
    expect(await listed()).not.toContain(PRODUCT_IDS.chocomel);
    const later = await manager.from('products')
      .update({ is_sold_out: true, sold_out_until: new Date(Date.now() + 60 * MINUTE).toISOString() })
      .eq('id', product).select('sold_out_until').single();
    expect(later.error).toBeNull();
    expect(await listed()).not.toContain(product);
    const passed = await manager.from('products')
      .update({ sold_out_until: new Date(Date.now() - MINUTE).toISOString() }).eq('id', product);
    expect(passed.error).toBeNull();
    expect(await listed()).toContain(product);
    const back = await manager.from('products').update({ is_sold_out: false }).eq('id', product).select('sold_out_until').single();
    expect(back.data).toEqual({ sold_out_until: null });
  });

  it('gives anon nothing of the products table itself', async () => {
    const { status, error } = await anon.from('products').select('id').limit(1);
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});

describe('busy mode and ready minutes', () => {
  it('fn_busy_state: busy with 20 extra minutes until busy_until, then off', async () => {
    const until = new Date(Date.now() + 60 * MINUTE);
    const patched = await manager.from('companies')
      .update({ is_busy: true, busy_extra_minutes: 20, busy_until: until.toISOString() }).eq('slug', KMFC_SLUG);
    expect(patched.error).toBeNull();
    const state = async (at: Date) => (await manager.rpc('fn_busy_state', { p_at: at.toISOString() })).data;
    expect(await state(new Date(until.getTime() - 1000))).toEqual([
      { is_busy: true, extra_minutes: 20, busy_until: expect.any(String) },
    ]);
    expect(await state(until)).toEqual([{ is_busy: false, extra_minutes: 0, busy_until: null }]);
    await manager.from('companies').update({ is_busy: false }).eq('id', KMFC_COMPANY_ID);
  });

  it('refuses 25 extra minutes and negative ready minutes with 400 and 23514', async () => {
    const busy = await manager.from('companies').update({ is_busy: true, busy_extra_minutes: 25 }).eq('slug', KMFC_SLUG);
    expect([busy.status, busy.error?.code]).toEqual([400, '23514']);
    expect(busy.error?.message).toMatch(/busy_extra_minutes_one_of_10_20_30_45_60/);
    const ready = await manager.from('shop_settings').update({ ready_minutes_pickup: -5 }).eq('id', SHOP_SETTINGS_ID);
    expect([ready.status, ready.error?.code]).toEqual([400, '23514']);
    expect(ready.error?.message).toMatch(/ready_minutes_pickup_from_1_to_240/);
    const ok = await manager.from('shop_settings').update({ ready_minutes_pickup: 15 }).eq('id', SHOP_SETTINGS_ID)
      .select('ready_minutes_pickup, ready_minutes_delivery').single();
    expect(ok.data).toEqual({ ready_minutes_pickup: 15, ready_minutes_delivery: 45 });
  });
});
