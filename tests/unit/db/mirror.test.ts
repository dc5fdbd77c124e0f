import { describe, expect, it } from 'vitest';
import { getCursor } from '../../../src/db/meta';
import { HARD_DELETE_MEMORY_MS, withoutHardDeleted } from '../../../src/db/hard-deletes';
import { applyServerDeletes, applyServerRows, settleEntry } from '../../../src/db/mirror';
import { applyServerBatch } from '../../../src/db/mirror-batch';
import { setDayOpen, setDayTime } from '../../../src/db/opening-hours';
import { acceptOrder, advanceOrder } from '../../../src/db/order-store';
import { setProductInStock, setProductVisible } from '../../../src/db/products';
import { makeOpeningHours, makeOrder, makeOrderItem, makeProduct } from '../../fixtures/rows';
import { allEntries, newer, seed, signIn, useTestDb } from './harness';
import { orderTablesOf, storedRecord } from '../../helpers/order-store';

const t = useTestDb();

/** A mirrored product made invisible offline: one queued entry. */
async function productHiddenOffline() {
  await signIn(t.db);
  const product = makeProduct({ is_active: true });
  await seed(t.db, 'products', product);
  await setProductVisible(product.id, false, t.db);
  const [entry] = await allEntries(t.db);
  return { product, entry };
}

/** A mirrored order accepted and then started offline: two queued steps. */
async function orderWithTwoSteps() {
  await signIn(t.db);
  const order = makeOrder({ status: 'created' });
  await seed(t.db, 'orders', order);
  await acceptOrder(order.id, t.db);
  await advanceOrder(order.id, t.db);
  const [first, second] = await allEntries(t.db);
  return { order, first, second };
}

describe('applyServerRows (rules 7 and 8)', () => {
  it('puts new rows into the mirror and counts them', async () => {
    const a = makeProduct();
    const b = makeProduct();
    expect(await applyServerRows(t.db, 'products', [a, b])).toBe(2);
    expect(await t.db.products.bulkGet([a.id, b.id])).toEqual([a, b]);
  });

  it('ignores a row with an older or equal version', async () => {
    const product = makeProduct({ version: 3, name: 'Kroket' });
    await seed(t.db, 'products', product);

    expect(await applyServerRows(t.db, 'products', [{ ...product, version: 2, name: 'Ouder' }])).toBe(0);
    expect(await applyServerRows(t.db, 'products', [{ ...product, version: 3, name: 'Gelijk' }])).toBe(0);
    expect((await t.db.products.get(product.id))?.name).toBe('Kroket');
  });

  it('applies a row with a newer version', async () => {
    const product = makeProduct({ name: 'Kroket' });
    await seed(t.db, 'products', product);

    expect(await applyServerRows(t.db, 'products', [newer(product, { name: 'Frikandel' })])).toBe(1);
    expect(await t.db.products.get(product.id)).toEqual(newer(product, { name: 'Frikandel' }));
  });

  it('applies an equal version only when asked to (a roll-back)', async () => {
    const product = makeProduct({ name: 'Kroket' });
    await seed(t.db, 'products', product);

    expect(await applyServerRows(t.db, 'products', [{ ...product, name: 'Terug' }], { allowEqual: true })).toBe(1);
    expect((await t.db.products.get(product.id))?.name).toBe('Terug');
  });

  it('keeps a queued local change on top of a newer server row', async () => {
    await signIn(t.db);
    const product = makeProduct({ name: 'Kroket', is_sold_out: false });
    await seed(t.db, 'products', product);
    await setProductInStock(product.id, false, t.db);

    await seed(t.db, 'products', newer(product, { name: 'Rundvleeskroket', is_sold_out: false }));

    expect(await t.db.products.get(product.id)).toMatchObject({ name: 'Rundvleeskroket', is_sold_out: true, version: 2 });
    expect(await t.db.outbox.count()).toBe(1);
  });

  it('lays several queued order steps over a newer server row, in queue order', async () => {
    await signIn(t.db);
    const order = makeOrder({ status: 'created', notes: null });
    await seed(t.db, 'orders', order);
    await acceptOrder(order.id, t.db);
    await advanceOrder(order.id, t.db);

    await seed(t.db, 'orders', newer(order, { notes: 'Bel aan' }));

    expect(await storedRecord(t.db, order.id)).toMatchObject({ status: 'preparing', notes: 'Bel aan' });
  });

  it('advances the table cursor in the same call, even when no row changed', async () => {
    const product = makeProduct({ version: 2 });
    await seed(t.db, 'products', product);
    const cursor = { updated_at: '2025-01-15T11:05:00.123456+00:00', id: product.id };

    expect(await applyServerRows(t.db, 'products', [{ ...product, version: 1 }], { cursor })).toBe(0);
    expect(await getCursor(t.db, 'products')).toEqual(cursor);
    expect(await getCursor(t.db, 'orders')).toBeUndefined();
  });

  it('deletes a row that arrives with deleted_at when nothing is queued for it', async () => {
    const product = makeProduct();
    await seed(t.db, 'products', product);

    expect(await seed(t.db, 'products', newer(product, { deleted_at: '2025-01-15T11:10:00.000Z' }))).toBe(1);
    expect(await t.db.products.get(product.id)).toBeUndefined();
  });

  it('does not store a deleted row it never had', async () => {
    const product = makeProduct({ deleted_at: '2025-01-15T11:10:00.000Z' });
    expect(await seed(t.db, 'products', product)).toBe(0);
    expect(await t.db.products.count()).toBe(0);
  });

  it('keeps a deleted row while a change to it is still queued', async () => {
    await signIn(t.db);
    const product = makeProduct();
    await seed(t.db, 'products', product);
    await setProductVisible(product.id, false, t.db);

    await seed(t.db, 'products', newer(product, { deleted_at: '2025-01-15T11:10:00.000Z' }));

    expect(await t.db.products.get(product.id)).toMatchObject({ is_active: false, version: 2 });
  });

  it("replaces a locally created opening-hours row when the server's row for that weekday arrives", async () => {
    await signIn(t.db);
    await setDayOpen(2, true, t.db);
    const [local] = await t.db.opening_hours.toArray();
    const server = makeOpeningHours({ weekday: 2, is_active: true, open_time: '09:00:00', close_time: '17:00:00' });

    await seed(t.db, 'opening_hours', server);

    // One row for the weekday, the server's; the still-queued change stays on top (times as sent locally).
    expect(await t.db.opening_hours.toArray()).toEqual([{ ...server, open_time: '09:00', close_time: '17:00' }]);
    expect(await t.db.opening_hours.get(local.id)).toBeUndefined();
  });

  it('keeps a queued opening-hours change on the server row that replaces the local one, with the server id', async () => {
    await signIn(t.db);
    await setDayTime(2, 'close', '22:00', t.db);
    const server = makeOpeningHours({ weekday: 2, is_active: false });

    await seed(t.db, 'opening_hours', server);

    expect(await t.db.opening_hours.toArray()).toEqual([
      { ...server, is_active: true, open_time: '09:00', close_time: '22:00' },
    ]);
  });

  it('normalises order timestamps to ISO UTC on the way in', async () => {
    const order = makeOrder({
      placed_at: '2025-01-15T12:30:00+01:00', delivery_time: '2025-01-15 13:30:00+00',
      promised_at: '2025-01-15 12:50:00.5+01',
    });
    await seed(t.db, 'orders', order);
    expect(await storedRecord(t.db, order.id)).toMatchObject({
      placed_at: '2025-01-15T11:30:00.000Z', delivery_time: '2025-01-15T13:30:00.000Z',
      promised_at: '2025-01-15T11:50:00.500Z',
    });
  });
});

