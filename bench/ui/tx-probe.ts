// For the profiling scratch tools (bench/ui/dashboard-only.ts, bench/cijfers/open-only.ts): an init script
// that logs the page's IndexedDB transactions (plain JavaScript in a string, as the probes in probes.ts),
// and one profiled run of a step with the transactions it opened.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

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

/**
 * Runs `work` once under the CPU profiler (100 µs samples), writes the profile to `file` and logs the
 * IndexedDB transactions the page opened meanwhile (needs TX_PROBE in the page), from work's start.
 */
export async function profileOnce<T>(page: Page, file: string, work: () => Promise<T>, log: (line: string) => void): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.evaluate('window.__tx.length = 0');
  await cdp.send('Profiler.start');
  // After the profiler has started (which takes a while), so the offsets are from work's start.
  const start = await page.evaluate('performance.now()') as number;
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  const txs = await page.evaluate('window.__tx') as { at: number; stores: string; done: number | null }[];
  for (const tx of txs) log(`  tx +${(tx.at - start).toFixed(1)} ms → +${tx.done === null ? '?' : (tx.done - start).toFixed(1)} ms ${tx.stores}`);
  return result;
}
