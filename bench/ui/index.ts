// The UI bench (issue 7, issue 14): the built app in headless Chromium against an in-memory local-supabase; a new
// device signing in with 300, 5,000 and 20,000 orders in the window, JS sizes, offline cold start, tab switches,
// new order to screen and to beep, heap, the baseline and Lighthouse.
import { round } from '../stats';
import { launchApp, newProfile, onePage, removeProfile, waitMirror, waitServiceWorker, type App } from './browser';
import { benchBaseline, ADDED_LATENCY_MS } from './baseline';
import { benchColdStart } from './cold-start';
import { growWindow, mirroredOrderCount, TODAY_ORDERS } from './data';
import { benchHeap } from './heap';
import { dashboardJs, staticJsSizes } from './js-size';
import { benchLighthouse } from './lighthouse';
import { benchFirstBeep, benchNewOrderVisible } from './new-order';
import { startUiEnv, type UiEnv } from './setup';
import { benchNewOrderDuringHistory, benchSignIn, closeApp } from './sign-in';
import { benchTabSwitch } from './tab-switch';
import { benchSearch } from './search';
import type { SignInSize, UiBenchResult } from './types';

export type { UiBenchResult } from './types';

/** Runs per figure (every figure is a median of at least 5). */
export const RUNS = { signIn: 5, coldStart: 5, baseline: 5, newOrders: 50, beeps: 5, heapRounds: 5, tabRounds: 5, lighthouse: 5 };
/** Between two new orders: long enough that the screen is not still busy with the previous one. */
const ORDER_GAP_MS = 500;
/** Orders in the window for the sign-in runs; the middle one is the stored mirror for the installed-app figures. */
export const WINDOW_SIZES = [300, 5_000, 20_000] as const;

