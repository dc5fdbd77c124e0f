// Table rows of the Cijfers bench (bench/results/stats.json): today's figures on the device with 20,000
// orders stored: first show ≤ 100 ms, update after a new order ≤ 150 ms p95 (issue 32).
import type { StatsBenchResult } from '../cijfers';
import { atMost, ms, row, type Row } from './format';

export function statsRows(r: StatsBenchResult): Row[] {
  const stored = r.storedOrders.toLocaleString('en');
  const open = atMost(r.firstShow.p95, 100, ms);
  const update = atMost(r.update.p95, 150, ms);
  return [
    row(`Cijfers, today's figures on the device with ${stored} orders stored: dashboard card → figures on screen (p95 in the note)`,
      'p95 ≤ 100 ms', [ms(r.firstShow.median), ms(r.firstShow.min), ms(r.firstShow.max)],
      `${open.text}; p95 ${ms(r.firstShow.p95)}; n=${r.firstShow.values.length}; from IndexedDB, the screen's code loaded once before`, open.ok),
    row(`Cijfers, today's figures with ${stored} orders stored: new order placed on the server → the order count moves on screen`,
      'p95 ≤ 150 ms', [ms(r.update.median), ms(r.update.min), ms(r.update.max)],
      `${update.text}; p95 ${ms(r.update.p95)}; n=${r.update.values.length}; from just before place_order (server, Realtime, mirror and the live read together)`, update.ok),
  ];
}
