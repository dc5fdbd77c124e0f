// Issue 31: available_products with the menu's new columns: the product's BTW rate, allergens and photo
// path, and its option groups in link order with the values in stock at now(); a product whose required
// group has too few values in stock drops out. Read by anon (the shop website) as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productId } from '../../fixtures/seed-ids';
import { actAs, anonClaims, asClaimsRolledBack, inRolledBackTransaction, openSeededDatabase, type Database, type Queryable } from './support';
import { CHEESEBURGER, FRIET_KLEIN, GROUP_IDS, VALUE_IDS, makeGroup } from './menu-support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

interface OptionGroup {
  id: string;
  name: string;
  min_choices: number;
  max_choices: number;
  position: number;
  values: { id: string; name: string; price_delta_cents: number; position: number; allergens: string[] }[];
}

interface Available {
  id: string;
  vat_rate: number;
  allergens: string[];
  image_path: string | null;
  option_groups: OptionGroup[];
}

async function available(tx: Queryable, id: string): Promise<Available | undefined> {
  const [row] = await tx.query<Available>(
    `select id, vat_rate, allergens, image_path, option_groups from public.available_products where id = $1`, [id]);
  return row;
}

describe('available_products: the menu columns', () => {
  it('keeps the old columns first and appends vat_rate, allergens, image_path and option_groups', async () => {
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'available_products'
       order by ordinal_position`);
    expect(columns.map((c) => c.column_name)).toEqual([
      'id', 'company_id', 'company_slug', 'category_id', 'category_name', 'category_position', 'name', 'description',
      'price_cents', 'image_url', 'sort_index', 'Productnummer', 'vat_rate', 'allergens', 'image_path', 'option_groups',
    ]);
  });

  it('gives anon a product with its groups in link order and each group’s values in position order', async () => {
    const row = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update public.products set vat_rate = 21, allergens = '{gluten,melk}', image_path = 'kmfc/202.webp' where id = $1`, [CHEESEBURGER]);
      await makeGroup(tx, { name: 'Brood', min: 1, max: 1, values: ['Wit', 'Bruin'], linkedTo: [CHEESEBURGER] });
      await tx.query(`update public.product_option_links set position = 0 where group_id = (select id from public.product_option_groups where name = 'Brood')`);
      await tx.query(`update public.product_option_links set position = 3 where group_id = $1 and product_id = $2`, [GROUP_IDS.extras, CHEESEBURGER]);
      await actAs(tx, anonClaims);
      return available(tx, CHEESEBURGER);
    });
    expect(row).toMatchObject({ vat_rate: 21, allergens: ['gluten', 'melk'], image_path: 'kmfc/202.webp' });
    expect(row?.option_groups.map((g) => [g.name, g.min_choices, g.max_choices, g.position])).toEqual([
      ['Brood', 1, 1, 0],
      ["Extra's", 0, 3, 3],
    ]);
    expect(row?.option_groups[0].values.map((v) => v.name)).toEqual(['Wit', 'Bruin']);
    expect(row?.option_groups[1]).toEqual({
      id: GROUP_IDS.extras, name: "Extra's", min_choices: 0, max_choices: 3, position: 3,
      values: [
        { id: VALUE_IDS.extraKaas, name: 'Extra kaas', price_delta_cents: 100, position: 1, allergens: ['melk'] },
        { id: VALUE_IDS.bacon, name: 'Bacon', price_delta_cents: 150, position: 2, allergens: [] },
        { id: VALUE_IDS.zonderUi, name: 'Zonder ui', price_delta_cents: 0, position: 3, allergens: [] },
      ],
    });
  });

  it('gives a product without groups an empty array, and the seeded defaults', async () => {
    const row = await asClaimsRolledBack(db, anonClaims, (tx) => available(tx, productId('401')));
    expect(row).toEqual({ id: productId('401'), vat_rate: 9, allergens: [], image_path: null, option_groups: [] });
  });
});

describe('available_products: what is in stock', () => {
  it('leaves out sold-out and removed values, and lists a value again once its sold_out_until passed', async () => {
    const names = await inRolledBackTransaction(db, async (tx) => {
      const values = async () => (await available(tx, CHEESEBURGER))?.option_groups[0].values.map((v) => v.name);
      await tx.query(`update public.product_option_values set is_sold_out = true where id = $1`, [VALUE_IDS.bacon]);
      await tx.query(`update public.product_option_values set deleted_at = now() where id = $1`, [VALUE_IDS.zonderUi]);
      await tx.query(`update public.product_option_values set is_sold_out = true, sold_out_until = now() + interval '1 hour' where id = $1`,
        [VALUE_IDS.extraKaas]);
      const soldOut = await values();
      await tx.query(`update public.product_option_values set sold_out_until = now() - interval '1 minute' where id = $1`, [VALUE_IDS.extraKaas]);
      return { soldOut, passed: await values() };
    });
    expect(names).toEqual({ soldOut: [], passed: ['Extra kaas'] });
  });

  it('leaves out removed groups and removed links', async () => {
    const groups = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update public.product_option_links set deleted_at = now() where product_id = $1`, [FRIET_KLEIN]);
      await tx.query(`update public.product_option_groups set deleted_at = now() where id = $1`, [GROUP_IDS.extras]);
      return [(await available(tx, FRIET_KLEIN))?.option_groups, (await available(tx, CHEESEBURGER))?.option_groups];
    });
    expect(groups).toEqual([[], []]);
  });

  it('drops a product whose required group has fewer values in stock than min_choices, until one is back', async () => {
    const seen = await inRolledBackTransaction(db, async (tx) => {
      const listed = async () =>
        (await tx.query<{ id: string }>(`select id from public.available_products where id = any ($1) order by id`, [[FRIET_KLEIN, CHEESEBURGER]]))
          .map((r) => r.id);
      const start = await listed();
      // Saus (min 1): every value sold out; the optional Extra's of the cheeseburger does not block it
      await tx.query(`update public.product_option_values set is_sold_out = true where group_id in ($1, $2)`, [GROUP_IDS.saus, GROUP_IDS.extras]);
      const allSoldOut = await listed();
      await tx.query(`update public.product_option_values set is_sold_out = false where id = $1`, [VALUE_IDS.curry]);
      const oneBack = await listed();
      return { start, allSoldOut, oneBack };
    });
    expect(seen).toEqual({
      start: [FRIET_KLEIN, CHEESEBURGER].sort(),
      allSoldOut: [CHEESEBURGER],
      oneBack: [FRIET_KLEIN, CHEESEBURGER].sort(),
    });
  });

  it('drops a product whose group asks for 2 while only 1 value is in stock', async () => {
    const listed = await inRolledBackTransaction(db, async (tx) => {
      const group = await makeGroup(tx, { name: 'Brood', min: 2, max: 2, values: ['Wit', 'Bruin'], linkedTo: [CHEESEBURGER] });
      const before = (await available(tx, CHEESEBURGER)) !== undefined;
      await tx.query(`update public.product_option_values set is_sold_out = true where group_id = $1 and name = 'Wit'`, [group]);
      return { before, after: (await available(tx, CHEESEBURGER)) !== undefined };
    });
    expect(listed).toEqual({ before: true, after: false });
  });

  it('lists the same rows for anon as for the owner', async () => {
    const [anon] = await asClaimsRolledBack(db, anonClaims, (tx) =>
      tx.query<{ n: number }>(`select count(*)::integer as n from public.available_products`));
    const [owner] = await db.query<{ n: number }>(`select count(*)::integer as n from public.available_products`);
    expect(anon.n).toBe(owner.n);
    expect(anon.n).toBeGreaterThan(30);
  });
});
