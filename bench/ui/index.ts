// The UI bench (issue 7): the built app in headless Chromium against an in-memory local-supabase; JS sizes,
// offline cold start, tab switches, new order to screen and to beep, heap, the baseline and Lighthouse.
import type { Page } from '@playwright/test';
import { round } from '../stats';
import { launchApp, newProfile, onePage, removeProfile, signIn, waitMirror, waitServiceWorker, type App } from './browser';
import { benchBaseline, ADDED_LATENCY_MS } from './baseline';
import { benchColdStart } from './cold-start';
import { mirroredOrderCount, seedOrders } from './data';
import { benchHeap } from './heap';
import { dashboardJs, staticJsSizes } from './js-size';
import { benchLighthouse } from './lighthouse';
import { benchFirstBeep, benchNewOrderVisible } from './new-order';
import { startUiEnv } from './setup';
import { benchTabSwitch } from './tab-switch';
import type { UiBenchResult } from './types';

export type { UiBenchResult } from './types';

/** Runs per figure (every figure is a median of at least 5). */
export const RUNS = { coldStart: 5, baseline: 5, newOrders: 50, beeps: 5, heapRounds: 5, tabRounds: 5, lighthouse: 5 };
/** Between two new orders: long enough that the screen is not still busy with the previous one. */
const ORDER_GAP_MS = 500;
const SMALL = 5_000;
const LARGE = 20_000;

