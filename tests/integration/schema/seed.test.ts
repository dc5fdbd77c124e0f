// The demo data of supabase/seed.sql: companies, roles, staff accounts, catalogue, opening hours and
// about 300 recent orders whose numbers add up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { productImagesSql, productSvg, type ProductRow } from '../../../scripts/make-product-images';
import {
  AUTH_USER_IDS,
  DEMO_PASSWORD,
  KMFC_COMPANY_ID,
  OUDE_SHOP_COMPANY_ID,
  ROLE_IDS,
  STAFF_EMAILS,
  STAFF_USER_IDS,
  TODAY_ORDER_IDS,
  productId,
} from '../../fixtures/seed-ids';
import { openSeededDatabase, startOfTodaySql, type Database } from './support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

const OPEN_STATUSES = [
  'created',
  'accepted',
  'preparing',
  'ready_pickup',
  'ready_delivery',
  'out_for_delivery',
];
const FINISHED_STATUSES = ['delivered', 'picked_up', 'canceled'];

async function count(sql: string, params?: unknown[]): Promise<number> {
  const rows = await db.query<{ n: number }>(`select (${sql})::integer as n`, params);
  return rows[0].n;
}

describe('seed: companies and staff', () => {
  it('has the active kmfc-shop company with its lookup fields and an inactive oude-shop', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `select id, slug, name, supabase_url, supabase_anon_key, is_active, is_busy, latest_admin_version
       from public.companies order by slug`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: KMFC_COMPANY_ID,
      slug: 'kmfc-shop',
      name: 'KMFC',
      supabase_url: 'http://127.0.0.1:54321',
      is_active: true,
      is_busy: false,
      latest_admin_version: '1.4.0',
    });
    expect(String(rows[0].supabase_anon_key)).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(rows[1]).toMatchObject({ id: OUDE_SHOP_COMPANY_ID, slug: 'oude-shop', is_active: false });
  });

  it('has three roles with the permission flags of Eigenaar, Manager and Keuken', async () => {
    const rows = await db.query(
      `select id, name, slug, can_view_new_orders, can_view_order_history, can_manage_settings,
              can_edit_product_data, can_change_product_status, can_view_product_statistics,
              can_view_revenue_statistics
       from public.roles where company_id = $1 order by id`,
      [KMFC_COMPANY_ID],
    );
    expect(rows).toEqual([
      {
        id: ROLE_IDS.eigenaar,
        name: 'Eigenaar',
        slug: 'eigenaar',
        can_view_new_orders: true,
        can_view_order_history: true,
        can_manage_settings: true,
        can_edit_product_data: true,
        can_change_product_status: true,
        can_view_product_statistics: true,
        can_view_revenue_statistics: true,
      },
      {
        id: ROLE_IDS.manager,
        name: 'Manager',
        slug: 'manager',
        can_view_new_orders: true,
        can_view_order_history: true,
        can_manage_settings: true,
        can_edit_product_data: false,
        can_change_product_status: true,
        can_view_product_statistics: false,
        can_view_revenue_statistics: false,
      },
      {
        id: ROLE_IDS.keuken,
        name: 'Keuken',
        slug: 'keuken',
        can_view_new_orders: true,
        can_view_order_history: true,
        can_manage_settings: false,
        can_edit_product_data: false,
        can_change_product_status: false,
        can_view_product_statistics: false,
        can_view_revenue_statistics: false,
      },
    ]);
  });

  it('has three active staff users matched to confirmed auth users with the demo password', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `select pu.id, pu.role_id, pu.is_active, au.id as auth_id, au.email, au.aud, au.role,
              au.email_confirmed_at is not null as confirmed,
              au.encrypted_password = extensions.crypt($2, au.encrypted_password) as password_ok,
              au.confirmation_token = '' and au.recovery_token = '' and au.email_change_token_new = ''
                and au.email_change = '' as tokens_empty,
              au.raw_app_meta_data ->> 'provider' as provider,
              pu.last_login_at < now() - interval '1 day' as last_login_days_ago,
              (select count(*)::integer from auth.identities i
                where i.user_id = au.id and i.provider = 'email' and i.provider_id = au.id::text
                  and i.identity_data ->> 'email' = au.email
                  and i.identity_data ->> 'sub' = au.id::text) as identities,
              (select up.role from public.user_profiles up where up.id = au.id) as profile_role
       from public.users pu join auth.users au on au.id = pu.user_main_id
       where pu.company_id = $1 order by au.email`,
      [KMFC_COMPANY_ID, DEMO_PASSWORD],
    );
    const expected = (staff: 'eigenaar' | 'manager' | 'keuken', profileRole: string) => ({
      id: STAFF_USER_IDS[staff],
      role_id: ROLE_IDS[staff],
      is_active: true,
      auth_id: AUTH_USER_IDS[staff],
      email: STAFF_EMAILS[staff],
      aud: 'authenticated',
      role: 'authenticated',
      confirmed: true,
      password_ok: true,
      tokens_empty: true,
      provider: 'email',
      last_login_days_ago: true,
      identities: 1,
      profile_role: profileRole,
    });
    expect(rows).toEqual([
      expected('eigenaar', 'Eigenaar'),
      expected('keuken', 'Keuken'),
      expected('manager', 'Manager'),
    ]);
  });
});