describe('applyServerDeletes (a realtime DELETE goes through the same merge, rule 8)', () => {
  const deletedAt = '2025-01-15T11:10:00.000Z';

  it('removes a row nothing is queued for, and ignores ids it never had', async () => {
    const product = makeProduct();
    await seed(t.db, 'products', product);

    expect(await applyServerDeletes(t.db, 'products', [product.id, 'not-mirrored'], deletedAt)).toBe(1);
    expect(await t.db.products.count()).toBe(0);
  });

  it('keeps a queued change and its outbox entry; the delete is applied once that entry has settled', async () => {
    const { product, entry } = await productHiddenOffline();

    await applyServerDeletes(t.db, 'products', [product.id], deletedAt);

    expect(await t.db.products.get(product.id)).toMatchObject({ is_active: false, deleted_at: deletedAt });
    expect(await allEntries(t.db)).toEqual([entry]);
    // A slow catch-up with a version from before the delete does not bring the row back.
    await seed(t.db, 'products', newer(product, { name: 'Ouder' }));
    expect(await t.db.products.get(product.id)).toMatchObject({ name: product.name, deleted_at: deletedAt });

    // The send had landed before the delete: confirmed, with the row as the server had it then.
    const landed = newer(product, { is_active: false, last_mutation_id: entry.mutation_id });
    await settleEntry(t.db, entry.seq, 'products', { outcome: 'confirmed', serverRow: landed });

    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.products.get(product.id)).toBeUndefined();
  });

  it('does not come back from a catch-up or a page read before the delete, nor do its lines', async () => {
    const order = makeOrder();
    const line = makeOrderItem({ order_id: order.id });
    await seed(t.db, 'orders', order);
    await applyServerDeletes(t.db, 'orders', [order.id], deletedAt);
    await applyServerDeletes(t.db, 'order_items', [line.id], deletedAt);

    // Both answers were read before the delete and arrive after it.
    expect(await applyServerRows(t.db, 'orders', [order])).toBe(0);
    expect(await applyServerBatch(t.db, { rows: { orders: [order], order_items: [line] }, likelyNew: true })).toBe(0);
    await applyServerRows(t.db, 'order_items', [line]);

    expect(await storedRecord(t.db, order.id)).toBeUndefined();
    expect(await orderTablesOf(t.db).lines.count()).toBe(0);
  });

  it('remembers a delete for a minute, then no longer', async () => {
    const now = Date.parse(deletedAt);
    const rows = [{ id: 'weg' }, { id: 'blijft' }];
    expect(withoutHardDeleted(t.db, 'products', rows, now)).toEqual(rows);
    await applyServerDeletes(t.db, 'products', ['weg'], deletedAt);
    expect(withoutHardDeleted(t.db, 'products', rows)).toEqual([{ id: 'blijft' }]);
    expect(withoutHardDeleted(t.db, 'categories', rows)).toEqual(rows);
    expect(withoutHardDeleted(t.db, 'products', rows, Date.now() + HARD_DELETE_MEMORY_MS)).toEqual(rows);
  });

  it('stays while any change to the row is still queued, and goes with the last one', async () => {
    const { order, first, second } = await orderWithTwoSteps();

    await applyServerDeletes(t.db, 'orders', [order.id], deletedAt);
    await settleEntry(t.db, first.seq, 'orders', { outcome: 'confirmed', serverRow: null });

    expect(await storedRecord(t.db, order.id)).toMatchObject({ status: 'preparing', deleted_at: deletedAt });
    expect(await allEntries(t.db)).toEqual([second]);

    await settleEntry(t.db, second.seq, 'orders', { outcome: 'confirmed', serverRow: null });

    expect(await storedRecord(t.db, order.id)).toBeUndefined();
  });
});

