// Journey 3: printing opens a receipt window with the order number and the payment line, and customer
// text that looks like markup prints as text; the window's print() is stubbed (support/fixtures) so
// the test never waits on a print dialog.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';
import { openTab, orderCard } from './support/app';
import { orderNumber, placeOrder, restGet, SEED_PRODUCTS } from './support/rest';

/** Signs in as the owner, presses 'Accepteren en printen' on the order's card; the receipt window. */
async function acceptAndPrint(page: Page, context: BrowserContext, id: string): Promise<Page> {
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  const [receipt] = await Promise.all([
    context.waitForEvent('page'),
    orderCard(page, orderNumber(id)).getByRole('button', { name: 'Accepteren en printen' }).click(),
  ]);
  await expect(receipt.locator('body')).toContainText(orderNumber(id));
  return receipt;
}

test("'Accepteren en printen' accepts the order and prints a paid receipt", async ({ page, context }) => {
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Pim Printer', paid: true });
  const receipt = await acceptAndPrint(page, context, id);
  await expect(receipt.locator('body')).toContainText('Online betaald');
  await expect(receipt.locator('body')).toContainText('Pim Printer');
  await expect.poll(() => receipt.evaluate(() => window.__printCalls ?? 0)).toBe(1);
  await expect.poll(async () => (await restGet<{ status: string }>('orders', `id=eq.${id}&select=status`))[0]?.status,
    { timeout: 20_000 }).toBe('accepted');
});

test("the detail modal's print shows an unpaid receipt", async ({ page, context }) => {
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Noor Nogniet', paid: false, delivery: false });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  await orderCard(page, orderNumber(id)).getByRole('button', { name: `Details van ${orderNumber(id)}` }).click();
  const modal = page.getByRole('dialog', { name: `Bestelling ${orderNumber(id)}` });
  await expect(modal).toBeVisible();

  const [receipt] = await Promise.all([
    context.waitForEvent('page'),
    modal.getByRole('button', { name: 'Bon printen', exact: true }).click(),
  ]);
  await expect(receipt.locator('body')).toContainText(orderNumber(id));
  await expect(receipt.locator('body')).toContainText('Nog te betalen');
  await expect(receipt.locator('body')).not.toContainText('Online betaald');
});

test('customer text that looks like markup prints as text, and nothing in it runs', async ({ page, context }) => {
  const id = randomUUID();
  // Every customer field of the order carries it; the bell (BEL) and ESC are stripped from the receipt.
  const hostile = `"><img src=x onerror="window.__ran='img'"><script>window.__ran='script'</script> Fish & Chips &amp;\u0007\u001b`;
  const printed = hostile.replace(/\p{Cc}/gu, '');
  await placeOrder({
    id, customerName: hostile, notes: hostile, fields: {
      customer_phone: hostile, delivery_address: hostile, delivery_postcode: hostile, delivery_city: hostile, delivery_notes: hostile,
      items: [{ product_id: SEED_PRODUCTS.hamburger, qty: 1, name: hostile, item_options: hostile }],
    },
  });
  const receipt = await acceptAndPrint(page, context, id);
  await expect.poll(() => receipt.evaluate(() => window.__printCalls ?? 0)).toBe(1);
  await expect(receipt.locator('img, script')).toHaveCount(0);
  // Name, phone, street, postcode, city, delivery notes, notes, line name and option: nine times, as text.
  const body = await receipt.locator('body').textContent();
  expect(body?.split(printed)).toHaveLength(10);
  expect(await receipt.content()).not.toMatch(/(?![\t\n])\p{Cc}/u);
  expect(await receipt.evaluate(() => (window as { __ran?: string }).__ran)).toBeUndefined();
  expect(await page.evaluate(() => (window as { __ran?: string }).__ran)).toBeUndefined();
});
