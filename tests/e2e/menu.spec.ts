// The Producten tab's journeys (issue 31), tagged @menu: a product with a photo and a new required option
// group made offline reaches the server once, its photo readable at the public URL and the product on the
// web shop's menu; a bulk +10 % with its preview and undo; two tablets on one price (the second is told
// and chooses); the keuken account never reaches the editor.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, signIn, navTabs } from './support/fixtures';
import { openTab } from './support/app';
import { e2eEnv } from './support/env';
import { restGet, SEED_PRODUCTS } from './support/rest';

const PHOTO = readFileSync('public/icons/icon-512.png');

async function anonMenu(name: string): Promise<{ name: string; option_groups: { name: string; values: { name: string }[] }[] }[]> {
  const res = await fetch(`${e2eEnv.supabaseUrl}/rest/v1/available_products?name=eq.${encodeURIComponent(name)}&select=name,option_groups`,
    { headers: { apikey: e2eEnv.anonKey } });
  return (await res.json()) as { name: string; option_groups: { name: string; values: { name: string }[] }[] }[];
}

async function openProducts(page: Page): Promise<void> {
  await openTab(page, 'Producten');
  await expect(page.getByRole('heading', { level: 1, name: 'Producten' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Friet klein', exact: true })).toBeVisible();
}

test('@menu a product with a photo and a new required group made offline reaches the server once, with its photo and on the web shop menu', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'eigenaar');
  await openProducts(page);
  // Online once: the screens' code is on the device before the connection goes.
  await page.getByRole('link', { name: 'Product toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw product' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuleren', exact: true }).click();
  await page.getByRole('link', { name: 'Opties', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Opties' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Optiegroep toevoegen' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Optiegroep toevoegen' });
  await groupDialog.getByRole('textbox', { name: 'Naam' }).fill('Dipsaus');
  await groupDialog.getByRole('spinbutton', { name: 'Minimaal' }).fill('1');
  await groupDialog.getByRole('spinbutton', { name: 'Maximaal' }).fill('1');
  await groupDialog.getByRole('button', { name: 'Opslaan' }).click();
  for (const [name, price] of [['Knoflook', ''], ['Samurai', '0,50']]) {
    await page.getByRole('button', { name: 'Optie toevoegen aan Dipsaus' }).click();
    const valueDialog = page.getByRole('dialog', { name: 'Optie toevoegen' });
    await valueDialog.getByRole('textbox', { name: 'Naam' }).fill(name);
    await valueDialog.getByRole('textbox', { name: 'Meerprijs' }).fill(price);
    await valueDialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(valueDialog).toBeHidden();
  }

  await page.getByRole('link', { name: 'Terug' }).click();
  await page.getByRole('link', { name: 'Product toevoegen' }).click();
  await page.getByRole('textbox', { name: 'Naam' }).fill('Pita shoarma');
  await page.getByRole('textbox', { name: 'Prijs' }).fill('9,50');
  await page.getByRole('combobox', { name: 'Categorie' }).selectOption({ label: 'Kip' });
  await page.getByLabel('Foto kiezen').setInputFiles({ name: 'pita.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.locator('img[data-photo="chosen"]')).toBeVisible();
  await page.getByRole('combobox', { name: 'Optiegroep koppelen' }).selectOption({ label: 'Dipsaus (Kies 1)' });
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  const card = page.getByRole('article', { name: 'Pita shoarma' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Foto wordt nog verstuurd')).toBeVisible();
  expect(await restGet('products', 'name=eq.Pita%20shoarma&select=id')).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await restGet<{ image_path: string | null }>('products', 'name=eq.Pita%20shoarma&select=image_path'))
    .map((row) => row.image_path !== null), { timeout: 30_000 }).toEqual([true]);
  const [product] = await restGet<{ image_url: string; price_cents: number }>('products', 'name=eq.Pita%20shoarma&select=image_url,price_cents');
  expect(product.price_cents).toBe(950);
  const photo = await fetch(product.image_url);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
  const [menu] = await anonMenu('Pita shoarma');
  expect(menu.option_groups.map((group) => [group.name, group.values.map((value) => value.name)])).toEqual([['Dipsaus', ['Knoflook', 'Samurai']]]);
  await expect(card.getByText('Foto wordt nog verstuurd')).toBeHidden();
});

test('@menu a bulk +10 % on a category shows old and new prices first, applies them, and undoes them', async ({ page }) => {
  await signIn(page, 'eigenaar');
  await openProducts(page);
  await page.getByRole('button', { name: 'Prijzen aanpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prijzen aanpassen' });
  await dialog.getByRole('checkbox', { name: 'Hele categorie Friet' }).check();
  await dialog.getByRole('textbox', { name: 'Percentage' }).fill('10');
  await expect(dialog.getByRole('row', { name: /Friet klein/ })).toContainText(/€\s2,75.*€\s3,05/);
  await dialog.getByRole('button', { name: /prijzen aanpassen/ }).click();
  const price = async () => (await restGet<{ price_cents: number }>('products', `id=eq.${SEED_PRODUCTS.frietKlein}&select=price_cents`))[0].price_cents;
  await expect.poll(price, { timeout: 15_000 }).toBe(305);
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect.poll(price, { timeout: 15_000 }).toBe(275);
  await expect(page.getByRole('article', { name: 'Friet klein', exact: true })).toContainText(/€\s2,75/);
});

test('@menu two tablets change one price: the second is told, sees both prices and applies its own', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const other = await browser.newContext({ baseURL });
  try {
    const second = await other.newPage();
    await signIn(page, 'eigenaar');
    await signIn(second, 'eigenaar');
    for (const tablet of [page, second]) {
      await openProducts(tablet);
      await tablet.getByRole('link', { name: 'Hamburger bewerken' }).click();
      await expect(tablet.getByRole('textbox', { name: 'Prijs' })).toHaveValue('4,50');
    }
    await other.setOffline(true);
    await page.getByRole('textbox', { name: 'Prijs' }).fill('8,00');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    const price = async () => (await restGet<{ price_cents: number }>('products', `id=eq.${SEED_PRODUCTS.hamburger}&select=price_cents`))[0].price_cents;
    await expect.poll(price, { timeout: 15_000 }).toBe(800);

    await second.getByRole('textbox', { name: 'Prijs' }).fill('8,50');
    await second.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await other.setOffline(false);
    const told = second.getByRole('alertdialog', { name: /Dit product is intussen gewijzigd op een ander apparaat/ });
    await expect(told).toBeVisible({ timeout: 20_000 });
    await expect(told.getByRole('row', { name: /Prijs/ })).toContainText(/€\s8,50.*€\s8,00/);
    expect(await price()).toBe(800);
    await told.getByRole('button', { name: 'Mijn wijziging opslaan' }).click();
    await expect.poll(price, { timeout: 15_000 }).toBe(850);
  } finally {
    await other.close();
  }
});

test('@menu the keuken account has no Producten tab and cannot reach the editor', async ({ page }) => {
  await signIn(page, 'keuken');
  expect(await navTabs(page)).not.toContain('Producten');
  await page.goto('/app/products/new');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto(`/app/products/edit/${SEED_PRODUCTS.hamburger}`);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
