// In-page instruments, installed as an init script in every page of the bench's browser: when each screen
// first shows data (DOM and next frame), when each order card first appears, every beep, and timed clicks.
// Plain JavaScript in a string: functions compiled by tsx would carry helpers the page does not have.
import { MIRROR_PROBES } from './mirror-probes';

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
  // Classes too: React turns the list's 'Laden...' paragraph into its empty message in place.
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });

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

${MIRROR_PROBES}
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
