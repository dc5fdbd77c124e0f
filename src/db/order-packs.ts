// Finished orders of the history download, ten to an IndexedDB record (issue 14). Chromium's IndexedDB
// costs about 0.3 ms of its own per record written whatever the record's size, so 20,000 orders a
// record each took 6 s of the download on a 2-core machine, and ten to a record under 2 s. Only the
// history download writes packs, and only finished orders that are not stored yet; whatever changes a
// packed order (a server row, a line, a staff action, a delete) first takes it out of its pack into
// the orders store (`unpack`), so every other write works on order records as before. The Archief,
// an order's detail and the newest orders read packs too; `status_placed` (multi-entry) gives each
// packed order the entry [status+placed_at] gives it in the orders store.
import Dexie from 'dexie';
import { TAB_STATUSES } from '../domain/order-status';
import type { ShopDb } from './database';
import type { OrderRecord } from './order-record';

export const PACK_SIZE = 10;

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

/** `orders` cut into packs of PACK_SIZE. */
export function packsOf(orders: readonly OrderRecord[]): OrderPack[] {
  const packs: OrderPack[] = [];
  for (let start = 0; start < orders.length; start += PACK_SIZE) packs.push(packOf(orders.slice(start, start + PACK_SIZE)));
  return packs;
}

/**
 * Inside a transaction over orders and order_packs: the packed orders among `keys` (order ids or cart
 * ids) move into the orders store, their packs keep the rest. Returns how many moved.
 */
export async function unpack(db: ShopDb, keys: readonly string[]): Promise<number> {
  const wanted = new Set(keys);
  // Always awaited, also with nothing to look for (Dexie #1186: see mirror.ts applyOne). No packs (a
  // sign-in's essentials come before the history): nothing to look for. Else one index lookup per key
  // rather than anyOf: as fast in a browser, and fake-indexeddb walks the whole index for each key.
  const anyPacked = (await db.order_packs.toCollection().limit(1).primaryKeys()).length > 0 && wanted.size > 0;
  const found = anyPacked ? await Promise.all([...wanted].map((key) => db.order_packs.where('keys').equals(key).primaryKeys())) : [];
  const packKeys = found.flat();
  if (packKeys.length === 0) return 0;
  const packs = (await db.order_packs.bulkGet([...new Set(packKeys)])).filter((pack) => pack !== undefined);
  const moving: OrderRecord[] = [];
  const rewritten: OrderPack[] = [];
  const emptied: string[] = [];
  for (const pack of packs) {
    const taken = (order: OrderRecord) => wanted.has(order.id) || (!!order.cart_id && wanted.has(order.cart_id));
    moving.push(...pack.orders.filter(taken));
    const staying = pack.orders.filter((order) => !taken(order));
    if (staying.length > 0) rewritten.push(packOf(staying, pack.key));
    else emptied.push(pack.key);
  }
  // Never the case by design (an order is in one place); if it were, the newer version stays.
  const stored = await db.orders.bulkGet(moving.map((order) => order.id));
  await db.orders.bulkPut(moving.filter((order, i) => !stored[i] || stored[i]!.version < order.version));
  await db.order_packs.bulkPut(rewritten);
  await db.order_packs.bulkDelete(emptied);
  return moving.length;
}

/** The ids of the packed orders placed before `before` (ISO). */
export async function packedIdsBefore(db: ShopDb, before: string): Promise<string[]> {
  const packs = await db.order_packs.where('from').below(before).toArray();
  return packs.flatMap((pack) => pack.orders.filter((order) => order.placed_at < before).map((order) => order.id));
}

const packedStatuses = (statuses: readonly string[]) => statuses.filter((status) => PACKED_STATUSES.includes(status));

/** The range of `status_placed` for one status, placed since `since` (ISO) when given. */
function byStatus(db: ShopDb, status: string, since?: string) {
  return db.order_packs.where('status_placed').between([status, since ?? Dexie.minKey], [status, Dexie.maxKey]);
}

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
    const packs = await db.order_packs.where('to').aboveOrEqual(since ?? Dexie.minKey).reverse().offset(offset).limit(batch).toArray();
    found.push(...packs.flatMap((pack) => pack.orders)
      .filter((order) => wanted.includes(order.status) && (since === undefined || order.placed_at >= since)));
    newestFirst(found);
    const oldest = packs[packs.length - 1];
    if (packs.length < batch || (found.length >= limit && found[limit - 1].placed_at > oldest.to)) return found.slice(0, limit);
  }
}

/** How many packed orders have one of `statuses` and were placed since `since`: index counts, no records read. */
export async function packedCount(db: ShopDb, statuses: readonly string[], since?: string): Promise<number> {
  const counts = await Promise.all(packedStatuses(statuses).map((status) => byStatus(db, status, since).count()));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** A packed order by its id (a Dexie promise: see storedOrder). */
export function packedOrder(db: ShopDb, id: string): PromiseLike<OrderRecord | undefined> {
  return db.order_packs.where('keys').equals(id).first().then((pack) => pack?.orders.find((order) => order.id === id));
}

/**
 * An order by its id, stored or packed. Dexie's own promises all the way: a live read that awaits a
 * native one (an async function's) loses track of the reads after it (the order detail's product reads).
 */
export function storedOrder(db: ShopDb, id: string): PromiseLike<OrderRecord | undefined> {
  return db.orders.get(id).then((stored) => stored ?? packedOrder(db, id));
}

/** How many orders the mirror holds, stored and packed (index counts). */
export async function storedOrderCount(db: ShopDb): Promise<number> {
  return (await db.orders.count()) + (await db.order_packs.orderBy('status_placed').count());
}

/** Every packed order (tests and checks). */
export async function allPackedOrders(db: ShopDb): Promise<OrderRecord[]> {
  return (await db.order_packs.toArray()).flatMap((pack) => pack.orders);
}

export function newestFirst<T extends { placed_at: string; id: string }>(orders: T[]): T[] {
  return orders.sort((a, b) => b.placed_at.localeCompare(a.placed_at) || b.id.localeCompare(a.id));
}
