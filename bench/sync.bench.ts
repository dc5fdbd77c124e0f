// Sync (issue 3): the first download of 5,000 and 20,000 orders, new order in the database to the
// order in the device's IndexedDB over Realtime, and the drain of 200 changes made offline, on a
// clean and on a faulty network. Devices are tests/helpers/device.ts: a SyncEngine on fake-indexeddb
// in Node against an in-memory local-supabase on loopback, so times are of this machine and sizes
// are estimates (JSON bytes of the stored rows, not a browser's IndexedDB files).
import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { startStack, type Stack } from '../local-supabase/stack';
import { makeClient } from '../tests/helpers/stack';
import { FAST_INTERVALS, startDevice, waitFor, type Device } from '../tests/helpers/device';
import type { FaultProxy } from '../tests/helpers/fault-proxy';
import type { ShopDb } from '../src/db/database';
import { acceptOrder, advanceOrder } from '../src/db/orders';
import { setProductInStock, setProductVisible } from '../src/db/products';
import { setDayOpen } from '../src/db/opening-hours';
import { unsentCount } from '../src/db/outbox';
import type { OutboxEntry } from '../src/db/outbox-types';
import { DEFAULT_INTERVALS, type SyncIntervals } from '../src/sync/deps';
import { readSyncStatus } from '../src/sync/status';
import { execFileSync } from 'node:child_process';
import { percentile, round } from './stats';

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const EMAIL = 'eigenaar@kmfc.test';
const PASSWORD = 'kmfc-demo';

export interface Summary {
  median: number;
  min: number;
  max: number;
  /** Every run's value, in run order. */
  values: number[];
}

export interface InitialSyncResult {
  /** Orders inserted for the benchmark (the seed's own orders come on top, see storedRows). */
  ordersInserted: number;
  runs: number;
  /** Inserting the orders (set-based SQL as owner), once per stack; not part of the figure. */
  insertMs: number;
  /** engine.signIn(...) on a fresh device: sign-in, access check and the download of every table. */
  signInMs: Summary;
  /** Estimate of the IndexedDB size: JSON bytes of all stored rows (every Dexie table, outbox and meta included). */
  storedJsonBytes: Summary;
  /** Rows per Dexie table after the download (the same every run). */
  storedRows: Record<string, number>;
  /** Per run: whether the engine reached state 'live' within 15 s after signIn returned, and its first log lines. */
  afterSignIn: { live: boolean; log: string[] }[];
}

export interface LatencyResult {
  intervals: string;
  nudgeDelayMs: number;
  n: number;
  timedOut: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
}

export interface DrainRun {
  ms: number | null;
  changesMade: number;
  /** Outbox entries when the device came back online (unsent field sets merge, DESIGN rule 4). */
  entriesSent: number;
  entriesByEntity: Record<string, number>;
  /** Outbox writes (PATCH/POST to /rest/v1/) from going online until the outbox was empty (retries included). */
  writeRequests: number;
  /** mutation_applied calls (before resending an entry whose earlier send may have landed). */
  landedChecks: number;
  /** Other requests to /rest/v1/ meanwhile (catch-up reads, row reads, fn_is_open). */
  otherRequests: number;
  /** Write attempts refused while the device was offline (the engine tries; the proxy refuses). */
  refusedWhileOffline: number;
  /** The longest stretch without an outbox write reaching the proxy, from going online to empty (backoff waits show here). */
  longestQuietMs: number | null;
  faultsInjected: Record<string, number>;
  rejected: number;
  /** Keys whose server version moved less than their number of entries (a change lost)... */
  lost: number;
  /** ...or more (a change applied twice). */
  twice: number;
  /** Keys whose final server value or last_mutation_id is not what the device made. */
  wrongValue: number;
  /** Entries whose mutation id is not in the server's ledger (sync_ledger.applied_mutations); null if there is none. */
  notInLedger: number | null;
  problems: string[];
}

export interface DrainResult {
  network: 'clean' | 'faulty';
  faults?: string;
  runs: number;
  ms: Summary;
  entriesSent: Summary;
  writeRequests: Summary;
  allLanded: boolean;
  lostTotal: number;
  twiceTotal: number;
  rejectedTotal: number;
  perRun: DrainRun[];
}

