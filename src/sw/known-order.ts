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
    return await new Promise<string | null>((resolve) => {
      const read = db.transaction('orders', 'readonly').objectStore('orders').get(orderId);
      read.onsuccess = () => {
        const status = (read.result as { status?: unknown } | undefined)?.status;
        resolve(typeof status === 'string' ? status : null);
      };
      read.onerror = () => resolve(null);
    });
  } finally {
    db.close();
  }
}
