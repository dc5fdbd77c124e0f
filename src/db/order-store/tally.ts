// What a write does to order_hours (hours.ts) and order_figure_hours (figure-hours.ts): the orders it
// removes and adds, per status and hour, applied in the write's own transaction; every hour it touches
// gets a new stamp. Used by write.ts only.
import type { ShopDb } from '../database';
import { applyFigureChanges, FigureChanges } from './figure-hours';
import { hourOf, newStamp, type Counted, type HourRow } from './hours';
import type { OrderRecord } from './record';
import { tables } from './tables';

interface Change {
  status: string;
  hour: string;
  count: number;
  cents: number;
}

/** What a write does to the hours: orders leaving and entering them. */
export class HourChanges {
  private readonly byKey = new Map<string, Change>();
  readonly figures = new FigureChanges();

  private add(order: Counted, sign: 1 | -1): void {
    const hour = hourOf(order.placed_at);
    const key = `${order.status}\u0000${hour}`;
    const change = this.byKey.get(key) ?? { status: order.status, hour, count: 0, cents: 0 };
    change.count += sign;
    change.cents += sign * (order.total_cents ?? 0);
    this.byKey.set(key, change);
  }

  /** `before` is replaced by `after` (either may be absent: a new order, a removed one). */
  replace(before: OrderRecord | undefined, after: OrderRecord | undefined): this {
    if (before) this.add(before, -1);
    if (after) this.add(after, 1);
    this.figures.replace(before, after);
    return this;
  }

  get size(): number {
    return this.byKey.size;
  }

  changes(): Change[] {
    return [...this.byKey.values()];
  }
}

/** Inside a transaction over order_hours: applies `changes`; every hour they touch gets a new stamp. */
export async function applyHourChanges(db: ShopDb, changes: HourChanges): Promise<void> {
  await applyFigureChanges(db, changes.figures);
  if (changes.size === 0) return;
  const { hours } = tables(db);
  const list = changes.changes();
  const rows = await hours.bulkGet(list.map((change) => [change.status, change.hour]));
  const puts: HourRow[] = [];
  const gone: [string, string][] = [];
  list.forEach((change, i) => {
    const count = (rows[i]?.count ?? 0) + change.count;
    const cents = (rows[i]?.cents ?? 0) + change.cents;
    if (count > 0) puts.push({ status: change.status, hour: change.hour, count, cents, stamp: newStamp(db) });
    else if (rows[i]) gone.push([change.status, change.hour]);
  });
  await hours.bulkPut(puts);
  await hours.bulkDelete(gone);
}