export interface SyncBenchResult {
  environment: Record<string, unknown>;
  totalRunMs: number;
  initialSync: InitialSyncResult[];
  realtimeInsertToMirror: LatencyResult[];
  drain200: DrainResult[];
}

// --- small helpers ---

export function summary(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median: round(median), min: round(sorted[0]), max: round(sorted[sorted.length - 1]), values: values.map(round) };
}

/** A small seeded PRNG (mulberry32), so the change mix and the faults are the same every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with performance.now() when the live query first gives a value that passes `done`. */
function whenLive<T>(query: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    let finished = false;
    const timer = setTimeout(() => finish(null), timeoutMs);
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        if (done(value)) finish(performance.now());
      },
      error: (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    function finish(at: number | null) {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      // The subscription may not be assigned yet when the first value already passes.
      setTimeout(() => subscription.unsubscribe(), 0);
      resolve(at);
    }
  });
}

async function waitLive(device: Device, timeoutMs = 60_000): Promise<void> {
  await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', timeoutMs, `${device.name} live`)
    .catch((error: Error) => {
      throw new Error(`${error.message}; engine log: ${device.logs.slice(0, 3).join(' | ')}`);
    });
}

async function dropDevice(device: Device): Promise<void> {
  await device.stop();
  await Dexie.delete(device.db.name);
}

async function storedRows(db: ShopDb): Promise<{ rows: Record<string, number>; bytes: number }> {
  const rows: Record<string, number> = {};
  let bytes = 0;
  for (const table of db.tables) {
    const all = await table.toArray();
    rows[table.name] = all.length;
    for (const row of all) bytes += Buffer.byteLength(JSON.stringify(row), 'utf8');
  }
  return { rows, bytes };
}

// --- orders, set-based: one statement per table, ids derived from (tag, n) so each statement can
// refer to the others' rows without temp tables ---

const uuidOf = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;
const CART = uuidOf(`$1::text || ':cart:' || n`);
const ORDER = uuidOf(`$1::text || ':order:' || n`);
const CART_ITEM = uuidOf(`$1::text || ':cart-item:' || n || ':' || i`);
const ORDER_ITEM = uuidOf(`$1::text || ':order-item:' || n || ':' || i`);
/** Within the last 7 days (inside the 14-day mirror window), at least 5 minutes ago. */
const PLACED = `($3::timestamptz - make_interval(secs => 300 + (n::bigint * 7919) % 604000))`;
const DELIVERY = `(n % 5 < 3)`;
/** 1 to 3 lines per order, products of the seed's company picked by n and i. */
const ITEMS = `
with p as (
  select row_number() over (order by "Productnummer", id) as idx, id, name, price_cents
  from public.products where company_id = '${COMPANY_ID}' and deleted_at is null
), c as (select count(*)::int as c from p),
items as (
  select n, i, p.id as product_id, p.name, p.price_cents, 1 + (n + i) % 2 as qty
  from generate_series(1, $2::int) as g (n)
  cross join lateral generate_series(1, 1 + n % 3) as l (i)
  cross join c
  join p on p.idx = 1 + (n * 7 + i * 13) % c.c
)`;
const MIXED_STATUS = `case
  when n % 50 = 0 then 'created' when n % 50 = 1 then 'accepted' when n % 50 = 2 then 'preparing'
  when n % 50 = 3 then case when ${DELIVERY} then 'ready_delivery' else 'ready_pickup' end
  when n % 25 = 4 then 'canceled'
  when ${DELIVERY} then 'delivered' else 'picked_up' end`;

