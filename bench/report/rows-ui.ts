// Table rows of the UI bench (bench/results/ui.json), next to the DESIGN section 7 budgets.
import type { JsSet, Summary, Timed, UiBenchResult } from '../ui/types';
import { atLeast, atMost, kb, kbKib, mb, ms, row, score, type Row } from './format';
import { signInRows } from './rows-sign-in';

const KB = 1000;
const files = (set: JsSet) => set.files.map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`).join(', ');
const three = (s: Summary, show: (n: number) => string): [string, string, string] => [show(s.median), show(s.min), show(s.max)];

function timedRow(what: string, t: Timed, limitMs: number | null, budget: string, extra = ''): Row {
  const verdict = limitMs === null ? null : atMost(t.ms.median, limitMs, ms);
  const note = [verdict?.text, `n=${t.runs}`, `DOM change ${ms(t.domMs.median)} (median)`, extra].filter(Boolean).join('; ');
  return row(what, budget, three(t.ms, ms), note, verdict?.ok ?? null);
}

function searchRow(s: NonNullable<UiBenchResult['search']>): Row {
  const check = atMost(s.p95Ms, 50, ms);
  return row(`order search on the device, ${s.storedOrders.toLocaleString('en')} orders stored: keystroke → results on screen (p50 in the median column)`,
    'p95 ≤ 50 ms', three(s.keystroke.ms, ms),
    `${check.text}; p95 ${ms(s.p95Ms)}; n=${s.keystrokes} keystrokes of ${s.queries} queries (names, phone numbers as read out, order numbers); the index built once when the field got focus: ${ms(s.indexMs)}`,
    check.ok);
}

function jsRows(r: UiBenchResult): Row[] {
  const js = r.js;
  const before = js.beforeDashboardData;
  const upFront = atMost(js.upFront.gzip, 135 * KB, kb);
  const fetched = atMost(before.gzip, 135 * KB, kb);
  const all = atMost(js.all.gzip, 300 * KB, kb);
  const one = (bytes: number): [string, string, string] => [kbKib(bytes), '—', '—'];
  return [
    row('JS before the first screen with data (gzip): fetched before the dashboard showed its data, signed in', '≤ 135 KB',
      one(before.gzip), `${fetched.text}; ${files(before)}; later: ${before.after.length ? before.after.join(', ') : 'none'}`, fetched.ok),
    row('JS index.html loads up front: entry + modulepreload (gzip)', '≤ 135 KB', one(js.upFront.gzip),
      `${upFront.text}; ${files(js.upFront)}`, upFront.ok),
    row('all JS (gzip), sw.js apart', '≤ 300 KB', one(js.all.gzip),
      `${all.text}; ${js.all.files.length} files, ${kb(js.all.bytes)} before gzip`, all.ok),
    row('service worker sw.js (gzip)', '—', one(js.serviceWorker.gzip), `${kb(js.serviceWorker.bytes)} before gzip`),
  ];
}

function baselineRows(r: UiBenchResult): Row[] {
  return r.baseline.map((b) => row(
    `baseline, ${b.screen}: network-bound (spec queries, +100 ms) vs the installed app (in-app link, IndexedDB)`, '—',
    [`${ms(b.network.median)} vs ${ms(b.local.median)}`, `${ms(b.network.min)} vs ${ms(b.local.min)}`, `${ms(b.network.max)} vs ${ms(b.local.max)}`],
    `ratio ${b.ratio.toFixed(1)}× (medians); ${b.queries.length === 1 ? '1 query' : `${b.queries.length} queries in parallel`}, ${b.rows.toLocaleString('en')} rows; n=${b.network.values.length}`,
  ));
}

function lighthouseRows(r: UiBenchResult): Row[] {
  return r.lighthouse.map((l) => {
    const what = `Lighthouse mobile, ${l.page} (${l.page === '/login' ? 'signed out, first visit' : 'signed in, installed'}): performance / accessibility / best practices`;
    if (!l.performance || !l.accessibility || !l.bestPractices) {
      return row(what, '≥ 0.95 / 1.0 / 1.0', ['—', '—', '—'], `did not run: ${l.error ?? 'no scores'}`, null);
    }
    const checks = [atLeast(l.performance.median, 0.95), atLeast(l.accessibility.median, 1), atLeast(l.bestPractices.median, 1)];
    const pick = (k: 'median' | 'min' | 'max') => [l.performance!, l.accessibility!, l.bestPractices!].map((s) => score(s[k])).join(' / ');
    const failing = l.failingAudits.length ? `; audits below 0.9: ${l.failingAudits.slice(0, 8).join(', ')}` : '';
    return row(what, '≥ 0.95 / 1.0 / 1.0', [pick('median'), pick('min'), pick('max')],
      `${checks.map((c) => c.text).join(' / ')}; n=${l.runs.length}${failing}`, checks.every((c) => c.ok));
  });
}

export function uiRows(r: UiBenchResult): Row[] {
  const c = r.coldStart;
  const stored = `${c.storedOrders.toLocaleString('en')} orders stored`;
  const missing = (what: string, budget: string) => row(what, budget, ['—', '—', '—'], 'did not run (see problems in ui.json)', budget === '—' ? null : false);
  const v = r.newOrderVisible;
  const visible = v ? atMost(v.p95, 150, ms) : null;
  const beep = r.newOrderBeep;
  const beepCheck = beep ? atMost(beep.median, 1000, ms) : null;
  const h = r.heap;
  const visibleWhat = 'new order in the database → card on the orders screen (p50 in the median column)';
  const heapWhat = 'JS heap after 1,000 realtime events minus before (orders screen, 5,000 orders)';
  return [
    ...signInRows(r),
    ...jsRows(r),
    timedRow(`offline cold start of the installed app to the dashboard with data, ${stored}: new browser process`, c.relaunch, 500, '≤ 500 ms median'),
    timedRow(`same, new page in the running offline browser`, c.newPage, 500, '≤ 500 ms median'),
    ...r.tabSwitch.map((t) => timedRow(`orders tab switch to ${t.tab}, ${t.storedOrders.toLocaleString('en')} orders stored`, t.timing, 50, '≤ 50 ms')),
    ...(r.search ? [searchRow(r.search)] : []),
    v && visible
      ? row(visibleWhat, 'p95 ≤ 150 ms', [ms(v.p50), ms(v.min), ms(v.max)],
        `${visible.text}; p95 ${ms(v.p95)}; n=${v.n}${v.timedOut ? `, ${v.timedOut} never shown` : ''}; from just before place_order, whose call took ${ms(v.placeOrderMs)} (median)`, visible.ok)
      : missing(visibleWhat, 'p95 ≤ 150 ms'),
    beep && beepCheck
      ? row('new order → first beep, sound on', '≤ 1 s', three(beep, ms),
        `${beepCheck.text}; n=${beep.values.length}${beep.timedOut ? `, ${beep.timedOut} without a beep in 6 s` : ''}; sound: ${beep.kinds.join(', ')}`, beepCheck.ok)
      : missing('new order → first beep, sound on', '≤ 1 s'),
    h
      ? row(heapWhat, '—', three(h.deltaMb, mb),
        [`per round: after GC once settled minus before; ${mb(h.startMb)} at the start → ${mb(h.endMb)} after ${(h.eventsPerRound * h.rounds).toLocaleString('en')} events, peak ${mb(h.peakMb ?? 0)} meanwhile; n=${h.rounds} rounds`,
          h.appliedMs && `mirror had a round's last change ${ms(h.appliedMs.median)} after its first UPDATE, screen still after ${ms(h.settledMs?.median)} (medians)`,
          ...h.notes].filter(Boolean).join('; '))
      : missing(heapWhat, '—'),
    ...baselineRows(r),
    ...lighthouseRows(r),
  ];
}
