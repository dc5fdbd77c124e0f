// Finished orders of the history download, a few to an IndexedDB record (PACK_SIZE), and their readers.
// Chromium's IndexedDB spends much of its time per record written whatever its size, so a few orders to
// a record make the history download's writes much faster than a record per order; more than a few make
// each write call copy more orders at once (write.ts). Only the history
// download writes packs, and only finished orders that are not stored yet; whatever changes a packed
// order first takes it out of its pack into the orders store (unpack.ts), so every other write works on
// order records. Every read of orders reads packs too; `status_placed` (multi-entry) gives each packed
// order the entry [status+placed_at] gives it in the orders store.
import Dexie from 'dexie';
import { TAB_STATUSES } from '../../domain/order-status';
import type { ShopDb } from '../database';
import type { OrderRecord } from './record';
import { tables } from './tables';

/** Orders to a pack at most (pack-history.ts takes fewer for a small slice: whole-table.ts). */
export const PACK_SIZE = 5;

export interface OrderPack {
  /** The id of the first order it was made with. */
  key: string;
  /** The oldest and the newest placed_at of its orders. */
  from: string;
  to: string;
  orders: OrderRecord[];
  /** Its orders' ids and their carts' ids: finds an order's pack, or a line's or cart row's. */
  keys: string[];
  /**
   * Per order [status, placed_at, id]: the Archief's ranges and counts. The id keeps two orders of a pack
   * with the same status and time apart: a multi-entry index holds equal keys of one record once.
   */
  status_placed: [string, string, string][];
}

/** Statuses an order must have to be packed: the Archief's (finished) ones. */
export const PACKED_STATUSES: readonly string[] = TAB_STATUSES.archive;

export function isPackable(order: OrderRecord): boolean {
  return PACKED_STATUSES.includes(order.status) && !order.deleted_at;
}

/** A pack of `orders` (at least one) under `key` (default: the first order's id). */
export function packOf(orders: readonly OrderRecord[], key = orders[0].id): OrderPack {
  const placed = orders.map((order) => order.placed_at).sort();
  return {
    key,
    from: placed[0],
    to: placed[placed.length - 1],
    orders: [...orders],
    keys: [...orders.map((order) => order.id), ...orders.flatMap((order) => (order.cart_id ? [order.cart_id] : []))],
    status_placed: orders.map((order) => [order.status, order.placed_at, order.id]),
  };
}

/** `orders` cut into packs of `size` (at most PACK_SIZE). */
export function packsOf(orders: readonly OrderRecord[], size = PACK_SIZE): OrderPack[] {
  const packs: OrderPack[] = [];
  for (let start = 0; start < orders.length; start += size) packs.push(packOf(orders.slice(start, start + size)));
  return packs;
}

const packedStatuses = (statuses: readonly string[]) => statuses.filter((status) => PACKED_STATUSES.includes(status));

/**
 * Packed orders with one of `statuses` placed since `since`, newest first, at most `limit`. Packs hold
 * orders of a stretch of time each, so the newest few packs by their newest order hold the newest
 * orders: read a few at a time until no older pack can hold a newer one.
 */
export async function packedNewest(
  db: ShopDb, statuses: readonly string[], limit: number, since?: string,
): Promise<OrderRecord[]> {
  const wanted = packedStatuses(statuses);
  if (wanted.length === 0 || limit <= 0) return [];
  const batch = Math.ceil(limit / PACK_SIZE) + 1;
  const found: OrderRecord[] = [];
  for (let offset = 0; ; offset += batch) {
    const packs = await tables(db).packs.where('to').aboveOrEqual(since ?? Dexie.minKey).reverse().offset(offset).limit(batch).toArray();
    found.push(...packs.flatMap((pack) => pack.orders)
      .filter((order) => wanted.includes(order.status) && (since === undefined || order.placed_at >= since)));
    newestFirst(found);
    const oldest = packs[packs.length - 1];
    if (packs.length < batch || (found.length >= limit && found[limit - 1].placed_at > oldest.to)) return found.slice(0, limit);
  }
}

/** A packed order by its id (a Dexie promise: see storedOrder). */
export function packedOrder(db: ShopDb, id: string): PromiseLike<OrderRecord | undefined> {
  return tables(db).packs.where('keys').equals(id).first().then((pack) => pack?.orders.find((order) => order.id === id));
}

/**
 * An order by its id, stored or packed. Dexie's own promises all the way: a live read that awaits a
 * native one (an async function's) loses track of the reads after it (the order detail's product reads).
 */
export function storedOrder(db: ShopDb, id: string): PromiseLike<OrderRecord | undefined> {
  return tables(db).orders.get(id).then((stored) => stored ?? packedOrder(db, id));
}

/** How many orders the mirror holds, stored and packed (index counts). */
export async function storedOrderCount(db: ShopDb): Promise<number> {
  return (await tables(db).orders.count()) + (await tables(db).packs.orderBy('status_placed').count());
}

/** Every packed order (tests and checks). */
export async function allPackedOrders(db: ShopDb): Promise<OrderRecord[]> {
  return (await tables(db).packs.toArray()).flatMap((pack) => pack.orders);
}

export function newestFirst<T extends { placed_at: string; id: string }>(orders: T[]): T[] {
  return orders.sort((a, b) => b.placed_at.localeCompare(a.placed_at) || b.id.localeCompare(a.id));
}
