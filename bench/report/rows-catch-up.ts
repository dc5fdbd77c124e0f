// Table rows of the Chromium catch-up bench (bench/ui/catch-up.ts): a tablet back after a long time away.
import type { CatchUpBenchResult } from '../ui/catch-up';
import { ms, row, type Row } from './format';

const n = (x: number) => Math.round(x).toLocaleString('en');

export function catchUpRows(r: CatchUpBenchResult): Row[] {
  return r.sizes.map((s) => row(
    `installed app opened again after ${n(s.changedOrders)} orders changed on the server while it was away (Chromium, ${n(s.runs[0]?.rows ?? 0)} rows of the four order tables) → caught up`,
    '—', [ms(s.catchUp.median), ms(s.catchUp.min), ms(s.catchUp.max)],
    `${n(s.rowsPerSecond.median)} rows/s (${n(s.rowsPerSecond.min)} to ${n(s.rowsPerSecond.max)}); ${n(r.windowOrders)} orders in the window at the end; n=${s.runs.length}`,
  ));
}
