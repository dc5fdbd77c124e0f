// The baseline's queries: each main screen read the network-bound way, with the spec's own calls (spec
// section 7, "Company backend"), and how the installed app opens the same screen from IndexedDB.
import { startOfAmsterdamDay } from '../../src/domain/amsterdam-time';
import { TAB_STATUSES } from './probes';

export interface Query {
  method: 'GET' | 'POST';
  /** Path under /rest/v1/ */
  path: string;
  body?: string;
  /** PostgREST's single-object answer (the spec's "single"). */
  single?: boolean;
}

export interface BaselineScreenDef {
  screen: string;
  queries: Query[];
  /** Where the app starts (a full page load, not timed) before the timed in-app step. */
  startAt: string;
  /** In-page expression resolving { dom, frame } ms for the timed step (window.__bench, probes.ts). */
  step: string;
  /** In-page expression that must be true before the step (the start screen has settled). */
  settled: string;
}

const tabList = (statuses: readonly string[]) =>
  `orders?select=*&status=in.(${statuses.join(',')})&order=placed_at.desc&limit=50`;

const SETTINGS_SETTLED = `!!document.querySelector('a[href="/app/settings/opening-hours"]')`;

export function baselineScreens(now = new Date()): BaselineScreenDef[] {
  const today = encodeURIComponent(startOfAmsterdamDay(now).toISOString());
  const pendingCount: Query = { method: 'GET', path: 'orders?select=id,status&status=eq.created' };
  return [
    {
      screen: 'dashboard',
      queries: [
        { method: 'POST', path: 'rpc/fn_is_open', body: '{}' },
        { method: 'GET', path: `orders?select=status,total_cents,placed_at&placed_at=gte.${today}` },
        { method: 'GET', path: 'orders?select=id,status,customer_name,total_cents,placed_at,delivery_type&order=placed_at.desc&limit=5' },
        pendingCount,
      ],
      startAt: '/app/settings',
      settled: SETTINGS_SETTLED,
      step: `window.__bench.clickAndWait('nav a[href="/app/dashboard"]', 'dashboard')`,
    },
    {
      screen: 'orders, Nieuwe bestellingen (opening the screen)',
      queries: [
        // "all orders for stats" (spec section 7): every order, no filter but row level security.
        { method: 'GET', path: 'orders?select=id,status,total_cents,placed_at,delivery_type' },
        { method: 'GET', path: tabList(TAB_STATUSES.new) },
        pendingCount,
      ],
      startAt: '/app/dashboard',
      settled: `!!window.__bench.seen.dashboard`,
      step: `window.__bench.clickAndWait('nav a[href="/app/orders"]', 'orders')`,
    },
    {
      screen: 'orders, Bestellingen tab',
      queries: [{ method: 'GET', path: tabList(TAB_STATUSES.active) }],
      startAt: '/app/orders',
      settled: `!!window.__bench.seen.orders`,
      step: `window.__bench.switchTab('active')`,
    },
    {
      screen: 'orders, Archief tab',
      queries: [{ method: 'GET', path: tabList(TAB_STATUSES.archive) }],
      startAt: '/app/orders',
      settled: `!!window.__bench.seen.orders`,
      step: `window.__bench.switchTab('archive')`,
    },
    {
      screen: 'product status',
      queries: [
        { method: 'GET', path: 'products?select=*,categories(name,position)&order=categories(position).asc,sort_index.asc' },
        { method: 'GET', path: 'categories?select=*&order=name.asc' },
      ],
      startAt: '/app/settings',
      settled: SETTINGS_SETTLED,
      step: `window.__bench.clickAndWait('a[href="/app/settings/product-status"]', 'productStatus')`,
    },
    {
      screen: 'opening hours',
      queries: [
        { method: 'GET', path: 'opening_hours?select=id,weekday,open_time,close_time,is_active&order=weekday.asc' },
        { method: 'GET', path: 'companies?select=is_busy,slug,name&slug=eq.kmfc-shop', single: true },
        { method: 'GET', path: 'shop_status?select=id,is_closed,exception_note', single: true },
      ],
      startAt: '/app/settings',
      settled: SETTINGS_SETTLED,
      step: `window.__bench.clickAndWait('a[href="/app/settings/opening-hours"]', 'openingHours')`,
    },
  ];
}

/** In-page expression: runs the queries in parallel (the kindest reading for the baseline), resolves { ms, rows }. */
export function networkScript(base: string, headers: Record<string, string>, queries: Query[]): string {
  return `(async () => {
    const base = ${JSON.stringify(base)};
    const headers = ${JSON.stringify(headers)};
    const queries = ${JSON.stringify(queries)};
    const t0 = performance.now();
    const counts = await Promise.all(queries.map(async (q) => {
      const h = { ...headers, ...(q.single ? { accept: 'application/vnd.pgrst.object+json' } : {}) };
      if (q.body) h['content-type'] = 'application/json';
      const res = await fetch(base + q.path, { method: q.method, headers: h, body: q.body, cache: 'no-store' });
      const data = await res.json();
      // PGRST116 on a single read is the spec's "not found" (e.g. no shop_status row: not closed).
      if (q.single && res.status === 406 && data.code === 'PGRST116') return 0;
      if (!res.ok) throw new Error(q.path + ': ' + res.status + ' ' + JSON.stringify(data));
      return Array.isArray(data) ? data.length : 1;
    }));
    return { ms: performance.now() - t0, rows: counts.reduce((a, b) => a + b, 0) };
  })()`;
}
