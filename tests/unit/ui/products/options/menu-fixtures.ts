// A small menu for the option screens' tests: two categories, three products, and three option groups
// ('Saus' Kies 1 on Friet groot, 'Extra's' Kies maximaal 3 unlinked, 'Dip' Kies 1 on Kroket with a
// single option), built with the typed factories of tests/fixtures/rows.ts.
import type { ShopDb } from '../../../../../src/db/database';
import { makeCategory, makeProduct } from '../../../../fixtures/rows';
import { makeOptionGroup, makeOptionLink, makeOptionValue } from '../../../../fixtures/menu-rows';

export const snacks = makeCategory({ name: 'Snacks', position: 2 });
export const friet = makeCategory({ name: 'Friet', position: 1 });
export const kroket = makeProduct({ name: 'Kroket', category_id: snacks.id, sort_index: 0 });
export const frikandel = makeProduct({ name: 'Frikandel', category_id: snacks.id, sort_index: 1 });
export const frietGroot = makeProduct({ name: 'Friet groot', category_id: friet.id, sort_index: 0 });

export const saus = makeOptionGroup({ name: 'Saus', min_choices: 1, max_choices: 1, position: 0 });
export const extras = makeOptionGroup({ name: "Extra's", min_choices: 0, max_choices: 3, position: 1 });
export const dip = makeOptionGroup({ name: 'Dip', min_choices: 1, max_choices: 1, position: 2 });

export const mayo = makeOptionValue({ group_id: saus.id, name: 'Mayonaise', position: 0, allergens: ['eieren', 'mosterd'] });
export const curry = makeOptionValue({ group_id: saus.id, name: 'Curry', position: 1, price_delta_cents: 30 });
export const ketchup = makeOptionValue({ group_id: saus.id, name: 'Ketchup', position: 2 });
export const kaas = makeOptionValue({ group_id: extras.id, name: 'Kaas', position: 0, price_delta_cents: 100, allergens: ['melk'] });
export const uitjes = makeOptionValue({ group_id: extras.id, name: 'Uitjes', position: 1, price_delta_cents: 50 });
export const knoflook = makeOptionValue({ group_id: dip.id, name: 'Knoflook', position: 0 });

export async function seedOptions(db: ShopDb): Promise<void> {
  await db.categories.bulkPut([snacks, friet]);
  await db.products.bulkPut([kroket, frikandel, frietGroot]);
  await db.product_option_groups.bulkPut([saus, extras, dip]);
  await db.product_option_values.bulkPut([mayo, curry, ketchup, kaas, uitjes, knoflook]);
  await db.product_option_links.bulkPut([
    makeOptionLink({ group_id: saus.id, product_id: frietGroot.id }),
    makeOptionLink({ group_id: dip.id, product_id: kroket.id }),
  ]);
}
