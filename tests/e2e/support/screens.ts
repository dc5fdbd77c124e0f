// Every screen of the app as a place a journey can go: the axe spec checks each one and the
// screenshots spec photographs each one. `show` brings the page there and waits until it has settled.
import { expect, type Page } from '@playwright/test';
import { orderCard, ordersTab } from './app';

export interface Screen {
  name: string;
  signedIn: boolean;
  show(page: Page): Promise<void>;
}

/** Waits for the screen's h1 and for any loading text inside the screen to go away. */
export async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/laden\.\.\./i);
}

async function goTo(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await settled(page, heading);
}

export const SCREENS: Screen[] = [
  { name: 'welcome', signedIn: false, show: (page) => goTo(page, '/', /Welkom bij/) },
  { name: 'login', signedIn: false, show: (page) => goTo(page, '/login', 'Inloggen') },
  {
    name: 'login-privacy',
    signedIn: false,
    async show(page) {
      await goTo(page, '/login', 'Inloggen');
      await page.getByRole('link', { name: 'privacybeleid' }).click();
      await expect(page.getByRole('dialog', { name: 'Privacybeleid' })).toBeVisible();
    },
  },
  { name: 'dashboard', signedIn: true, show: (page) => goTo(page, '/app/dashboard', 'Dashboard') },
  { name: 'orders', signedIn: true, show: (page) => goTo(page, '/app/orders', 'Orders') },
  {
    name: 'orders-detail',
    signedIn: true,
    async show(page) {
      await goTo(page, '/app/orders', 'Orders');
      await expect(ordersTab(page, 'Nieuwe bestellingen')).toHaveAttribute('aria-selected', 'true');
      const first = page.getByRole('tabpanel').getByRole('article').first();
      const number = (await first.getByRole('heading').innerText()).trim();
      await orderCard(page, number).getByRole('button', { name: `Details van ${number}` }).click();
      const modal = page.getByRole('dialog', { name: `Bestelling ${number}` });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('combobox', { name: 'Status' })).toBeVisible();
    },
  },
  { name: 'products', signedIn: true, show: (page) => goTo(page, '/app/products', /.+/) },
  { name: 'settings', signedIn: true, show: (page) => goTo(page, '/app/settings', 'Instellingen') },
  { name: 'product-status', signedIn: true, show: (page) => goTo(page, '/app/settings/product-status', 'Productstatus') },
  { name: 'account', signedIn: true, show: (page) => goTo(page, '/app/settings/account', /Account/) },
  { name: 'opening-hours', signedIn: true, show: (page) => goTo(page, '/app/settings/opening-hours', 'Openingstijden') },
  {
    name: 'opening-hours-sheet',
    signedIn: true,
    async show(page) {
      await goTo(page, '/app/settings/opening-hours', 'Openingstijden');
      await page.getByRole('article', { name: 'Maandag', exact: true }).getByRole('button', { name: /^Open:/ }).click();
      await expect(page.getByRole('dialog', { name: 'Openingstijd maandag' })).toBeVisible();
    },
  },
  { name: 'notifications', signedIn: true, show: (page) => goTo(page, '/app/settings/notifications', 'Meldingen') },
  { name: 'printer', signedIn: true, show: (page) => goTo(page, '/app/settings/printer', 'Printer') },
  { name: 'info', signedIn: true, show: (page) => goTo(page, '/app/settings/info', /Info/) },
];
