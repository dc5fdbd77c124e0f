// The Cijfers bench (issue 32): today's figures computed on the device in headless Chromium with 20,000
// orders stored (a 14-day window: today's and the history of the days before) and their audit trail
// downloaded (it follows the live link). From the dashboard's
// 'Cijfers' card to today's figures on screen (from IndexedDB; the screen's code loaded once before),
// and from just before a new order is placed on the server to today's order count moving on screen
// (the server, Realtime, the mirror and the figures' live read together), as the new-order bench times.
import type { Page } from '@playwright/test';
import { percentile, round } from '../stats';
import { summary } from '../sync/shared';
import type { Summary } from '../sync/types';
import { launchApp, newProfile, onePage, removeProfile, signIn, sleep, waitMirror, waitServiceWorker } from '../ui/browser';
import { growWindow, placeOrder, wall } from '../ui/data';
import { startUiEnv } from '../ui/setup';

export interface StatsBenchResult {
  storedOrders: number;
  firstShow: Summary & { p95: number };
  update: Summary & { p95: number };
}

const RUNS = { open: 10, orders: 20 };
const figure = (name: string) => `document.querySelector('[data-figure="${name}"]')`;

/** Dashboard → the Cijfers card, until today's order count shows; in-page time to the next frame. */
export function openStatistics(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now();
    const done = () => !!${figure('orders')};
    const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); requestAnimationFrame(() => resolve(performance.now() - t0)); } });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => { observer.disconnect(); reject(new Error('Cijfers did not show')); }, 10000);
    [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/app/statistics').click();
  })`) as Promise<number>;
}

/** Resolves with the wall-clock time (ms) at the frame after today's order count shows more than `count`. */
function countAbove(page: Page, count: number): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const done = () => Number(${figure('orders')}?.textContent) > ${count};
    const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())); } });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => { observer.disconnect(); reject(new Error('the figures did not move')); }, 15000);
  })`) as Promise<number>;
}

/** Waits until today's speed table shows: the screen's read after the figures is done. */
export function speedShown(page: Page): Promise<unknown> {
  return page.getByRole('table', { name: 'Snelheid' }).waitFor({ timeout: 60_000 });
}

/** The audit trail downloads after the link is live: waits until the stored order events stop growing (5 s). */
export async function waitEventsSettled(page: Page, timeoutMs = 600_000): Promise<number> {
  const count = () => page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('kmfc-admin');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const req = open.result.transaction('order_events').objectStore('order_events').count();
      req.onsuccess = () => { open.result.close(); resolve(req.result); };
    };
  })`) as Promise<number>;
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = await count();
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= 5_000) return now;
    await sleep(500);
  }
  throw new Error(`order events still growing after ${timeoutMs} ms (${last})`);
}

export async function benchStats(log: (line: string) => void = console.log): Promise<StatsBenchResult> {
  const env = await startUiEnv(log);
  const profile = newProfile();
  const app = await launchApp(env.baseUrl, profile);
  try {
    const stored = await growWindow(env.stack, 20_000, log);
    const page = await onePage(app);
    await signIn(page);
    await waitMirror(page, stored, 600_000);
    log(`stats: ${stored.toLocaleString('en')} orders mirrored`);
    log(`stats: ${(await waitEventsSettled(page)).toLocaleString('en')} order events mirrored`);
    // The installed app, as staff use it: the service worker has cached the app (its first install
    // fetches every file once, beside whatever the page does meanwhile).
    await waitServiceWorker(page);
    await page.goto('/app/statistics');
    await page.waitForFunction(`!!${figure('orders')}`, null, { timeout: 60_000 });
    await speedShown(page);
    // The load started the engine again: its catch-up writes (and what reads them) end before the opens.
    await waitMirror(page, stored, 60_000);
    await sleep(2_000);
    const opens: number[] = [];
    for (let i = 0; i < RUNS.open; i++) {
      // Back by the bottom navigation, as staff go (no reload: the app stays as it was).
      await page.locator('nav a', { hasText: 'Dashboard' }).click();
      await page.getByRole('link', { name: /Cijfers/ }).waitFor();
      await sleep(500);
      opens.push(await openStatistics(page));
      // The screen's later read (the day's speed, every order and its events) ends before the next open.
      await speedShown(page);
    }
    log(`stats: Cijfers opened: ${opens.map(Math.round).join(', ')} ms`);
    const updates: number[] = [];
    for (let i = 0; i < RUNS.orders; i++) {
      const count = Number(await page.locator('[data-figure="orders"]').first().textContent());
      const seen = countAbove(page, count);
      const t0 = wall();
      await placeOrder(env.stack, crypto.randomUUID());
      updates.push((await seen) - t0);
      await sleep(300);
    }
    log(`stats: new order → today's figures: p95 ${Math.round(percentile(updates, 95))} ms`);
    return {
      storedOrders: stored,
      firstShow: { ...summary(opens), p95: round(percentile(opens, 95)) },
      update: { ...summary(updates), p95: round(percentile(updates, 95)) },
    };
  } finally {
    await app.close();
    removeProfile(profile);
    await env.stop();
  }
}
