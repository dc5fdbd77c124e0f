// Today's figures kept as the orders change (issue 32): per hour placed (the UTC hour, as order_hours),
// the orders per status with their total, and the sums of domain/figure-sums.ts. write.ts keeps these
// rows in the same transaction as the orders (through tally.ts), so the Cijfers screen reads at most 25
// small rows for a business day instead of every order of it (a day of a busy shop: 1,400 orders, read
// again after every change). A store apart from order_hours, whose rows the dashboard and the tabs
// read often and should stay small.
import type { ShopDb } from '../database';
import { addSums, emptySums, isEmptySums, orderSums, type FigureSums } from '../../domain/figure-sums';
import { hourOf } from './hours';
import { partsOf, type OrderRecord } from './record';
import { FIGURE_HOURS_PENDING } from './names';
import { orderScope, tables } from './tables';

export interface FigureHourRow {
  /** 'YYYY-MM-DDTHH' of placed_at (ISO 8601, UTC). */
  hour: string;
  /** Orders per status: [count, sum of total_cents]. */
  statuses: Record<string, [number, number]>;
  sums: FigureSums;
}

const emptyRow = (hour: string): FigureHourRow => ({ hour, statuses: {}, sums: emptySums() });

/** Adds one order (sign 1) to a row, or takes it away (-1), in place. */
function addOrder(row: FigureHourRow, order: OrderRecord, sign: 1 | -1): void {
  const [count, cents] = row.statuses[order.status] ?? [0, 0];
  row.statuses[order.status] = [count + sign, cents + sign * (order.total_cents ?? 0)];
  if (row.statuses[order.status][0] === 0 && row.statuses[order.status][1] === 0) delete row.statuses[order.status];
  addSums(row.sums, orderSums(order, partsOf(order).lines), sign);
}

/** Adds a change (a row of differences) to a stored row; null when no order is left in it. */
function merged(stored: FigureHourRow | undefined, change: FigureHourRow): FigureHourRow | null {
  const row = stored ? { ...stored, statuses: { ...stored.statuses }, sums: addSums(emptySums(), stored.sums, 1) } : emptyRow(change.hour);
  for (const [status, [count, cents]] of Object.entries(change.statuses)) {
    const [n, c] = row.statuses[status] ?? [0, 0];
    if (n + count === 0) delete row.statuses[status];
    else row.statuses[status] = [n + count, c + cents];
  }
  addSums(row.sums, change.sums, 1);
  return Object.keys(row.statuses).length === 0 ? null : row;
}

/** What a write does to the figure hours: the differences per hour, applied at the end of the write. */
export class FigureChanges {
  private readonly byHour = new Map<string, FigureHourRow>();

  replace(before: OrderRecord | undefined, after: OrderRecord | undefined): void {
    for (const [order, sign] of [[before, -1], [after, 1]] as const) {
      if (!order) continue;
      const hour = hourOf(order.placed_at);
      const row = this.byHour.get(hour) ?? emptyRow(hour);
      addOrder(row, order, sign);
      this.byHour.set(hour, row);
    }
  }

  /** The hours whose figures changed (an order rewritten as it was changes none). */
  changed(): FigureHourRow[] {
    return [...this.byHour.values()].filter((row) => Object.keys(row.statuses).length > 0 || !isEmptySums(row.sums));
  }
}

/** Inside a transaction over orderScope: applies the changes. */
export async function applyFigureChanges(db: ShopDb, changes: FigureChanges): Promise<void> {
  const list = changes.changed();
  if (list.length === 0) return;
  const { figureHours } = tables(db);
  const stored = await figureHours.bulkGet(list.map((row) => row.hour));
  const rows = list.map((change, i) => merged(stored[i], change));
  await figureHours.bulkPut(rows.filter((row): row is FigureHourRow => row !== null));
  await figureHours.bulkDelete(list.filter((_, i) => rows[i] === null).map((row) => row.hour));
}

/** The rows as they should be for these orders (the upgrade that made the store, and checks). */
export function figureHoursOf(orders: Iterable<OrderRecord>): Map<string, FigureHourRow> {
  const byHour = new Map<string, FigureHourRow>();
  for (const order of orders) {
    const hour = hourOf(order.placed_at);
    const row = byHour.get(hour) ?? emptyRow(hour);
    addOrder(row, order, 1);
    byHour.set(hour, row);
  }
  return byHour;
}

const completed = new WeakMap<ShopDb, Promise<void>>();
const complete = new WeakSet<ShopDb>();

/** True once completeFigureHours has finished for this database (in this page). */
export const figureHoursComplete = (db: ShopDb): boolean => complete.has(db);

/**
 * Sums the orders stored before the figure hours existed (an update from version 13; upgrades.ts),
 * once: afterwards every write keeps them. Call before reading them.
 */
export function completeFigureHours(db: ShopDb): Promise<void> {
  let done = completed.get(db);
  if (!done) {
    done = (async () => {
      if (await db.meta.get(FIGURE_HOURS_PENDING)) {
        await db.transaction('rw', [...orderScope(db), db.meta], async () => {
          if (!(await db.meta.get(FIGURE_HOURS_PENDING))) return;
          const { orders, packs, figureHours } = tables(db);
          const stored = [...await orders.toArray(), ...(await packs.toArray()).flatMap((pack) => pack.orders)];
          await figureHours.clear();
          await figureHours.bulkPut([...figureHoursOf(stored).values()]);
          await db.meta.delete(FIGURE_HOURS_PENDING);
        });
      }
      complete.add(db);
    })();
    completed.set(db, done);
    done.catch(() => completed.delete(db));
  }
  return done;
}

/** The rows of the hours in [fromHour, toHour). */
export function figureHoursBetween(db: ShopDb, fromHour: string, toHour: string): Promise<FigureHourRow[]> {
  return tables(db).figureHours.where('hour').between(fromHour, toHour, true, false).toArray();
}
