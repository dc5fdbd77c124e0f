// The journeys' `test`: every test starts from the seed (the shared database is reset first) in a
// fresh browser context; `window.print` is stubbed in every page (also receipt pop-ups) so printing
// never blocks, and records its calls in `window.__printCalls`. A journey fails when a lazy screen's
// code failed to load: the app then reloads once and goes on, so nothing else would notice (a chunk
// evaluated in the wrong order did that once in the production build).
import { test as base, expect, type Page } from '@playwright/test';
import { e2eEnv } from './env';

export { expect };

export const ACCOUNTS = {
  eigenaar: 'eigenaar@kmfc.test',
  manager: 'manager@kmfc.test',
  keuken: 'keuken@kmfc.test',
} as const;

export type Account = keyof typeof ACCOUNTS;
export const DEMO_PASSWORD = 'kmfc-demo';

/** What lazy-screen.tsx logs when a screen's code did not load (before it reloads the page once). */
export const SCREEN_CODE_FAILED = 'screen code did not load';

async function resetDatabase(): Promise<void> {
  const res = await fetch(`${e2eEnv.controlUrl}/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`database reset failed: ${res.status} ${await res.text()}`);
}

declare global {
  interface Window {
    __printCalls?: number;
  }
}

export const test = base.extend<{ freshDatabase: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  baseURL: async ({}, use) => use(e2eEnv.baseUrl),
  // eslint-disable-next-line no-empty-pattern -- as above
  freshDatabase: [async ({}, use) => {
    await resetDatabase();
    await use();
  }, { auto: true }],
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      window.__printCalls = 0;
      window.print = () => { window.__printCalls = (window.__printCalls ?? 0) + 1; };
    });
    const failedLoads: string[] = [];
    const watch = (page: Page) => page.on('console', (message) => {
      if (message.text().includes(SCREEN_CODE_FAILED)) failedLoads.push(message.text());
    });
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
    expect(failedLoads, 'no lazy screen failed to load').toEqual([]);
  },
});

/** Signs in through the Login screen and waits for the dashboard. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(ACCOUNTS[account]);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
}

/** The bottom navigation's tab names, in order. */
export async function navTabs(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.replace(/^\W+/u, '').trim());
}
