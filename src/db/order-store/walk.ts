// Every order the mirror holds, a page at a time, for whatever must look at all of them (search,
// figures): a read transaction per page, so the sync's writes go on between pages. Packs are walked
// before the orders store, so an order that leaves its pack during the walk is met again there rather
// than missed; each order is given once.
import type { ShopDb } from '../database';
import type { CartItemRow, CartRow, OrderItemRow, OrderRow } from '../rows';
import { PACK_SIZE } from './packs';
import { partsOf, rowOf, type OrderRecord } from './record';
import { orderScope, tables } from './tables';

/** An order with its lines, cart and cart lines. */
export interface OrderWithParts {
  order: OrderRow;
  lines: OrderItemRow[];
  cart: CartRow | null;
  cartLines: CartItemRow[];
}

export function withPartsOf(record: OrderRecord): OrderWithParts {
  const parts = partsOf(record);
  return { order: rowOf(record), lines: parts.lines, cart: parts.cart, cartLines: parts.cart_lines };
}

/**
 * Gives every stored order to `visit`, about `pageSize` at a time, in no particular order. `visit`
 * returns false to stop early.
 */
export async function forEachOrder(
  db: ShopDb, visit: (page: OrderWithParts[]) => boolean | void | Promise<boolean | void>, pageSize = 500,
): Promise<void> {
  const given = new Set<string>();
  const hand = async (records: OrderRecord[]) => {
    const fresh = records.filter((record) => !given.has(record.id));
    for (const record of fresh) given.add(record.id);
    return fresh.length === 0 || (await visit(fresh.map(withPartsOf))) !== false;
  };
  const { packs, orders } = tables(db);
  const packPage = Math.max(1, Math.ceil(pageSize / PACK_SIZE));
  for (let after: string | null = null; ;) {
    const page = await db.transaction('r', orderScope(db), async () =>
      (after === null ? packs.toCollection() : packs.where(':id').above(after)).limit(packPage).toArray());
    if (page.length > 0 && !(await hand(page.flatMap((pack) => pack.orders)))) return;
    if (page.length < packPage) break;
    after = page[page.length - 1].key;
  }
  for (let after: string | null = null; ;) {
    const page = await db.transaction('r', orderScope(db), async () =>
      (after === null ? orders.toCollection() : orders.where(':id').above(after)).limit(pageSize).toArray());
    if (page.length > 0 && !(await hand(page))) return;
    if (page.length < pageSize) return;
    after = page[page.length - 1].id;
  }
}
