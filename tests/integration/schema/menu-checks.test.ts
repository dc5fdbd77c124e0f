// Issue 31: the values the database refuses on the menu (each by a named constraint, so the message says
// which rule), rows of two companies that would be joined, and a category removed while it has products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS, KMFC_COMPANY_ID, PRODUCT_IDS } from '../../fixtures/seed-ids';
import { openSeededDatabase, type Database } from './support';
import { FRIET_KLEIN, GROUP_IDS, VALUE_IDS, refusedAsOwner } from './menu-support';

let db: Database;
const OTHER_COMPANY = 'c0000000-0000-4000-8000-0000000000d1';

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.exec(`
    insert into public.companies (id, slug, name) values ('${OTHER_COMPANY}', 'tweede-shop', 'Tweede');
    insert into public.product_option_groups (id, company_id, name) values
      ('9a000000-0000-4000-8000-0000000000d1', '${OTHER_COMPANY}', 'Saus');
    insert into public.products (id, company_id, name) values ('f0000000-0000-4000-8000-0000000000d1', '${OTHER_COMPANY}', 'Pizza');
  `);
});

afterAll(async () => {
  await db?.close();
});

/** The refusal of one statement run as the owner (rolled back). */
function refusal(sql: string, params?: unknown[]) {
  return refusedAsOwner(db, (tx) => tx.query(sql, params));
}

const CHECK = '23514';

describe('check constraints of the menu', () => {
  it('refuses a group whose minimum is above its maximum, a maximum of 0 and a negative minimum', async () => {
    const group = (min: number, max: number) =>
      refusal(`insert into public.product_option_groups (company_id, name, min_choices, max_choices) values ($1, 'Saus', $2, $3)`, [
        KMFC_COMPANY_ID, min, max,
      ]);
    expect(await group(2, 1)).toMatchObject({ code: CHECK, constraint: 'product_option_groups_min_max' });
    expect(await group(-1, 1)).toMatchObject({ code: CHECK, constraint: 'product_option_groups_min_max' });
    expect(await group(0, 0)).toMatchObject({ code: CHECK, constraint: 'product_option_groups_max_choices_at_least_1' });
    expect(await group(3, 3)).toBeUndefined();
    expect(await group(0, 1)).toBeUndefined();
    // raising the minimum of a seeded group above its maximum, too
    expect(await refusal(`update public.product_option_groups set min_choices = 2 where id = $1`, [GROUP_IDS.saus])).toMatchObject({
      code: CHECK, message: expect.stringContaining('product_option_groups_min_max'),
    });
  });

  it('refuses a negative extra price and an allergen that is not one of the 14 keys', async () => {
    expect(await refusal(`update public.product_option_values set price_delta_cents = -1 where id = $1`, [VALUE_IDS.bacon])).toMatchObject({
      code: CHECK, constraint: 'product_option_values_price_delta_not_negative',
    });
    expect(await refusal(`update public.product_option_values set allergens = '{melk,lactose}' where id = $1`, [VALUE_IDS.bacon])).toMatchObject({
      code: CHECK, constraint: 'product_option_values_allergens_known',
    });
    expect(await refusal(`update public.products set allergens = '{Gluten}' where id = $1`, [FRIET_KLEIN])).toMatchObject({
      code: CHECK, constraint: 'products_allergens_known',
    });
    expect(await refusal(`update public.products set allergens = array[null]::text[] where id = $1`, [FRIET_KLEIN])).toMatchObject({
      code: CHECK, constraint: 'products_allergens_known',
    });
    const all = ['gluten', 'schaaldieren', 'eieren', 'vis', 'pinda', 'soja', 'melk', 'noten', 'selderij', 'mosterd', 'sesam',
      'sulfiet', 'lupine', 'weekdieren'];
    expect(await refusal(`update public.products set allergens = $2 where id = $1`, [FRIET_KLEIN, all])).toBeUndefined();
    expect(await refusal(`update public.product_option_values set allergens = $2 where id = $1`, [VALUE_IDS.bacon, all])).toBeUndefined();
  });

  it('refuses a BTW rate other than 9 or 21 on products and order lines; the seed has 9 on both', async () => {
    expect(await refusal(`update public.products set vat_rate = 6 where id = $1`, [FRIET_KLEIN])).toMatchObject({
      code: CHECK, constraint: 'products_vat_rate_9_or_21',
    });
    expect(await refusal(`update public.order_items set vat_rate = 0 where id = (select id from public.order_items limit 1)`)).toMatchObject({
      code: CHECK, constraint: 'order_items_vat_rate_9_or_21',
    });
    expect(await refusal(`update public.products set vat_rate = 21 where id = $1`, [FRIET_KLEIN])).toBeUndefined();
    const [{ rates, lines }] = await db.query<{ rates: number[]; lines: number[] }>(
      `select (select array_agg(distinct vat_rate) from public.products) as rates,
              (select array_agg(distinct vat_rate) from public.order_items) as lines`);
    expect({ rates, lines }).toEqual({ rates: [9], lines: [9] }); // the seeded menu has no alcohol; its lines keep 9
  });

  it('refuses an empty, blank or 81-character name on products, categories, groups and values; 80 is fine', async () => {
    const targets: [string, string, string][] = [
      ['products', FRIET_KLEIN, 'products_name_length'],
      ['categories', CATEGORY_IDS.friet, 'categories_name_length'],
      ['product_option_groups', GROUP_IDS.extras, 'product_option_groups_name_length'],
      ['product_option_values', VALUE_IDS.bacon, 'product_option_values_name_length'],
    ];
    for (const [table, id, constraint] of targets) {
      const rename = (name: string) => refusal(`update public.${table} set name = $2 where id = $1`, [id, name]);
      for (const bad of ['', '   ', ' \t\n', 'x'.repeat(81)]) {
        expect(await rename(bad), `${table} ${JSON.stringify(bad)}`).toMatchObject({ code: CHECK, constraint });
      }
      expect(await rename('x'.repeat(80)), table).toBeUndefined();
      expect(await rename(`  ${'x'.repeat(80)}  `), `${table}: white space around does not count`).toBeUndefined();
    }
  });

  it('keeps the seeded names within the rules', async () => {
    const [{ n }] = await db.query<{ n: number }>(
      `select count(*)::integer as n from public.products where char_length(btrim(name)) not between 1 and 80`,
    );
    expect(n).toBe(0);
  });
});

