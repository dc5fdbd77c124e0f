// PWA journey 3: changes made without the network wait in the outbox, marked 'Nog niet verzonden',
// also across a reload; back online they reach the server exactly once (version + 1, the outbox
// entry's mutation id on the row) and the marks go.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { flip, openTab, orderCard, ordersTab } from '../support/app';
import { orderNumber, placeOrder, restGet, SEED_PRODUCTS } from '../support/rest';
import { e2eEnv } from '../support/env';
import { test, expect, readOutbox, signInInstalled, watchBackendWrites, NOT_SENT, OFFLINE_BANNER } from './support/tablet';

interface SyncedRow {
  version: number;
  last_mutation_id: string | null;
}

async function serverOrder(id: string) {
  const [row] = await restGet<SyncedRow & { status: string }>('orders', `id=eq.${id}&select=status,version,last_mutation_id`);
  return row;
}

async function serverProduct(id: string) {
  const [row] = await restGet<SyncedRow & { is_active: boolean }>('products', `id=eq.${id}&select=is_active,version,last_mutation_id`);
  return row;
}

function product(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('an accept and a product switch made offline survive a reload and are sent once online', async ({ tablet }) => {
  const { page, context } = tablet;
  const orderId = randomUUID();
  await placeOrder({ id: orderId, customerName: 'Otto Offline', delivery: false });
  const orderBefore = await serverOrder(orderId);
  const productBefore = await serverProduct(SEED_PRODUCTS.frietKlein);
  expect(orderBefore.status).toBe('created');
  expect(productBefore.is_active).toBe(true);

  await signInInstalled(page, 'eigenaar');
  await openTab(page, 'Orders');
  const card = orderCard(page, orderNumber(orderId));
  await expect(card).toContainText('Otto Offline');
  await page.goto('/app/settings/product-status');
  const frietKlein = product(page, 'Friet klein');
  const visible = frietKlein.getByRole('switch', { name: 'Zichtbaar' });
  await expect(visible).toBeChecked();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await flip(visible);
  await expect(visible).not.toBeChecked();
  await expect(frietKlein.getByRole('img', { name: NOT_SENT })).toBeVisible();

  await openTab(page, 'Orders');
  await expect(ordersTab(page, 'Nieuwe bestellingen')).toHaveAttribute('aria-selected', 'true');
  await card.getByRole('button', { name: 'Accepteren', exact: true }).click();
  await expect(card).toBeHidden();
  await ordersTab(page, 'Bestellingen').click();
  await expect(card).toContainText('Geaccepteerd');
  await expect(card.getByRole('img', { name: NOT_SENT })).toBeVisible();

  const queued = await readOutbox(page);
  expect(queued.map((entry) => entry.key).sort()).toEqual([`orders:${orderId}`, `products:${SEED_PRODUCTS.frietKlein}`]);

  // Still offline: a reload keeps both changes and their marks; nothing reached the server.
  await page.reload();
  await ordersTab(page, 'Bestellingen').click();
  await expect(card.getByRole('img', { name: NOT_SENT })).toBeVisible();
  await page.goto('/app/settings/product-status');
  await expect(visible).not.toBeChecked();
  await expect(frietKlein.getByRole('img', { name: NOT_SENT })).toBeVisible();
  expect(await serverOrder(orderId)).toEqual(orderBefore);
  expect(await serverProduct(SEED_PRODUCTS.frietKlein)).toEqual(productBefore);
  expect((await readOutbox(page)).map((entry) => entry.mutation_id).sort()).toEqual(queued.map((entry) => entry.mutation_id).sort());

  // Online again: both are sent, and the marks go.
  const writes = watchBackendWrites(context, e2eEnv.supabaseUrl);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeHidden();
  await expect(frietKlein.getByRole('img', { name: NOT_SENT })).toBeHidden({ timeout: 20_000 });
  await expect(visible).not.toBeChecked();
  await openTab(page, 'Orders');
  await ordersTab(page, 'Bestellingen').click();
  await expect(card).toContainText('Geaccepteerd');
  await expect(card.getByRole('img', { name: NOT_SENT })).toBeHidden({ timeout: 20_000 });
  await expect.poll(() => readOutbox(page)).toEqual([]);

  // Exactly once: one version step each, carrying the queued entries' mutation ids.
  const mutation = (key: string) => queued.find((entry) => entry.key === key)!.mutation_id;
  expect(await serverOrder(orderId)).toEqual({
    status: 'accepted', version: orderBefore.version + 1, last_mutation_id: mutation(`orders:${orderId}`),
  });
  expect(await serverProduct(SEED_PRODUCTS.frietKlein)).toEqual({
    is_active: false, version: productBefore.version + 1, last_mutation_id: mutation(`products:${SEED_PRODUCTS.frietKlein}`),
  });
  // And no late resend changes that afterwards: the outbox is empty, so once no write is on its way
  // (a second copy sent meanwhile would be), nothing more can reach the server.
  expect(writes.sent()).toBeGreaterThan(0);
  await expect.poll(() => writes.inFlight(), { message: 'writes to the backend still on their way' }).toBe(0);
  expect((await serverOrder(orderId)).version).toBe(orderBefore.version + 1);
  expect((await serverProduct(SEED_PRODUCTS.frietKlein)).version).toBe(productBefore.version + 1);
});
