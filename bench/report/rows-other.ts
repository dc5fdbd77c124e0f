// Table rows of the local-supabase and sync benches (bench/results/local-supabase.json, sync.json).
import type { LocalSupabaseResult } from '../local-supabase.bench';
import type { PushBenchResult } from '../push.bench';
import type { AlarmBenchResult } from '../alarm.bench';
import type { SyncBenchResult } from '../sync/types';
import { atMost, ms, row, type Row } from './format';

export function localSupabaseRows(r: LocalSupabaseResult): Row[] {
  return [
    row('local-supabase start, in memory (migrations and seed)', '—', [ms(r.startMemoryMs), '—', '—'], 'one run'),
    row('local-supabase restart on an existing data folder (warm process)', '—', [ms(r.startExistingFolderMs), '—', '—'], 'one run'),
    row('REST orders tab query as staff, 50 rows (p50 in the median column)', '—', [ms(r.restTabQuery.p50), '—', '—'],
      `p95 ${ms(r.restTabQuery.p95)}; n=${r.restTabQuery.n}`),
    row('new order placed → Realtime callback in Node (p50 in the median column)', '—', [ms(r.realtimeNewOrder.p50), '—', '—'],
      `p95 ${ms(r.realtimeNewOrder.p95)}; n=${r.realtimeNewOrder.n}`),
  ];
}

export function syncRows(r: SyncBenchResult): Row[] {
  const rows: Row[] = [];
  for (const s of r.initialSync) {
    rows.push(row(`sync (Node, fake-indexeddb): sign-in and first download, ${s.ordersInserted.toLocaleString('en')} orders inserted`, '—',
      [ms(s.signInMs.median), ms(s.signInMs.min), ms(s.signInMs.max)],
      `n=${s.runs}; ${(s.storedJsonBytes.median / 1e6).toFixed(1)} MB of stored rows (JSON)`));
  }
  for (const l of r.realtimeInsertToMirror) {
    const check = atMost(l.p95, 150, ms);
    rows.push(row(`sync (Node): new order → device IndexedDB, ${l.intervals} (p50 in the median column)`, '—',
      [ms(l.p50), ms(l.min), ms(l.max)], `p95 ${ms(l.p95)}; n=${l.n}${l.timedOut ? `, ${l.timedOut} timed out` : ''}; ${check.ok ? 'p95 within 150 ms' : 'p95 over 150 ms'}`));
  }
  for (const d of r.drain200) {
    const clean = d.network === 'clean';
    const check = atMost(d.ms.median, 5000, ms);
    const intact = d.lostTotal === 0 && d.twiceTotal === 0;
    rows.push(row(`sync (Node): 200 changes made offline, drained after reconnect, ${d.network} network`,
      clean ? '≤ 5 s, none lost, none twice' : '—', [ms(d.ms.median), ms(d.ms.min), ms(d.ms.max)],
      `${clean ? `${check.text}; ` : ''}lost ${d.lostTotal}, twice ${d.twiceTotal}; n=${d.runs}${d.faults ? `; ${d.faults}` : ''}`,
      clean ? check.ok && intact : null));
  }
  return rows;
}

export function pushRows(r: PushBenchResult): Row[] {
  const o = r.orderToPush;
  const check = atMost(o.p95, 2000, ms);
  return [
    row('new order placed → Web Push delivered and decrypted at a loopback push service (p50 in the median column)', 'p95 ≤ 2 s',
      [ms(o.p50), '—', ms(o.max)],
      `${check.text}; p95 ${ms(o.p95)}; n=${o.n} (${r.orders} orders × ${r.subscriptions} subscriptions), ${o.missing} missing`,
      check.ok && o.missing === 0),
  ];
}

export function alarmRows(r: AlarmBenchResult): Row[] {
  const banner = atMost(r.max.toBanner, 30_000, ms);
  const siren = atMost(r.max.toSiren, 30_000, ms);
  const clear = atMost(r.max.backToClear, 5_000, ms);
  const min = (values: number[]) => ms(Math.min(...values));
  return [
    row('silently dead link, shop open → red banner (Chromium, fault proxy silent)', '≤ 30 s', [ms(r.medians.toBanner), min(r.toBanner), ms(r.max.toBanner)],
      `${banner.text} (slowest run); n=${r.runs}`, banner.ok),
    row('silently dead link, shop open → first alarm sound, order sound off', '≤ 30 s', [ms(r.medians.toSiren), min(r.toSiren), ms(r.max.toSiren)],
      `${siren.text} (slowest run); n=${r.runs}`, siren.ok),
    row('link back → banner and alarm gone', '≤ 5 s', [ms(r.medians.backToClear), min(r.backToClear), ms(r.max.backToClear)],
      `${clear.text} (slowest run); n=${r.runs}`, clear.ok),
  ];
}
