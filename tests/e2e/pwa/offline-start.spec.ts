// PWA journey 2: signed in once on the tablet, the app starts without the network: a reload, a deep
// link and a restart of the browser all show the screens from the service worker's shell and the
// orders from IndexedDB, under the offline banner.
import type { Page } from '@playwright/test';
import { openTab, ordersTab } from '../support/app';
import { test, expect, signInInstalled, OFFLINE_BANNER } from './support/tablet';

/** The order numbers of the cards in the orders screen's open tab. */
async function cardNumbers(page: Page): Promise<string[]> {
  const headings = page.getByRole('tabpanel').getByRole('article').getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  return (await headings.allInnerTexts()).map((text) => text.trim());
}

async function dashboardShowsLocalData(page: Page, recent: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Recente orders' }).getByRole('listitem');
  await expect(list).toHaveCount(recent.length);
  for (const [i, number] of recent.entries()) await expect(list.nth(i)).toContainText(number);
}

async function ordersShowLocalData(page: Page, cards: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(ordersTab(page, 'Nieuwe bestellingen')).toHaveAttribute('aria-selected', 'true');
  expect(await cardNumbers(page)).toEqual(cards);
}

test('signed in once, the app reloads, deep-links and restarts offline with local data', async ({ tablet }) => {
  let { page } = tablet;
  await signInInstalled(page, 'eigenaar');

  // Online: note what the device has mirrored.
  const recentItems = page.getByRole('region', { name: 'Recente orders' }).getByRole('listitem');
  await expect(recentItems.first()).toBeVisible({ timeout: 20_000 });
  const recent = (await recentItems.allInnerTexts()).map((text) => text.split(/\s/)[0]);
  expect(recent.length).toBeGreaterThan(0);
  await openTab(page, 'Orders');
  const cards = await cardNumbers(page);
  expect(cards.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await tablet.context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();

  // A reload of the orders screen, then the dashboard, then a deep link: all from the worker's shell.
  await page.reload();
  await ordersShowLocalData(page, cards);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await page.goto('/app/dashboard');
  await dashboardShowsLocalData(page, recent);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await page.goto('/app/settings/opening-hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Openingstijden' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Maandag', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();

  // The tablet restarts without the network: the installed app opens at its start URL, signed in.
  await tablet.restart({ offline: true });
  page = tablet.page;
  await page.goto('/app/dashboard');
  await dashboardShowsLocalData(page, recent);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await openTab(page, 'Orders');
  await ordersShowLocalData(page, cards);
});
