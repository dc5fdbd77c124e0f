// Chromium for the UI bench: a persistent profile (so the service worker installs and the app is
// "installed"), the probes in every page, signing in through the login screen, waiting on the mirror.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { freePort } from '../../local-supabase/ports';
import { PROBE_SCRIPT } from './probes';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const EMAIL = 'eigenaar@kmfc.test';
export const PASSWORD = 'kmfc-demo';

export interface App {
  context: BrowserContext;
  /** The profile folder (kept across relaunches of the same installed app). */
  profile: string;
  /** Chrome DevTools port, for Lighthouse. */
  debugPort: number;
  baseUrl: string;
  close(): Promise<void>;
}

export function newProfile(): string {
  return mkdtempSync(join(tmpdir(), 'bench-ui-profile-'));
}

export function removeProfile(profile: string): void {
  rmSync(profile, { recursive: true, force: true });
}

export function chromiumPath(): string | undefined {
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Launches Chromium on the profile; the probes go into every page. */
export async function launchApp(baseUrl: string, profile: string, options: { offline?: boolean } = {}): Promise<App> {
  const debugPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    baseURL: baseUrl,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1024, height: 768 },
    serviceWorkers: 'allow',
    offline: options.offline ?? false,
    args: ['--autoplay-policy=no-user-gesture-required', '--enable-precise-memory-info', `--remote-debugging-port=${debugPort}`],
  });
  await context.addInitScript({ content: PROBE_SCRIPT });
  return { context, profile, debugPort, baseUrl, close: () => context.close() };
}

/** The one open page (a persistent context starts with one), or a new one. */
export async function onePage(app: App): Promise<Page> {
  return app.context.pages()[0] ?? app.context.newPage();
}

/** Opens the login screen and fills it in (e-mail, password, consent), ready to click. */
export async function fillSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
}

/** Clicks Inloggen in the page; resolves the click's wall-clock time (performance.timeOrigin + now()). */
export function clickSignIn(page: Page): Promise<number> {
  return page.getByRole('button', { name: 'Inloggen', exact: true }).evaluate((button) => {
    const at = performance.timeOrigin + performance.now();
    (button as HTMLButtonElement).click();
    return at;
  });
}

/** Signs in through the login screen, as staff do, and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await fillSignIn(page);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL(/\/app\/dashboard$/, { timeout: 120_000 });
}

export interface MirrorState {
  orders: number;
  created: number;
  state: string | null;
  /** The 'history' meta row (issue 14); null when there is none (before the history download existed). */
  history: { done: boolean; loaded: number; total: number | null } | null;
  /** Rows of orders, order_items, carts and cart_items together: counted only by whenMirrored (0 here). */
  rows: number;
}

export function mirrorState(page: Page): Promise<MirrorState> {
  return page.evaluate('window.__bench.mirror()') as Promise<MirrorState>;
}

/** Waits until the mirror holds at least `orders` orders and the engine says it is live. */
export async function waitMirror(page: Page, orders: number, timeoutMs = 180_000): Promise<MirrorState> {
  const deadline = Date.now() + timeoutMs;
  let last: MirrorState = { orders: 0, created: 0, state: null, history: null, rows: 0 };
  while (Date.now() < deadline) {
    last = await mirrorState(page).catch(() => last);
    if (last.orders >= orders && last.state === 'live') return last;
    await page.waitForTimeout(250);
  }
  throw new Error(`mirror not ready: ${JSON.stringify(last)} (wanted ${orders} orders, live)`);
}

/** Waits until the service worker is active (precache done); the next pages it controls. */
export async function waitServiceWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
}

/** Whether this page is controlled by the service worker. */
export function controlled(page: Page): Promise<boolean> {
  return page.evaluate('!!navigator.serviceWorker.controller') as Promise<boolean>;
}

/** Reads { dom, frame } of a screen's first data from the probes (ms since navigation start; wall: clock time of the frame). */
export async function waitSeen(page: Page, name: string, timeoutMs = 30_000): Promise<{ dom: number; frame: number; wall: number }> {
  await page.waitForFunction(`window.__bench?.seen[${JSON.stringify(name)}]?.frame != null`, undefined, { timeout: timeoutMs, polling: 50 })
    .catch(async (error: Error) => {
      // What the page showed instead, so a failed run says why.
      const state = await page.evaluate(`JSON.stringify({ url: location.href, probe: !!window.__bench,
        seen: window.__bench?.seen, visibility: document.visibilityState,
        text: document.body.innerText.replace(/\\s+/g, ' ').slice(0, 300) })`).catch((e: Error) => e.message);
      throw new Error(`${name} not seen within ${timeoutMs} ms: ${state} (${error.message.split('\n')[0]})`);
    });
  return page.evaluate(`window.__bench.seen[${JSON.stringify(name)}]`) as Promise<{ dom: number; frame: number; wall: number }>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
