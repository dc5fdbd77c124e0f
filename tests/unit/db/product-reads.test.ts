import { describe, expect, it } from 'vitest';
import { productList, searchProducts } from '../../../src/db/products';
import { makeCategory, makeProduct } from '../../fixtures/rows';
import { seed, useTestDb } from './harness';

const t = useTestDb();

async function seedMenu() {
  const snacks = makeCategory({ name: 'Snacks', position: 2 });
  const friet = makeCategory({ name: 'Friet', position: 1 });
  const dranken = makeCategory({ name: 'Dranken', position: 3 });
  await seed(t.db, 'categories', snacks, friet, dranken);
  await seed(t.db, 'products',
    makeProduct({ name: 'Frikandel', category_id: snacks.id, sort_index: 2 }),
    makeProduct({ name: 'Kroket', category_id: snacks.id, sort_index: 1 }),
    makeProduct({ name: 'Friet groot', category_id: friet.id, sort_index: 2 }),
    makeProduct({ name: 'Friet klein', category_id: friet.id, sort_index: 1 }),
    makeProduct({ name: 'Cola', category_id: dranken.id, sort_index: 1 }),
    makeProduct({ name: 'Zonder categorie B', category_id: null, sort_index: 5 }),
    makeProduct({ name: 'Onbekende categorie', category_id: '00000000-0000-4000-8000-0000000000ca', sort_index: 1 }),
    makeProduct({ name: 'Zonder categorie A', category_id: null, sort_index: 5 }));
  return { snacks, friet, dranken };
}

describe('productList', () => {
  it('orders by category position, then sort_index; products without a known category last', async () => {
    await seedMenu();

    expect((await productList(t.db)).map((product) => product.name)).toEqual([
      'Friet klein', 'Friet groot', 'Kroket', 'Frikandel', 'Cola',
      'Onbekende categorie', 'Zonder categorie A', 'Zonder categorie B',
    ]);
  });

  it('attaches the category name and position, or null', async () => {
    await seedMenu();

    const list = await productList(t.db);

    expect(list[0].category).toEqual({ name: 'Friet', position: 1 });
    expect(list[2].category).toEqual({ name: 'Snacks', position: 2 });
    expect(list.slice(-3).map((product) => product.category)).toEqual([null, null, null]);
  });

  it('lists products without any category when no categories are mirrored', async () => {
    await seed(t.db, 'products', makeProduct({ name: 'B', sort_index: 2 }), makeProduct({ name: 'A', sort_index: 1 }));
    expect((await productList(t.db)).map((product) => [product.name, product.category])).toEqual([['A', null], ['B', null]]);
  });

  it('is empty for an empty mirror', async () => {
    expect(await productList(t.db)).toEqual([]);
  });
});

describe('searchProducts', () => {
  it('matches names case-insensitively, keeping the list order', async () => {
    await seedMenu();
    expect((await searchProducts(t.db, 'FRI')).map((product) => product.name)).toEqual(['Friet klein', 'Friet groot', 'Frikandel']);
    expect((await searchProducts(t.db, '  kroKET ')).map((product) => product.name)).toEqual(['Kroket']);
  });

  it('returns the whole list for an empty or blank term', async () => {
    await seedMenu();
    const all = await productList(t.db);
    expect(await searchProducts(t.db, '')).toEqual(all);
    expect(await searchProducts(t.db, '   ')).toEqual(all);
  });

  it('returns nothing when no name matches', async () => {
    await seedMenu();
    expect(await searchProducts(t.db, 'pizza')).toEqual([]);
  });
});
