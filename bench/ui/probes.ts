// In-page instruments, installed as an init script in every page of the bench's browser: when each screen
// first shows data (DOM and next frame), when each order card first appears, every beep, and timed clicks.
// Plain JavaScript in a string: functions compiled by tsx would carry helpers the page does not have.

/** What "shows data" means per screen, read from the visible DOM (update here if the markup changes). */
export const READY_SELECTORS = {
  dashboard: '.recent-orders li',
  dashboardCounts: '.order-counts dd',
  orders: '[role=tabpanel] .order-card, [role=tabpanel] .orders__empty',
  productStatus: '.product-grid .product-card, .product-status__empty',
  openingHours: '.week-list .day-card',
} as const;

/** Statuses per orders tab (spec section 4), to tell the new tab's list from the old one still shown. */
export const TAB_STATUSES = {
  new: ['created'],
  active: ['accepted', 'preparing', 'ready_pickup', 'ready_delivery', 'out_for_delivery'],
  archive: ['delivered', 'canceled', 'picked_up'],
} as const;

export type ReadyName = 'dashboard' | 'orders' | 'productStatus' | 'openingHours';

export const PROBE_SCRIPT = `(() => {
  if (window.__bench) return;
  const S = ${JSON.stringify(READY_SELECTORS)};
  const TABS = ${JSON.stringify(TAB_STATUSES)};
  const wall = () => performance.timeOrigin + performance.now();
  const q = (sel) => document.querySelector(sel);
  const ready = {
    dashboard: () => !!q(S.dashboard) && !!q(S.dashboardCounts),
    orders: () => !!q(S.orders),
    productStatus: () => !!q(S.productStatus),
    openingHours: () => document.querySelectorAll(S.openingHours).length >= 7,
  };
  const bench = window.__bench = { seen: {}, cards: {}, beeps: [], ready };
  const check = () => {
    for (const name in ready) {
      if (bench.seen[name] || !ready[name]()) continue;
      const entry = bench.seen[name] = { dom: performance.now(), frame: null, wall: null };
      requestAnimationFrame(() => { entry.frame = performance.now(); entry.wall = wall(); });
    }
    for (const h of document.querySelectorAll('article.order-card h2')) {
      const number = h.textContent.trim();
      if (bench.cards[number]) continue;
      const entry = bench.cards[number] = { dom: wall(), frame: null };
      requestAnimationFrame(() => { entry.frame = wall(); });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });

  // Main-thread tasks over 50 ms (wall-clock start, duration), from the start of the page.
  bench.longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push({ at: performance.timeOrigin + e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) { bench.longTaskError = String(error); }
  /** The longest task that started between two wall-clock times; 0 when none took over 50 ms. */
  bench.longestTask = (from, to) => bench.longTasks.filter((t) => t.at >= from && t.at <= to).reduce((m, t) => Math.max(m, t.ms), 0);

  // Every sound the page starts: generated beeps, decoded files, media elements.
  const record = (kind) => bench.beeps.push({ kind, at: wall() });
  for (const [ctor, kind] of [[window.OscillatorNode, 'oscillator'], [window.AudioBufferSourceNode, 'buffer']]) {
    if (!ctor) continue;
    const start = ctor.prototype.start;
    ctor.prototype.start = function (...args) { record(kind); return start.apply(this, args); };
  }
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) { record('media'); return play.apply(this, args); };

  /** Resolves { dom, frame } in ms after start once done() holds after a mutation; null after 15 s. */
  const until = (start, done) => new Promise((resolve) => {
    let finished = false;
    const observer = new MutationObserver(() => {
      if (finished || !done()) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      const dom = performance.now() - start;
      requestAnimationFrame(() => resolve({ dom, frame: performance.now() - start }));
    });
    const timer = setTimeout(() => { finished = true; observer.disconnect(); resolve(null); }, 15000);
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  });

  /** Clicks the element (an in-app link) and times until the named screen shows data. */
  bench.clickAndWait = (selector, name) => {
    const target = q(selector);
    if (!target) return Promise.resolve({ error: 'no element ' + selector });
    const start = performance.now();
    const waiting = until(start, ready[name]);
    target.click();
    return waiting;
  };

  /** Sets the order search field to the text as a keystroke would, and times until the results for it show. */
  bench.searchFor = (text) => {
    const input = q('form[role=search] input[type=search]');
    if (!input) return Promise.resolve({ error: 'no search field' });
    const start = performance.now();
    const waiting = until(start, () => q('.search-results')?.getAttribute('data-for') === text);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return waiting;
  };

  /** Selects an orders tab and times until its panel lists that tab's orders. */
  bench.switchTab = (key) => {
    const tab = document.getElementById('orders-tab-' + key);
    if (!tab) return Promise.resolve({ error: 'no tab ' + key });
    const statuses = TABS[key];
    const done = () => {
      const panel = q('[role=tabpanel]');
      if (!panel || panel.id !== 'orders-panel-' + key) return false;
      if (panel.querySelector('.orders__empty')) return true;
      const card = panel.querySelector('.order-card');
      return !!card && statuses.some((s) => card.classList.contains('order-card--' + s));
    };
    const start = performance.now();
    const waiting = until(start, done);
    tab.click();
    return waiting;
  };

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

  /** Resolves the ms waited once the DOM has not changed for quietMs; null after timeoutMs. */
  bench.quiet = (quietMs, timeoutMs) => new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const observer = new MutationObserver(() => { last = performance.now(); });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    const tick = setInterval(() => {
      const now = performance.now();
      if (now - last >= quietMs || now - start >= timeoutMs) {
        clearInterval(tick);
        observer.disconnect();
        resolve(now - last >= quietMs ? now - start - quietMs : null);
      }
    }, 50);
  });

  /** One field of the given orders in the local mirror, by id. */
  bench.orderField = (ids, field) => new Promise((resolve) => {
    const open = indexedDB.open('kmfc-admin');
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('orders');
      const store = tx.objectStore('orders');
      const out = {};
      for (const id of ids) store.get(id).onsuccess = (e) => { out[id] = e.target.result?.[field] ?? null; };
      tx.oncomplete = () => { db.close(); resolve(out); };
    };
  });
})();`;

/** Every IndexedDB transaction the page opens, with its stores and how long it stayed open. */
export const TX_PROBE = `(() => {
  const log = window.__tx = [];
  const open = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, ...rest) {
    const tx = open.call(this, stores, ...rest);
    const entry = { at: performance.now(), stores: [].concat(stores).join(','), done: null };
    log.push(entry);
    tx.addEventListener('complete', () => { entry.done = performance.now(); });
    return tx;
  };
})();`;
