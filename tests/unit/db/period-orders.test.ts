// Today's figures on the device read the business day's orders from the mirror wherever they are kept
// (the orders store, or packs of the history download), and give the database's numbers for them; the
// figures kept per hour beside the orders follow every write.
import { expect, it } from 'vitest';
import { ingestOrderBatch } from '../../../src/db/order-store/ingest';
import { packHistory } from '../../../src/db/order-store/pack-history';
import { ordersPlacedBetween } from '../../../src/db/order-store/period';
import { orderScope, tables } from '../../../src/db/order-store/tables';
import { businessDayStart } from '../../../src/domain/business-day';
import { DAY_28, DAY_29, figureRows, moneyFigures, ORDER } from '../../fixtures/figures-data';
import { deviceFigures } from '../../../src/db/today-figures';
import { hoursMismatch } from '../../helpers/order-store';
import { makeOrder, makeOrderItem } from '../../fixtures/rows';
import { useTestDb } from './harness';

const t = useTestDb();

function mirrorRows() {
  const { orders, lines } = figureRows();
  return {
    orders: orders.map((o) => makeOrder({ ...o, placed_at: new Date(o.placed_at).toISOString() })),
    order_items: lines.map((line) => makeOrderItem({ ...line, vat_rate: line.vat_rate ?? null })),
  };
}

/** Stores the data set: A and E with the history download (packed), the others as live orders. */
async function storeFigureData(): Promise<ReturnType<typeof mirrorRows>> {
  const rows = mirrorRows();
  const finished = (id: string) => [ORDER.A, ORDER.E].includes(id as never);
  await t.db.transaction('rw', [...orderScope(t.db), t.db.outbox], async () => {
    await packHistory(t.db, {
      orders: rows.orders.filter((o) => finished(o.id)),
      order_items: rows.order_items.filter((i) => finished(i.order_id)), carts: [], cart_items: [],
    });
    await ingestOrderBatch(t.db, {
      orders: rows.orders.filter((o) => !finished(o.id)),
      order_items: rows.order_items.filter((i) => !finished(i.order_id)),
    }, true);
  });
  return rows;
}

it('finds a business day\'s orders in the orders store and in packs, and figures them as the database does', async () => {
  await storeFigureData();

  const packed = (await tables(t.db).packs.toArray()).flatMap((pack) => pack.orders.map((o: { id: string }) => o.id));
  expect(packed.sort()).toEqual([ORDER.A, ORDER.E].sort());

  const from = businessDayStart('2026-03-28', 5).toISOString();
  const to = businessDayStart('2026-03-29', 5).toISOString();
  const found = await ordersPlacedBetween(t.db, from, to);
  expect(found.map((o) => o.order.id)).toEqual([ORDER.A, ORDER.B, ORDER.C]);
  const byId = new Map(found.map((o) => [o.order.id, o.lines]));
  expect(moneyFigures(found.map((o) => o.order), (id) => byId.get(id) ?? [])).toEqual(DAY_28);
});

it('keeps the business day\'s figures per hour as orders come and change, equal to figuring the orders', async () => {
  const rows = await storeFigureData();
  const day = (date: string) => deviceFigures(t.db, date, 5);
  expect((await day('2026-03-28')).money).toEqual(DAY_28);
  expect((await day('2026-03-29')).money).toEqual(DAY_29);
  expect((await day('2026-03-28')).cancelReasons).toEqual([{ reason: 'Te druk', count: 1, cents: 500 }]);
  expect(await day('2026-03-28')).toMatchObject({ finished: 2, open: 0 });
  expect(await hoursMismatch(t.db)).toBe('');

  // B (on the 28th) is cancelled.
  const b = rows.orders.find((o) => o.id === ORDER.B)!;
  await t.db.transaction('rw', [...orderScope(t.db), t.db.outbox], async () => {
    await ingestOrderBatch(t.db, { orders: [{ ...b, status: 'canceled', cancel_reason: 'Anders: klant belde', version: b.version + 1 }] }, false);
  });
  const after = await day('2026-03-28');
  const { orders, lines } = figureRows();
  const changed = orders.filter((o) => o.id !== ORDER.B).concat({ ...orders.find((o) => o.id === ORDER.B)!, status: 'canceled', cancel_reason: 'Anders: klant belde' });
  const onThe28th = changed.filter((o) => o.placed_at >= '2026-03-28T04:00:00Z' && o.placed_at < '2026-03-29T03:00:00Z');
  expect(after.money).toEqual(moneyFigures(onThe28th, (id) => lines.filter((line) => line.order_id === id)));
  expect(after.cancelReasons).toEqual([{ reason: 'Anders', count: 1, cents: 1250 }, { reason: 'Te druk', count: 1, cents: 500 }]);
  expect(after).toMatchObject({ finished: 1, open: 0 });
  expect(await hoursMismatch(t.db)).toBe('');
});
