// Table rows of the UI bench's sign-in figures (issue 14): a new device signing in with 300, 5,000 and
// 20,000 orders in the window, and new orders shown while the largest history downloads.
import type { Summary } from '../sync/types';
import type { SignInSize, UiBenchResult } from '../ui/types';
import { atMost, ms, row, type Row } from './format';

const n = (x: number) => x.toLocaleString('en');
const three = (s: Summary, show: (v: number) => string): [string, string, string] => [show(s.median), show(s.min), show(s.max)];
/** Budgets of DESIGN section 7 for the whole window mirrored, by orders in the window. */
const MIRRORED_LIMIT_MS: Record<number, number> = { 5_000: 3_000, 20_000: 8_000 };

function sizeRows(s: SignInSize): Row[] {
  const what = `new device, ${n(s.orders)} orders in the window: click on Inloggen →`;
  const runs = `n=${s.runs.length}`;
  const oldSignIn = s.runs.some((r) => !r.history) ? '; no history row written (the sign-in downloads everything before the dashboard)' : '';
  const dashboard = atMost(s.dashboard.median, 2_000, ms);
  const limit = MIRRORED_LIMIT_MS[s.orders] ?? null;
  const mirrored = limit === null ? null : atMost(s.mirrored.median, limit, ms);
  const rows = s.runs[s.runs.length - 1]?.rows ?? 0;
  const longest = atMost(s.longestTask.max, 100, ms);
  return [
    row(`${what} dashboard with its data`, '≤ 2 s', three(s.dashboard, ms), `${dashboard.text}; ${runs}${oldSignIn}`, dashboard.ok),
    row(`${what} whole window mirrored (${n(rows)} rows of orders, order_items, carts, cart_items)`,
      limit === null ? '—' : `≤ ${limit / 1000} s`, three(s.mirrored, ms),
      [mirrored?.text, `${n(Math.round(s.rowsPerSecond.median))} rows/s (${n(Math.round(s.rowsPerSecond.min))} to ${n(Math.round(s.rowsPerSecond.max))})`,
        `${n(Math.round(s.ordersPerSecond.median))} orders/s`, runs].filter(Boolean).join('; '), mirrored?.ok ?? null),
    row(`${what} longest main-thread task until mirrored (longtask; 0 = none over 50 ms)`, '≤ 100 ms', three(s.longestTask, ms),
      `${longest.text} (slowest run); per run: ${s.runs.map((r) => ms(r.longestTaskMs)).join(', ')}; ${runs}`, longest.ok),
  ];
}

export function signInRows(r: UiBenchResult): Row[] {
  const sizes = r.signIn ?? [];
  const rows = sizes.flatMap(sizeRows);
  const [first, last] = [sizes[0], sizes[sizes.length - 1]];
  if (first && last && last !== first) {
    const ratio = last.dashboard.median / first.dashboard.median;
    const ok = ratio <= 1.5;
    rows.push(row(`new device: dashboard with data, ${n(last.orders)} vs ${n(first.orders)} orders in the window (ratio of medians)`, '≤ 1.5×',
      [`${ratio.toFixed(2)}×`, '—', '—'], `${ok ? '✓ within budget' : '✗ over budget'}; ${ms(last.dashboard.median)} / ${ms(first.dashboard.median)}`, ok));
  }
  const d = r.newOrderDuringHistory;
  const what = `new order → card on the orders screen while a new device downloads the history${d ? ` of ${n(d.windowOrders)} orders` : ''} (p50 in the median column)`;
  if (!d) {
    if (sizes.length) rows.push(row(what, 'p95 ≤ 300 ms', ['—', '—', '—'], 'did not run (see problems in ui.json)', false));
    return rows;
  }
  const p95 = atMost(d.p95, 300, ms);
  const enough = d.placedDuringDownload >= 20 ? '' : ` (fewer than 20: the history was complete first)`;
  rows.push(row(what, 'p95 ≤ 300 ms', [ms(d.p50), ms(d.min), ms(d.max)],
    `${p95.text}; p95 ${ms(d.p95)}; n=${d.n}${d.timedOut ? `, ${d.timedOut} never shown` : ''}; ${d.placedDuringDownload} placed during the download${enough}, 100 ms apart, from the orders screen opened once the dashboard showed; window mirrored ${ms(d.mirroredMs)} after the click; place_order took ${ms(d.placeOrderMs)} (median)`,
    p95.ok && d.placedDuringDownload >= 20));
  return rows;
}
