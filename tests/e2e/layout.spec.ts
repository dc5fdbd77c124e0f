// Journey 8: at a small phone (360 px), a phone (390 px) and a tablet (1024 × 768) every screen fits: no
// text runs past the edge of its card, dialog, top bar or bottom navigation, no text is cut off, and
// the page never scrolls sideways. The top bar shows the brand on one line at every width, and a toast
// never lies over the open time sheet's list of times.
// One sign-in per width; the screens are then opened inside the app (no reload), so the sync engine
// stays connected and the top bar shows its steady state ('Online') while it is measured.
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';
import { PLAIN, flip, ordersTab, orderCard } from './support/app';
import { layoutProblems } from './support/layout';
import { settled } from './support/screens';
import { expectNotCovered } from './support/toasts';

const SIZES = [{ width: 360, height: 800 }, { width: 390, height: 800 }, { width: 1024, height: 768 }];

/** Opens an app path the way a link inside the app does (React Router follows popstate). */
async function go(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await settled(page, heading);
}

/** Soft-fails with every problem on this screen at this width, so one run lists them all. */
async function fits(page: Page, width: number, screen: string): Promise<void> {
  const problems = await layoutProblems(page);
  expect.soft(problems, `layout at ${width} px, screen "${screen}":\n  ${problems.join('\n  ')}`).toEqual([]);
}

async function topBarOnOneLine(page: Page, width: number): Promise<void> {
  const bar = page.getByRole('banner');
  await expect.soft(bar.getByText('KMFC Shop', { exact: true }), `brand in the top bar at ${width} px`).toBeVisible();
  // Every text of the bar on one line: a text node that wraps has more than one line box.
  const wrapped = await bar.evaluate((header) => {
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (node.textContent?.trim() && range.getClientRects().length > 1) found.push(node.textContent.trim());
    }
    return found;
  });
  expect.soft(wrapped, `texts wrapping in the top bar at ${width} px`).toEqual([]);
}

/** The screens opened by path, with their h1; the orders screen and opening hours have their own steps. */
const SCREENS: [name: string, path: string, heading: string][] = [
  ['dashboard', '/app/dashboard', 'Dashboard'],
  ['products', '/app/products', 'Producten'],
  ['product options', '/app/products/options', 'Product Opties'],
  ['product option values', '/app/products/option-values', 'Product Optie Waarden'],
  ['settings', '/app/settings', 'Instellingen'],
  ['account', '/app/settings/account', 'Account'],
  ['general settings', '/app/settings/general', 'Algemene Instellingen'],
  ['product status', '/app/settings/product-status', 'Productstatus'],
  ['notifications', '/app/settings/notifications', 'Meldingen'],
  ['printer', '/app/settings/printer', 'Printer'],
  ['info', '/app/settings/info', 'Info & Support'],
];

/** Opening hours as found, then with the longer texts: busy mode on and the shop closed by hand. */
async function openingHours(page: Page, width: number): Promise<void> {
  await go(page, '/app/settings/opening-hours', 'Openingstijden');
  await fits(page, width, 'opening hours');
  await flip(page.getByRole('switch', { name: 'Drukte modus' }));
  await PLAIN.busy(page);
  await expect(page.getByRole('switch', { name: 'Drukte modus' })).toBeChecked();
  await flip(page.getByRole('switch', { name: 'Shop handmatig sluiten' }));
  await PLAIN.closed(page);
  await expect(page.getByRole('textbox', { name: 'Reden (optioneel)' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status', { name: /^Shop/ })).toContainText('Gesloten');
  await fits(page, width, 'opening hours, busy and closed by hand');
  await toastBesideTimeSheet(page, width);
}

/**
 * Reopening the shop and then picking a time at once: the toast stays readable and leaves the whole
 * list of times free. Then the shop is closed by hand again, for the screens after this one.
 */
async function toastBesideTimeSheet(page: Page, width: number): Promise<void> {
  const closure = page.getByRole('switch', { name: 'Shop handmatig sluiten' });
  await flip(closure);
  await expect(closure).not.toBeChecked();
  const toast = page.getByRole('status').filter({ hasText: 'Shop weer geopend' });
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: /Openingstijd maandag/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Openingstijd maandag' });
  const times = sheet.getByRole('list', { name: 'Tijden' });
  await expect(times).toBeVisible();
  await expect(toast).toBeVisible();
  await test.info().attach(`time sheet with a toast at ${width} px`, { body: await page.screenshot(), contentType: 'image/png' });
  await expectNotCovered(page, times, toast);
  await fits(page, width, 'opening hours, time sheet with a toast');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await flip(closure);
  await PLAIN.closed(page);
  await expect(page.getByRole('banner').getByRole('status', { name: /^Shop/ })).toContainText('Gesloten');
}

/** The three tabs of the orders screen, then the detail of the first new order. */
async function orders(page: Page, width: number): Promise<void> {
  await go(page, '/app/orders', 'Orders');
  for (const tab of ['Nieuwe bestellingen', 'Bestellingen', 'Archief'] as const) {
    await ordersTab(page, tab).click();
    await expect(ordersTab(page, tab)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await fits(page, width, `orders, tab ${tab}`);
  }
  await ordersTab(page, 'Nieuwe bestellingen').click();
  const number = (await page.getByRole('tabpanel').getByRole('article').first().getByRole('heading').innerText()).trim();
  await orderCard(page, number).getByRole('button', { name: `Details van ${number}` }).click();
  const modal = page.getByRole('dialog', { name: `Bestelling ${number}` });
  await expect(modal.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await fits(page, width, 'order detail');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

for (const { width, height } of SIZES) {
  test(`every screen fits its cards and the window at ${width} px @layout`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });

    await page.goto('/');
    await settled(page, /Welkom bij/);
    await fits(page, width, 'welcome');
    await page.goto('/login');
    await settled(page, 'Inloggen');
    await fits(page, width, 'login');

    await signIn(page, 'eigenaar');
    await settled(page, 'Dashboard');
    await expect(page.getByRole('banner').getByRole('status', { name: /^Verbinding/ })).toHaveText('Online', { timeout: 15_000 });
    await topBarOnOneLine(page, width);
    // First, so that every other screen is measured with the longest usual top bar: 'Gesloten'.
    await openingHours(page, width);
    await topBarOnOneLine(page, width);
    await orders(page, width);
    for (const [name, path, heading] of SCREENS) {
      await go(page, path, heading);
      await fits(page, width, name);
    }
  });
}
