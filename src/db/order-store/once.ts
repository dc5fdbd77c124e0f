// Reads of the orders that are not live: the check whether a pushed order is here yet, and how many
// orders the mirror holds. Each reads the orders
// store and the packs in one transaction, so an order moving between them is never missed.
import type { ShopDb } from '../database';
import type { OrderRow } from '../rows';
import { storedOrder, storedOrderCount as countStored } from './packs';
import { rowOf } from './record';
import { orderScope } from './tables';

/** The order as the mirror holds it, or undefined. */
export function storedOrderRow(db: ShopDb, id: string): Promise<OrderRow | undefined> {
  return db.transaction('r', orderScope(db), async () => {
    const order = await storedOrder(db, id);
    return order ? rowOf(order) : undefined;
  });
}

/** How many orders the mirror holds. */
export function storedOrderCount(db: ShopDb): Promise<number> {
  return db.transaction('r', orderScope(db), async () => countStored(db));
}
