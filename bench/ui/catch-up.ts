// The regular catch-up after a long time away (issue 14, item 5), in Chromium: a signed-in tablet is
// closed (asleep, out of Wi-Fi) while the shop's other devices and customers change orders on the server;
// it is opened again on its installed app, and from the navigation to the moment its four order cursors
// reach the server's newest change (read from the meta rows, cheap to poll) the catch-up's rows are timed.
// The pages of 1,000 rows it reads are applied in bulk (applyServerRows).
import type { Page } from '@playwright/test';
import type { Stack } from '../../local-supabase/stack';
import { round } from '../stats';
import { summary } from '../sync/shared';
import type { Summary } from '../sync/types';
import { clickSignIn, fillSignIn, launchApp, newProfile, onePage, removeProfile, sleep, waitSeen, type App } from './browser';
import { insertOrders } from '../sync/orders';
import { COMPANY_ID, growWindow, mirroredOrderCount, wall } from './data';

const TABLES = ['orders', 'order_items', 'carts', 'cart_items'] as const;
const POLL_MS = 50;
const LIMIT_MS = 180_000;

export interface CatchUpRun {
  changedOrders: number;
  /** Server rows of the four order tables changed while away. */
  rows: number;
  ms: number;
}

export interface CatchUpSize {
  changedOrders: number;
  runs: CatchUpRun[];
  catchUp: Summary;
  rowsPerSecond: Summary;
}

export interface CatchUpBenchResult {
  windowOrders: number;
  sizes: CatchUpSize[];
  environment: string;
}

interface Newest {
  updated_at: string;
  id: string;
}

async function newestChanges(stack: Stack): Promise<Newest[]> {
  return Promise.all(TABLES.map(async (table) => {
    const [row] = await stack.sql<Newest>(`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at, id::text
      from public.${table} where company_id = $1 order by updated_at desc, id desc limit 1`, [COMPANY_ID]);
    return row;
  }));
}

async function changedRows(stack: Stack, since: string): Promise<number> {
  const counts = await Promise.all(TABLES.map(async (table) => {
    const [row] = await stack.sql<{ n: number }>(`select count(*)::int as n from public.${table} where company_id = $1 and updated_at > $2`, [COMPANY_ID, since]);
    return row.n;
  }));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Resolves the wall-clock time at which every order cursor in the page's mirror reached `newest`. */
function whenCaughtUp(page: Page, newest: Newest[]): Promise<number | null> {
  const targets = JSON.stringify(newest.map((n, i) => ({ key: `cursor:${TABLES[i]}`, at: new Date(n.updated_at).getTime(), id: n.id })));
  return page.evaluate(`new Promise((resolve) => {
    const targets = ${targets};
    const start = performance.now();
    const poll = () => {
      const open = indexedDB.open('kmfc-admin');
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('meta');
        const got = targets.map((t) => tx.objectStore('meta').get(t.key));
        tx.oncomplete = () => {
          db.close();
          const done = targets.every((t, i) => {
            const c = got[i].result && got[i].result.value;
            if (!c) return false;
            const at = new Date(c.updated_at).getTime();
            return at > t.at || (at === t.at && c.id >= t.id);
          });
          if (done) resolve(performance.timeOrigin + performance.now());
          else if (performance.now() - start > ${LIMIT_MS}) resolve(null);
          else setTimeout(poll, ${POLL_MS});
        };
      };
    };
    poll();
  })`) as Promise<number | null>;
}

/** A device signed in with the window mirrored, then closed (its profile kept). */
async function signedInProfile(baseUrl: string, expected: number): Promise<string> {
  const profile = newProfile();
  const app = await launchApp(baseUrl, profile);
  try {
    const page = await onePage(app);
    await fillSignIn(page);
    await clickSignIn(page);
    await waitSeen(page, 'dashboard', 60_000);
    const done = await page.evaluate(`window.__bench.whenMirrored(${expected}, 200, ${LIMIT_MS})`);
    if (!done) throw new Error('the first download did not complete');
  } finally {
    await app.close();
  }
  return profile;
}

async function oneRun(stack: Stack, baseUrl: string, profile: string, changedOrders: number, tag: string): Promise<CatchUpRun> {
  const [before] = await stack.sql<{ at: string }>(`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at`);
  // While away: orders placed over the last two hours. Their rows keep the time the server stamps (now):
  // dated back before the device's cursors, as the sign-in bench's are, the catch-up would never see them.
  await insertOrders(stack, tag, changedOrders, 'mixed', { before: new Date(), spreadSeconds: 2 * 3600 });
  await stack.sql(`update public.orders set status = 'delivered' where company_id = $1 and status in ('created','accepted','preparing','ready_pickup','ready_delivery','out_for_delivery')`, [COMPANY_ID]);
  const newest = await newestChanges(stack);
  const rows = await changedRows(stack, before.at);
  let app: App | null = null;
  try {
    app = await launchApp(baseUrl, profile);
    const page = await onePage(app);
    const started = wall();
    await page.goto('/app/dashboard');
    const at = await whenCaughtUp(page, newest);
    if (at === null) throw new Error(`catch-up of ${changedOrders} orders did not complete within ${LIMIT_MS} ms`);
    return { changedOrders, rows, ms: round(at - started) };
  } finally {
    await app?.close();
    await sleep(200);
  }
}

export async function benchCatchUp(stack: Stack, baseUrl: string, sizes: number[], runs: number, log: (line: string) => void): Promise<CatchUpBenchResult> {
  const windowOrders = await growWindow(stack, 5_000, log);
  const profile = await signedInProfile(baseUrl, windowOrders);
  try {
    const result: CatchUpSize[] = [];
    for (const changedOrders of sizes) {
      const done: CatchUpRun[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await oneRun(stack, baseUrl, profile, changedOrders, `catch-up-${changedOrders}-${i}`);
        log(`catch-up: ${changedOrders.toLocaleString('en')} orders changed while away (${run.rows.toLocaleString('en')} rows): ${run.ms} ms`);
        done.push(run);
      }
      result.push({
        changedOrders, runs: done, catchUp: summary(done.map((r) => r.ms)),
        rowsPerSecond: summary(done.map((r) => r.rows / (r.ms / 1000))),
      });
    }
    return {
      windowOrders: await mirroredOrderCount(stack),
      sizes: result,
      environment: `a device signed in with ${windowOrders.toLocaleString('en')} orders mirrored, closed; per run orders placed on the server over the last two hours (their lines and carts, statuses mixed, then all finished), the installed app opened again on /app/dashboard; from the navigation to all four order cursors (orders, order_items, carts, cart_items) at the server's newest change, polled every ${POLL_MS} ms from the page`,
    };
  } finally {
    removeProfile(profile);
  }
}
