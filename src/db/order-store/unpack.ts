// Whatever changes a packed order (a server row, a line, a staff action, a delete, clean-up) first
// takes it out of its pack into the orders store (packs.ts), in the same transaction, so an order is
// only ever in one place and every other write works on order records.
import type { ShopDb } from '../database';
import { packOf, type OrderPack } from './packs';
import type { OrderRecord } from './record';
import { tables } from './tables';
import { deletePacks, putOrders, putPacks } from './write';

/**
 * Inside a transaction over orders and order_packs: the packed orders among `keys` (order ids or cart
 * ids) move into the orders store, their packs keep the rest. Returns how many moved.
 */
export async function unpack(db: ShopDb, keys: readonly string[]): Promise<number> {
  const wanted = new Set(keys);
  // Always awaited, also with nothing to look for (Dexie #1186: see write.ts). No packs (a
  // sign-in's essentials come before the history): nothing to look for. Else one index lookup per key
  // rather than anyOf: as fast in a browser, and fake-indexeddb walks the whole index for each key.
  const store = tables(db).packs;
  const anyPacked = (await store.toCollection().limit(1).primaryKeys()).length > 0 && wanted.size > 0;
  const found = anyPacked ? await Promise.all([...wanted].map((key) => store.where('keys').equals(key).primaryKeys())) : [];
  const packKeys = found.flat();
  if (packKeys.length === 0) return 0;
  const packs = (await store.bulkGet([...new Set(packKeys)])).filter((pack) => pack !== undefined);
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
  const stored = await tables(db).orders.bulkGet(moving.map((order) => order.id));
  // Out of the packs first, so the hours never count an order twice.
  await putPacks(db, rewritten);
  await deletePacks(db, emptied);
  await putOrders(db, moving.filter((order, i) => !stored[i] || stored[i]!.version < order.version));
  return moving.length;
}

/** The ids of the packed orders placed before `before` (ISO). */
export async function packedIdsBefore(db: ShopDb, before: string): Promise<string[]> {
  const packs = await tables(db).packs.where('from').below(before).toArray();
  return packs.flatMap((pack) => pack.orders.filter((order) => order.placed_at < before).map((order) => order.id));
}
