// The orders placed in a span of time as the mirror holds them, wherever they are kept (the orders
// store, or a pack of the history download), with their lines: what the device's own figures for
// "today" are computed from (issue 32). One read transaction; index ranges only, so the cost follows
// the span's orders, not the number stored.
import type { ShopDb } from '../database';
import type { OrderRecord } from './record';
import { orderScope, tables } from './tables';
import { withPartsOf, type OrderWithParts } from './walk';

/** Orders with placed_at in [from, to) (ISO 8601 UTC, as the mirror keeps them), oldest first. */
export async function ordersPlacedBetween(db: ShopDb, from: string, to: string): Promise<OrderWithParts[]> {
  const { orders, packs } = tables(db);
  const records = await db.transaction('r', orderScope(db), async () => {
    const [stored, packed] = await Promise.all([
      orders.where('placed_at').between(from, to, true, false).toArray() as Promise<OrderRecord[]>,
      // A pack overlaps the span when it ends at or after its start and starts before its end.
      packs.where('to').aboveOrEqual(from).filter((pack) => pack.from < to).toArray(),
    ]);
    const inPacks = packed.flatMap((pack: { orders: OrderRecord[] }) => pack.orders)
      .filter((record) => record.placed_at >= from && record.placed_at < to);
    return [...stored, ...inPacks];
  });
  const seen = new Set<string>();
  return records
    .filter((record) => !record.deleted_at && !seen.has(record.id) && seen.add(record.id))
    .sort((a, b) => (a.placed_at < b.placed_at ? -1 : a.placed_at > b.placed_at ? 1 : 0))
    .map(withPartsOf);
}
