// PWA journey 5: a new build is deployed while a change waits in the outbox. Build A is served from a
// static server this test controls; the change is queued offline, and the backend stays unreachable
// (its requests aborted) while the server switches to build B and the tablet checks for an update.
// The banner 'Nieuwe versie beschikbaar' appears and A keeps running; 'Herladen' reloads the page under
// B's service worker, the queued change is still in the outbox with its mark, and once the backend is
// reachable again it is sent exactly once. A second test: with two tabs open, 'Herladen' in one still
// works in the other afterwards.
import type { Page, Route } from '@playwright/test';
import { e2eEnv } from '../support/env';
import { flip, openTab } from '../support/app';
import { restGet, SEED_PRODUCTS } from '../support/rest';
import { buildApp, removeBuilds, type AppBuild } from './support/builds';
import { startStaticServer, type StaticServer } from './support/static-server';
import { test as tabletTest, expect, readOutbox, signInInstalled, watchBackendWrites, NOT_SENT, OFFLINE_BANNER } from './support/tablet';

// Two production builds (about 5-20 s each, more on a busy machine) come on top of the first journey.
tabletTest.describe.configure({ timeout: 120_000 });

declare global {
  interface Window {
    /** Set on a document by the test; gone after a reload. */
    __sameDocument?: boolean;
  }
}

interface Builds {
  a: AppBuild;
  /** Started once A is done, so it is made while the tablet signs in on A. */
  b: Promise<AppBuild>;
}

const test = tabletTest.extend<{ site: StaticServer }, { builds: Builds }>({
  // Made once for this file's tests; each test gets its own server, so its own origin and fresh worker.
  builds: [async ({}, use) => { // eslint-disable-line no-empty-pattern -- Playwright fixtures must destructure their first argument
    const a = await buildApp('A');
    const b = buildApp('B');
    b.catch(() => {}); // awaited by the tests; a failure before that must not go unhandled
    await use({ a, b });
    await b.catch(() => {});
    await removeBuilds();
  }, { scope: 'worker', timeout: 120_000 }],
  site: async ({ builds }, use) => {
    const site = await startStaticServer(builds.a.dir);
    await use(site);
    await site.close();
  },
  baseURL: async ({ site }, use) => use(site.url),
});

function updateBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Nieuwe versie beschikbaar' });
}

/** What the 30-minute timer and becoming visible do: ask the server for a new /sw.js now. */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update();
  });
}

async function serverProduct(id: string) {
  const [row] = await restGet<{ is_active: boolean; version: number; last_mutation_id: string | null }>(
    'products', `id=eq.${id}&select=is_active,version,last_mutation_id`);
  return row;
}

/** Which build the page runs, or undefined while it is between documents. */
function runningBuild(page: Page): Promise<string | undefined> {
  return page.evaluate(() => window.__KMFC_E2E_BUILD__).catch(() => undefined);
}

