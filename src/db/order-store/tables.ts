// The IndexedDB stores that hold orders, known only inside the order store. An order lives in one of
// them at a time: `orders` (a record with its lines and cart inside), `order_packs` (finished orders of
// the history download, a few to a record), or, before it arrives, its parts wait in `order_lines` and
// `cart_parts`. `order_hours` counts the orders per status and hour (hours.ts), `order_figure_hours`
// sums their figures per hour (figure-hours.ts). Every transaction that
// reads or writes orders locks all of them (orderScope), so no reader ever sees an order in two places.
import type { Table } from 'dexie';
import type { ShopDb } from '../database';
import type { FigureHourRow } from './figure-hours';
import type { HourRow } from './hours';
import type { OrderPack } from './packs';
import type { CartPartsRecord, OrderLinesRecord } from './parts';
import { FIGURE_HOURS, HOURS, ORDERS, PACKS, WAITING_CARTS, WAITING_LINES } from './names';
import type { OrderRecord } from './record';

export interface OrderTables {
  orders: Table<OrderRecord, string>;
  packs: Table<OrderPack, string>;
  lines: Table<OrderLinesRecord, string>;
  carts: Table<CartPartsRecord, string>;
  hours: Table<HourRow, [string, string]>;
  figureHours: Table<FigureHourRow, string>;
}

const tablesOf = new WeakMap<ShopDb, OrderTables>();

/** The order stores of a database. */
export function tables(db: ShopDb): OrderTables {
  let found = tablesOf.get(db);
  if (!found) {
    found = {
      orders: db.table(ORDERS),
      packs: db.table(PACKS),
      lines: db.table(WAITING_LINES),
      carts: db.table(WAITING_CARTS),
      hours: db.table(HOURS),
      figureHours: db.table(FIGURE_HOURS),
    };
    tablesOf.set(db, found);
  }
  return found;
}

/** Every order store, for the table list of a transaction that touches orders. */
export function orderScope(db: ShopDb): Table[] {
  const { orders, packs, lines, carts, hours, figureHours } = tables(db);
  return [orders, packs, lines, carts, hours, figureHours];
}
