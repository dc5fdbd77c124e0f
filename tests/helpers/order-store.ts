// Test access to what the order store keeps, for tests that set up or inspect its layout: records
// written and read by id wherever they are kept (orders store or a pack), written through the store's
// own writer so its hours stay right, and a check that the hours count exactly what the stores hold.
import type { ShopDb } from '../../src/db/database';
import { TAB_STATUSES } from '../../src/domain/order-status';
import { pendingIds } from '../../src/db/order-store/reads';
import { countWithStatus } from '../../src/db/order-store/tab-reads';
import { hoursOf } from '../../src/db/order-store/hours';
import { figureHoursOf, type FigureHourRow } from '../../src/db/order-store/figure-hours';
import { allPackedOrders, storedOrder, storedOrderCount } from '../../src/db/order-store/packs';
import type { ChildTable } from '../../src/db/order-store/parts';
import { partsOf, type OrderRecord } from '../../src/db/order-store/record';
import { orderScope, tables, type OrderTables } from '../../src/db/order-store/tables';
import { clearOrders, putOrders } from '../../src/db/order-store/write';
import type { CartItemRow, CartRow, OrderItemRow, OrderRow } from '../../src/db/rows';

/** The order's record (with its parts), wherever the store keeps it; undefined when it holds none. */
export function storedRecord(db: ShopDb, id: string): Promise<OrderRecord | undefined> {
  return db.transaction('r', orderScope(db), () => storedOrder(db, id));
}

/** Writes order records as they are (setting up a mirror), keeping the hours in step. */
export async function putRecords(db: ShopDb, ...given: (OrderRow | OrderRecord | readonly (OrderRow | OrderRecord)[])[]): Promise<void> {
  const records = given.flat() as OrderRecord[];
  await db.transaction('rw', orderScope(db), async () => putOrders(db, records));
}

/** Empties the order store (as sign-out's wipe does). */
export async function clearRecords(db: ShopDb): Promise<void> {
  await db.transaction('rw', orderScope(db), async () => clearOrders(db));
}

/** How many orders the store holds (orders store and packs). */
export function orderCount(db: ShopDb): Promise<number> {
  return db.transaction('r', orderScope(db), async () => storedOrderCount(db));
}

/** Every order the store holds, in no particular order. */
export async function allRecords(db: ShopDb): Promise<OrderRecord[]> {
  return db.transaction('r', orderScope(db), async () => [...await tables(db).orders.toArray(), ...await allPackedOrders(db)]);
}

/** Every row of a child table, in its order's record or waiting for it. */
export async function allChildRows(db: ShopDb, table: ChildTable): Promise<(OrderItemRow | CartRow | CartItemRow)[]> {
  const inOrders = (await allRecords(db)).flatMap((order): (OrderItemRow | CartRow | CartItemRow)[] => {
    const parts = partsOf(order);
    if (table === 'order_items') return parts.lines;
    return table === 'carts' ? (parts.cart ? [parts.cart] : []) : parts.cart_lines;
  });
  if (table === 'order_items') return [...inOrders, ...(await tables(db).lines.toArray()).flatMap((record) => record.items)];
  const carts = await tables(db).carts.toArray();
  const waiting = carts.flatMap((record): (CartRow | CartItemRow)[] => (table === 'carts' ? (record.cart ? [record.cart] : []) : record.items));
  return [...inOrders, ...waiting];
}

/** The store's tables, for tests of its layout. */
export function orderTablesOf(db: ShopDb): OrderTables {
  return tables(db);
}

/** A figure row with its maps' keys in order, to compare two rows. */
function sorted(row: FigureHourRow): unknown {
  const keys = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { ...row, statuses: keys(row.statuses), sums: { ...row.sums, reasons: keys(row.sums.reasons), products: keys(row.sums.products) } };
}

/** The hours that differ from what the orders store and the packs hold ('' when none). */
export async function hoursMismatch(db: ShopDb): Promise<string> {
  return db.transaction('r', orderScope(db), async () => {
    const expected = hoursOf([...await tables(db).orders.toArray(), ...await allPackedOrders(db)]);
    const rows = await tables(db).hours.toArray();
    const problems: string[] = [];
    for (const row of rows) {
      const want = expected.get(`${row.status}\u0000${row.hour}`);
      if (!want || want.count !== row.count || want.cents !== row.cents) {
        problems.push(`${row.status} ${row.hour}: ${row.count} orders, ${row.cents} cents; holds ${want?.count ?? 0}, ${want?.cents ?? 0}`);
      }
      expected.delete(`${row.status}\u0000${row.hour}`);
    }
    for (const want of expected.values()) problems.push(`${want.status} ${want.hour}: missing; holds ${want.count}, ${want.cents}`);
    // The figures per hour sum the same orders (figure-hours.ts).
    const figures = figureHoursOf([...await tables(db).orders.toArray(), ...await allPackedOrders(db)]);
    for (const row of await tables(db).figureHours.toArray()) {
      const want = figures.get(row.hour);
      if (JSON.stringify(sorted(row)) !== JSON.stringify(want && sorted(want))) {
        problems.push(`figures ${row.hour}: ${JSON.stringify(row)}; holds ${JSON.stringify(want ?? null)}`);
      }
      figures.delete(row.hour);
    }
    for (const want of figures.values()) problems.push(`figures ${want.hour}: missing; holds ${JSON.stringify(want)}`);
    return problems.join('\n');
  });
}

/** The three tabs' counts at once (the screen reads each live on its own). */
export async function tabCounts(db: ShopDb, archiveFrom?: string): Promise<Record<'new' | 'active' | 'archive', number>> {
  const [created, active, archive] = await Promise.all([
    countWithStatus(db, TAB_STATUSES.new), countWithStatus(db, TAB_STATUSES.active), countWithStatus(db, TAB_STATUSES.archive, archiveFrom),
  ]);
  return { new: created, active, archive };
}

/** How many orders are still `created`. */
export async function pendingCount(db: ShopDb): Promise<number> {
  return (await pendingIds(db)).length;
}
