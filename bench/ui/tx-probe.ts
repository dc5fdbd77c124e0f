// For the profiling scratch tools (bench/ui/dashboard-only.ts, bench/cijfers/open-only.ts): an init script
// that logs the page's IndexedDB transactions. Plain JavaScript in a string, as the probes in probes.ts.

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
