import { describe, expect, it } from 'vitest';
import { saveCategory, removeCategory, orderCategories } from '../../../src/db/categories';
import { applyPriceChange, priceUndo, saveProduct, setProductGroups, undoPriceChange, type ProductDraft } from '../../../src/db/menu-products';
import { settleEntry } from '../../../src/db/mirror';
import { dueEntries, markSending } from '../../../src/db/outbox';
import { attachGroup, removeValue, saveGroup, saveValue } from '../../../src/db/option-groups';
import { makeCategory, makeProduct } from '../../fixtures/rows';
import { makeOptionGroup, makeOptionLink, makeOptionValue } from '../../fixtures/menu-rows';
import { allEntries, seed, signIn, T0, useTestDb } from './harness';

const t = useTestDb();

const draft = (overrides: Partial<ProductDraft> = {}): ProductDraft => ({
  name: 'Kapsalon', description: null, price_cents: 1250, category_id: null, Productnummer: null, vat_rate: 9,
  allergens: [], is_active: true, ...overrides,
});

describe('saveProduct', () => {
  it('makes a new product locally at once, queued as one insert with a client id', async () => {
    await signIn(t.db);
    const category = makeCategory();
    await seed(t.db, 'categories', category);

    const result = await saveProduct(null, draft({ category_id: category.id, allergens: ['melk', 'gluten'] }), t.db);

    expect(result.ok).toBe(true);
    const id = result.ok ? result.id : '';
    expect(await t.db.products.get(id)).toMatchObject({ name: 'Kapsalon', price_cents: 1250, version: 0, allergens: ['gluten', 'melk'] });
    expect(await allEntries(t.db)).toMatchObject([{ entity: 'products', kind: 'insert', key: `products:${id}`, payload: { id, name: 'Kapsalon' } }]);
  });

  it('refuses an empty name and a negative price with their problems, writing nothing', async () => {
    await signIn(t.db);
    expect(await saveProduct(null, draft({ name: '  ', price_cents: -5 }), t.db))
      .toEqual({ ok: false, reason: 'invalid', problems: ['nameRequired', 'priceInvalid'] });
    expect(await t.db.products.count()).toBe(0);
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('edits conditionally on the version seen, and an edit before the insert is sent goes into the insert', async () => {
    await signIn(t.db);
    const product = makeProduct({ version: 4 });
    await seed(t.db, 'products', product);
    await saveProduct(product.id, draft({ name: 'Kapsalon groot' }), t.db);
    expect((await allEntries(t.db))[0]).toMatchObject({ kind: 'patch', expected: { version: 4 }, payload: { name: 'Kapsalon groot' } });

    const made = await saveProduct(null, draft(), t.db);
    const id = made.ok ? made.id : '';
    await saveProduct(id, draft({ price_cents: 1300 }), t.db);
    const inserts = (await allEntries(t.db)).filter((entry) => entry.row_id === id);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatchObject({ kind: 'insert', payload: { price_cents: 1300 } });
  });

  it('after its own edit lands, a later queued edit of the row expects the version that edit made', async () => {
    await signIn(t.db);
    const product = makeProduct({ version: 4 });
    await seed(t.db, 'products', product);
    await saveProduct(product.id, draft({ name: 'Een' }), t.db);
    const [first] = await allEntries(t.db);
    await markSending(t.db, first.seq); // in flight: the next edit is a new entry
    await saveProduct(product.id, draft({ name: 'Twee' }), t.db);

    await settleEntry(t.db, first.seq, 'products', { outcome: 'confirmed', serverRow: { ...product, name: 'Een', version: 5 } });

    expect(await allEntries(t.db)).toMatchObject([{ payload: { name: 'Twee' }, expected: { version: 5 } }]);
    expect((await t.db.products.get(product.id))?.name).toBe('Twee');
  });
});

describe('the menu stream', () => {
  it('sends a new row only after every earlier menu change, and any change only after the earlier new rows', async () => {
    await signIn(t.db);
    const product = makeProduct({ version: 3 });
    await seed(t.db, 'products', product);
    const group = await saveGroup(null, { name: 'Saus', min_choices: 0, max_choices: 1 }, t.db);
    const groupId = group.ok ? group.id : '';
    await saveValue(null, groupId, { name: 'Mayo', price_delta_cents: 0, allergens: [] }, t.db);
    await saveProduct(product.id, draft({ name: 'Friet' }), t.db);

    // The group's insert first; the value's insert and the product's edit wait for it.
    expect((await dueEntries(t.db, T0 + 1)).map((entry) => entry.entity)).toEqual(['product_option_groups']);
  });

  it('edits of existing menu rows go side by side, and a new row waits for them', async () => {
    await signIn(t.db);
    const [a, b] = [makeProduct(), makeProduct({ name: 'Kroket' })];
    await seed(t.db, 'products', a, b);
    await saveProduct(a.id, draft({ name: 'Friet' }), t.db);
    await saveProduct(b.id, draft({ name: 'Kroket groot' }), t.db);
    await saveCategory(null, 'Nieuw', t.db);

    expect((await dueEntries(t.db, T0 + 1)).map((entry) => entry.row_id)).toEqual([a.id, b.id]);
  });

  it('a removal waits for the earlier menu changes (a category goes only after its products moved out)', async () => {
    await signIn(t.db);
    const [category, other] = [makeCategory(), makeCategory({ name: 'Snacks' })];
    const product = makeProduct({ category_id: category.id });
    await seed(t.db, 'categories', category, other);
    await seed(t.db, 'products', product);
    await saveProduct(product.id, draft({ category_id: other.id }), t.db);
    expect(await removeCategory(category.id, t.db)).toEqual({ ok: true, id: category.id });

    expect((await dueEntries(t.db, T0 + 1)).map((entry) => entry.row_id)).toEqual([product.id]);
  });
});

describe('option groups and the satisfiable rule', () => {
  it('refuses min above max, and a linked group cannot lose the values its minimum needs', async () => {
    await signIn(t.db);
    expect(await saveGroup(null, { name: 'Saus', min_choices: 2, max_choices: 1 }, t.db)).toMatchObject({ ok: false, problems: ['minAboveMax'] });
    const group = makeOptionGroup({ min_choices: 1 });
    const value = makeOptionValue({ group_id: group.id });
    const product = makeProduct();
    await seed(t.db, 'products', product);
    await seed(t.db, 'product_option_groups', group);
    await seed(t.db, 'product_option_values', value);
    await seed(t.db, 'product_option_links', makeOptionLink({ product_id: product.id, group_id: group.id }));

    expect(await removeValue(value.id, t.db)).toEqual({ ok: false, reason: 'invalid', problems: ['requiredWithoutValues'] });
    expect(await saveGroup(group.id, { name: 'Saus', min_choices: 2, max_choices: 2 }, t.db))
      .toEqual({ ok: false, reason: 'invalid', problems: ['requiredWithoutValues'] });
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('refuses linking a required group without values; links a satisfiable one to many products once each', async () => {
    await signIn(t.db);
    const empty = makeOptionGroup({ min_choices: 1 });
    const ok = makeOptionGroup({ min_choices: 0, max_choices: 3 });
    const [a, b] = [makeProduct(), makeProduct({ name: 'Kroket' })];
    await seed(t.db, 'products', a, b);
    await seed(t.db, 'product_option_groups', empty, ok);
    await seed(t.db, 'product_option_links', makeOptionLink({ product_id: a.id, group_id: ok.id }));

    expect(await setProductGroups(a.id, [empty.id], t.db)).toEqual({ ok: false, reason: 'requiredWithoutValues', groupId: empty.id });
    expect(await attachGroup(ok.id, [a.id, b.id], t.db)).toEqual({ ok: true, id: ok.id });
    const links = (await t.db.product_option_links.toArray()).filter((link) => !link.deleted_at);
    expect(links.map((link) => link.product_id).sort()).toEqual([a.id, b.id].sort());
  });

  it('sets a product\'s groups in order: detaching soft-deletes the link, attaching inserts one', async () => {
    await signIn(t.db);
    const [g1, g2] = [makeOptionGroup({ min_choices: 0 }), makeOptionGroup({ name: 'Extra', min_choices: 0 })];
    const product = makeProduct();
    const old = makeOptionLink({ product_id: product.id, group_id: g1.id });
    await seed(t.db, 'products', product);
    await seed(t.db, 'product_option_groups', g1, g2);
    await seed(t.db, 'product_option_links', old);

    expect(await setProductGroups(product.id, [g2.id], t.db)).toEqual({ ok: true });
    expect((await t.db.product_option_links.get(old.id))?.deleted_at).toBe(new Date(T0).toISOString());
    const live = (await t.db.product_option_links.toArray()).filter((link) => !link.deleted_at);
    expect(live).toMatchObject([{ product_id: product.id, group_id: g2.id, position: 0 }]);
  });
});

describe('categories', () => {
  it('refuses removing a category with products, and orders categories by position', async () => {
    await signIn(t.db);
    const [c1, c2] = [makeCategory({ position: 0 }), makeCategory({ name: 'Snacks', position: 1 })];
    await seed(t.db, 'categories', c1, c2);
    await seed(t.db, 'products', makeProduct({ category_id: c1.id }));

    expect(await removeCategory(c1.id, t.db)).toEqual({ ok: false, reason: 'has-products' });
    await orderCategories([c2.id, c1.id], t.db);
    expect((await t.db.categories.get(c2.id))?.position).toBe(0);
    expect((await t.db.categories.get(c1.id))?.position).toBe(1);
    expect(await saveCategory(null, '', t.db)).toMatchObject({ ok: false, problems: ['nameRequired'] });
  });
});

describe('bulk price change', () => {
  it('applies +10 % rounded to 5 cents as conditional edits, and undoes within a minute only', async () => {
    await signIn(t.db);
    const [a, b] = [makeProduct({ price_cents: 1250, version: 2 }), makeProduct({ price_cents: 333 })];
    await seed(t.db, 'products', a, b);

    const lines = await applyPriceChange([a.id, b.id], { by: 'percent', percent: 10 }, t.db);

    expect(lines.map((line) => [line.from, line.to])).toEqual([[1250, 1375], [333, 365]]);
    expect((await t.db.products.get(a.id))?.price_cents).toBe(1375);
    expect((await allEntries(t.db))[0]).toMatchObject({ action: 'bulkPrice', expected: { version: 2 } });
    expect(await undoPriceChange(t.db)).toBe(true);
    expect((await t.db.products.get(a.id))?.price_cents).toBe(1250);

    await applyPriceChange([a.id], { by: 'amount', cents: 50 }, t.db);
    t.clock.advance(60_000);
    expect(await priceUndo(t.db)).toBeNull();
    expect(await undoPriceChange(t.db)).toBe(false);
    expect((await t.db.products.get(a.id))?.price_cents).toBe(1300);
  });
});
