// A history slice's finished orders written as packs (packs.ts), with their lines, cart and cart lines
// inside. An order goes the regular way (ingest.ts) instead when it is stored already, in the orders
// store or in a pack (a catch-up or an earlier page brought it), when parts of it wait for it, or when
// a change to it is queued: those are merged by version there.
import type { ShopDb } from '../database';
import { withoutHardDeleted } from '../hard-deletes';
import { normalisedAll, type AnyRow } from '../normalise';
import { keyOfRow } from '../entities';
import { activeEntriesByKey } from '../overlay';
import type { CartItemRow, CartRow, OrderItemRow, OrderRow } from '../rows';
import { isPackable, PACK_SIZE, packsOf } from './packs';
import { ordersWithWaitingParts } from './parts';
import { batchPartsOf, groupParts, withParts, type OrderRecord } from './record';
import { tables } from './tables';
import { ordersPerPack } from './whole-table';
import { addPacks } from './write';

export interface HistoryRows {
  orders: OrderRow[];
  order_items: OrderItemRow[];
  carts: CartRow[];
  cart_items: CartItemRow[];
}

/**
 * Inside a transaction over orderScope and outbox: packs what it can of `rows`; returns the rows left
 * for the regular way.
 */
export async function packHistory(db: ShopDb, rows: HistoryRows): Promise<HistoryRows> {
  const orders = normalisedAll('orders', withoutHardDeleted(db, 'orders', rows.orders) as AnyRow[]) as OrderRecord[];
  const candidates = orders.filter(isPackable);
  const chosen = await notStored(db, candidates);
  if (chosen.length === 0) return rows;
  const live = <T extends { id: string; deleted_at: string | null }>(table: string, list: readonly T[]) =>
    (normalisedAll(table as never, withoutHardDeleted(db, table, list) as unknown as AnyRow[]) as unknown as T[]).filter((row) => !row.deleted_at);
  const batch = groupParts(live('order_items', rows.order_items), live('carts', rows.carts), live('cart_items', rows.cart_items));
  // A slice cut short becomes smaller: its packs hold fewer orders, so it still writes enough of them
  // for one whole-table change (whole-table.ts).
  const packs = packsOf(chosen.map((order) => withParts(order, batchPartsOf(order, batch))), ordersPerPack(chosen.length, PACK_SIZE));
  const taken = await addPacks(db, packs);
  if (taken.length > 0) throw new Error('a pack of the history download exists already');
  const ids = new Set(chosen.map((order) => order.id));
  const carts = new Set(chosen.flatMap((order) => (order.cart_id ? [order.cart_id] : [])));
  return {
    orders: rows.orders.filter((order) => !ids.has(order.id)),
    order_items: rows.order_items.filter((line) => !ids.has(line.order_id)),
    carts: rows.carts.filter((cart) => !carts.has(cart.id)),
    cart_items: rows.cart_items.filter((line) => !carts.has(line.cart_id)),
  };
}

/** The candidates stored nowhere yet, with no parts waiting for them and no change queued. */
async function notStored(db: ShopDb, candidates: readonly OrderRecord[]): Promise<OrderRecord[]> {
  // Always awaited (Dexie #1186: see write.ts).
  const placed = candidates.map((order) => order.placed_at).sort();
  const [from, to] = placed.length > 0 ? [placed[0], placed[placed.length - 1]] : ['', ''];
  // A slice is a stretch of time: what is stored within it is found by ranges, not one lookup per order.
  const inOrders = await tables(db).orders.where('placed_at').between(from, to, true, true).primaryKeys();
  const packKeys = await tables(db).packs.where('from').belowOrEqual(to).primaryKeys();
  const packs = packKeys.length > 0 ? await tables(db).packs.bulkGet(packKeys) : [];
  const stored = new Set<string>(inOrders.map(String));
  for (const pack of packs) if (pack && pack.to >= from) for (const order of pack.orders) stored.add(order.id);
  const fresh = candidates.filter((order) => !stored.has(order.id));
  const waiting = await ordersWithWaitingParts(db, fresh);
  const queued = await activeEntriesByKey(db, fresh.flatMap((order) => keyOfRow('orders', order) ?? []));
  return fresh.filter((order) => !waiting.has(order.id) && !queued.has(keyOfRow('orders', order) ?? ''));
}