/** Inserts `count` complete orders (cart, 1-3 cart_items, order_items) as owner; returns their ids. */
async function insertOrders(stack: Stack, tag: string, count: number, status: 'mixed' | 'created'): Promise<string[]> {
  const params = [tag, count, new Date().toISOString()];
  await stack.sql(`
    insert into public.carts (id, company_id, delivery_address, delivery_postcode, delivery_city, customer_phone, created_at)
    select ${CART}, '${COMPANY_ID}',
           case when ${DELIVERY} then 'Damrak ' || (1 + n % 180) end,
           case when ${DELIVERY} then '1012 AB' end,
           case when ${DELIVERY} then 'Amsterdam' end,
           '06' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
           ${PLACED} - interval '4 minutes'
    from generate_series(1, $2::int) as g (n)`, params);
  await stack.sql(`${ITEMS}
    insert into public.cart_items (id, company_id, cart_id, product_id, qty, unit_price_cents, created_at)
    select ${CART_ITEM}, '${COMPANY_ID}', ${CART}, product_id, qty, price_cents, ${PLACED} - interval '3 minutes'
    from items`, params);
  await stack.sql(`
    insert into public.orders (id, company_id, cart_id, status, payment_status, subtotal_cents, delivery_fee_cents,
                               total_cents, placed_at, customer_name, customer_phone, customer_email, delivery_type,
                               fulfillment_type, is_asap, created_at)
    select ${ORDER}, '${COMPANY_ID}', ${CART},
           ${status === 'created' ? `'created'` : MIXED_STATUS},
           case when n % 10 < 8 then 'paid' else 'unpaid' end,
           s.subtotal, case when ${DELIVERY} then 250 else 0 end,
           s.subtotal + case when ${DELIVERY} then 250 else 0 end,
           ${PLACED}, 'Bench Klant ' || n, '06' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
           'klant' || n || '@example.nl',
           case when ${DELIVERY} then 'delivery' else 'pickup' end,
           case when ${DELIVERY} then 'delivery' else 'pickup' end, true, ${PLACED}
    from generate_series(1, $2::int) as g (n)
    cross join lateral (
      select coalesce(sum(ci.qty * ci.unit_price_cents), 0)::int as subtotal
      from public.cart_items ci where ci.cart_id = ${CART}
    ) s`, params);
  await stack.sql(`${ITEMS}
    insert into public.order_items (id, company_id, order_id, product_id, cart_item_id, name_snapshot, qty,
                                    unit_price_cents, line_total_cents, created_at)
    select ${ORDER_ITEM}, '${COMPANY_ID}', ${ORDER}, product_id, ${CART_ITEM}, name, qty, price_cents,
           qty * price_cents, ${PLACED}
    from items`, params);
  const rows = await stack.sql<{ id: string }>(`select ${ORDER} as id from generate_series(1, $2::int) as g (n) where $3::text is not null`, params);
  return rows.map((row) => row.id);
}

function memoryStack(): Promise<Stack> {
  return startStack({ memory: true, port: 0 });
}

// --- 1. initial sync ---

async function benchInitialSync(orders: number, runs: number, log: (line: string) => void): Promise<InitialSyncResult> {
  const stack = await memoryStack();
  try {
    const t0 = performance.now();
    await insertOrders(stack, `initial-${orders}`, orders, 'mixed');
    const insertMs = round(performance.now() - t0);
    log(`  ${orders} orders inserted in ${insertMs} ms`);
    const times: number[] = [];
    const sizes: number[] = [];
    let rows: Record<string, number> = {};
    const afterSignIn: InitialSyncResult['afterSignIn'] = [];
    for (let run = 0; run < runs; run++) {
      const device = await startDevice(stack, { viaProxy: false, signIn: false, intervals: DEFAULT_INTERVALS, name: `initial-${orders}-${run}` });
      try {
        const start = performance.now();
        await device.engine.signIn(EMAIL, PASSWORD);
        times.push(performance.now() - start);
        const stored = await storedRows(device.db);
        sizes.push(stored.bytes);
        rows = stored.rows;
        const live = await waitLive(device, 15_000).then(() => true, () => false);
        afterSignIn.push({ live, log: device.logs.slice(0, 3) });
        log(`  run ${run + 1}/${runs}: sign-in with download ${round(times[run])} ms, ${(stored.bytes / 1e6).toFixed(1)} MB JSON, ` +
          `${live ? 'live' : 'NOT live'} within 15 s after${device.logs.length ? `; engine log: ${device.logs[0].trim()}` : ''}`);
      } finally {
        await dropDevice(device);
      }
    }
    return { ordersInserted: orders, runs, insertMs, signInMs: summary(times), storedJsonBytes: summary(sizes), storedRows: rows, afterSignIn };
  } finally {
    await stack.stop();
  }
}

// --- 2. realtime: new order to the device's IndexedDB ---

