// Every call of spec section 7, made with the official client exactly as the app makes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, makeClient, signedInClient, DEMO, type Stack } from '../../helpers/stack';
import { AUTH_USER_IDS, KMFC_SLUG, OUDE_SHOP_SLUG, TODAY_ORDER_IDS, openingHoursId } from '../../fixtures/seed-ids';

const FLAGS =
  'can_view_new_orders, can_view_order_history, can_manage_settings, can_edit_product_data, can_change_product_status, can_view_product_statistics, can_view_revenue_statistics';
const OPEN = ['accepted', 'preparing', 'ready_pickup', 'ready_delivery', 'out_for_delivery'];

let stack: Stack;
let owner: SupabaseClient;
let manager: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  owner = await signedInClient(stack, DEMO.owner);
  manager = await signedInClient(stack, DEMO.manager);
});
afterAll(() => stack?.stop());

describe('central backend', () => {
  it('finds the active company by slug with the anon key and gets its URL and anon key', async () => {
    const central = makeClient(stack.url, stack.keys.anonKey);
    const { data, error } = await central
      .from('companies')
      .select('supabase_url, supabase_anon_key')
      .eq('slug', KMFC_SLUG)
      .eq('is_active', true)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ supabase_url: stack.url, supabase_anon_key: stack.keys.anonKey });
  });

  it('does not find an inactive company (PGRST116)', async () => {
    const central = makeClient(stack.url, stack.keys.anonKey);
    const { data, error } = await central.from('companies').select('supabase_url').eq('slug', OUDE_SHOP_SLUG).eq('is_active', true).single();
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST116');
  });
});