describe('rows of two companies', () => {
  it('refuses a value in another company’s group (23503, company_mismatch)', async () => {
    expect(
      await refusal(`insert into public.product_option_values (company_id, group_id, name) values ($1, $2, 'Mayo')`, [
        KMFC_COMPANY_ID, '9a000000-0000-4000-8000-0000000000d1',
      ]),
    ).toMatchObject({ code: '23503', hint: 'company_mismatch', message: expect.stringContaining('another company') });
    expect(
      await refusal(`update public.product_option_values set group_id = $2 where id = $1`, [VALUE_IDS.bacon, '9a000000-0000-4000-8000-0000000000d1']),
    ).toMatchObject({ code: '23503', hint: 'company_mismatch' });
  });

  it('refuses a link between a product and a group of different companies, either way', async () => {
    const link = (company: string, product: string, group: string) =>
      refusal(`insert into public.product_option_links (company_id, product_id, group_id) values ($1, $2, $3)`, [company, product, group]);
    expect(await link(KMFC_COMPANY_ID, FRIET_KLEIN, '9a000000-0000-4000-8000-0000000000d1')).toMatchObject({
      code: '23503', hint: 'company_mismatch',
    });
    expect(await link(KMFC_COMPANY_ID, 'f0000000-0000-4000-8000-0000000000d1', GROUP_IDS.extras)).toMatchObject({
      code: '23503', hint: 'company_mismatch', message: expect.stringContaining('product'),
    });
    expect(await link(OTHER_COMPANY, 'f0000000-0000-4000-8000-0000000000d1', '9a000000-0000-4000-8000-0000000000d1')).toBeUndefined();
  });

  it('refuses to move a group or product with option rows to another company', async () => {
    expect(await refusal(`update public.product_option_groups set company_id = $2 where id = $1`, [GROUP_IDS.saus, OTHER_COMPANY]))
      .toMatchObject({ code: '23503', hint: 'company_mismatch', message: expect.stringContaining('option rows belong to another company') });
    expect(await refusal(`update public.products set company_id = $2 where id = $1`, [FRIET_KLEIN, OTHER_COMPANY]))
      .toMatchObject({ code: '23503', hint: 'company_mismatch' });
    // a product without option rows may (its company is the owner's business)
    expect(await refusal(`update public.products set company_id = $2 where id = $1`, [PRODUCT_IDS.frikandel, OTHER_COMPANY])).toBeUndefined();
  });

  it('refuses a value or link of an unknown parent through the foreign key', async () => {
    expect(
      await refusal(`insert into public.product_option_values (company_id, group_id, name) values ($1, gen_random_uuid(), 'Mayo')`, [KMFC_COMPANY_ID]),
    ).toMatchObject({ code: '23503' });
  });
});

describe('a category with products', () => {
  it('is not removed by setting deleted_at: 23503 with HINT category_has_products and the count', async () => {
    const error = await refusal(`update public.categories set deleted_at = now() where id = $1`, [CATEGORY_IDS.friet]);
    expect(error).toMatchObject({ code: '23503', hint: 'category_has_products' });
    expect(error?.message).toMatch(/category "Friet" still has 7 product\(s\)/);
  });

  it('is not deleted either (its foreign key would leave the products without a category)', async () => {
    expect(await refusal(`delete from public.categories where id = $1`, [CATEGORY_IDS.friet])).toMatchObject({
      code: '23503', hint: 'category_has_products',
    });
  });

  it('may be removed once its products are removed or moved; removed products do not count', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      await tx.query(`update public.products set deleted_at = now() where category_id = $1 and "Productnummer" <> '601'`, [CATEGORY_IDS.dranken]);
      await tx.query(`update public.products set category_id = $2 where id = $1`, [PRODUCT_IDS.cocaCola, CATEGORY_IDS.snacks]);
      await tx.query(`update public.categories set deleted_at = now() where id = $1`, [CATEGORY_IDS.dranken]);
      await tx.query(`delete from public.categories where id = $1`, [CATEGORY_IDS.dranken]);
    });
    expect(error).toBeUndefined();
  });

  it('may still be renamed, and an empty category removed', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      await tx.query(`update public.categories set name = 'Patat' where id = $1`, [CATEGORY_IDS.friet]);
      const [{ id }] = await tx.query<{ id: string }>(
        `insert into public.categories (company_id, name) values ($1, 'Soepen') returning id`, [KMFC_COMPANY_ID]);
      await tx.query(`update public.categories set deleted_at = now() where id = $1`, [id]);
    });
    expect(error).toBeUndefined();
  });
});