async function benchRealtime(
  stack: Stack, label: string, intervals: Partial<SyncIntervals>, orders: number, log: (line: string) => void,
): Promise<LatencyResult> {
  const device = await startDevice(stack, { viaProxy: false, intervals, name: `realtime-${label}` });
  try {
    await waitLive(device);
    const items = await stack.sql<{ product_id: string; qty: number }>(
      `select id as product_id, 1 as qty from public.products where company_id = $1 and deleted_at is null
       order by "Productnummer" limit 2`, [COMPANY_ID]);
    const admin = makeClient(stack.url, stack.keys.serviceRoleKey);
    const latencies: number[] = [];
    let timedOut = 0;
    for (let i = 0; i < orders; i++) {
      const id = crypto.randomUUID();
      const seen = whenLive(() => device.db.orders.get(id), (row) => row !== undefined, 10_000);
      const start = performance.now();
      const { error } = await admin.rpc('place_order', {
        p_company_slug: 'kmfc-shop',
        p_order: { id, customer_name: 'Bench Realtime', delivery_type: 'pickup', payment_status: 'paid', items },
      });
      if (error) throw new Error(`place_order: ${error.message}`);
      const at = await seen;
      if (at === null) timedOut++;
      else latencies.push(at - start);
      await sleep(100); // let the order's cart and lines settle before the next order
    }
    await admin.removeAllChannels();
    const result: LatencyResult = {
      intervals: label,
      nudgeDelayMs: intervals.nudgeDelayMs ?? DEFAULT_INTERVALS.nudgeDelayMs,
      n: latencies.length,
      timedOut,
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      min: round(Math.min(...latencies)),
      max: round(Math.max(...latencies)),
    };
    log(`  ${label}: p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms (n=${result.n})`);
    return result;
  } finally {
    await dropDevice(device);
  }
}

// --- 3. drain of 200 changes made offline ---

/** Matches a share of the requests whose path contains `part` (seeded), counting how many it took. */
class SampledPath extends RegExp {
  hits = 0;
  constructor(private readonly part: string, private readonly share: number, private readonly random: () => number) {
    super(part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  }
  override test(path: string): boolean {
    if (!path.includes(this.part) || this.random() >= this.share) return false;
    this.hits++;
    return true;
  }
}

const FAULT_PLAN = [
  { name: 'status 503', share: 0.05, fault: { kind: 'status', status: 503 } },
  { name: 'lose-response', share: 0.03, fault: { kind: 'lose-response' } },
  { name: 'delay 500 ms', share: 0.02, fault: { kind: 'delay', ms: 500 } },
] as const;

function addFaults(proxy: FaultProxy, random: () => number): SampledPath[] {
  return FAULT_PLAN.map((plan) => {
    const path = new SampledPath('/rest/v1/', plan.share, random);
    proxy.addFault({ path, times: Infinity, fault: plan.fault });
    return path;
  });
}

interface ServerRow {
  key: string;
  version: number;
  last_mutation_id: string | null;
  value: string;
}

/** The server's rows behind the changed keys, as owner: version, last_mutation_id and the changed fields. */
async function serverRows(stack: Stack, orderIds: string[], productIds: string[]): Promise<Map<string, ServerRow>> {
  const rows = await stack.sql<ServerRow>(`
    select 'orders:' || id as key, version::int as version, last_mutation_id::text, status as value
      from public.orders where id = any($1::uuid[])
    union all
    select 'products:' || id, version::int, last_mutation_id::text, json_build_object('is_active', is_active, 'is_sold_out', is_sold_out)::text
      from public.products where id = any($2::uuid[])
    union all
    select 'opening_hours:' || weekday, version::int, last_mutation_id::text, json_build_object('is_active', is_active)::text
      from public.opening_hours where company_id = $3 and deleted_at is null`, [orderIds, productIds, COMPANY_ID]);
  return new Map(rows.map((row) => [row.key, row]));
}

interface Intended {
  /** key -> the value the device's last change left (in serverRows' format). */
  values: Map<string, string>;
  made: number;
  refused: number;
}

/** 200 changes: 40 orders accepted and advanced twice (120), 60 product toggles over 20 products, 20 weekday toggles. */
async function makeChanges(db: ShopDb, orderIds: string[], productIds: string[], random: () => number): Promise<Intended> {
  const plan: ('order' | 'product' | 'day')[] = [
    ...Array<'order'>(orderIds.length * 3).fill('order'),
    ...Array<'product'>(60).fill('product'),
    ...Array<'day'>(20).fill('day'),
  ];
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [plan[i], plan[j]] = [plan[j], plan[i]];
  }
  const values = new Map<string, string>();
  let orderOps = 0;
  let productOps = 0;
  let dayOps = 0;
  let refused = 0;
  for (const what of plan) {
    if (what === 'order') {
      // All accepts first, then every order's second step, then its third: steps stay in order.
      const id = orderIds[orderOps % orderIds.length];
      const result = orderOps < orderIds.length ? await acceptOrder(id, db) : await advanceOrder(id, db);
      orderOps++;
      if (result.ok) values.set(`orders:${id}`, result.status);
      else refused++;
    } else if (what === 'product') {
      const id = productIds[productOps % productIds.length];
      const stock = Math.floor(productOps / productIds.length) % 2 === 0;
      productOps++;
      const product = await db.products.get(id);
      if (!product) {
        refused++;
        continue;
      }
      const result = stock ? await setProductInStock(id, product.is_sold_out, db) : await setProductVisible(id, !product.is_active, db);
      if (!result.ok) refused++;
      const after = (await db.products.get(id))!;
      values.set(`products:${id}`, JSON.stringify({ is_active: after.is_active, is_sold_out: after.is_sold_out }));
    } else {
      const weekday = dayOps % 7;
      dayOps++;
      const day = await db.opening_hours.where('weekday').equals(weekday).first();
      await setDayOpen(weekday, !(day?.is_active ?? false), db);
      values.set(`opening_hours:${weekday}`, JSON.stringify({ is_active: !(day?.is_active ?? false) }));
    }
  }
  return { values, made: plan.length, refused };
}

