// Table rows of the figures bench (bench/results/figures.json): revenue_figures and product_figures for a
// month of 20,000 orders, as the owner through PostgREST, on PostgreSQL 15 (budget ≤ 300 ms) and PGlite (reported).
import type { FiguresBenchResult, FiguresRun } from '../figures';
import { atMost, ms, row, type Row } from './format';

function rowsOf(run: FiguresRun, budget: boolean): Row[] {
  const note = (call: 'revenue' | 'products') => {
    const t = run.ms[call];
    return `p95 ${ms(t.p95)}; n=${t.n} after 3 warm-up calls, the statement alone in a transaction with the owner's claims; ` +
      `${run.seed.orders.toLocaleString('en')} orders, ${run.seed.lines.toLocaleString('en')} lines and ` +
      `${run.seed.events.toLocaleString('en')} audit events in the month (${run.ordersCounted.toLocaleString('en')} not cancelled)`;
  };
  return (['revenue', 'products'] as const).map((call) => {
    const t = run.ms[call];
    const what = `${call === 'revenue' ? 'revenue_figures' : 'product_figures'} for a month of 20,000 orders on ${run.database}`;
    if (!budget) return row(what, 'reported', [ms(t.p50), ms(t.min), ms(t.max)], note(call));
    const check = atMost(t.p95, 300, ms);
    return row(what, 'p95 ≤ 300 ms', [ms(t.p50), ms(t.min), ms(t.max)], `${check.text}; ${note(call)}`, check.ok);
  });
}

export function figuresRows(r: FiguresBenchResult): Row[] {
  return [...rowsOf(r.postgres, true), ...rowsOf(r.pglite, false)];
}
