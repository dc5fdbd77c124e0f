// A new device signing in (issue 14): per run a fresh browser profile, the login screen filled in, then from
// the click on Inloggen (wall clock in the page) to the dashboard's first frame with data and to the whole
// window mirrored; the longest main-thread task in between; and new orders placed on the server while the
// history of a large window downloads, to their cards on the orders screen.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Stack } from '../../local-supabase/stack';
import { round } from '../stats';
import { summary } from '../sync/shared';
import { clickSignIn, fillSignIn, launchApp, mirrorState, newProfile, onePage, removeProfile, sleep, waitSeen, type App, type MirrorState } from './browser';
import { orderNumber, placeOrder, wall } from './data';
import { cardLatencies } from './new-order';
import type { NewOrderDuringHistory, SignInRun, SignInSize } from './types';

/** How often the page looks at its mirror while waiting for the whole window (the figure's resolution). */
const POLL_MS = 50;
const MIRROR_LIMIT_MS = 180_000;
/** New orders while the history downloads: at most this many, this far apart. */
const DURING_MAX = 40;
const DURING_GAP_MS = 100;

interface Started {
  app: App;
  page: Page;
  clickAt: number;
  dashboardAt: number;
}

/** A fresh profile, the login screen filled in, the click; resolves once the dashboard shows its data. */
async function startSignIn(baseUrl: string): Promise<Started> {
  const app = await launchApp(baseUrl, newProfile());
  try {
    const page = await onePage(app);
    // BENCH_CONSOLE=<file>: the page's console goes there, one line a message with its time (ms).
    const consoleFile = process.env.BENCH_CONSOLE;
    if (consoleFile) page.on('console', (m) => appendFileSync(consoleFile, `${Date.now()} ${m.type()} ${m.text()}\n`));
    await fillSignIn(page);
    const clickAt = await clickSignIn(page);
    const seen = await waitSeen(page, 'dashboard', MIRROR_LIMIT_MS);
    return { app, page, clickAt, dashboardAt: seen.wall };
  } catch (error) {
    await closeApp(app);
    throw error;
  }
}

/** Closes the browser and removes its profile. */
export async function closeApp(app: App): Promise<void> {
  await app.close().catch(() => {});
  removeProfile(app.profile);
}

type Mirrored = MirrorState & { at: number };

function whenMirrored(page: Page, expected: number): Promise<Mirrored | null> {
  return page.evaluate(`window.__bench.whenMirrored(${expected}, ${POLL_MS}, ${MIRROR_LIMIT_MS})`) as Promise<Mirrored | null>;
}

/** One sign-in until the whole window is mirrored; the app stays open when `keep` (else closed and removed). */
async function oneRun(baseUrl: string, expected: number, keep: boolean): Promise<{ run: SignInRun; app: App | null }> {
  const { app, page, clickAt, dashboardAt } = await startSignIn(baseUrl);
  try {
    const done = await whenMirrored(page, expected);
    if (!done) throw new Error(`window of ${expected} orders not mirrored within ${MIRROR_LIMIT_MS} ms: ${JSON.stringify(await mirrorState(page))}`);
    const longestTaskMs = await page.evaluate(`window.__bench.longestTask(${clickAt}, ${done.at})`) as number;
    const run: SignInRun = {
      dashboardMs: round(dashboardAt - clickAt),
      mirroredMs: round(done.at - clickAt),
      orders: done.orders,
      rows: done.rows,
      longestTaskMs: round(longestTaskMs),
      history: done.history !== null,
    };
    if (keep) return { run, app };
    await closeApp(app);
    return { run, app: null };
  } catch (error) {
    await closeApp(app);
    throw error;
  }
}

/**
 * `runs` sign-ins on fresh profiles with `expected` orders in the window; the last one's app stays open
 * (signed in, mirror complete) when `keepLast`, for the figures measured on an installed app.
 */
export async function benchSignIn(baseUrl: string, expected: number, runs: number, keepLast: boolean,
  log: (line: string) => void): Promise<{ size: SignInSize; app: App | null }> {
  const done: SignInRun[] = [];
  let kept: App | null = null;
  for (let i = 0; i < runs; i++) {
    const { run, app } = await oneRun(baseUrl, expected, keepLast && i === runs - 1);
    kept = app;
    done.push(run);
    log(`ui: sign-in, ${expected.toLocaleString('en')} orders: dashboard ${run.dashboardMs} ms, mirrored ${run.mirroredMs} ms `
      + `(${run.rows.toLocaleString('en')} rows), longest task ${run.longestTaskMs} ms${run.history ? '' : ', no history row'}`);
  }
  const perSecond = (n: (r: SignInRun) => number) => summary(done.map((r) => n(r) / (r.mirroredMs / 1000)));
  return {
    size: {
      orders: expected,
      runs: done,
      dashboard: summary(done.map((r) => r.dashboardMs)),
      mirrored: summary(done.map((r) => r.mirroredMs)),
      rowsPerSecond: perSecond((r) => r.rows),
      ordersPerSecond: perSecond((r) => r.orders),
      longestTask: summary(done.map((r) => r.longestTaskMs)),
    },
    app: kept,
  };
}

/**
 * A new device signs in with `expected` orders in the window; once the dashboard shows, the orders screen
 * is opened by its link and new orders are placed on the server, DURING_GAP_MS apart, while the history
 * is still downloading; per order, from just before place_order to its card's first frame.
 */
export async function benchNewOrderDuringHistory(stack: Stack, baseUrl: string, expected: number,
  log: (line: string) => void): Promise<NewOrderDuringHistory> {
  const { app, page, clickAt } = await startSignIn(baseUrl);
  try {
    const opened = await page.evaluate(`window.__bench.clickAndWait('nav a[href="/app/orders"]', 'orders')`);
    if (!opened || 'error' in (opened as object)) throw new Error(`orders screen did not open: ${JSON.stringify(opened)}`);
    const placed: { number: string; at: number }[] = [];
    const calls: number[] = [];
    while (placed.length < DURING_MAX && !(await page.evaluate(`window.__bench.isMirrored(${expected})`))) {
      const id = randomUUID();
      const at = wall();
      await placeOrder(stack, id);
      calls.push(wall() - at);
      placed.push({ number: orderNumber(id), at });
      await sleep(DURING_GAP_MS);
    }
    const done = await whenMirrored(page, expected + placed.length);
    const mirroredMs = done ? round(done.at - clickAt) : null;
    log(`ui: new order during the history download: ${placed.length} placed before the window of ${expected.toLocaleString('en')} was mirrored (${mirroredMs} ms)`);
    const latencies = placed.length ? await cardLatencies(page, placed, calls) : null;
    if (!latencies) throw new Error('the history was mirrored before a first new order was placed');
    return { ...latencies, windowOrders: expected, placedDuringDownload: placed.length, mirroredMs };
  } finally {
    await closeApp(app);
  }
}
