// Journey 4: a product switched in one signed-in browser shows in another one through realtime
// within a few seconds, and the server row says the same.
import { test, expect, signIn } from './support/fixtures';
import { PLAIN, flip, openTab } from './support/app';
import { restGet, SEED_PRODUCTS } from './support/rest';
import { watchToasts } from './support/toasts';
import type { Page } from '@playwright/test';

async function openProductStatus(page: Page): Promise<void> {
  await openTab(page, 'Instellingen');
  await page.getByRole('link', { name: /Productstatus/ }).click();
  await expect(page).toHaveURL(/\/app\/settings\/product-status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Productstatus' })).toBeVisible();
}

function product(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('a visibility and a stock switch in one browser reach the other through realtime', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000); // two sign-ins
  const other = await browser.newContext({ baseURL });
  try {
    const second = await other.newPage();
    await signIn(page, 'manager');
    await signIn(second, 'eigenaar');
    await openProductStatus(page);
    await openProductStatus(second);

    const visible = (p: Page) => product(p, 'Friet klein').getByRole('switch', { name: 'Zichtbaar' });
    const inStock = (p: Page) => product(p, 'Friet klein').getByRole('switch', { name: 'Op voorraad' });
    await expect(visible(second)).toBeChecked();
    await expect(inStock(second)).toBeChecked();

    await flip(visible(page));
    await expect(visible(page)).not.toBeChecked();
    await expect(visible(second)).not.toBeChecked({ timeout: 5_000 });
    await expect.poll(async () => (await restGet<{ is_active: boolean }>('products', `id=eq.${SEED_PRODUCTS.frietKlein}&select=is_active`))[0]?.is_active)
      .toBe(false);

    // And back the other way, with the stock switch.
    await flip(inStock(second));
    await PLAIN.soldOut(second);
    await expect(inStock(page)).not.toBeChecked({ timeout: 5_000 });
    await expect.poll(async () => (await restGet<{ is_sold_out: boolean }>('products', `id=eq.${SEED_PRODUCTS.frietKlein}&select=is_sold_out`))[0]?.is_sold_out)
      .toBe(true);
  } finally {
    await other.close();
  }
});

test('the search narrows the grid and says when nothing matches', async ({ page }) => {
  await signIn(page, 'eigenaar');
  await openProductStatus(page);
  const search = page.getByRole('searchbox', { name: 'Zoek product' });
  await search.fill('burger');
  await expect(product(page, 'Cheeseburger')).toBeVisible();
  await expect(product(page, 'Friet klein')).toBeHidden();
  await search.fill('xyzzy');
  await expect(page.getByText('Geen producten gevonden')).toBeVisible();
  await expect(page.getByText('Probeer een andere zoekterm')).toBeVisible();
});

test('quick switching of several products never stacks toasts over the cards', async ({ page }) => {
  await signIn(page, 'manager');
  await openProductStatus(page);
  const mostToasts = await watchToasts(page);
  for (const name of ['Friet klein', 'Hamburger', 'Cheeseburger']) {
    await flip(product(page, name).getByRole('switch', { name: 'Zichtbaar' }));
    await flip(product(page, name).getByRole('switch', { name: 'Op voorraad' }));
    await PLAIN.soldOut(page);
  }
  await expect(product(page, 'Cheeseburger').getByRole('switch', { name: 'Op voorraad' })).not.toBeChecked();
  const { regions, most } = await mostToasts();
  expect(regions).toBe(1);
  expect(most).toBeLessThanOrEqual(1);
});
