// Issue 17 in the database: states that end by themselves (sold_out_until, busy_until, closed_until),
// each decided against a given time, and the values the database refuses. Calls through PostgREST are
// in until-api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_COMPANY_ID, PRODUCT_IDS } from '../../fixtures/seed-ids';
import {
  anonClaims,
  asClaimsRolledBack,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlErrorOf,
  sqlStateOf,
  staffClaims,
  type Database,
  type Queryable,
} from './support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

const product = PRODUCT_IDS.frietKlein;

async function availableIds(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(`select id from public.available_products order by id`);
  return rows.map((r) => r.id);
}

describe('available_products', () => {
  it('lists a product sold out until a time that has passed, and not one sold out until later or indefinitely', async () => {
    const seen = await inRolledBackTransaction(db, async (tx) => {
      const set = (until: string | null) =>
        tx.query(
          `update public.products set is_sold_out = true, sold_out_until = ${until ?? 'null'} where id = $1`,
          [product],
        );
      await set(`now() + interval '1 hour'`);
      const later = (await availableIds(tx)).includes(product);
      await set(`now() - interval '1 minute'`);
      const passed = (await availableIds(tx)).includes(product);
      await set(null);
      const indefinitely = (await availableIds(tx)).includes(product);
      return { later, passed, indefinitely };
    });
    expect(seen).toEqual({ later: false, passed: true, indefinitely: false });
  });

  it('lists exactly the visible, in-stock, not deleted products of active companies, for anon too', async () => {
    const expected = await db.query<{ id: string }>(
      `select id from public.products where is_active and not is_sold_out and deleted_at is null order by id`,
    );
    const [asAnon, asKitchen] = await Promise.all([
      asClaimsRolledBack(db, anonClaims, availableIds),
      asClaimsRolledBack(db, staffClaims('keuken'), availableIds),
    ]);
    expect(asAnon).toEqual(expected.map((r) => r.id));
    expect(asKitchen).toEqual(asAnon);
    expect(asAnon).not.toContain(PRODUCT_IDS.veggieburger); // invisible
    expect(asAnon).not.toContain(PRODUCT_IDS.chocomel); // sold out
  });

  it('leaves out a deleted product and the products of an inactive company', async () => {
    const afterDelete = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update public.products set deleted_at = now() where id = $1`, [product]);
      return availableIds(tx);
    });
    expect(afterDelete).not.toContain(product);
    expect(afterDelete.length).toBeGreaterThan(0);
    const inactiveCompany = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update public.companies set is_active = false where id = $1`, [KMFC_COMPANY_ID]);
      return availableIds(tx);
    });
    expect(inactiveCompany).toEqual([]);
  });

  it('shows menu columns only, with the company slug and category', async () => {
    const [row] = await asClaimsRolledBack(db, anonClaims, (tx) =>
      tx.query(`select * from public.available_products where id = $1`, [product]),
    );
    expect(Object.keys(row as object).sort()).toEqual(
      ['Productnummer', 'category_id', 'category_name', 'category_position', 'company_id', 'company_slug',
        'description', 'id', 'image_url', 'name', 'price_cents', 'sort_index', 'vat_rate', 'allergens',
        'image_path', 'option_groups'].sort(),
    );
    expect(row).toMatchObject({ company_slug: 'kmfc-shop', category_name: 'Friet', name: 'Friet klein' });
  });

  it('is read-only for anon and staff, and leaves anon without the products table (42501)', async () => {
    const [privileges] = await db.query(
      `select has_table_privilege('anon', 'public.available_products', 'select') as anon_select,
              has_table_privilege('anon', 'public.available_products', 'insert, update, delete') as anon_write,
              has_table_privilege('authenticated', 'public.available_products', 'insert, update, delete')
                as staff_write`,
    );
    expect(privileges).toEqual({ anon_select: true, anon_write: false, staff_write: false });
    for (const sql of [
      `update public.available_products set name = 'x'`,
      `delete from public.available_products`,
    ]) {
      expect(await sqlStateOf(asClaimsRolledBack(db, anonClaims, (tx) => tx.query(sql))), sql).toBeDefined();
    }
    expect(
      await sqlStateOf(asClaimsRolledBack(db, anonClaims, (tx) => tx.query(`select id from public.products limit 1`))),
    ).toBe('42501');
  });
});

