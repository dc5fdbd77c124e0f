// The part of the bench's in-page probes (probes.ts) that reads the app's local mirror straight from
// IndexedDB, without app code: counts, the history download's state, whether the window is mirrored.
// Plain JavaScript in a string, spliced into PROBE_SCRIPT, where `bench` and `wall` are in scope.

export const MIRROR_PROBES = `
  /**
   * Counts in the local mirror (raw IndexedDB, no app code): orders, created orders, sync state, the
   * history download's state (null without a 'history' row) and the server rows of orders, order_items,
   * carts and cart_items it holds, together.
   */
  const NONE = { orders: 0, created: 0, state: null, history: null, rows: 0 };
  /** Server rows held inside order records (database version 6 on): each order's lines, cart and cart lines. */
  const partsIn = (store, packed) => new Promise((resolve) => {
    let n = 0;
    const cursor = store.openCursor();
    const count = (p) => { if (p) n += p.lines.length + p.cart_lines.length + (p.cart ? 1 : 0); };
    cursor.onsuccess = () => {
      const c = cursor.result;
      if (!c) return resolve(n);
      // A pack (database version 9) holds ten orders: each order and its parts are rows.
      if (packed) for (const order of c.value.orders) { n += 1; count(order.parts); }
      else count(c.value.parts);
      c.continue();
    };
  });
  /** withRows walks every order record (slow): only for the figure, not for polling. */
  bench.mirror = (withRows) => new Promise((resolve) => {
    const open = indexedDB.open('kmfc-admin');
    open.onerror = () => resolve(NONE);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('orders')) { db.close(); resolve(NONE); return; }
      // Since database version 6 an order's lines, cart and cart lines are in the order's record, and
      // parts that came before their order wait in 'order_lines' and 'cart_parts' (an 'ids' entry per
      // row). Version 4 and 5 kept all parts there; before, a store per server table. Version 8 dropped
      // the 'status' index (created orders are a range of [status+placed_at]).
      const parts = db.objectStoreNames.contains('order_lines');
      const lines = parts ? ['order_lines', 'cart_parts'] : ['order_items', 'carts', 'cart_items'];
      // Since version 9 the history download's finished orders are ten to a record in 'order_packs', with an
      // entry per order in its 'status_placed' index.
      const packs = db.objectStoreNames.contains('order_packs');
      const tx = db.transaction(['orders', 'meta', ...lines, ...(packs ? ['order_packs'] : [])]);
      const orderStore = tx.objectStore('orders');
      const orders = orderStore.count();
      const packed = packs ? tx.objectStore('order_packs').index('status_placed').count() : { result: 0 };
      const inPacks = packs && withRows ? partsIn(tx.objectStore('order_packs'), true) : Promise.resolve(0);
      const created = orderStore.indexNames.contains('status') ? orderStore.index('status').count('created')
        : orderStore.index('[status+placed_at]').count(IDBKeyRange.bound(['created'], ['created', []]));
      const status = tx.objectStore('meta').get('sync_status');
      const history = tx.objectStore('meta').get('history');
      const others = lines.map((name) => (parts ? tx.objectStore(name).index('ids') : tx.objectStore(name)).count());
      const inOrders = parts && withRows ? partsIn(orderStore) : Promise.resolve(0);
      tx.oncomplete = () => {
        db.close();
        const h = history.result?.value;
        Promise.all([inOrders, inPacks]).then(([within, packedRows]) => resolve({
          orders: orders.result + packed.result, created: created.result, state: status.result?.value?.state ?? null,
          history: h ? { done: !!h.done, loaded: h.loaded, total: h.total } : null,
          rows: withRows ? orders.result + within + packedRows + others.reduce((sum, r) => sum + r.result, 0) : 0,
        }));
      };
    };
  });

  /**
   * The history download's state alone (meta 'history'; null without the row, undefined before the
   * database exists): cheap to poll. Counting the order stores is not (IndexedDB counts by walking the
   * keys), and a count every 50 ms queued before each of the download's writes slowed it down more the
   * more it had written.
   */
  bench.historyState = () => new Promise((resolve) => {
    const open = indexedDB.open('kmfc-admin');
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) { db.close(); resolve(undefined); return; }
      const request = db.transaction('meta').objectStore('meta').get('history');
      request.onsuccess = () => {
        db.close();
        const h = request.result?.value;
        resolve(h ? { done: !!h.done, loaded: h.loaded, total: h.total } : null);
      };
      request.onerror = () => { db.close(); resolve(undefined); };
    };
  });

  /** The whole window is mirrored: at least \`expected\` orders and the history done (or no history row). */
  const mirrored = (m, expected) => m.orders >= expected && (!m.history || m.history.done);
  /** Counts only once the history says it is done (or has no row). */
  const mirrorWhenDone = async (expected) => {
    const h = await bench.historyState();
    if (h === undefined || (h && !h.done)) return null;
    const m = await bench.mirror(false);
    return mirrored(m, expected) ? { ...m, rows: (await bench.mirror(true)).rows } : null;
  };
  bench.isMirrored = (expected) => mirrorWhenDone(expected).then((m) => m !== null);
  /** Polls every pollMs; resolves { at (wall clock), ...mirror } once mirrored, or null after timeoutMs. */
  bench.whenMirrored = (expected, pollMs, timeoutMs) => new Promise((resolve) => {
    const start = performance.now();
    const poll = () => {
      const at = wall();
      mirrorWhenDone(expected).then((m) => {
        if (m) resolve({ at, ...m });
        else if (performance.now() - start > timeoutMs) resolve(null);
        else setTimeout(poll, pollMs);
      });
    };
    poll();
  });
`;
