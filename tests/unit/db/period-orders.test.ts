// Today's figures on the device read the business day's orders from the mirror wherever they are kept
// (the orders store, or packs of the history download), and give the database's numbers for them.
import { expect, it } from 'vitest';
import { ingestOrderBatch } from '../../../src/db/order-store/ingest';
import { packHistory } from '../../../src/db/order-store/pack-history';
import { ordersPlacedBetween } from '../../../src/db/order-store/period';
import { orderScope, tables } from '../../../src/db/order-store/tables';
import { businessDayStart } from '../../../src/domain/business-day';
import { moneyFigures } from '../../../src/domain/figures';
import { DAY_28, figureRows, ORDER } from '../../fixtures/figures-data';
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

it('finds a business day\'s orders in the orders store and in packs, and figures them as the database does', async () => {
  const rows = mirrorRows();
  const finished = (id: string) => [ORDER.A, ORDER.E].includes(id as never);
  // A and E come with the history download (packed); the others as live orders.
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

  const packed = (await tables(t.db).packs.toArray()).flatMap((pack) => pack.orders.map((o: { id: string }) => o.id));
  expect(packed.sort()).toEqual([ORDER.A, ORDER.E].sort());

  const from = businessDayStart('2026-03-28', 5).toISOString();
  const to = businessDayStart('2026-03-29', 5).toISOString();
  const found = await ordersPlacedBetween(t.db, from, to);
  expect(found.map((o) => o.order.id)).toEqual([ORDER.A, ORDER.B, ORDER.C]);
  const byId = new Map(found.map((o) => [o.order.id, o.lines]));
  expect(moneyFigures(found.map((o) => o.order), (id) => byId.get(id) ?? [])).toEqual(DAY_28);
});
