// The service worker's look at the order store (the only module of it the worker may import): does the
// app already know this order, and its status? Raw IndexedDB, since the worker ships without Dexie,
// reading the stores the order store keeps (names.ts): the orders store by id, and a pack by the ids it
// holds. Never creates the database: a worker must not make an empty one the app would then have to
// upgrade.
import { ORDERS, PACK_KEYS, PACKS } from './names';

/** The app's database (database.ts appDb). */
const DB_NAME = 'kmfc-admin';

function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME);
    // Only fires when the database does not exist yet: abort, so nothing is created.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** The order's status in the app's mirror, or null when the app does not know the order (or has no database). */
export async function knownOrderStatus(orderId: string): Promise<string | null> {
  const db = await openExisting();
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains(ORDERS)) return null;
    const packs = db.objectStoreNames.contains(PACKS);
    return await new Promise<string | null>((resolve) => {
      const tx = db.transaction(packs ? [ORDERS, PACKS] : [ORDERS], 'readonly');
      const read = tx.objectStore(ORDERS).get(orderId);
      const pack = packs ? tx.objectStore(PACKS).index(PACK_KEYS).get(orderId) : null;
      tx.oncomplete = () => {
        const packed = (pack?.result as { orders: { id: string; status?: unknown }[] } | undefined)?.orders.find((order) => order.id === orderId);
        const status = (read.result as { status?: unknown } | undefined)?.status ?? packed?.status;
        resolve(typeof status === 'string' ? status : null);
      };
      tx.onerror = () => resolve(null);
      tx.onabort = () => resolve(null);
    });
  } finally {
    db.close();
  }
}
