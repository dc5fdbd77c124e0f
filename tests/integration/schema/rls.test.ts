// Permissions of spec section 6, enforced by grants and row level security, checked with the JWT claims
// PostgREST would set: anon, the three seeded roles, a staff member of another company, and staff whose
// users row is inactive or whose company is inactive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KMFC_COMPANY_ID,
  OUDE_SHOP_COMPANY_ID,
  ROLE_IDS,
  STAFF_USER_IDS,
  TODAY_ORDER_IDS,
  openingHoursId,
  productId,
} from '../../fixtures/seed-ids';
import {
  actAs,
  ALL_TABLES,
  anonClaims,
  asClaimsRolledBack,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlStateAs,
  staffClaims,
  userClaims,
  type Claims,
  type Database,
  type Queryable,
} from './support';

let db: Database;

const OTHER = {
  companyId: 'c0000000-0000-4000-8000-0000000000a1',
  roleId: 'a0000000-0000-4000-8000-0000000000a1',
  authUserId: 'e0000000-0000-4000-8000-0000000000a1',
  productId: 'f0000000-0000-4000-8000-0000000000a1',
  orderId: '0d000000-0000-4000-8000-0000000000a1',
};
const INACTIVE_USER_AUTH_ID = 'e0000000-0000-4000-8000-0000000000b1';
const INACTIVE_COMPANY_STAFF_AUTH_ID = 'e0000000-0000-4000-8000-0000000000c1';

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.exec(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, created_at, updated_at)
    values
      ('00000000-0000-0000-0000-000000000000', '${OTHER.authUserId}', 'authenticated', 'authenticated',
       'baas@andere.test', '', now(), now()),
      ('00000000-0000-0000-0000-000000000000', '${INACTIVE_USER_AUTH_ID}', 'authenticated', 'authenticated',
       'oud-personeel@kmfc.test', '', now(), now()),
      ('00000000-0000-0000-0000-000000000000', '${INACTIVE_COMPANY_STAFF_AUTH_ID}', 'authenticated', 'authenticated',
       'baas@oude-shop.test', '', now(), now());

    -- another active company in the same project, with an all-flags role and its own data
    insert into public.companies (id, slug, name, is_active) values ('${OTHER.companyId}', 'andere-shop', 'Andere', true);
    insert into public.roles (id, company_id, name, slug, can_view_new_orders, can_view_order_history,
                              can_manage_settings, can_edit_product_data, can_change_product_status)
    values ('${OTHER.roleId}', '${OTHER.companyId}', 'Eigenaar', 'eigenaar', true, true, true, true, true);
    insert into public.users (user_main_id, company_id, role_id, is_active)
    values ('${OTHER.authUserId}', '${OTHER.companyId}', '${OTHER.roleId}', true);
    insert into public.products (id, company_id, name, price_cents) values ('${OTHER.productId}', '${OTHER.companyId}', 'Pizza', 900);
    insert into public.orders (id, company_id, status, subtotal_cents, total_cents)
    values ('${OTHER.orderId}', '${OTHER.companyId}', 'created', 900, 900);
    insert into public.shop_settings (company_id) values ('${OTHER.companyId}');

    -- a former employee of KMFC: users row with the Eigenaar role, but inactive
    insert into public.users (user_main_id, company_id, role_id, is_active)
    values ('${INACTIVE_USER_AUTH_ID}', '${KMFC_COMPANY_ID}', '${ROLE_IDS.eigenaar}', false);
    insert into public.user_profiles (id, role) values ('${INACTIVE_USER_AUTH_ID}', 'Eigenaar');

    -- an active users row, all flags, in the inactive company oude-shop
    insert into public.roles (id, company_id, name, slug, can_view_new_orders, can_view_order_history,
                              can_manage_settings, can_edit_product_data, can_change_product_status)
    values ('a0000000-0000-4000-8000-0000000000c1', '${OUDE_SHOP_COMPANY_ID}', 'Eigenaar', 'eigenaar',
            true, true, true, true, true);
    insert into public.users (user_main_id, company_id, role_id, is_active)
    values ('${INACTIVE_COMPANY_STAFF_AUTH_ID}', '${OUDE_SHOP_COMPANY_ID}', 'a0000000-0000-4000-8000-0000000000c1', true);
    insert into public.categories (company_id, name) values ('${OUDE_SHOP_COMPANY_ID}', 'Oud');
  `);
});

afterAll(async () => {
  await db?.close();
});

const PERMISSION_DENIED = '42501';
const SHOP_TABLES = ALL_TABLES;

/** Row counts per table, read with the given claims. */
async function visibleCounts(claims: Claims, tables: string[]): Promise<Record<string, number>> {
  return asClaimsRolledBack(db, claims, async (tx) => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [{ n }] = await tx.query<{ n: number }>(`select count(*)::integer as n from public.${table}`);
      counts[table] = n;
    }
    return counts;
  });
}

/** Runs a write as the claims and returns the affected rows (rolled back). */
function writeAs<T = Record<string, unknown>>(claims: Claims, sql: string, params?: unknown[]): Promise<T[]> {
  return asClaimsRolledBack(db, claims, (tx: Queryable) => tx.query<T>(sql, params));
}

const eigenaar = staffClaims('eigenaar');
const manager = staffClaims('manager');
const keuken = staffClaims('keuken');
const otherStaff = userClaims(OTHER.authUserId);
const order = TODAY_ORDER_IDS.createdWithHtmlNote;

describe('anon', () => {
  it('reads only the lookup columns of active companies', async () => {
    const rows = await asClaimsRolledBack(db, anonClaims, (tx) =>
      tx.query(
        `select slug, name, supabase_url, supabase_anon_key is not null as has_key, is_active
         from public.companies order by slug`,
      ),
    );
    expect(rows).toEqual([
      { slug: 'andere-shop', name: 'Andere', supabase_url: null, has_key: false, is_active: true },
      {
        slug: 'kmfc-shop',
        name: 'KMFC',
        supabase_url: 'http://127.0.0.1:54321',
        has_key: true,
        is_active: true,
      },
    ]);
  });

  it('gets the bootstrap row by slug and is_active like the app does', async () => {
    const rows = await asClaimsRolledBack(db, anonClaims, (tx) =>
      tx.query(`select supabase_url from public.companies where slug = 'kmfc-shop' and is_active`),
    );
    expect(rows).toEqual([{ supabase_url: 'http://127.0.0.1:54321' }]);
    const inactive = await asClaimsRolledBack(db, anonClaims, (tx) =>
      tx.query(`select id from public.companies where slug = 'oude-shop'`),
    );
    expect(inactive).toEqual([]);
  });

  it('gets 42501 on any other company column', async () => {
    expect(await sqlStateAs(db, anonClaims, `select * from public.companies`)).toBe(PERMISSION_DENIED);
    expect(await sqlStateAs(db, anonClaims, `select is_busy from public.companies`)).toBe(PERMISSION_DENIED);
    expect(await sqlStateAs(db, anonClaims, `select latest_admin_version from public.companies`)).toBe(
      PERMISSION_DENIED,
    );
  });

  it('gets 42501 reading orders and every other shop table', async () => {
    for (const table of SHOP_TABLES.filter((t) => t !== 'companies')) {
      expect(await sqlStateAs(db, anonClaims, `select id from public.${table} limit 1`), table).toBe(
        PERMISSION_DENIED,
      );
    }
  });

  it('gets 42501 on writes', async () => {
    expect(await sqlStateAs(db, anonClaims, `update public.companies set is_busy = true`)).toBe(
      PERMISSION_DENIED,
    );
    expect(await sqlStateAs(db, anonClaims, `update public.orders set status = 'accepted'`)).toBe(
      PERMISSION_DENIED,
    );
    expect(
      await sqlStateAs(db, anonClaims, `insert into public.orders (company_id) values ($1)`, [
        KMFC_COMPANY_ID,
      ]),
    ).toBe(PERMISSION_DENIED);
  });
});

describe('keuken (orders only)', () => {
  it('reads its own users row, role, profile and company, and all of its company’s shop data', async () => {
    expect(await visibleCounts(keuken, SHOP_TABLES)).toEqual({
      companies: 2, // KMFC (its own) and the other active company's lookup row
      roles: 1,
      users: 1,
      user_profiles: 1,
      categories: 6,
      products: 41,
      carts: 300,
      cart_items: 918,
      orders: 300,
      order_items: 918,
      shop_settings: 1,
      shop_status: 0,
      opening_hours: 7,
      staff_devices: 0, // no device has reported (presence.test.ts covers them)
      print_jobs: 0, // nothing printed yet (print-jobs.test.ts covers them)
      product_option_groups: 2, // the seeded menu's options (menu-*.test.ts cover them)
      product_option_values: 6,
      product_option_links: 10,
    });
  });

  it('reads the user record the app loads after sign-in, with role and company', async () => {
    const rows = await asClaimsRolledBack(db, keuken, (tx) =>
      tx.query(
        `select u.id, u.is_active, r.slug as role, r.can_view_new_orders, r.can_manage_settings, c.slug as company,
                c.is_busy, c.latest_admin_version
         from public.users u join public.roles r on r.id = u.role_id join public.companies c on c.id = u.company_id
         where u.user_main_id = auth.uid() and c.slug = 'kmfc-shop' and u.is_active`,
      ),
    );
    expect(rows).toEqual([
      {
        id: STAFF_USER_IDS.keuken,
        is_active: true,
        role: 'keuken',
        can_view_new_orders: true,
        can_manage_settings: false,
        company: 'kmfc-shop',
        is_busy: false,
        latest_admin_version: '1.4.0',
      },
    ]);
  });

  it('updates an order status conditionally and records the mutation id', async () => {
    const mutationId = '7b0c0d7e-7a52-4c8e-8d35-2f0d4c8b9a11';
    const rows = await writeAs(
      keuken,
      `update public.orders set status = 'accepted', last_mutation_id = $2
       where id = $1 and status = 'created' returning status, last_mutation_id, version::text`,
      [order, mutationId],
    );
    expect(rows).toEqual([{ status: 'accepted', last_mutation_id: mutationId, version: '2' }]);
  });

  it('gets 42501 changing anything of an order but its status', async () => {
    expect(
      await sqlStateAs(db, keuken, `update public.orders set total_cents = 1 where id = $1`, [order]),
    ).toBe(PERMISSION_DENIED);
    expect(await sqlStateAs(db, keuken, `update public.orders set notes = 'x' where id = $1`, [order])).toBe(
      PERMISSION_DENIED,
    );
    expect(await sqlStateAs(db, keuken, `delete from public.orders where id = $1`, [order])).toBe(
      PERMISSION_DENIED,
    );
    expect(
      await sqlStateAs(db, keuken, `update public.order_items set qty = 9 where order_id = $1`, [order]),
    ).toBe(PERMISSION_DENIED);
  });

  it('gets 42501 updating opening hours, products, busy mode, shop settings and shop status', async () => {
    const denied: [string, string, unknown[]][] = [
      [
        `update public.opening_hours set is_active = false where id = $1`,
        'opening_hours update',
        [openingHoursId(1)],
      ],
      [
        `insert into public.opening_hours (weekday, is_active) values (1, true) on conflict (company_id, weekday)
        do update set is_active = excluded.is_active`,
        'opening_hours upsert',
        [],
      ],
      [`update public.products set is_sold_out = true where id = $1`, 'product stock', [productId('101')]],
      [
        `update public.products set is_active = false where id = $1`,
        'product visibility',
        [productId('101')],
      ],
      [`update public.companies set is_busy = true where id = $1`, 'busy mode', [KMFC_COMPANY_ID]],
      [`update public.shop_settings set is_manually_closed = true`, 'manual closure', []],
      [`insert into public.shop_status (is_closed) values (true)`, 'shop status', []],
    ];
    for (const [sql, what, params] of denied) {
      expect(await sqlStateAs(db, keuken, sql, params), what).toBe(PERMISSION_DENIED);
    }
  });
});

describe('manager (orders, settings, product status)', () => {
  it('changes product visibility and stock', async () => {
    const rows = await writeAs(
      manager,
      `update public.products set is_sold_out = true, is_active = false, last_mutation_id = gen_random_uuid()
       where id = $1 returning is_sold_out, is_active`,
      [productId('101')],
    );
    expect(rows).toEqual([{ is_sold_out: true, is_active: false }]);
  });

  it('gets 42501 changing product data, adding or deleting products and categories', async () => {
    const denied: [string, unknown[]][] = [
      [`update public.products set name = 'Friet XXL' where id = $1`, [productId('101')]],
      [`update public.products set price_cents = 1 where id = $1`, [productId('101')]],
      [`update public.products set is_sold_out = true, description = 'x' where id = $1`, [productId('101')]],
      [`update public.products set deleted_at = now() where id = $1`, [productId('101')]],
      [`insert into public.products (name, price_cents) values ('Nieuw', 100)`, []],
      [`delete from public.products where id = $1`, [productId('101')]],
      [`insert into public.categories (name, position) values ('Sauzen', 7)`, []],
      [`update public.categories set name = 'Patat' where position = 1`, []],
    ];
    for (const [sql, params] of denied)
      expect(await sqlStateAs(db, manager, sql, params), sql).toBe(PERMISSION_DENIED);
  });

  it('updates opening hours and creates a missing weekday with only weekday, times and is_active', async () => {
    const rows = await asClaimsRolledBack(db, manager, async (tx) => {
      await tx.query(`update public.opening_hours set close_time = '23:30' where id = $1`, [
        openingHoursId(3),
      ]);
      return tx.query(
        `insert into public.opening_hours (weekday, open_time, close_time, is_active)
         values (1, '09:00', '17:00', false)
         on conflict (company_id, weekday) do update
           set open_time = excluded.open_time, close_time = excluded.close_time, is_active = excluded.is_active
         returning company_id, weekday, to_char(open_time, 'HH24:MI') as open_time, is_active`,
      );
    });
    expect(rows).toEqual([{ company_id: KMFC_COMPANY_ID, weekday: 1, open_time: '09:00', is_active: false }]);
  });

  it('inserts a new weekday row with company_id defaulting to its company', async () => {
    const rows = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`delete from public.opening_hours where id = $1`, [openingHoursId(2)]);
      await actAs(tx, manager);
      return tx.query(
        `insert into public.opening_hours (weekday, open_time, close_time, is_active)
         values (2, '09:00', '17:00', true) returning company_id, weekday`,
      );
    });
    expect(rows).toEqual([{ company_id: KMFC_COMPANY_ID, weekday: 2 }]);
  });

  it('switches busy mode and manual closure', async () => {
    const rows = await asClaimsRolledBack(db, manager, async (tx) => [
      ...(await tx.query(
        `update public.companies set is_busy = true where slug = 'kmfc-shop' returning is_busy`,
      )),
      ...(await tx.query(
        `update public.shop_settings set is_manually_closed = true returning is_manually_closed`,
      )),
    ]);
    expect(rows).toEqual([{ is_busy: true }, { is_manually_closed: true }]);
  });

  it('gets 42501 changing other company fields', async () => {
    expect(
      await sqlStateAs(db, manager, `update public.companies set name = 'X' where id = $1`, [
        KMFC_COMPANY_ID,
      ]),
    ).toBe(PERMISSION_DENIED);
    expect(
      await sqlStateAs(db, manager, `update public.companies set latest_admin_version = '9' where id = $1`, [
        KMFC_COMPANY_ID,
      ]),
    ).toBe(PERMISSION_DENIED);
  });
});

describe('eigenaar (everything)', () => {
  it('edits product data, adds and deletes products and categories', async () => {
    const rows = await asClaimsRolledBack(db, eigenaar, async (tx) => {
      const renamed = await tx.query(
        `update public.products set name = 'Friet XXL', price_cents = 495 where id = $1 returning name, price_cents`,
        [productId('101')],
      );
      const [category] = await tx.query<{ id: string; company_id: string }>(
        `insert into public.categories (name, position) values ('Sauzen', 7) returning id, company_id`,
      );
      const added = await tx.query(
        `insert into public.products (category_id, name, price_cents) values ($1, 'Knoflooksaus', 75)
         returning company_id, name`,
        [category.id],
      );
      const deleted = await tx.query(`delete from public.products where id = $1 returning id`, [
        productId('407'),
      ]);
      const softDeleted = await tx.query(
        `update public.products set deleted_at = now() where id = $1 returning deleted_at is not null as gone`,
        [productId('408')],
      );
      return { renamed, category, added, deleted, softDeleted };
    });
    expect(rows.renamed).toEqual([{ name: 'Friet XXL', price_cents: 495 }]);
    expect(rows.category.company_id).toBe(KMFC_COMPANY_ID);
    expect(rows.added).toEqual([{ company_id: KMFC_COMPANY_ID, name: 'Knoflooksaus' }]);
    expect(rows.deleted).toEqual([{ id: productId('407') }]);
    expect(rows.softDeleted).toEqual([{ gone: true }]);
  });

  it('changes order status, opening hours, busy mode and closure', async () => {
    const rows = await asClaimsRolledBack(db, eigenaar, async (tx) => [
      ...(await tx.query(`update public.orders set status = 'canceled', cancel_reason = 'Te druk' where id = $1 returning status`, [
        order,
      ])),
      ...(await tx.query(
        `update public.opening_hours set is_active = false where id = $1 returning is_active`,
        [openingHoursId(0)],
      )),
      ...(await tx.query(`update public.companies set is_busy = true where id = $1 returning is_busy`, [
        KMFC_COMPANY_ID,
      ])),
      ...(await tx.query(`insert into public.shop_status (is_closed) values (true) returning is_closed`)),
    ]);
    expect(rows).toEqual([
      { status: 'canceled' },
      { is_active: false },
      { is_busy: true },
      { is_closed: true },
    ]);
  });

  it('still cannot delete orders, edit order amounts, or change users and roles (42501)', async () => {
    const denied: [string, unknown[]][] = [
      [`delete from public.orders where id = $1`, [order]],
      [`update public.orders set total_cents = 0 where id = $1`, [order]],
      [`update public.users set is_active = false where id = $1`, [STAFF_USER_IDS.keuken]],
      [`update public.roles set can_manage_settings = true where id = $1`, [ROLE_IDS.keuken]],
      [`delete from public.opening_hours where id = $1`, [openingHoursId(0)]],
      [`delete from public.shop_settings`, []],
      [`insert into public.users (user_main_id, company_id) values (auth.uid(), $1)`, [KMFC_COMPANY_ID]],
    ];
    for (const [sql, params] of denied)
      expect(await sqlStateAs(db, eigenaar, sql, params), sql).toBe(PERMISSION_DENIED);
  });
});

describe('isolation between companies and inactive staff', () => {
  it('a staff member of another company reads none of KMFC’s rows, only its own', async () => {
    const rows = await asClaimsRolledBack(db, otherStaff, async (tx) => ({
      orders: await tx.query<{ id: string }>(`select id from public.orders`),
      products: await tx.query<{ id: string }>(`select id from public.products`),
      kmfc: await tx.query(
        `select (select count(*)::integer from public.order_items) as order_items,
                (select count(*)::integer from public.carts) as carts,
                (select count(*)::integer from public.categories) as categories,
                (select count(*)::integer from public.opening_hours) as opening_hours,
                (select count(*)::integer from public.users where company_id = $1) as users,
                (select count(*)::integer from public.roles where company_id = $1) as roles,
                (select count(*)::integer from public.shop_settings where company_id = $1) as shop_settings`,
        [KMFC_COMPANY_ID],
      ),
    }));
    expect(rows.orders).toEqual([{ id: OTHER.orderId }]);
    expect(rows.products).toEqual([{ id: OTHER.productId }]);
    expect(rows.kmfc).toEqual([
      { order_items: 0, carts: 0, categories: 0, opening_hours: 0, users: 0, roles: 0, shop_settings: 0 },
    ]);
  });

  it('a staff member of another company changes nothing of KMFC', async () => {
    const updated = await writeAs(
      otherStaff,
      `update public.orders set status = 'canceled' where id = $1 returning id`,
      [order],
    );
    expect(updated).toEqual([]);
    expect(await writeAs(otherStaff, `update public.products set is_sold_out = true returning id`)).toEqual([
      { id: OTHER.productId },
    ]);
    expect(
      await writeAs(otherStaff, `update public.companies set is_busy = true where id = $1 returning id`, [
        KMFC_COMPANY_ID,
      ]),
    ).toEqual([]);
    expect(
      await sqlStateAs(
        db,
        otherStaff,
        `insert into public.opening_hours (company_id, weekday, is_active) values ($1, 1, true)`,
        [KMFC_COMPANY_ID],
      ),
    ).toBe(PERMISSION_DENIED);
    expect(
      await sqlStateAs(db, otherStaff, `insert into public.products (company_id, name) values ($1, 'Spam')`, [
        KMFC_COMPANY_ID,
      ]),
    ).toBe(PERMISSION_DENIED);
  });

  it('KMFC staff do not see the other company’s orders or products', async () => {
    const rows = await asClaimsRolledBack(db, eigenaar, (tx) =>
      tx.query(
        `select (select count(*)::integer from public.orders where company_id = $1) as orders,
                (select count(*)::integer from public.products where company_id = $1) as products`,
        [OTHER.companyId],
      ),
    );
    expect(rows).toEqual([{ orders: 0, products: 0 }]);
  });

  it('an inactive users row reads nothing of the company and changes nothing', async () => {
    const claims = userClaims(INACTIVE_USER_AUTH_ID);
    const counts = await visibleCounts(
      claims,
      SHOP_TABLES.filter((t) => t !== 'companies' && t !== 'user_profiles'),
    );
    expect(
      Object.values(counts).every((n) => n === 0),
      JSON.stringify(counts),
    ).toBe(true);
    expect(await writeAs(claims, `update public.orders set status = 'canceled' returning id`)).toEqual([]);
    expect(await writeAs(claims, `update public.products set is_sold_out = true returning id`)).toEqual([]);
    expect(await sqlStateAs(db, claims, `select * from public.set_shop_status(true)`)).toBe(
      PERMISSION_DENIED,
    );
    expect(
      await sqlStateAs(
        db,
        claims,
        `insert into public.shop_status (company_id, is_closed) values ($1, true)`,
        [KMFC_COMPANY_ID],
      ),
    ).toBe(PERMISSION_DENIED);
  });

  it('staff of an inactive company read nothing, not even their company', async () => {
    const counts = await visibleCounts(
      userClaims(INACTIVE_COMPANY_STAFF_AUTH_ID),
      SHOP_TABLES.filter((t) => t !== 'user_profiles'),
    );
    expect(counts.companies).toBe(2); // the two active companies' lookup rows, not oude-shop
    const { companies: _companies, ...rest } = counts;
    expect(
      Object.values(rest).every((n) => n === 0),
      JSON.stringify(rest),
    ).toBe(true);
  });

  it('a signed-in user without any users row reads only active companies', async () => {
    const counts = await visibleCounts(userClaims('e0000000-0000-4000-8000-0000000000ff'), SHOP_TABLES);
    const { companies, ...rest } = counts;
    expect(companies).toBe(2);
    expect(
      Object.values(rest).every((n) => n === 0),
      JSON.stringify(rest),
    ).toBe(true);
  });
});
