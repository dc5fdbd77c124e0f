// Table rows of the server bench (bench/results/server.json): search_orders on PostgreSQL 15 with
// 200,000 orders per kind of query (budget p95 ≤ 100 ms, with whether its plan uses the kind's trigram
// index), and the audit trigger's share of an order status step (budget ≤ 1.2× without it).
import type { ServerBenchResult } from '../server';
import type { PlanCheck, SearchKind } from '../server/search';
import { atMost, ms, row, type Row } from './format';

const LABEL: Record<SearchKind, string> = {
  name: 'a name (a common last name or a full name)',
  phone: "a phone number typed '+31 6 1234 5678'",
  number: "an order number ('#' and 8 characters)",
};

function planText(p: PlanCheck): string {
  const uses = p.ownerUsesExpected ? `uses ${p.expected}` : `does not use ${p.expected} (${p.ownerIndexes.length ? p.ownerIndexes.join(', ') : 'Seq Scan'})`;
  return `'${p.query}': the indexed path ${uses} (${ms(p.ownerExecutionMs)})${p.sameRows ? '' : ', other rows than search_orders'}`;
}

export function serverRows(r: ServerBenchResult): Row[] {
  const orders = r.seed.orders.toLocaleString('en');
  const rows: Row[] = [];
  for (const s of r.search) {
    const check = atMost(s.queryMs.p95, 100, ms);
    const n = `n=${s.queryMs.n}${s.stoppedEarly ? ` (stopped once its runs had taken ${r.searchCapSeconds} s)` : ''}`;
    rows.push(row(`search_orders on PostgreSQL ${r.postgres.split('.')[0]}, 200,000 orders: ${LABEL[s.kind]} (p50 in the median column)`,
      'p95 ≤ 100 ms', [ms(s.queryMs.p50), ms(s.queryMs.min), ms(s.queryMs.max)],
      `${check.text}; p95 ${ms(s.queryMs.p95)}; ${n}, as staff in a transaction as PostgREST runs it, ${orders} orders stored; ` +
        `index: ${s.plans.map(planText).join('; ')}`,
      check.ok));
  }
  const a = r.auditStep;
  const ratio = (n: number) => `${n.toFixed(2)}×`;
  const check = atMost(a.ratio, 1.2, ratio);
  rows.push(row(`order status step on PostgreSQL ${r.postgres.split('.')[0]}: server time with the audit trigger vs without (ratio of medians)`, '≤ 1.2×',
    [ratio(a.ratio), '—', '—'],
    `${check.text}; whole transaction (begin, claims, update, commit) from the client over loopback: with ${ms(a.withTrigger.p50)} ` +
      `(p95 ${ms(a.withTrigger.p95)}), without ${ms(a.withoutTrigger.p50)} (p95 ${ms(a.withoutTrigger.p95)}); the update alone ` +
      `${ms(a.updateMs.withTrigger.p50)} vs ${ms(a.updateMs.withoutTrigger.p50)}; n=${a.withTrigger.n} each in ${a.blocks} interleaved blocks, ` +
      `${a.eventsWritten} events written${a.captureTriggerOff ? '; local-supabase\'s capture trigger off, as a hosted project has none' : ''}; ` +
      'fsync and synchronous_commit off',
    check.ok));
  return rows;
}
