// Spec section 6 enforced by the database: each demo role can do exactly what it may; the rest
// fails with 42501 (401 for anon, 403 for a signed-in user). Anon and other companies read nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, makeClient, signedInClient, DEMO, type Stack } from '../../helpers/stack';
import { KMFC_SLUG, PRODUCT_IDS, openingHoursId, SHOP_SETTINGS_ID } from '../../fixtures/seed-ids';

type Role = 'eigenaar' | 'manager' | 'keuken';
type Result = { error: { code?: string } | null; status: number; data?: unknown };
type Action = (client: SupabaseClient, orderId: string, role: Role) => PromiseLike<Result>;

const ACTIONS: Record<string, { may: Role[]; run: Action }> = {
  'read orders': {
    may: ['eigenaar', 'manager', 'keuken'],
    run: (c) => c.from('orders').select('id').limit(1).single(),
  },
  'change an order status': {
    may: ['eigenaar', 'manager', 'keuken'],
    run: (c, id) => c.from('orders').update({ status: 'accepted' }).eq('id', id).select('status').single(),
  },
  'change product visibility': {
    may: ['eigenaar', 'manager'],
    run: (c) => c.from('products').update({ is_active: true }).eq('id', PRODUCT_IDS.frietKlein).select('id').single(),
  },
  'change product stock': {
    may: ['eigenaar', 'manager'],
    run: (c) => c.from('products').update({ is_sold_out: false }).eq('id', PRODUCT_IDS.frietKlein).select('id').single(),
  },
  'edit product data': {
    may: ['eigenaar'],
    run: (c, _id, role) => c.from('products').update({ name: `Friet klein ${role}` }).eq('id', PRODUCT_IDS.frietKlein).select('id').single(),
  },
  'create a product': {
    may: ['eigenaar'],
    run: (c) => c.from('products').insert({ name: 'Testproduct', price_cents: 100 }).select('id').single(),
  },
  'change opening hours': {
    may: ['eigenaar', 'manager'],
    run: (c) => c.from('opening_hours').update({ is_active: true }).eq('id', openingHoursId(1)).select('id').single(),
  },
  'set busy mode': {
    may: ['eigenaar', 'manager'],
    run: (c) => c.from('companies').update({ is_busy: false }).eq('slug', KMFC_SLUG).select('is_busy').single(),
  },
  'close the shop manually': {
    may: ['eigenaar', 'manager'],
    run: (c) => c.from('shop_settings').update({ is_manually_closed: false }).eq('id', SHOP_SETTINGS_ID).select('id').single(),
  },
  'set the shop status': {
    may: ['eigenaar', 'manager'],
    run: (c) => c.rpc('set_shop_status', { p_is_closed: false, p_exception_note: null }),
  },
  'delete an order': {
    may: [],
    run: (c, id) => c.from('orders').delete().eq('id', id),
  },
};

let stack: Stack;
const clients = {} as Record<Role, SupabaseClient>;
let orderId: string;

beforeAll(async () => {
  stack = await startTestStack();
  clients.eigenaar = await signedInClient(stack, DEMO.owner);
  clients.manager = await signedInClient(stack, DEMO.manager);
  clients.keuken = await signedInClient(stack, DEMO.kitchen);
  [{ id: orderId }] = await stack.sql<{ id: string }>("select id from public.orders where status = 'created' limit 1");
});
afterAll(() => stack?.stop());

describe.each(['eigenaar', 'manager', 'keuken'] as Role[])('as %s', (role) => {
  for (const [name, action] of Object.entries(ACTIONS)) {
    const allowed = action.may.includes(role);
    it(`${allowed ? 'may' : 'may not'} ${name}`, async () => {
      const result = await action.run(clients[role], orderId, role);
      if (allowed) {
        expect(result.error).toBeNull();
      } else {
        expect(result.error?.code).toBe('42501');
        expect(result.status).toBe(403);
      }
    });
  }
});

describe('anonymous caller', () => {
  it('reads only active companies\' lookup fields', async () => {
    const anon = makeClient(stack.url, stack.keys.anonKey);
    const { data } = await anon.from('companies').select('slug, name, supabase_url, supabase_anon_key, is_active');
    expect(data!.map((c) => c.slug)).toEqual([KMFC_SLUG]);
    const busy = await anon.from('companies').select('is_busy');
    expect(busy.error?.code).toBe('42501');
  });

  it.each(['orders', 'order_items', 'carts', 'products', 'opening_hours', 'users', 'roles'])('gets 401 42501 reading %s', async (table) => {
    const result = await makeClient(stack.url, stack.keys.anonKey).from(table).select('id').limit(1);
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
  });

  it('cannot set the shop status, but may ask whether the shop is open', async () => {
    const anon = makeClient(stack.url, stack.keys.anonKey);
    const set = await anon.rpc('set_shop_status', { p_is_closed: true, p_exception_note: null });
    expect(set.status).toBe(401);
    expect(set.error?.code).toBe('42501');
    const open = await anon.rpc('fn_is_open', { p_company_slug: KMFC_SLUG });
    expect(open.error).toBeNull();
  });
});

describe('staff of another company', () => {
  let other: SupabaseClient;
  beforeAll(async () => {
    const admin = makeClient(stack.url, stack.keys.serviceRoleKey);
    const created = await admin.auth.admin.createUser({ email: 'baas@andere.test', password: 'andere-pw', email_confirm: true });
    if (created.error) throw created.error;
    await stack.sql(
      `with c as (insert into public.companies (slug, name) values ('andere-shop', 'Andere') returning id),
            r as (insert into public.roles (company_id, name, slug, can_view_new_orders, can_view_order_history,
                    can_manage_settings, can_edit_product_data, can_change_product_status)
                  select id, 'Baas', 'baas', true, true, true, true, true from c returning id, company_id)
       insert into public.users (user_main_id, company_id, role_id, is_active) select $1, company_id, id, true from r`,
      [created.data.user.id],
    );
    other = await signedInClient(stack, 'baas@andere.test', 'andere-pw');
  });

  it('reads no orders, order lines, carts or products of the shop', async () => {
    for (const table of ['orders', 'order_items', 'carts', 'products', 'opening_hours']) {
      const { data, error } = await other.from(table).select('id');
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
  });

  it("changes nothing of the shop's orders or settings", async () => {
    const update = await other.from('orders').update({ status: 'canceled' }).eq('id', orderId).select('id');
    expect(update.data).toEqual([]);
    const busy = await other.from('companies').update({ is_busy: true }).eq('slug', KMFC_SLUG).select('id');
    expect(busy.data ?? []).toEqual([]);
    const [row] = await stack.sql<{ status: string }>('select status from public.orders where id = $1', [orderId]);
    expect(row.status).not.toBe('canceled');
  });
});