/** Runs one part; a failure is recorded among the problems instead of ending the whole bench. */
async function attempt<T>(what: string, problems: string[], work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    problems.push(`${what} failed: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** Signs in through the login screen and waits for the whole mirror; one run, for the record. */
async function signInAndSync(page: Page, orders: number, log: (line: string) => void): Promise<{ orders: number; ms: number }> {
  const t0 = performance.now();
  await signIn(page);
  await waitMirror(page, orders, 300_000);
  const ms = round(performance.now() - t0);
  log(`ui: signed in and downloaded ${orders.toLocaleString('en')} orders in ${Math.round(ms)} ms`);
  return { orders, ms };
}

export async function benchUi(print: (line: string) => void = console.log): Promise<UiBenchResult> {
  const started = performance.now();
  const log = (line: string) => print(`[${Math.round((performance.now() - started) / 1000)} s] ${line}`);
  const env = await startUiEnv(log);
  const profile = newProfile();
  const largeProfile = newProfile();
  const problems: string[] = [];
  let app: App | null = null;
  try {
    const { stack } = env;
    log(`ui: inserting ${SMALL.toLocaleString('en')} orders`);
    await seedOrders(stack, 'ui-5k', SMALL);
    app = await launchApp(env.baseUrl, profile);
    let page = await onePage(app);
    log('ui: signing in through the login screen and downloading the mirror');
    const browserSignIn = [await signInAndSync(page, await mirroredOrderCount(stack), log)];
    await waitServiceWorker(page);
    const userAgent = await page.evaluate('navigator.userAgent') as string;
    const js = { ...staticJsSizes(env.outDir), beforeDashboardData: await dashboardJs(page, env.outDir) };

    log('ui: offline cold start');
    const cold = await benchColdStart(app, RUNS.coldStart, log);
    app = cold.app;
    page = await onePage(app);
    await page.goto('/app/dashboard');
    await waitMirror(page, SMALL);

    log(`ui: baseline (${ADDED_LATENCY_MS} ms added per request) against IndexedDB`);
    const baseline = await attempt('baseline', problems, () => benchBaseline(stack, page, RUNS.baseline, log)) ?? [];

    log('ui: Lighthouse, dashboard signed in (installed app, no other tab open)');
    for (const open of app.context.pages()) await open.close();
    const lighthouseDashboard = await benchLighthouse(app, '/app/dashboard', RUNS.lighthouse, true, log);
    page = await app.context.newPage();

    log(`ui: new order → visible, ${RUNS.newOrders} orders`);
    const newOrderVisible = await attempt('new order → visible', problems, () => benchNewOrderVisible(stack, page, RUNS.newOrders, ORDER_GAP_MS));
    log(`ui: new order → visible p50 ${newOrderVisible?.p50} ms, p95 ${newOrderVisible?.p95} ms`);
    log('ui: new order → first beep');
    const newOrderBeep = await attempt('new order → first beep', problems, () => benchFirstBeep(stack, page, RUNS.beeps, log));
    if (!newOrderBeep) problems.push('new order → first beep: no beep was recorded (see the log)');
    log('ui: JS heap over realtime events');
    const heap = await attempt('heap', problems, () => benchHeap(stack, page, RUNS.heapRounds, log));
    await app.close();
    app = null;

    log('ui: Lighthouse, login signed out (fresh profile)');
    const fresh = newProfile();
    const signedOut = await launchApp(env.baseUrl, fresh);
    const lighthouseLogin = await benchLighthouse(signedOut, '/login', RUNS.lighthouse, false, log).finally(async () => {
      await signedOut.close();
      removeProfile(fresh);
    });

    // A new device signing in downloads all 20,000 (a catch-up of 15,000 in the running app is far slower).
    log(`ui: inserting ${(LARGE - SMALL).toLocaleString('en')} more orders, then signing in on a new profile`);
    await seedOrders(stack, 'ui-20k', LARGE - SMALL);
    app = await launchApp(env.baseUrl, largeProfile);
    page = await onePage(app);
    browserSignIn.push(await signInAndSync(page, await mirroredOrderCount(stack), log));
    const tabSwitch = await attempt('tab switch', problems, () => benchTabSwitch(page, RUNS.tabRounds, log)) ?? [];

    for (const l of [lighthouseDashboard, lighthouseLogin]) if (l.error) problems.push(`Lighthouse ${l.page}: ${l.error}`);
    if (!cold.result.controlledAndOffline) problems.push('cold start: a measured page was not controlled by the service worker or not offline');
    return {
      totalRunMs: round(performance.now() - started),
      buildMs: env.buildMs,
      environment: {
        browser: `${userAgent}; headless, persistent profile, viewport 1024x768, service worker allowed`,
        server: 'local-supabase in memory (PGlite, PostgREST, Auth, Realtime) and vite preview on loopback, in the bench process, sharing the 2 cores with Chromium',
        build: 'vite build of the working tree into scratch/dist-bench (no sourcemaps), VITE_CENTRAL_SUPABASE_URL = the stack',
        orders: `${SMALL.toLocaleString('en')} orders (mixed statuses, within 7 days) inserted set-based on top of the seed; ${LARGE.toLocaleString('en')} for the tab switches`,
        timing: 'page times are performance.now() in the page: navigation start (or just before the click) to the first requestAnimationFrame after the DOM shows the data (MutationObserver); server-to-page latencies use performance.timeOrigin + now() on both sides (one machine clock)',
        baseline: `the spec's queries (section 7) for the screen, in parallel, with fetch from the app's origin through tests/helpers/fault-proxy.ts adding ${ADDED_LATENCY_MS} ms before forwarding every request (CORS preflights included; one warm-up run first); rendering not included. IndexedDB side: the installed app online, opening the screen by its in-app link (screen code loaded on demand included) to the first frame with data`,
        heap: 'Runtime.getHeapUsage usedSize after HeapProfiler.collectGarbage (twice), orders screen on the Bestellingen tab; per round 20 UPDATEs of 50 shown orders (status flip) as owner, 1,000 realtime events',
        lighthouse: 'Lighthouse 12 default (mobile) settings with simulated throttling, only the three categories; dashboard with storage kept (signed in, service worker installed), login on a fresh profile with storage reset per run',
      },
      js,
      coldStart: cold.result,
      tabSwitch,
      newOrderVisible,
      newOrderBeep,
      heap,
      baseline,
      lighthouse: [lighthouseLogin, lighthouseDashboard],
      browserSignIn,
      problems,
    };
  } finally {
    await app?.close().catch(() => {});
    await env.stop();
    removeProfile(profile);
    removeProfile(largeProfile);
  }
}