/** Runs one part; a failure is recorded among the problems instead of ending the whole bench. */
async function attempt<T>(what: string, problems: string[], work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    problems.push(`${what} failed: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** The sign-in runs for one window size; the last run's app is kept open when asked (null if it failed). */
async function signInSize(env: UiEnv, target: number, keep: boolean, signIn: SignInSize[], problems: string[],
  log: (line: string) => void): Promise<App | null> {
  const orders = await growWindow(env.stack, target, log);
  const result = await attempt(`sign-in, ${orders} orders`, problems, () => benchSignIn(env.baseUrl, orders, RUNS.signIn, keep, log));
  if (!result) return null;
  signIn.push(result.size);
  return result.app;
}

export async function benchUi(print: (line: string) => void = console.log): Promise<UiBenchResult> {
  const started = performance.now();
  const log = (line: string) => print(`[${Math.round((performance.now() - started) / 1000)} s] ${line}`);
  const env = await startUiEnv(log);
  const problems: string[] = [];
  const signIn: SignInSize[] = [];
  let app: App | null = null;
  try {
    const { stack } = env;
    const [small, medium, large] = WINDOW_SIZES;
    log(`ui: new devices signing in, ${RUNS.signIn} runs per window size, each on a fresh profile`);
    await signInSize(env, small, false, signIn, problems, log);
    // The last sign-in of the middle size is the installed app of the figures below.
    app = await signInSize(env, medium, true, signIn, problems, log);
    if (!app) throw new Error(`no signed-in app with ${medium} orders: ${problems.join('; ')}`);
    const stored = await mirroredOrderCount(stack);
    let page = await onePage(app);
    await waitMirror(page, stored);
    await waitServiceWorker(page);
    const userAgent = await page.evaluate('navigator.userAgent') as string;
    const js = { ...staticJsSizes(env.outDir), beforeDashboardData: await dashboardJs(page, env.outDir) };

    log('ui: offline cold start');
    const cold = await benchColdStart(app, RUNS.coldStart, log);
    app = cold.app;
    page = await onePage(app);
    await page.goto('/app/dashboard');
    await waitMirror(page, stored);

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
    await closeApp(app);
    app = null;

    log('ui: Lighthouse, login signed out (fresh profile)');
    const fresh = newProfile();
    const signedOut = await launchApp(env.baseUrl, fresh);
    const lighthouseLogin = await benchLighthouse(signedOut, '/login', RUNS.lighthouse, false, log).finally(async () => {
      await signedOut.close();
      removeProfile(fresh);
    });

    // New devices signing in with the large window; the last one's app is used for the tab switches.
    app = await signInSize(env, large, true, signIn, problems, log);
    const largeApp = app;
    const tabSwitch = largeApp
      ? await attempt('tab switch', problems, async () => benchTabSwitch(await onePage(largeApp), RUNS.tabRounds, log)) ?? []
      : [];
    const search = largeApp ? await attempt('search', problems, async () => benchSearch(await onePage(largeApp), stack, log)) : null;
    if (app) await closeApp(app);
    app = null;
    const windowOrders = await mirroredOrderCount(stack);
    log(`ui: new orders while a new device downloads the history of ${windowOrders.toLocaleString('en')} orders`);
    const newOrderDuringHistory = await attempt('new order during the history download', problems,
      () => benchNewOrderDuringHistory(stack, env.baseUrl, windowOrders, log));

    for (const l of [lighthouseDashboard, lighthouseLogin]) if (l.error) problems.push(`Lighthouse ${l.page}: ${l.error}`);
    if (!cold.result.controlledAndOffline) problems.push('cold start: a measured page was not controlled by the service worker or not offline');
    return {
      totalRunMs: round(performance.now() - started),
      buildMs: env.buildMs,
      environment: {
        browser: `${userAgent}; headless, persistent profile, viewport 1024x768, service worker allowed`,
        server: 'local-supabase in memory (PGlite, PostgREST, Auth, Realtime) and vite preview on loopback, in the bench process, sharing the 2 cores with Chromium',
        build: 'vite build of the working tree into scratch/dist-bench (no sourcemaps), VITE_CENTRAL_SUPABASE_URL = the stack',
        orders: `inserted set-based on top of the seed: ${TODAY_ORDERS} placed today (mixed statuses), then finished orders of the 12 days before today until the 14-day window holds ${WINDOW_SIZES.map((n) => n.toLocaleString('en')).join(', then ')} (one stack, growing: only the history grows); the installed-app figures with ${WINDOW_SIZES[1].toLocaleString('en')}, the tab switches with ${WINDOW_SIZES[2].toLocaleString('en')}`,
        signIn: `per run a fresh profile (new Chromium process), the login screen filled in, then from the click on Inloggen (wall clock in the page) to the dashboard's first frame with recent orders and counts, and to the whole window mirrored: the 'history' meta row done (or none written) and at least the server's window count of orders in IndexedDB, polled every 50 ms from the page; rows = orders + order_items + carts + cart_items in IndexedDB then; longest task = PerformanceObserver 'longtask' (buffered, from the init script) between click and mirrored, 0 = none over 50 ms`,
        timing: 'page times are performance.now() in the page: navigation start (or just before the click) to the first requestAnimationFrame after the DOM shows the data (MutationObserver); server-to-page latencies use performance.timeOrigin + now() on both sides (one machine clock)',
        baseline: `the spec's queries (section 7) for the screen, in parallel, with fetch from the app's origin through tests/helpers/fault-proxy.ts adding ${ADDED_LATENCY_MS} ms before forwarding every request (CORS preflights included; one warm-up run first); rendering not included. IndexedDB side: the installed app online, opening the screen by its in-app link (screen code loaded on demand included) to the first frame with data`,
        heap: 'Runtime.getHeapUsage usedSize after HeapProfiler.collectGarbage (twice), orders screen on the Bestellingen tab; per round 20 UPDATEs of 50 shown orders (status flip) as owner, 1,000 realtime events',
        lighthouse: 'Lighthouse 12 default (mobile) settings with simulated throttling, only the three categories; dashboard with storage kept (signed in, service worker installed), login on a fresh profile with storage reset per run',
      },
      js,
      coldStart: cold.result,
      tabSwitch,
      search,
      newOrderVisible,
      newOrderBeep,
      heap,
      baseline,
      lighthouse: [lighthouseLogin, lighthouseDashboard],
      signIn,
      newOrderDuringHistory,
      problems,
    };
  } finally {
    if (app) await closeApp(app);
    await env.stop();
  }
}
