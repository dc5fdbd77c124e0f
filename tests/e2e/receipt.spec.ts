// Journey 3: printing opens a receipt window with the order number and the payment line; the
// window's print() is stubbed (support/fixtures) so the test never waits on a print dialog.
import { randomUUID } from 'node:crypto';
import { test, expect, signIn } from './support/fixtures';
import { openTab, orderCard } from './support/app';
import { orderNumber, placeOrder, restGet } from './support/rest';

test("'Accepteren en printen' accepts the order and prints a paid receipt", async ({ page, context }) => {
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Pim Printer', paid: true });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  const card = orderCard(page, orderNumber(id));

  const [receipt] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: 'Accepteren en printen' }).click(),
  ]);
  await expect(receipt.locator('body')).toContainText(orderNumber(id));
  await expect(receipt.locator('body')).toContainText('Online betaald');
  await expect(receipt.locator('body')).toContainText('Pim Printer');
  await expect.poll(() => receipt.evaluate(() => window.__printCalls ?? 0)).toBe(1);
  await expect.poll(async () => (await restGet<{ status: string }>('orders', `id=eq.${id}&select=status`))[0]?.status,
    { timeout: 10_000 }).toBe('accepted');
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
    modal.getByRole('button', { name: 'Bon printen' }).click(),
  ]);
  await expect(receipt.locator('body')).toContainText(orderNumber(id));
  await expect(receipt.locator('body')).toContainText('Nog te betalen');
  await expect(receipt.locator('body')).not.toContainText('Online betaald');
});