/** An outbox write: PATCH (field sets, order steps), POST of an upsert, or the set_shop_status procedure. */
function isWrite(request: { method: string; path: string }) {
  if (request.method === 'PATCH') return true;
  if (request.method !== 'POST') return false;
  return !request.path.startsWith('/rest/v1/rpc/') || request.path.startsWith('/rest/v1/rpc/set_shop_status');
}

/** The "did it land?" check before a resend (the server's ledger of applied mutation ids). */
const isLandedCheck = (request: { path: string }) => request.path.startsWith('/rest/v1/rpc/mutation_applied');

function longestQuiet(from: number, to: number, times: number[]): number {
  const points = [from, ...times.sort((a, b) => a - b), to];
  let longest = 0;
  for (let i = 1; i < points.length; i++) longest = Math.max(longest, points[i] - points[i - 1]);
  return longest;
}

async function drainRun(stack: Stack, run: number, faulty: boolean, log: (line: string) => void): Promise<DrainRun> {
  const tag = `drain-${faulty ? 'faulty' : 'clean'}-${run}`;
  const orderIds = await insertOrders(stack, tag, 40, 'created');
  const device = await startDevice(stack, { intervals: DEFAULT_INTERVALS, name: tag });
  const proxy = device.proxy!;
  try {
    await waitLive(device);
    await waitFor(async () => (await device.db.orders.bulkGet(orderIds)).every(Boolean), 30_000, 'the new orders in the mirror');
    const productIds = (await device.db.products.orderBy('id').limit(20).toArray()).map((product) => product.id);
    const before = await serverRows(stack, orderIds, productIds);

    device.goOffline();
    const offlineFrom = proxy.log.length;
    const random = seeded(1000 + run);
    const intended = await makeChanges(device.db, orderIds, productIds, random);
    const entries: OutboxEntry[] = await device.db.outbox.toArray();
    const entriesByEntity: Record<string, number> = {};
    for (const entry of entries) entriesByEntity[entry.entity] = (entriesByEntity[entry.entity] ?? 0) + 1;
    const samplers = faulty ? addFaults(proxy, seeded(2000 + run)) : [];
    const refusedWhileOffline = proxy.log.slice(offlineFrom).filter((r) => r.outcome === 'refused' && isWrite(r)).length;

    const onlineFrom = proxy.log.length;
    const onlineAt = Date.now();
    const start = performance.now();
    const drained = whenLive(() => unsentCount(device.db), (count) => count === 0, 120_000);
    device.goOnline();
    const end = await drained;
    const ms = end === null ? null : round(end - start);
    const endAt = Date.now();
    proxy.clearFaults();
    const during = proxy.log.slice(onlineFrom).filter((r) => r.path.startsWith('/rest/v1/'));
    const rejected = await device.db.outbox.where('state').equals('rejected').count();

    // Exactly once: every key's server version moved by exactly its number of entries, and carries
    // the last entry's mutation id and the value the device made.
    const after = await serverRows(stack, orderIds, productIds);
    const perKey = new Map<string, OutboxEntry[]>();
    for (const entry of entries) perKey.set(entry.key, [...(perKey.get(entry.key) ?? []), entry]);
    let lost = 0;
    let twice = 0;
    let wrongValue = 0;
    const problems: string[] = [];
    for (const [key, list] of perKey) {
      const was = before.get(key);
      const now = after.get(key);
      if (!was || !now) {
        problems.push(`${key}: no server row`);
        lost++;
        continue;
      }
      const moved = now.version - was.version;
      if (moved < list.length) lost++;
      if (moved > list.length) twice++;
      if (moved !== list.length) problems.push(`${key}: ${list.length} entries, version moved ${moved}`);
      const last = list[list.length - 1];
      const value = intended.values.get(key);
      const sameValue = key.startsWith('orders:') ? now.value === value : JSON.stringify(JSON.parse(now.value)) === value;
      if (now.last_mutation_id !== last.mutation_id || !sameValue) {
        wrongValue++;
        problems.push(`${key}: server ${now.value} (${now.last_mutation_id}), device made ${value} (${last.mutation_id})`);
      }
    }
    const notInLedger = await stack.sql<{ missing: number }>(
      `select count(*)::int as missing from unnest($1::uuid[]) as m (id)
       where not exists (select 1 from sync_ledger.applied_mutations a where a.mutation_id = m.id)`,
      [entries.map((entry) => entry.mutation_id)],
    ).then((rows) => rows[0].missing, () => null);
    if (notInLedger) problems.push(`${notInLedger} entries not in the server's ledger of applied mutations`);
    const faultsInjected = Object.fromEntries(FAULT_PLAN.map((plan, i) => [plan.name, samplers[i]?.hits ?? 0]));
    const result: DrainRun = {
      ms,
      changesMade: intended.made - intended.refused,
      entriesSent: entries.length,
      entriesByEntity,
      writeRequests: during.filter(isWrite).length,
      landedChecks: during.filter(isLandedCheck).length,
      otherRequests: during.filter((r) => !isWrite(r) && !isLandedCheck(r)).length,
      refusedWhileOffline,
      longestQuietMs: ms === null ? null : longestQuiet(onlineAt, endAt, during.filter(isWrite).map((r) => r.at)),
      faultsInjected,
      rejected,
      lost,
      twice,
      wrongValue,
      notInLedger,
      problems: problems.slice(0, 20),
    };
    log(`  ${faulty ? 'faulty' : 'clean'} run ${run + 1}: ${ms ?? 'timed out'} ms, ${result.changesMade} changes -> ${result.entriesSent} entries, ` +
      `${result.writeRequests} writes + ${result.landedChecks} landed-checks, faults ${JSON.stringify(faultsInjected)}, longest quiet ${result.longestQuietMs} ms, lost ${lost}, twice ${twice}, wrong ${wrongValue}, rejected ${rejected}`);
    return result;
  } finally {
    await dropDevice(device);
  }
}

