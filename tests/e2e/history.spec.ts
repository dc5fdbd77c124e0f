// Issue 30's journeys (@history): a cancel with its reason made offline reaches the server and the order's
// history on reconnect; the search finds an order by phone however it is typed; an order from before the
// window is found online and opens read-only; an accepted, printed and delayed order's history says so.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';
import { alertDialog, openTab, orderCard, ordersTab } from './support/app';
import { e2eEnv } from './support/env';
import { orderNumber, placeOrder, restGet } from './support/rest';

const CANCEL_CONFIRM = 'Weet je zeker dat je deze bestelling wilt annuleren?';
const SEARCH = 'Zoek op naam, telefoon, bestelnummer of adres';

function detail(page: Page, id: string) {
  return page.getByRole('dialog', { name: `Bestelling ${orderNumber(id)}` });
}

function historyOf(page: Page, id: string) {
  return detail(page, id).getByRole('region', { name: 'Geschiedenis' });
}

async function search(page: Page, text: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: SEARCH });
  await field.fill(text);
}

test('@history a cancel with its reason made offline reaches the server on reconnect and shows in the history', async ({ page, context }) => {
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Olga Offline', delivery: false });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  const card = orderCard(page, orderNumber(id));
  await expect(card).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Annuleren', exact: true }).click();
  const confirm = alertDialog(page, CANCEL_CONFIRM);
  await confirm.getByRole('radio', { name: 'Anders', exact: true }).check();
  await confirm.getByRole('textbox', { name: 'Omschrijving van de reden' }).fill('Klant belde: dubbel besteld');
  await confirm.getByRole('button', { name: 'Bestelling annuleren', exact: true }).click();
  await ordersTab(page, 'Archief').click();
  await expect(card).toContainText('Reden: Anders: Klant belde: dubbel besteld');

  await context.setOffline(false);
  await expect.poll(async () => (await restGet<{ status: string; cancel_reason: string | null }>('orders', `id=eq.${id}&select=status,cancel_reason`))[0],
    { timeout: 20_000 }).toEqual({ status: 'canceled', cancel_reason: 'Anders: Klant belde: dubbel besteld' });
  await card.getByRole('button', { name: `Details van ${orderNumber(id)}` }).click();
  const history = historyOf(page, id);
  await expect(history).toContainText('Geplaatst', { timeout: 20_000 });
  await expect(history).toContainText('Geannuleerd: Anders: Klant belde: dubbel besteld');
  await expect(history).toContainText('door eigenaar@kmfc.test op dit apparaat');
});

test('@history the search finds an order by its phone number typed as 06…, +316… or with spaces', async ({ page }) => {
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Fenna Telefoon', fields: { customer_phone: '0697531864' } });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  await expect(orderCard(page, orderNumber(id))).toBeVisible();
  for (const typed of ['0697531864', '+31697531864', '06 9753 1864', '+31 6 97 53 18 64']) {
    await search(page, typed);
    await expect(page.getByRole('status').filter({ hasText: 'gevonden op dit apparaat' })).toHaveText('1 gevonden op dit apparaat');
    await expect(page.getByRole('button', { name: new RegExp(`${orderNumber(id)} Fenna Telefoon`) })).toBeVisible();
  }
  await page.getByRole('searchbox', { name: SEARCH }).press('Escape');
  await expect(page.getByRole('searchbox', { name: SEARCH })).toHaveValue('');
  await expect(ordersTab(page, 'Nieuwe bestellingen')).toBeVisible();
});

test('@history an order from before the window is found online and opens read-only', async ({ page }) => {
  const id = randomUUID();
  const placedAt = new Date(Date.now() - 40 * 86_400_000).toISOString();
  const res = await fetch(`${e2eEnv.supabaseUrl}/rest/v1/orders`, {
    method: 'POST',
    headers: { apikey: e2eEnv.serviceKey, authorization: `Bearer ${e2eEnv.serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id, company_id: 'c0000000-0000-4000-8000-000000000001', status: 'delivered', placed_at: placedAt,
      customer_name: 'Oscar Oudemans', customer_phone: '0611223344', total_cents: 2450, subtotal_cents: 2450 }),
  });
  expect(res.ok, await res.text()).toBe(true);
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  await search(page, 'oudem');
  await expect(page.getByText('Geen bestellingen gevonden op dit apparaat.')).toBeVisible();
  await page.getByRole('searchbox', { name: SEARCH }).press('Enter');
  const older = page.getByRole('region', { name: 'Oudere bestellingen' });
  const found = older.getByRole('button', { name: new RegExp(orderNumber(id).slice(1)) });
  await expect(found).toContainText('Oscar Oudemans');
  await found.click();
  const modal = detail(page, id);
  await expect(modal).toContainText('Oudere bestelling: alleen inzien.');
  await expect(modal).toContainText('€ 24,50');
  await expect(modal.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Bon printen', exact: true })).toHaveCount(0);
  await expect(historyOf(page, id)).toContainText('Geplaatst');
});

test('@history the history of an accepted, printed and delayed order', async ({ page, context }) => {
  test.setTimeout(120_000);
  const id = randomUUID();
  const number = orderNumber(id);
  await placeOrder({ id, customerName: 'Hanna Historie', delivery: true });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  const card = orderCard(page, number);
  await card.getByRole('combobox', { name: 'Klaar over' }).selectOption({ label: '20 min' });
  await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: 'Accepteren en printen' }).click()]);
  await ordersTab(page, 'Bestellingen').click();
  await card.getByRole('button', { name: `Vertraging voor ${number}` }).click();
  await card.getByRole('button', { name: `10 minuten vertraging voor ${number}` }).click();
  await card.getByRole('button', { name: `Details van ${number}` }).click();
  const history = historyOf(page, id);
  // The accept and the print job go to the server side by side (two outbox entries of different rows), so
  // the history, in the server's order, may list the print before the accept: both orders are right.
  const expected = [
    /Geplaatst/,
    /Geaccepteerd, klaar om \d\d:\d\d door eigenaar@kmfc\.test op dit apparaat/,
    /Klantbon (geprint|wordt geprint)/,
    /Vertraagd tot \d\d:\d\d door eigenaar@kmfc\.test op dit apparaat/,
  ];
  await expect.poll(async () => {
    const items = await history.getByRole('listitem').allTextContents();
    return items.length === expected.length && expected.every((pattern) => items.filter((item) => pattern.test(item)).length === 1)
      && pattern(items[0], expected[0]) && pattern(items[3], expected[3]);
  }, { timeout: 20_000 }).toBe(true);
});

const pattern = (text: string | undefined, expected: RegExp) => expected.test(text ?? '');