describe('seed: catalogue, opening hours and settings', () => {
  it('has 41 products in 6 categories with unique product numbers and images', async () => {
    const categories = await db.query<{ name: string; position: number; products: number }>(
      `select c.name, c.position, count(p.id)::integer as products
       from public.categories c left join public.products p on p.category_id = c.id
       where c.company_id = $1 group by c.id order by c.position`,
      [KMFC_COMPANY_ID],
    );
    expect(categories.map((c) => c.name)).toEqual([
      'Friet',
      'Burgers',
      'Kip',
      'Snacks',
      'Wraps & Salades',
      'Dranken',
    ]);
    expect(categories.every((c) => c.products >= 5)).toBe(true);
    expect(await count(`select count(*) from public.products where company_id = $1`, [KMFC_COMPANY_ID])).toBe(
      41,
    );
    expect(await count(`select count(distinct "Productnummer") from public.products`)).toBe(41);
    const images = await db.query<{ image_url: string }>(`select image_url from public.products`);
    for (const { image_url } of images) {
      expect(image_url).toMatch(/^\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(new URL(`../../../public${image_url}`, import.meta.url)), image_url).toBe(true);
    }
  });

  it('has a small, well-formed 200x150 SVG per product, as scripts/make-product-images.ts makes it', async () => {
    const products = await db.query<ProductRow>(productImagesSql);
    expect(products).toHaveLength(41);
    for (const product of products) {
      const svg = readFileSync(new URL(`../../../public${product.image_url}`, import.meta.url), 'utf8');
      expect(Buffer.byteLength(svg), product.image_url).toBeLessThan(2048);
      expect(svg).toContain('viewBox="0 0 200 150"');
      const [{ ok }] = await db.query<{ ok: boolean }>(`select xml_is_well_formed_document($1) as ok`, [svg]);
      expect(ok, product.image_url).toBe(true);
      expect(svg, `${product.image_url} is stale: run npx tsx scripts/make-product-images.ts`).toBe(
        productSvg(product),
      );
    }
  });

  it('has a few sold-out and two invisible products', async () => {
    const soldOut = await db.query<{ id: string }>(
      `select id from public.products where is_sold_out order by id`,
    );
    expect(soldOut.map((r) => r.id)).toEqual([productId('106'), productId('307'), productId('606')]);
    const hidden = await db.query<{ id: string }>(
      `select id from public.products where not is_active order by id`,
    );
    expect(hidden.map((r) => r.id)).toEqual([productId('206'), productId('505')]);
  });

  it('has an active opening-hours row for each of the 7 weekdays, Friday and Saturday past midnight', async () => {
    const rows = await db.query<{
      weekday: number;
      open_time: string;
      close_time: string;
      is_active: boolean;
    }>(
      `select weekday, to_char(open_time, 'HH24:MI') as open_time, to_char(close_time, 'HH24:MI') as close_time,
              is_active
       from public.opening_hours where company_id = $1 order by weekday`,
      [KMFC_COMPANY_ID],
    );
    expect(rows.map((r) => r.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows.every((r) => r.is_active)).toBe(true);
    expect(rows.every((r) => /:(00|30)$/.test(r.open_time) && /:(00|30)$/.test(r.close_time))).toBe(true);
    expect(rows.filter((r) => r.close_time <= r.open_time).map((r) => r.weekday)).toEqual([5, 6]);
  });

  it('has shop settings that are not manually closed and no shop_status row', async () => {
    const settings = await db.query(
      `select is_manually_closed from public.shop_settings where company_id = $1`,
      [KMFC_COMPANY_ID],
    );
    expect(settings).toEqual([{ is_manually_closed: false }]);
    expect(await count(`select count(*) from public.shop_status`)).toBe(0);
  });
});

describe('seed: orders', () => {
  it('has about 300 orders, all placed within the last 30 days and none in the future', async () => {
    const [row] = await db.query<{ total: number; recent: number }>(
      `select count(*)::integer as total,
              count(*) filter (where placed_at > now() - interval '30 days' and placed_at <= now())::integer as recent
       from public.orders where company_id = $1`,
      [KMFC_COMPANY_ID],
    );
    expect(row.total).toBe(300);
    expect(row.recent).toBe(300);
    // spread over the month, not bunched on a few days
    expect(
      await count(
        `select count(distinct date_trunc('day', placed_at at time zone 'Europe/Amsterdam')) from public.orders`,
      ),
    ).toBeGreaterThanOrEqual(25);
  });

  it('has open orders in every open status today, with at least three new ones', async () => {
    const rows = await db.query<{ status: string; n: number }>(
      `select status, count(*)::integer as n from public.orders
       where placed_at >= ${startOfTodaySql} and status = any ($1) group by status`,
      [OPEN_STATUSES],
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    for (const status of OPEN_STATUSES) expect(byStatus[status], status).toBeGreaterThanOrEqual(1);
    expect(byStatus.created).toBeGreaterThanOrEqual(3);
  });

  it("mixes today's open orders: delivery and pickup, ASAP and scheduled, paid and unpaid, notes", async () => {
    const [row] = await db.query<Record<string, boolean>>(
      `select bool_or(delivery_type = 'delivery') as delivery, bool_or(delivery_type = 'pickup') as pickup,
              bool_or(is_asap and delivery_time is null) as asap,
              bool_or(not is_asap and delivery_time > now()) as scheduled,
              bool_or(payment_status = 'paid') as paid, bool_or(payment_status <> 'paid') as unpaid,
              bool_or(notes is null) as without_notes,
              bool_or(notes ilike '%betaling voltooid%') as card_payment_note,
              bool_or(notes like '%<b>%</b>%') as html_note
       from public.orders where placed_at >= ${startOfTodaySql} and status = any ($1)`,
      [OPEN_STATUSES],
    );
    expect(row).toEqual({
      delivery: true,
      pickup: true,
      asap: true,
      scheduled: true,
      paid: true,
      unpaid: true,
      without_notes: true,
      card_payment_note: true,
      html_note: true,
    });
  });

  it('has the fixed today orders of the fixtures', async () => {
    const rows = await db.query<{
      id: string;
      status: string;
      notes: string | null;
      first_options: string | null;
    }>(
      `select o.id, o.status, o.notes,
              (select ci.item_options from public.order_items oi join public.cart_items ci on ci.id = oi.cart_item_id
                where oi.order_id = o.id and oi.name_snapshot = 'Cheeseburger' and ci.item_options is not null
                order by oi.id limit 1) as first_options
       from public.orders o where o.id = any ($1) order by o.status, o.id`,
      [Object.values(TODAY_ORDER_IDS)],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[TODAY_ORDER_IDS.createdWithHtmlNote]).toMatchObject({
      status: 'created',
      notes: '<b>Bel aan</b> bij de achterdeur',
      first_options: 'Extra kaas + Zonder ui',
    });
    expect(byId[TODAY_ORDER_IDS.createdPaidByCard]).toMatchObject({
      status: 'created',
      notes: 'Betaald met pin, betaling voltooid',
    });
    expect(byId[TODAY_ORDER_IDS.readyDelivery]).toMatchObject({ status: 'ready_delivery' });
  });

  it('has only finished orders before today', async () => {
    const statuses = await db.query<{ status: string }>(
      `select distinct status from public.orders where placed_at < ${startOfTodaySql} order by status`,
    );
    expect(statuses.length).toBeGreaterThan(0);
    for (const { status } of statuses) expect(FINISHED_STATUSES).toContain(status);
  });

  it('has consistent totals: lines, subtotal, delivery fee, tip and discount add up', async () => {
    expect(
      await count(`select count(*) from public.order_items where line_total_cents <> qty * unit_price_cents`),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from public.orders o
         where o.subtotal_cents <> (select coalesce(sum(line_total_cents), 0) from public.order_items i where i.order_id = o.id)
            or o.total_cents <> o.subtotal_cents + o.delivery_fee_cents + o.tip_cents - o.discount_cents
            or (o.delivery_type = 'pickup' and o.delivery_fee_cents <> 0)
            or (o.delivery_type = 'delivery' and o.delivery_fee_cents = 0)`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) from public.orders where tip_cents > 0`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from public.orders where discount_cents > 0`)).toBeGreaterThan(0);
  });

  it('has 1 to 5 lines per order, each linked to a cart item of the same cart with the same price', async () => {
    const [row] = await db.query<{ min: number; max: number }>(
      `select min(n)::integer as min, max(n)::integer as max
       from (select count(*) as n from public.order_items group by order_id) c`,
    );
    expect(row).toEqual({ min: 1, max: 5 });
    expect(
      await count(
        `select count(*) from public.order_items oi
         join public.orders o on o.id = oi.order_id
         left join public.cart_items ci on ci.id = oi.cart_item_id
         left join public.products p on p.id = oi.product_id
         where ci.id is null or ci.cart_id <> o.cart_id or ci.qty <> oi.qty
            or ci.unit_price_cents <> oi.unit_price_cents or ci.product_id <> oi.product_id
            or p.name <> oi.name_snapshot`,
      ),
    ).toBe(0);
  });

  it('has item options joined with " + " matching the customizations json', async () => {
    const rows = await db.query<{ item_options: string; options: number; names: string }>(
      `select item_options, jsonb_array_length(customizations_json) as options,
              (select string_agg(e ->> 'name', ' + ' order by ord)
                 from jsonb_array_elements(customizations_json) with ordinality as x (e, ord)) as names
       from public.cart_items where item_options is not null`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.some((r) => r.item_options.includes(' + '))).toBe(true);
    for (const row of rows) {
      expect(row.item_options.split(' + ')).toHaveLength(row.options);
      expect(row.names).toBe(row.item_options);
    }
  });

  it('has Dutch delivery addresses on the carts of delivery orders and phones on every cart', async () => {
    const rows = await db.query<{
      delivery_type: string;
      address: string | null;
      postcode: string | null;
      city: string | null;
      phone: string | null;
    }>(
      `select o.delivery_type, c.delivery_address as address, c.delivery_postcode as postcode,
              c.delivery_city as city, c.customer_phone as phone
       from public.orders o join public.carts c on c.id = o.cart_id`,
    );
    expect(rows).toHaveLength(300);
    for (const row of rows) {
      expect(row.phone).toMatch(/^06\d{8}$/);
      if (row.delivery_type === 'delivery') {
        expect(row.address).toMatch(/^[A-Z][\w .'-]+ \d+(A|2|hs|bis)?$/);
        expect(row.postcode).toMatch(/^\d{4} [A-Z]{2}$/);
        expect(['Amsterdam', 'Haarlem', 'Zaandam', 'Amstelveen']).toContain(row.city);
      } else {
        expect(row.address).toBeNull();
      }
    }
    // some orders carry no phone of their own; the app then falls back to the cart's
    expect(await count(`select count(*) from public.orders where customer_phone is null`)).toBeGreaterThan(0);
  });
});
