// Issue 31: place_order with option choices. The server prices a line with chosen options itself
// (product price + the values' extra prices), writes their names as item_options in link then value
// order and the choice as customizations_json, and keeps the product's BTW rate on every line; items
// without option_value_ids are placed as before. The refusals are in menu-place-order-refusals.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_SLUG, PRODUCT_IDS } from '../../fixtures/seed-ids';
import { actAs, inRolledBackTransaction, openSeededDatabase, type Claims, type Database, type Queryable } from './support';
import { CHEESEBURGER, FRIET_KLEIN, GROUP_IDS, VALUE_IDS, makeGroup } from './menu-support';

let db: Database;
const serviceRole: Claims = { role: 'service_role' };

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

interface Line {
  name_snapshot: string;
  qty: number;
  unit_price_cents: number;
  line_total_cents: number;
  vat_rate: number | null;
  item_options: string | null;
  customizations_json: unknown;
}

/** Places the order as the web shop's backend (service role) and returns the order and its lines. */
async function place(tx: Queryable, items: unknown[], extra: Record<string, unknown> = {}) {
  await actAs(tx, serviceRole);
  const [order] = await tx.query<{ id: string; subtotal_cents: number; total_cents: number }>(
    `select id, subtotal_cents, total_cents from public.place_order($1, $2)`,
    [KMFC_SLUG, { customer_name: 'Test', delivery_type: 'pickup', items, ...extra }],
  );
  await tx.query(`reset role`);
  const lines = await tx.query<Line>(
    `select oi.name_snapshot, oi.qty, oi.unit_price_cents, oi.line_total_cents, oi.vat_rate, ci.item_options, ci.customizations_json
     from public.order_items oi join public.cart_items ci on ci.id = oi.cart_item_id
     where oi.order_id = $1 order by oi.created_at, oi.id`, [order.id]);
  return { order, lines: [...lines].sort((a, b) => a.name_snapshot.localeCompare(b.name_snapshot)) };
}

describe('place_order with option choices', () => {
  it('prices the line from the database, names the choices in order, and snapshots the BTW rate', async () => {
    const { order, lines } = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update public.products set vat_rate = 21 where id = $1`, [PRODUCT_IDS.cocaCola]);
      return place(tx, [
        // chosen in another order than the menu's; the client's unit price is ignored
        { product_id: CHEESEBURGER, qty: 2, unit_price_cents: 1, option_value_ids: [VALUE_IDS.zonderUi, VALUE_IDS.extraKaas] },
        { product_id: FRIET_KLEIN, qty: 1, option_value_ids: [VALUE_IDS.curry] },
        // without option_value_ids: as before, the client's unit price and options text are kept
        { product_id: PRODUCT_IDS.cocaCola, qty: 1, unit_price_cents: 199, item_options: 'Zonder ijs' },
      ], { tip_cents: 100 });
    });
    expect(lines).toEqual([
      {
        name_snapshot: 'Cheeseburger', qty: 2, unit_price_cents: 595, line_total_cents: 1190, vat_rate: 9,
        item_options: 'Extra kaas + Zonder ui',
        customizations_json: [
          { group_id: GROUP_IDS.extras, group: "Extra's", value_id: VALUE_IDS.extraKaas, value: 'Extra kaas', price_delta_cents: 100 },
          { group_id: GROUP_IDS.extras, group: "Extra's", value_id: VALUE_IDS.zonderUi, value: 'Zonder ui', price_delta_cents: 0 },
        ],
      },
      { name_snapshot: 'Coca-Cola 33cl', qty: 1, unit_price_cents: 199, line_total_cents: 199, vat_rate: 21, item_options: 'Zonder ijs',
        customizations_json: null },
      {
        name_snapshot: 'Friet klein', qty: 1, unit_price_cents: 275, line_total_cents: 275, vat_rate: 9, item_options: 'Curry',
        customizations_json: [{ group_id: GROUP_IDS.saus, group: 'Saus', value_id: VALUE_IDS.curry, value: 'Curry', price_delta_cents: 0 }],
      },
    ]);
    expect(order).toMatchObject({ subtotal_cents: 1190 + 199 + 275, total_cents: 1190 + 199 + 275 + 100 });
  });

  it('orders the names by link position, then value position, across groups', async () => {
    const { lines } = await inRolledBackTransaction(db, async (tx) => {
      const brood = await makeGroup(tx, { name: 'Brood', min: 1, max: 1, values: ['Wit', 'Bruin'], linkedTo: [CHEESEBURGER] });
      await tx.query(`update public.product_option_links set position = 5 where group_id = $1`, [GROUP_IDS.extras]);
      const [{ id: bruin }] = await tx.query<{ id: string }>(`select id from public.product_option_values where group_id = $1 and name = 'Bruin'`, [brood]);
      return place(tx, [{ product_id: CHEESEBURGER, option_value_ids: [VALUE_IDS.zonderUi, VALUE_IDS.bacon, bruin] }]);
    });
    expect(lines[0]).toMatchObject({ item_options: 'Bruin + Bacon + Zonder ui', unit_price_cents: 495 + 150, qty: 1 });
    expect((lines[0].customizations_json as { value: string }[]).map((c) => c.value)).toEqual(['Bruin', 'Bacon', 'Zonder ui']);
  });

  it('keeps the item_options and customizations_json the client sent, still pricing from the database', async () => {
    const custom = [{ group: 'Saus', name: 'Mayonaise' }];
    const { lines } = await inRolledBackTransaction(db, (tx) =>
      place(tx, [{ product_id: FRIET_KLEIN, unit_price_cents: 0, option_value_ids: [VALUE_IDS.mayonaise], item_options: 'Met mayo',
        customizations_json: custom }]));
    expect(lines[0]).toMatchObject({ item_options: 'Met mayo', customizations_json: custom, unit_price_cents: 275 });
  });

  it('takes an empty choice for a product whose groups are all optional: the product price, no options', async () => {
    const { order, lines } = await inRolledBackTransaction(db, (tx) =>
      place(tx, [{ product_id: CHEESEBURGER, qty: 3, unit_price_cents: 100, option_value_ids: [] }]));
    expect(lines[0]).toMatchObject({ unit_price_cents: 495, line_total_cents: 1485, item_options: null, customizations_json: null });
    expect(order.subtotal_cents).toBe(1485);
  });

  it('takes a value whose sold_out_until has passed, and a choice for a product without groups only when empty', async () => {
    const { lines } = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update public.product_option_values set is_sold_out = true, sold_out_until = now() - interval '1 minute' where id = $1`,
        [VALUE_IDS.ketchup]);
      return place(tx, [
        { product_id: FRIET_KLEIN, option_value_ids: [VALUE_IDS.ketchup] },
        { product_id: PRODUCT_IDS.frikandel, option_value_ids: [] },
      ]);
    });
    expect(lines.map((l) => [l.name_snapshot, l.item_options, l.unit_price_cents])).toEqual([
      ['Friet klein', 'Ketchup', 275],
      ['Frikandel', null, 210],
    ]);
  });

  it('writes vat_rate on every line, also of items placed as before', async () => {
    const { lines } = await inRolledBackTransaction(db, (tx) => place(tx, [{ product_id: PRODUCT_IDS.frikandel, qty: 2 }]));
    expect(lines).toEqual([{ name_snapshot: 'Frikandel', qty: 2, unit_price_cents: 210, line_total_cents: 420, vat_rate: 9, item_options: null,
      customizations_json: null }]);
  });
});