async function benchDrain(stack: Stack, faulty: boolean, runs: number, log: (line: string) => void): Promise<DrainResult> {
  const perRun: DrainRun[] = [];
  for (let run = 0; run < runs; run++) perRun.push(await drainRun(stack, run, faulty, log));
  const finished = perRun.filter((r) => r.ms !== null);
  return {
    network: faulty ? 'faulty' : 'clean',
    ...(faulty ? {
      faults: `after reconnecting, each request to /rest/v1/ (reads and writes) draws a fault with a seeded PRNG: ` +
        FAULT_PLAN.map((plan) => `${plan.share * 100}% ${plan.name}`).join(', ') + ' (about 10% in all); auth and websockets untouched',
    } : {}),
    runs,
    ms: summary(finished.map((r) => r.ms!)),
    entriesSent: summary(perRun.map((r) => r.entriesSent)),
    writeRequests: summary(perRun.map((r) => r.writeRequests)),
    allLanded: perRun.every((r) => r.ms !== null && r.lost === 0 && r.twice === 0 && r.wrongValue === 0 && r.rejected === 0 && !r.notInLedger),
    lostTotal: perRun.reduce((sum, r) => sum + r.lost, 0),
    twiceTotal: perRun.reduce((sum, r) => sum + r.twice, 0),
    rejectedTotal: perRun.reduce((sum, r) => sum + r.rejected, 0),
    perRun,
  };
}

