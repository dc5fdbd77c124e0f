// The PWA journeys' device: a Chromium with its own profile directory (chromium.launchPersistentContext),
// so the service worker, its caches, IndexedDB and localStorage survive a reload and a restart the way
// they do on the shop's tablet. The `tablet` fixture makes one per test on a fresh temporary profile and
// removes it afterwards. A test fails when a lazy screen's code did not load; on a failure the fixture
// attaches a screenshot and the page's console.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';
import { test as base, expect, signIn, SCREEN_CODE_FAILED, type Account } from '../../support/fixtures';

export { expect };

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

type InitScript = (context: BrowserContext) => Promise<void>;

export class Tablet {
  private current: { context: BrowserContext; page: Page } | null = null;
  private readonly scripts: InitScript[] = [];
  readonly console: string[] = [];

  constructor(readonly profile: string, readonly baseURL: string, readonly headless = true) {}

  get context(): BrowserContext {
    if (!this.current) throw new Error('the tablet is not running');
    return this.current.context;
  }

  get page(): Page {
    if (!this.current) throw new Error('the tablet is not running');
    return this.current.page;
  }

  /** Starts Chromium on the profile; `offline` cuts the network before the first page loads. */
  async start({ offline = false }: { offline?: boolean } = {}): Promise<void> {
    const context = await chromium.launchPersistentContext(this.profile, {
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      headless: this.headless,
      args: ['--autoplay-policy=no-user-gesture-required'],
      baseURL: this.baseURL,
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
      viewport: { width: 1024, height: 768 },
      serviceWorkers: 'allow',
      offline,
    });
    for (const script of this.scripts) await script(context);
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => this.console.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => this.console.push(`[pageerror] ${error.message}`));
    this.current = { context, page };
  }

  /** Closes Chromium and starts it again on the same profile, as after a reboot of the tablet. */
  async restart(options: { offline?: boolean } = {}): Promise<void> {
    await this.close();
    await this.start(options);
  }

  /** Adds an init script to every page, now and after restarts. */
  async addInitScript<Arg>(script: (arg: Arg) => void, arg: Arg): Promise<void> {
    const apply: InitScript = async (context) => {
      await context.addInitScript(script as (arg: unknown) => void, arg);
    };
    this.scripts.push(apply);
    if (this.current) await apply(this.current.context);
  }

  async close(): Promise<void> {
    const running = this.current;
    this.current = null;
    await running?.context.close();
  }
}

export const test = base.extend<{ tablet: Tablet }>({
  tablet: async ({ baseURL, headless }, use, testInfo) => {
    const profile = await mkdtemp(join(tmpdir(), 'kmfc-pwa-'));
    const tablet = new Tablet(profile, baseURL!, headless);
    try {
      await tablet.start();
      await use(tablet);
      expect(tablet.console.filter((line) => line.includes(SCREEN_CODE_FAILED)), 'no lazy screen failed to load').toEqual([]);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('console', { body: tablet.console.join('\n'), contentType: 'text/plain' });
        try {
          await testInfo.attach('screenshot', { body: await tablet.page.screenshot(), contentType: 'image/png' });
        } catch {
          // The tablet is not running (a start or restart failed): no screenshot.
        }
      }
      await tablet.close();
      // Chromium may still be writing its last files as it exits.
      await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  },
});

/**
 * Waits until the service worker is active (its precache complete) and controls the page. The app's
 * worker does not claim open pages, so the page that installed it is reloaded once to come under it.
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/**
 * Signs in on a tablet that has the app installed: the first load registers the service worker and
 * waits for it (precache complete); the sign-in's own navigation then comes under its control.
 */
export async function signInInstalled(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await signIn(page, account);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

export interface OutboxRow {
  seq: number;
  mutation_id: string;
  key: string;
  state: string;
  kind?: string;
}

/**
 * The staff changes in the outbox as it is in IndexedDB (database 'kmfc-admin', store 'outbox'), read
 * without the app; the device's own presence reports (key staff_devices:…) are left out.
 */
export function readOutbox(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(() => new Promise<OutboxRow[]>((resolve, reject) => {
    const open = indexedDB.open('kmfc-admin');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        db.close();
        resolve((read.result as OutboxRow[]).filter((entry) => !entry.key.startsWith('staff_devices:')));
      };
    };
  }));
}

/** The mark a card or switch carries while its change has not reached the server. */
export const NOT_SENT = 'Nog niet verzonden';

export const OFFLINE_BANNER = 'Je bent offline - Sommige functies zijn mogelijk beperkt.';

/**
 * The context's writes to the backend's REST API (every method but GET and HEAD, from any page): how
 * many were sent, and how many have neither finished nor failed yet. Watch before the writes start.
 */
export function watchBackendWrites(context: BrowserContext, supabaseUrl: string): { sent(): number; inFlight(): number } {
  const open = new Set<Request>();
  let sent = 0;
  context.on('request', (request) => {
    if (!request.url().startsWith(`${supabaseUrl}/rest/v1/`) || ['GET', 'HEAD'].includes(request.method())) return;
    open.add(request);
    sent += 1;
  });
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  return { sent: () => sent, inFlight: () => open.size };
}