test('a new version waits for Herladen, then takes over with the outbox intact', async ({ tablet, site, builds }) => {
  const { page, context } = tablet;
  const buildA = builds.a;

  await signInInstalled(page, 'eigenaar');
  expect(await runningBuild(page)).toBe('A');
  await page.goto('/app/settings/product-status');
  const frietKlein = page.getByRole('article', { name: 'Friet klein', exact: true });
  const visible = frietKlein.getByRole('switch', { name: 'Zichtbaar' });
  await expect(visible).toBeChecked();
  const before = await serverProduct(SEED_PRODUCTS.frietKlein);

  // Offline, a change is queued.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await flip(visible);
  await expect(frietKlein.getByRole('img', { name: NOT_SENT })).toBeVisible();
  const [queued, ...others] = await readOutbox(page);
  expect(others).toEqual([]);
  expect(queued.key).toBe(`products:${SEED_PRODUCTS.frietKlein}`);

  // The network is back but the backend is not: the app server (with build B now) answers, Supabase does not.
  const backendCalls: string[] = [];
  const blockBackend = async (route: Route) => {
    backendCalls.push(route.request().url());
    await route.abort('internetdisconnected');
  };
  await context.route(`${e2eEnv.supabaseUrl}/**`, blockBackend);
  const buildB = await builds.b;
  expect(buildB.entry).not.toBe(buildA.entry);
  site.root = buildB.dir;
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeHidden();
  await page.evaluate(() => {
    window.__sameDocument = true;
  });

  await checkForUpdate(page);
  const banner = updateBanner(page);
  await expect(banner).toBeVisible({ timeout: 15_000 });
  // The old version keeps running: same document, build A, the change still marked.
  expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  expect(await runningBuild(page)).toBe('A');
  expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.getAttribute('src'))).toBe(buildA.entry);
  expect(await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting?.state, controller: navigator.serviceWorker.controller?.state };
  })).toEqual({ waiting: 'installed', controller: 'activated' });
  await expect(frietKlein.getByRole('img', { name: NOT_SENT })).toBeVisible();
  await expect.poll(() => backendCalls.length, { message: 'the app tried the backend while it was unreachable' }).toBeGreaterThan(0);
  // A screen of A not opened yet in this document still loads: its chunk, gone from the server, comes
  // from the old worker's precache.
  await openTab(page, 'Orders');
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await page.goBack();
  await expect(visible).not.toBeChecked();
  expect(site.log.filter((line) => line.endsWith(' 404'))).toEqual([]);

  await banner.getByRole('button', { name: 'Herladen' }).click();
  await expect.poll(() => runningBuild(page), { timeout: 15_000, message: 'build B runs after Herladen' }).toBe('B');
  expect(await page.evaluate(() => window.__sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.getAttribute('src'))).toBe(buildB.entry);
  expect(await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, controller: navigator.serviceWorker.controller?.state };
  })).toEqual({ waiting: null, controller: 'activated' });
  await expect(page).toHaveURL(/\/app\/settings\/product-status$/);
  await expect(banner).toBeHidden();
  // B's worker activated: the precache holds B's entry and no longer A's.
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(precached).toContain(buildB.entry);
  expect(precached).not.toContain(buildA.entry);

  // The queued change came through the update: still in the outbox, still marked, not on the server.
  await expect(visible).not.toBeChecked();
  await expect(frietKlein.getByRole('img', { name: NOT_SENT })).toBeVisible();
  const after = await readOutbox(page);
  expect(after.map((entry) => entry.mutation_id)).toEqual([queued.mutation_id]);
  expect(await serverProduct(SEED_PRODUCTS.frietKlein)).toEqual(before);

  // The backend is reachable again (and the tablet's Wi-Fi says so): sent exactly once.
  const writes = watchBackendWrites(context, e2eEnv.supabaseUrl);
  await context.unroute(`${e2eEnv.supabaseUrl}/**`, blockBackend);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(frietKlein.getByRole('img', { name: NOT_SENT })).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => readOutbox(page)).toEqual([]);
  expect(await serverProduct(SEED_PRODUCTS.frietKlein)).toEqual({
    is_active: false, version: before.version + 1, last_mutation_id: queued.mutation_id,
  });
  // No late resend: the outbox is empty, so once no write is on its way, nothing more can arrive.
  expect(writes.sent()).toBeGreaterThan(0);
  await expect.poll(() => writes.inFlight(), { message: 'writes to the backend still on their way' }).toBe(0);
  expect((await serverProduct(SEED_PRODUCTS.frietKlein)).version).toBe(before.version + 1);
});

test('with two tabs open, Herladen in one leaves a working Herladen in the other', async ({ tablet, site, builds }) => {
  const { page, context } = tablet;
  await signInInstalled(page, 'eigenaar');
  const other = await context.newPage();
  await other.goto('/app/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await runningBuild(other)).toBe('A');

  site.root = (await builds.b).dir;
  await checkForUpdate(page);
  await expect(updateBanner(page)).toBeVisible({ timeout: 15_000 });
  await expect(updateBanner(other)).toBeVisible();
  await updateBanner(page).getByRole('button', { name: 'Herladen' }).click();
  await expect.poll(() => runningBuild(page), { timeout: 15_000 }).toBe('B');

  // The other tab was not reloaded behind its back; its banner still offers the new version, and works.
  expect(await runningBuild(other)).toBe('A');
  await updateBanner(other).getByRole('button', { name: 'Herladen' }).click();
  await expect.poll(() => runningBuild(other), { timeout: 15_000, message: 'the other tab runs B' }).toBe('B');
  await expect(updateBanner(other)).toBeHidden();
  // Its screens load again (under A, the ones not opened yet were gone with A's precache).
  await openTab(other, 'Instellingen');
  await expect(other.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
});
