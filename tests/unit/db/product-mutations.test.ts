import { describe, expect, it } from 'vitest';
import { markRetry, markSending, NotSignedInError, requeueSending } from '../../../src/db/outbox';
import { setProductInStock, setProductVisible } from '../../../src/db/products';
import { makeProduct } from '../../fixtures/rows';
import { allEntries, expectOneTransaction, seed, signIn, T0, track, useTestDb } from './harness';

const t = useTestDb();

async function seedProduct(overrides: Parameters<typeof makeProduct>[0] = {}) {
  const product = makeProduct(overrides);
  await seed(t.db, 'products', product);
  return product;
}

describe('setProductVisible', () => {
  it('sets is_active and queues one patch entry in the same transaction', async () => {
    await signIn(t.db);
    const product = await seedProduct({ is_active: true });

    const { result, writes } = await track(t, () => setProductVisible(product.id, false, t.db));

    expect(result).toEqual({ ok: true });
    expectOneTransaction(writes, ['products', 'outbox']);
    expect((await t.db.products.get(product.id))?.is_active).toBe(false);
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'products', key: `products:${product.id}`, row_id: product.id, kind: 'patch',
      action: 'productVisibility', payload: { is_active: false }, expected: null, state: 'pending',
    });
  });

  it('answers not-found for an unknown product and writes nothing', async () => {
    await signIn(t.db);
    expect(await setProductVisible('00000000-0000-4000-8000-0000000000ff', true, t.db)).toEqual({ ok: false, reason: 'not-found' });
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('throws NotSignedInError without a session and leaves the product unchanged', async () => {
    const product = await seedProduct({ is_active: true });

    await expect(setProductVisible(product.id, false, t.db)).rejects.toBeInstanceOf(NotSignedInError);
    expect((await t.db.products.get(product.id))?.is_active).toBe(true);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('setProductInStock', () => {
  it('sets is_sold_out to the opposite of inStock, with one patch entry', async () => {
    await signIn(t.db);
    const product = await seedProduct({ is_sold_out: false });

    const { writes } = await track(t, () => setProductInStock(product.id, false, t.db));

    expectOneTransaction(writes, ['products', 'outbox']);
    expect((await t.db.products.get(product.id))?.is_sold_out).toBe(true);
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'patch', action: 'productStock', payload: { is_sold_out: true } });
  });

  it('marks a sold-out product in stock again (is_sold_out false)', async () => {
    await signIn(t.db);
    const product = await seedProduct({ is_sold_out: true });

    await setProductInStock(product.id, true, t.db);

    expect((await t.db.products.get(product.id))?.is_sold_out).toBe(false);
    expect((await allEntries(t.db))[0].payload).toEqual({ is_sold_out: false, sold_out_until: null });
  });

  it('throws NotSignedInError without a session', async () => {
    const product = await seedProduct();
    await expect(setProductInStock(product.id, false, t.db)).rejects.toBeInstanceOf(NotSignedInError);
    expect((await t.db.products.get(product.id))?.is_sold_out).toBe(false);
  });
});

describe('merging unsent plain field sets (rule 4)', () => {
  it('merges repeated toggles of one product into one entry with the latest value', async () => {
    await signIn(t.db);
    const product = await seedProduct({ is_active: true });

    await setProductVisible(product.id, false, t.db);
    const first = (await allEntries(t.db))[0];
    t.clock.advance(5_000);
    await setProductVisible(product.id, true, t.db);
    await setProductVisible(product.id, false, t.db);

    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      seq: first.seq, mutation_id: first.mutation_id, created_at: T0, payload: { is_active: false },
    });
    expect((await t.db.products.get(product.id))?.is_active).toBe(false);
  });

  it('merges a visibility and a stock change of one product into one entry with both fields', async () => {
    await signIn(t.db);
    const product = await seedProduct();

    await setProductVisible(product.id, false, t.db);
    await setProductInStock(product.id, false, t.db);

    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0].payload).toEqual({ is_active: false, is_sold_out: true, sold_out_until: null });
    expect(entries[0].action).toBe('productStock');
  });

  it('keeps toggles of different products in separate entries', async () => {
    await signIn(t.db);
    const a = await seedProduct();
    const b = await seedProduct();

    await setProductVisible(a.id, false, t.db);
    await setProductVisible(b.id, false, t.db);

    expect((await allEntries(t.db)).map((entry) => entry.key)).toEqual([`products:${a.id}`, `products:${b.id}`]);
  });

  it('does not merge into an entry that is being sent', async () => {
    await signIn(t.db);
    const product = await seedProduct();
    await setProductVisible(product.id, false, t.db);
    const [sent] = await allEntries(t.db);
    await markSending(t.db, sent.seq ?? -1);

    await setProductVisible(product.id, true, t.db);

    const entries = await allEntries(t.db);
    expect(entries.map((entry) => [entry.state, entry.payload.is_active])).toEqual([
      ['sending', false],
      ['pending', true],
    ]);
  });

  it('does not merge into a pending entry that was sent before (sends > 0)', async () => {
    await signIn(t.db);
    const product = await seedProduct();
    await setProductVisible(product.id, false, t.db);
    const [sent] = await allEntries(t.db);
    await markSending(t.db, sent.seq ?? -1);
    await requeueSending(t.db);
    expect((await t.db.outbox.get(sent.seq ?? -1))).toMatchObject({ state: 'pending', sends: 1 });

    await setProductVisible(product.id, true, t.db);

    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(2);
    expect(entries[0].payload).toEqual({ is_active: false });
    expect(entries[1].payload).toEqual({ is_active: true });
  });

  it('does not merge into a failed entry waiting for a retry', async () => {
    await signIn(t.db);
    const product = await seedProduct();
    await setProductInStock(product.id, false, t.db);
    const [failed] = await allEntries(t.db);
    await markSending(t.db, failed.seq ?? -1);
    await markRetry(t.db, failed.seq, T0 + 1_000, { kind: 'transient', status: 0, code: null, detail: 'network down' }, true);

    await setProductInStock(product.id, true, t.db);
    await setProductInStock(product.id, false, t.db);

    const entries = await allEntries(t.db);
    expect(entries.map((entry) => [entry.state, entry.payload.is_sold_out])).toEqual([
      ['failed', true],
      ['pending', true],
    ]);
  });

  it('does not merge into a rejected entry: a new entry follows it', async () => {
    await signIn(t.db);
    const product = await seedProduct();
    await setProductVisible(product.id, false, t.db);
    const [rejected] = await allEntries(t.db);
    await t.db.outbox.update(rejected.seq ?? -1, { state: 'rejected' });

    await setProductVisible(product.id, true, t.db);

    const entries = await allEntries(t.db);
    expect(entries.map((entry) => entry.state)).toEqual(['rejected', 'pending']);
    expect(entries[1].payload).toEqual({ is_active: true });
  });
});
