// Which stored orders hold given lines, carts or cart lines, by the parts' own ids. A cart is found
// through the `cart_id` index; a line or cart line only by walking the orders, since an index of every
// part's id cost the first download a third of its speed (database version 8). Only a part the server
// deleted outright (its realtime DELETE names the id alone) needs this, and the server deletes parts
// softly, so the walk is rare; it reads a page per transaction, so writes go on in between.
import type { ShopDb } from './database';
import type { ChildTable } from './order-parts';
import { partIdsOf, type OrderRecord } from './order-record';

const WALK_PAGE = 500;

/** The ids of the orders holding any of `ids` (rows of `table`). Outside a transaction. */
export async function ordersHolding(
  db: ShopDb, table: ChildTable, ids: readonly string[], pageSize = WALK_PAGE,
): Promise<string[]> {
  if (ids.length === 0) return [];
  if (table === 'carts') return (await db.orders.where('cart_id').anyOf([...ids]).primaryKeys()).map(String);
  const wanted = new Set(ids);
  const found: string[] = [];
  for (let after: string | null = null; ;) {
    const collection = after === null ? db.orders.toCollection() : db.orders.where(':id').above(after);
    const page: OrderRecord[] = await collection.limit(pageSize).toArray();
    for (const order of page) if (partIdsOf(order).some((id) => wanted.has(id))) found.push(order.id);
    if (page.length < pageSize) return found;
    after = page[page.length - 1].id;
  }
}