describe('busy until', () => {
  const at = (iso: string) => `select is_busy, extra_minutes, busy_until is not null as has_until
                                from public.fn_busy_state('${KMFC_COMPANY_ID}', '${iso}')`;

  it('counts is_busy as off from busy_until on, with the extra minutes while busy', async () => {
    const rows = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(
        `update public.companies set is_busy = true, busy_extra_minutes = 20,
                busy_until = '2025-01-15T12:00:00Z' where id = $1`,
        [KMFC_COMPANY_ID],
      );
      return [
        ...(await tx.query(at('2025-01-15T11:59:59Z'))),
        ...(await tx.query(at('2025-01-15T12:00:00Z'))),
        ...(await tx.query(at('2025-01-16T09:00:00Z'))),
      ];
    });
    expect(rows).toEqual([
      { is_busy: true, extra_minutes: 20, has_until: true },
      { is_busy: false, extra_minutes: 0, has_until: false },
      { is_busy: false, extra_minutes: 0, has_until: false },
    ]);
  });

  it('keeps the spec switch: busy without until or minutes stays busy with 0 extra minutes; off is off', async () => {
    const rows = await asClaimsRolledBack(db, staffClaims('manager'), async (tx) => {
      await tx.query(`update public.companies set is_busy = true where id = $1`, [KMFC_COMPANY_ID]);
      const on = await tx.query(`select is_busy, extra_minutes from public.fn_busy_state(p_at => '2031-01-01T00:00:00Z')`);
      await tx.query(`update public.companies set is_busy = false where id = $1`, [KMFC_COMPANY_ID]);
      const off = await tx.query(`select is_busy, extra_minutes from public.fn_busy_state()`);
      return [...on, ...off];
    });
    expect(rows).toEqual([
      { is_busy: true, extra_minutes: 0 },
      { is_busy: false, extra_minutes: 0 },
    ]);
  });

  it('switching busy mode off clears busy_until and the extra minutes', async () => {
    const [row] = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(
        `update public.companies set is_busy = true, busy_extra_minutes = 45, busy_until = now() + interval '1 hour'
         where id = $1`,
        [KMFC_COMPANY_ID],
      );
      return tx.query(
        `update public.companies set is_busy = false where id = $1 returning busy_until, busy_extra_minutes`,
        [KMFC_COMPANY_ID],
      );
    });
    expect(row).toEqual({ busy_until: null, busy_extra_minutes: null });
  });

  it('accepts 10, 20, 30, 45 and 60 extra minutes and refuses others with 23514 naming the rule', async () => {
    const set = (minutes: number) =>
      inRolledBackTransaction(db, (tx) =>
        tx.query(`update public.companies set is_busy = true, busy_extra_minutes = $2 where id = $1`, [
          KMFC_COMPANY_ID,
          minutes,
        ]),
      );
    for (const ok of [10, 20, 30, 45, 60]) expect(await sqlStateOf(set(ok)), String(ok)).toBeUndefined();
    for (const bad of [0, -10, 15, 25, 90]) {
      const error = await sqlErrorOf(set(bad));
      expect(error?.code, String(bad)).toBe('23514');
      expect(error?.message).toMatch(/companies_busy_extra_minutes_one_of_10_20_30_45_60/);
    }
  });

  it('is not for anon (42501)', async () => {
    expect(
      await sqlStateOf(asClaimsRolledBack(db, anonClaims, (tx) => tx.query(`select * from public.fn_busy_state()`))),
    ).toBe('42501');
  });
});
