// Journey 2: a delivery order goes created -> accepted -> preparing -> ready_delivery ->
// out_for_delivery -> delivered through the card buttons; another is canceled after the in-app
// confirm; a third gets a status from the detail modal's dropdown. The server rows (read with the
// service role) end in those statuses.
import { randomUUID } from 'node:crypto';
import { test, expect, signIn } from './support/fixtures';
import { alertDialog, openTab, orderCard, ordersTab } from './support/app';
import { orderNumber, placeOrder, restGet } from './support/rest';

const CANCEL_CONFIRM = 'Weet je zeker dat je deze bestelling wilt annuleren?';

async function serverStatus(id: string): Promise<string | undefined> {
  const [row] = await restGet<{ status: string }>('orders', `id=eq.${id}&select=status`);
  return row?.status;
}

test('a delivery order is taken from new to delivered, step by step', async ({ page }) => {
  test.setTimeout(120_000); // five steps, each confirmed by the server
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Eva Bezorgd', delivery: true });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');

  const card = orderCard(page, orderNumber(id));
  await expect(ordersTab(page, 'Nieuwe bestellingen')).toHaveAttribute('aria-selected', 'true');
  await expect(card).toContainText('Eva Bezorgd');
  await card.getByRole('button', { name: 'Accepteren', exact: true }).click();
  await expect(card).toBeHidden();
  await expect.poll(() => serverStatus(id), { timeout: 20_000 }).toBe('accepted');

  await ordersTab(page, 'Bestellingen').click();
  const steps: [string, string][] = [
    ['Start bereiding', 'preparing'],
    ['Klaar voor bezorging', 'ready_delivery'],
    ['Onderweg', 'out_for_delivery'],
    ['Bezorgd', 'delivered'],
  ];
  for (const [button, status] of steps) {
    await card.getByRole('button', { name: button, exact: true }).click();
    await expect.poll(() => serverStatus(id), { timeout: 20_000, message: `after '${button}'` }).toBe(status);
  }
  await expect(card).toBeHidden();
  await ordersTab(page, 'Archief').click();
  await expect(card).toContainText('Bezorgd');
  // Finished: no next step and no cancel.
  await expect(card.getByRole('button', { name: 'Annuleren', exact: true })).toHaveCount(0);
});

test("cancel asks first; 'Terug' keeps the order, 'Bestelling annuleren' with a reason cancels it", async ({ page }) => {
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Cas Geannuleerd', delivery: false });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  const card = orderCard(page, orderNumber(id));

  await card.getByRole('button', { name: 'Annuleren', exact: true }).click();
  let dialog = alertDialog(page, CANCEL_CONFIRM);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveText(['Terug', 'Bestelling annuleren']);
  await dialog.getByRole('button', { name: 'Terug', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Annuleren', exact: true }).click();
  dialog = alertDialog(page, CANCEL_CONFIRM);
  await dialog.getByRole('radio', { name: 'Product uitverkocht', exact: true }).check();
  await dialog.getByRole('button', { name: 'Bestelling annuleren', exact: true }).click();
  await expect(card).toBeHidden();
  await expect.poll(() => serverStatus(id), { timeout: 20_000 }).toBe('canceled');
  await ordersTab(page, 'Archief').click();
  await expect(card).toContainText('Geannuleerd');
  await expect(card).toContainText('Reden: Product uitverkocht');
  expect(await serverStatus(id)).toBe('canceled');
});

test("the detail modal's dropdown sets any status and says so", async ({ page }) => {
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Daan Dropdown', delivery: false });
  await signIn(page, 'manager');
  await openTab(page, 'Orders');
  await orderCard(page, orderNumber(id)).getByRole('button', { name: `Details van ${orderNumber(id)}` }).click();
  const modal = page.getByRole('dialog', { name: `Bestelling ${orderNumber(id)}` });
  await modal.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Klaar voor afhaal' });
  await expect(page.getByRole('status').filter({ hasText: 'Status gewijzigd naar Klaar voor afhaal' })).toBeVisible();
  await expect.poll(() => serverStatus(id), { timeout: 20_000 }).toBe('ready_pickup');
  await modal.getByRole('button', { name: 'Sluiten' }).click();
  await expect(modal).toBeHidden();
  await expect(orderCard(page, orderNumber(id))).toBeHidden();
});
