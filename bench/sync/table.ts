// The README/stdout summary table of the sync benchmark: medians, minima and maxima per part, next to
// the DESIGN section 7 budgets.
import type { SyncBenchResult } from './types';

const ms = (n: number) => `${n.toLocaleString('en')} ms`;

/** The summary table for stdout (DESIGN section 7 budgets where there is one). */
export function syncTable(r: SyncBenchResult): string {
  const lines = [
    '| what | budget | median | min | max | also |',
    '|---|---|---|---|---|---|',
  ];
  for (const s of r.initialSync) {
    const orders = s.storedRows.orders ?? 0;
    lines.push(`| initial sync (signIn + download), ${s.ordersInserted.toLocaleString('en')} orders inserted, ${s.runs} runs | — | ${ms(s.signInMs.median)} | ${ms(s.signInMs.min)} | ${ms(s.signInMs.max)} | ${orders.toLocaleString('en')} orders stored |`);
    const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
    lines.push(`| stored size after it (JSON bytes of all rows) | — | ${mb(s.storedJsonBytes.median)} | ${mb(s.storedJsonBytes.min)} | ${mb(s.storedJsonBytes.max)} | ${Object.values(s.storedRows).reduce((a, b) => a + b, 0).toLocaleString('en')} rows |`);
  }
  for (const l of r.realtimeInsertToMirror) {
    lines.push(`| new order → device IndexedDB, ${l.intervals}, nudge ${l.nudgeDelayMs} ms | p95 ≤ 150 ms | ${ms(l.p50)} | ${ms(l.min)} | ${ms(l.max)} | p95 ${ms(l.p95)}, n=${l.n}${l.timedOut ? `, ${l.timedOut} timed out` : ''} |`);
  }
  for (const d of r.drain200) {
    lines.push(`| drain of 200 offline changes, ${d.network} network, ${d.runs} runs | ≤ 5 s, none lost, none twice | ${ms(d.ms.median)} | ${ms(d.ms.min)} | ${ms(d.ms.max)} | ` +
      `${d.entriesSent.median} entries sent (median); lost ${d.lostTotal}, twice ${d.twiceTotal}, rejected ${d.rejectedTotal} |`);
  }
  return lines.join('\n');
}