// --- all of it ---

/** The commit measured, and whether the code it runs differs from it. */
function codeVersion(): { commit: string; uncommittedChangesIn: string[] } {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--', 'src', 'supabase', 'local-supabase', 'tests/helpers');
    return { commit: git('rev-parse', 'HEAD'), uncommittedChangesIn: changed ? changed.split('\n').map((line) => line.slice(3)) : [] };
  } catch {
    return { commit: 'unknown', uncommittedChangesIn: [] };
  }
}

export async function benchSync(log: (line: string) => void = console.log): Promise<SyncBenchResult> {
  const started = performance.now();
  const code = codeVersion();
  log('sync: initial sync of 5,000 orders');
  const small = await benchInitialSync(5_000, 5, log);
  log('sync: initial sync of 20,000 orders');
  const large = await benchInitialSync(20_000, 5, log);

  const stack = await memoryStack();
  try {
    log('sync: realtime insert to mirror, 200 orders');
    const realtime = [
      await benchRealtime(stack, 'production (DEFAULT_INTERVALS)', DEFAULT_INTERVALS, 200, log),
      await benchRealtime(stack, 'tests (FAST_INTERVALS)', { ...DEFAULT_INTERVALS, ...FAST_INTERVALS }, 200, log),
    ];
    log('sync: drain of 200 changes made offline');
    const drain = [await benchDrain(stack, false, 5, log), await benchDrain(stack, true, 5, log)];
    return {
      totalRunMs: round(performance.now() - started),
      environment: {
        code,
        indexedDb: 'fake-indexeddb (in memory) in Node, not a browser: times are of this JavaScript path and sizes are estimates',
        sizeEstimate: 'JSON bytes of all stored rows: Buffer.byteLength(JSON.stringify(row)) summed over every row of every Dexie table (mirrors, outbox, meta)',
        server: 'local-supabase in memory (PGlite, PostgREST, Auth, Realtime) on loopback, in the same process as the device, sharing its CPU',
        device: 'tests/helpers/device.ts startDevice: SyncEngine with memory auth storage and memory locks; REST request timeout 5 s (startDevice), production 15 s',
        intervals: DEFAULT_INTERVALS,
        initialSync: 'a fresh stack per size; orders inserted set-based as owner (cart, 1-3 cart_items, matching order_items, placed within the last 7 days) on top of the seed; each run a fresh device (startDevice viaProxy false, signIn false), timing engine.signIn(), which downloads every table',
        realtime: 'a signed-in device (viaProxy false) waiting for state live; each order placed with place_order over REST as service role; from just before the call to the Dexie liveQuery on device.db.orders.get(id) seeing the row; 100 ms pause between orders',
        drain: 'per run: 40 new created orders; a fresh device through its fault proxy, live; goOffline(); 200 changes with the src/db mutation functions in a seeded random order (120 order steps: accept, then two advances per order; 60 product toggles, stock and visibility, over 20 products; 20 setDayOpen toggles over 7 weekdays); goOnline(); time until no outbox entry is pending/sending/failed (liveQuery on unsentCount), then check the server as owner: per key, the version moved by exactly its number of entries (fewer = lost, more = twice), last_mutation_id is the last entry\'s and the value is the device\'s; every entry\'s mutation id is in sync_ledger.applied_mutations',
      },
      initialSync: [small, large],
      realtimeInsertToMirror: realtime,
      drain200: drain,
    };
  } finally {
    await stack.stop();
  }
}

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
