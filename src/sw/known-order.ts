// The service worker's look at the app's own database (kmfc-admin, store orders), with the raw
// IndexedDB API (Dexie belongs to the app): does the app already know this order is past `created`?
// Never creates the database: a worker must not make an empty one the app would then have to upgrade.

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
    if (!db.objectStoreNames.contains('orders')) return null;
    // Finished orders of the history download are ten to a record in order_packs (database version 9).
    const packs = db.objectStoreNames.contains('order_packs');
    return await new Promise<string | null>((resolve) => {
      const tx = db.transaction(packs ? ['orders', 'order_packs'] : ['orders'], 'readonly');
      const read = tx.objectStore('orders').get(orderId);
      const pack = packs ? tx.objectStore('order_packs').index('keys').get(orderId) : null;
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