describe('company backend: access and settings', () => {
  it("reads the signed-in user's active record with role flags and company", async () => {
    const { data, error } = await owner
      .from('users')
      .select(`is_active, roles(${FLAGS}, name, slug), companies!inner(name, slug)`)
      .eq('user_main_id', AUTH_USER_IDS.eigenaar)
      .eq('companies.slug', KMFC_SLUG)
      .eq('is_active', true)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      is_active: true,
      companies: { name: 'KMFC', slug: KMFC_SLUG },
      roles: { slug: 'eigenaar', can_view_new_orders: true, can_edit_product_data: true, can_view_revenue_statistics: true },
    });
  });

  it('reads the own user profile role by id', async () => {
    const { data, error } = await manager.from('user_profiles').select('role').eq('id', AUTH_USER_IDS.manager).single();
    expect(error).toBeNull();
    expect(typeof data?.role).toBe('string');
  });

  it('calls fn_is_open without payload and gets rows with is_open and source', async () => {
    const { data, error } = await owner.rpc('fn_is_open');
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
    expect(data[0]).toEqual({ is_open: expect.any(Boolean), source: expect.any(String) });
  });

  it('reads shop_settings first row as the open-state fallback', async () => {
    const { data, error } = await owner.from('shop_settings').select('is_manually_closed').limit(1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ is_manually_closed: false });
  });

  it('gets PGRST116 from single() on the empty shop_status, then the row set_shop_status returns', async () => {
    const empty = await manager.from('shop_status').select('id, is_closed, exception_note').single();
    expect(empty.error?.code).toBe('PGRST116');
    const set = await manager.rpc('set_shop_status', { p_is_closed: true, p_exception_note: 'Stroomstoring' });
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject({ is_closed: true, exception_note: 'Stroomstoring' });
    const read = await manager.from('shop_status').select('id, is_closed, exception_note').single();
    expect(read.data).toMatchObject({ is_closed: true, exception_note: 'Stroomstoring' });
    const reopened = await manager.rpc('set_shop_status', { p_is_closed: false, p_exception_note: '' });
    expect(reopened.data).toMatchObject({ is_closed: false, exception_note: null });
  });

  it('reads and patches busy mode on the company by slug, and reads the latest admin version', async () => {
    const read = await manager.from('companies').select('is_busy, slug, name').eq('slug', KMFC_SLUG).single();
    expect(read.data).toEqual({ is_busy: false, slug: KMFC_SLUG, name: 'KMFC' });
    const patched = await manager.from('companies').update({ is_busy: true }).eq('slug', KMFC_SLUG).select('is_busy').single();
    expect(patched.error).toBeNull();
    expect(patched.data).toEqual({ is_busy: true });
    await manager.from('companies').update({ is_busy: false }).eq('slug', KMFC_SLUG);
    const version = await owner.from('companies').select('latest_admin_version').eq('slug', KMFC_SLUG).single();
    expect(version.data?.latest_admin_version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('company backend: orders', () => {
  it('reads dashboard rows from the start of today and the 5 most recent orders', async () => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const today = await owner.from('orders').select('status, total_cents, placed_at').gte('placed_at', start.toISOString());
    expect(today.error).toBeNull();
    expect(today.data!.length).toBeGreaterThan(0);
    const recent = await owner
      .from('orders')
      .select('id, status, customer_name, total_cents, placed_at, delivery_type')
      .order('placed_at', { ascending: false })
      .limit(5);
    expect(recent.data).toHaveLength(5);
    const times = recent.data!.map((o) => o.placed_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('reads a tab list (limit 50, newest first, by status set) and the pending count', async () => {
    const active = await owner.from('orders').select('*').in('status', OPEN).order('placed_at', { ascending: false }).limit(50);
    expect(active.error).toBeNull();
    expect(new Set(active.data!.map((o) => o.status))).toEqual(new Set(OPEN));
    const archive = await owner.from('orders').select('id').in('status', ['delivered', 'canceled', 'picked_up']).limit(50);
    expect(archive.data).toHaveLength(50);
    const pending = await owner.from('orders').select('id, status', { count: 'exact' }).eq('status', 'created');
    expect(pending.count).toBeGreaterThanOrEqual(3);
    expect(pending.data).toHaveLength(pending.count!);
  });

  it('reads an order with order_items → cart_items → carts nested, and the items\' Productnummer', async () => {
    const { data, error } = await owner
      .from('orders')
      .select('*, order_items(*, cart_items(*, carts(*)))')
      .eq('id', TODAY_ORDER_IDS.createdWithHtmlNote)
      .single();
    expect(error).toBeNull();
    expect(Array.isArray(data.order_items)).toBe(true);
    const item = data.order_items.find((i: { cart_items: { item_options: string } | null }) => i.cart_items?.item_options === 'Extra kaas + Zonder ui');
    expect(item).toBeDefined();
    expect(item.cart_items.carts).toMatchObject({ id: data.cart_id, delivery_city: expect.any(String) });
    const ids = data.order_items.map((i: { product_id: string }) => i.product_id);
    const numbers = await owner.from('products').select('id, Productnummer').in('id', ids);
    expect(numbers.error).toBeNull();
    expect(numbers.data!.every((p) => /^\d{3}$/.test(p.Productnummer))).toBe(true);
  });

  it('patches an order status by id', async () => {
    const created = await owner.from('orders').select('id').eq('status', 'created').limit(1).single();
    const { data, error } = await owner.from('orders').update({ status: 'accepted' }).eq('id', created.data!.id).select('id, status').single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: created.data!.id, status: 'accepted' });
  });
});

describe('company backend: products and opening hours', () => {
  it('reads products with their category ordered by category position, then sort_index, and categories by name', async () => {
    const { data, error } = await owner
      .from('products')
      .select('*, categories(name, position)')
      .order('categories(position)')
      .order('sort_index');
    expect(error).toBeNull();
    const keys = data!.map((p) => [p.categories.position, p.sort_index]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    const categories = await owner.from('categories').select('*').order('name');
    const names = categories.data!.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('patches product visibility and stock', async () => {
    const product = await manager.from('products').select('id').limit(1).single();
    const hide = await manager.from('products').update({ is_active: false }).eq('id', product.data!.id).select('is_active').single();
    expect(hide.data).toEqual({ is_active: false });
    const soldOut = await manager.from('products').update({ is_sold_out: true }).eq('id', product.data!.id).select('is_sold_out').single();
    expect(soldOut.data).toEqual({ is_sold_out: true });
  });

  it('reads opening hours by weekday, patches a time, inserts and upserts a weekday row', async () => {
    const hours = await manager.from('opening_hours').select('id, weekday, open_time, close_time, is_active').order('weekday');
    expect(hours.data!.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const patched = await manager.from('opening_hours').update({ open_time: '10:30' }).eq('id', openingHoursId(2)).select('open_time').single();
    expect(patched.data).toEqual({ open_time: '10:30:00' });

    await stack.sql('delete from public.opening_hours where weekday = 3');
    const inserted = await manager
      .from('opening_hours')
      .insert({ weekday: 3, is_active: true, open_time: '09:00', close_time: '17:00' })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ weekday: 3, is_active: true, open_time: '09:00:00', close_time: '17:00:00' });

    const upserted = await manager
      .from('opening_hours')
      .upsert({ weekday: 3, is_active: false, open_time: '12:00', close_time: '01:00' }, { onConflict: 'company_id,weekday' })
      .select()
      .single();
    expect(upserted.error).toBeNull();
    expect(upserted.data).toMatchObject({ id: inserted.data.id, weekday: 3, is_active: false, close_time: '01:00:00' });
  });
});
