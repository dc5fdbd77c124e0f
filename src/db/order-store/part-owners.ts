// Which stored orders hold given lines, carts or cart lines, by the parts' own ids. A cart is found
// through the `cart_id` index; a line or cart line only by walking the orders, since an index of every
// part's id makes a download's writes much slower (database version 8 dropped it). Only a part the
// server deleted outright (its realtime DELETE names the id alone) needs this, and the server deletes
// parts softly, so the walk is rare; it reads a page per transaction, so writes go on in between.
import type { Table } from 'dexie';
import type { ShopDb } from '../database';
import { PACK_SIZE } from './packs';
import type { ChildTable } from './parts';
import { partIdsOf, type OrderRecord } from './record';
import { tables } from './tables';

const WALK_PAGE = 500;

/**
 * The ids of the orders holding any of `ids` (rows of `table`), packed ones too (the caller unpacks
 * them). Outside a transaction.
 */
export async function ordersHolding(
  db: ShopDb, table: ChildTable, ids: readonly string[], pageSize = WALK_PAGE,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  const holds = (order: OrderRecord) => partIdsOf(order).some((id) => wanted.has(id));
  if (table === 'carts') {
    const packs = await tables(db).packs.where('keys').anyOf([...ids]).toArray();
    const packed = packs.flatMap((pack) => pack.orders.filter(holds).map((order) => order.id));
    return [...packed, ...(await tables(db).orders.where('cart_id').anyOf([...ids]).primaryKeys()).map(String)];
  }
  const found: string[] = [];
  await walk(tables(db).orders, pageSize, (order) => order.id, (order) => {
    if (holds(order)) found.push(order.id);
  });
  await walk(tables(db).packs, Math.ceil(pageSize / PACK_SIZE), (pack) => pack.key, (pack) => {
    for (const order of pack.orders) if (holds(order)) found.push(order.id);
  });
  return found;
}

/** Every record of `table` by primary key, a page per transaction. */
async function walk<T>(
  table: Table<T, string>, pageSize: number, keyOf: (record: T) => string, visit: (record: T) => void,
): Promise<void> {
  for (let after: string | null = null; ;) {
    const collection = after === null ? table.toCollection() : table.where(':id').above(after);
    const page: T[] = await collection.limit(pageSize).toArray();
    page.forEach(visit);
    if (page.length < pageSize) return;
    after = keyOf(page[page.length - 1]);
  }
}
