// Issue 31: place_order refuses a bad option choice with SQLSTATE 22023, a message naming the item, group
// or value, and a HINT naming the rule; the whole call aborts, so no order, cart or line is written, even
// when the bad choice is on a later item than good ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_SLUG, PRODUCT_IDS, productId } from '../../fixtures/seed-ids';
import { openSeededDatabase, type Database } from './support';
import { CHEESEBURGER, FRIET_KLEIN, VALUE_IDS, linkId, refusalOf } from './menu-support';

let db: Database;
const REMOVED_VALUE = '9b000000-0000-4000-8000-0000000000f1';
const SOLD_OUT_VALUE = '9b000000-0000-4000-8000-0000000000f2';

beforeAll(async () => {
  db = await openSeededDatabase();
  // Saus gets a fourth value that is removed and a fifth that is sold out for an hour; the Extra's
  // group is taken off the double cheeseburger (203).
  await db.exec(`
    insert into public.product_option_values (id, company_id, group_id, name, position, deleted_at)
    select '${REMOVED_VALUE}', company_id, id, 'Knoflook', 4, now() from public.product_option_groups where name = 'Saus';
    insert into public.product_option_values (id, company_id, group_id, name, position, is_sold_out, sold_out_until)
    select '${SOLD_OUT_VALUE}', company_id, id, 'Samurai', 5, true, now() + interval '1 hour' from public.product_option_groups where name = 'Saus';
    update public.product_option_links set deleted_at = now() where id = '${linkId(2, '203')}';
  `);
});

afterAll(async () => {
  await db?.close();
});

async function counts(): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*)::integer from public.orders) as orders, (select count(*)::integer from public.carts) as carts,
            (select count(*)::integer from public.cart_items) as cart_items, (select count(*)::integer from public.order_items) as order_items`);
  return row;
}

/** Places an order with these items as the service role, in its own transaction; returns the refusal. */
function place(items: unknown[]) {
  return refusalOf(
    db.asClaims({ role: 'service_role' }, (tx) =>
      tx.query(`select id from public.place_order($1, $2)`, [KMFC_SLUG, { customer_name: 'Test', delivery_type: 'pickup', items }]),
    ),
  );
}

const fine = { product_id: PRODUCT_IDS.frikandel, qty: 1 };
const friet = (ids: unknown) => ({ product_id: FRIET_KLEIN, qty: 1, option_value_ids: ids });
const burger = (ids: unknown) => ({ product_id: CHEESEBURGER, qty: 1, option_value_ids: ids });

describe('place_order refuses a bad option choice and writes nothing', () => {
  const cases: [string, unknown[], string, string][] = [
    ['a value of another product’s group', [fine, burger([VALUE_IDS.mayonaise])], 'option_not_offered',
      'item 2 (Cheeseburger): option value "Mayonaise" (group "Saus") is not an option of this product'],
    ['a value of a group whose link to the product was removed', [{ product_id: productId('203'), option_value_ids: [VALUE_IDS.bacon] }],
      'option_not_offered', 'item 1 (Dubbele cheeseburger): option value "Bacon" (group "Extra\'s") is not an option of this product'],
    ['a sold-out value', [friet([SOLD_OUT_VALUE])], 'option_sold_out', 'item 1 (Friet klein): option value "Samurai" (group "Saus") is sold out'],
    ['a removed value', [friet([REMOVED_VALUE])], 'option_removed',
      'item 1 (Friet klein): option value "Knoflook" (group "Saus") was removed from the menu'],
    ['too few choices: a required group left unanswered', [fine, friet([])], 'option_too_few',
      'item 2 (Friet klein): option group "Saus" needs at least 1 choice(s), got 0'],
    ['too many choices', [friet([VALUE_IDS.mayonaise, VALUE_IDS.curry])], 'option_too_many',
      'item 1 (Friet klein): option group "Saus" allows at most 1 choice(s), got 2'],
    ['the same value twice', [burger([VALUE_IDS.bacon, VALUE_IDS.bacon])], 'option_duplicate',
      'item 1 (Cheeseburger): option value "Bacon" is chosen more than once'],
    ['an unknown value', [friet(['9b000000-0000-4000-8000-00000000ffff'])], 'option_unknown',
      'item 1 (Friet klein): unknown option value 9b000000-0000-4000-8000-00000000ffff'],
    ['option_value_ids that are not an array of ids', [friet('mayo')], 'option_ids_invalid',
      'item 1 (Friet klein): option_value_ids must be an array of option value ids'],
    ['an id that is not a uuid', [friet(['mayo'])], 'option_ids_invalid', 'item 1 (Friet klein): option value "mayo" is not an id'],
  ];

  it.each(cases)('%s', async (_name, items, hint, message) => {
    const before = await counts();
    expect(await place(items)).toEqual({ code: '22023', hint, message });
    expect(await counts()).toEqual(before);
  });

  it('still places the same order once the choice is fixed (the refusals above were about the choice only)', async () => {
    const before = await counts();
    expect(await place([fine, friet([VALUE_IDS.mayonaise]), burger([VALUE_IDS.bacon])])).toBeUndefined();
    expect(await counts()).toEqual({
      orders: before.orders + 1, carts: before.carts + 1, cart_items: before.cart_items + 3, order_items: before.order_items + 3,
    });
  });

  it('is callable by the service role only', async () => {
    const [row] = await db.query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'public.place_order(text, jsonb)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.place_order(text, jsonb)', 'execute') as staff,
              has_function_privilege('service_role', 'public.place_order(text, jsonb)', 'execute') as service,
              has_function_privilege('service_role', 'public.order_item_options(uuid, uuid, jsonb, text)', 'execute') as helper`);
    expect(row).toEqual({ anon: false, staff: false, service: true, helper: false });
  });
});