describe('settleEntry', () => {
  it('confirmed: removes the entry and shows the server row', async () => {
    const { product, entry } = await productHiddenOffline();
    const serverRow = newer(product, { is_active: false, last_mutation_id: entry.mutation_id });

    await settleEntry(t.db, entry.seq ?? -1, 'products', { outcome: 'confirmed', serverRow });

    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.products.get(product.id)).toEqual(serverRow);
  });

  it('confirmed: keeps later queued steps on top of the server row', async () => {
    const { order, first, second } = await orderWithTwoSteps();

    await settleEntry(t.db, first.seq ?? -1, 'orders', { outcome: 'confirmed', serverRow: newer(order, { status: 'accepted' }) });

    expect(await allEntries(t.db)).toEqual([second]);
    expect(await storedRecord(t.db, order.id)).toMatchObject({ status: 'preparing', version: 2 });
  });

  it('rejected: keeps the entry as rejected with why and rolls the row back to the server row', async () => {
    await signIn(t.db);
    const product = makeProduct({ is_sold_out: false });
    await seed(t.db, 'products', product);
    await setProductInStock(product.id, false, t.db);
    const [entry] = await allEntries(t.db);
    const error = { kind: 'refused', status: 403, code: '42501', detail: 'permission denied' } as const;

    await settleEntry(t.db, entry.seq, 'products', { outcome: 'rejected', serverRow: product, error });

    expect(await t.db.outbox.get(entry.seq)).toMatchObject({ state: 'rejected', action: 'productStock', last_error: error });
    expect(await t.db.products.get(product.id)).toEqual(product);
  });

  it('conflict: the order adopts the server status and the entry is rejected with that status', async () => {
    await signIn(t.db);
    const order = makeOrder({ status: 'created' });
    await seed(t.db, 'orders', order);
    await acceptOrder(order.id, t.db);
    const [entry] = await allEntries(t.db);
    const error = { kind: 'conflict', orderId: order.id, orderStatus: 'canceled' } as const;

    await settleEntry(t.db, entry.seq, 'orders', { outcome: 'rejected', serverRow: newer(order, { status: 'canceled' }), error });

    expect(await t.db.outbox.get(entry.seq)).toMatchObject({ state: 'rejected', last_error: error });
    expect((await storedRecord(t.db, order.id))?.status).toBe('canceled');
  });

  it('rejected with serverRow null: deletes a locally created opening-hours row', async () => {
    await signIn(t.db);
    await setDayOpen(5, true, t.db);
    const [entry] = await allEntries(t.db);

    await settleEntry(t.db, entry.seq, 'opening_hours', { outcome: 'rejected', serverRow: null, error: { kind: 'missing' } });

    expect(await t.db.opening_hours.count()).toBe(0);
    expect((await t.db.outbox.get(entry.seq ?? -1))?.state).toBe('rejected');
  });

  it('does nothing for an entry that is no longer in the outbox', async () => {
    const product = makeProduct();
    await seed(t.db, 'products', product);
    await settleEntry(t.db, 999, 'products', { outcome: 'confirmed', serverRow: newer(product, { name: 'X' }) });
    expect(await t.db.products.get(product.id)).toEqual(product);
  });
});
