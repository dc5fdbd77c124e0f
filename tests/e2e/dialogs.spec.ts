// The five modal dialogs are the browser's own (<dialog> with showModal()): each opens from the
// keyboard, keeps focus inside however often Tab is pressed, leaves the page behind inert, closes on
// Escape with the same outcome as its close or back button, and gives focus back to its opener.
import { randomUUID } from 'node:crypto';
import { test, expect, signIn } from './support/fixtures';
import { openTab, orderCard } from './support/app';
import { clickBehind, expectFocusTrappedInModal } from './support/modal';
import { orderNumber, placeOrder, restGet } from './support/rest';
import type { Locator, Page } from '@playwright/test';

const CANCEL_CONFIRM = 'Weet je zeker dat je deze bestelling wilt annuleren?';
const PRINT_FAILED = 'Er is een fout opgetreden bij het printen. Probeer het opnieuw.';

async function openWithKeyboard(page: Page, opener: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
}

async function newOrderOnScreen(page: Page, customerName: string): Promise<string> {
  const id = randomUUID();
  await placeOrder({ id, customerName, delivery: false });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  await expect(orderCard(page, orderNumber(id))).toContainText(customerName);
  return id;
}

test('the cancel-order confirm: named buttons, focus kept inside, Escape keeps the order @dialogs', async ({ page }) => {
  const id = await newOrderOnScreen(page, 'Kees Toetsenbord');
  const card = orderCard(page, orderNumber(id));
  const opener = card.getByRole('button', { name: 'Annuleren', exact: true });
  await openWithKeyboard(page, opener);

  const confirm = page.getByRole('alertdialog', { name: CANCEL_CONFIRM });
  await expect(confirm.getByRole('button')).toHaveText(['Terug', 'Bestelling annuleren']);
  // It starts on the answer that changes nothing.
  await expect(confirm.getByRole('button', { name: 'Terug' })).toBeFocused();
  // Inside: the reasons (one stop; which radio it lands on depends on the direction), Terug and the confirm.
  expect(await expectFocusTrappedInModal(page, confirm, 8)).toBeGreaterThanOrEqual(3);
  // The round may end in the browser's own UI: back on the dialog's safe button before Escape.
  await confirm.getByRole('button', { name: 'Terug' }).focus();

  // Behind it the page is inert: the card's Accepteren is neither found at its place nor clicked.
  expect(await clickBehind(page, card.getByRole('button', { name: 'Accepteren', exact: true }))).toEqual({ hit: false, clicked: false });
  await expect(confirm).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(card).toBeVisible();
  expect((await restGet<{ status: string }>('orders', `id=eq.${id}&select=status`))[0]?.status).toBe('created');
});

test('an alert over the order detail: Escape closes only the alert, focus goes back to Bon printen @dialogs', async ({ page }) => {
  const id = await newOrderOnScreen(page, 'Ada Alert');
  const details = orderCard(page, orderNumber(id)).getByRole('button', { name: `Details van ${orderNumber(id)}` });
  await openWithKeyboard(page, details);
  const modal = page.getByRole('dialog', { name: `Bestelling ${orderNumber(id)}` });
  const print = modal.getByRole('button', { name: 'Bon printen', exact: true });
  await expect(print).toBeVisible();

  // A blocked pop-up: window.open answers null, so printing fails with the spec's alert.
  await page.evaluate(() => { window.open = () => null; });
  await openWithKeyboard(page, print);
  const alert = page.getByRole('alertdialog', { name: PRINT_FAILED });
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectFocusTrappedInModal(page, alert, 4);
  // The detail modal is behind the alert now, and inert like the page.
  expect(await clickBehind(page, modal.getByRole('button', { name: 'Sluiten' }))).toEqual({ hit: false, clicked: false });
  await expect(alert).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(print).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(details).toBeFocused();
});

test('the order detail modal: focus kept inside, Escape or a click beside it closes it, focus back @dialogs', async ({ page }) => {
  const id = await newOrderOnScreen(page, 'Otto Overzicht');
  const details = orderCard(page, orderNumber(id)).getByRole('button', { name: `Details van ${orderNumber(id)}` });
  await openWithKeyboard(page, details);
  const modal = page.getByRole('dialog', { name: `Bestelling ${orderNumber(id)}` });
  await expect(modal.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  expect(await expectFocusTrappedInModal(page, modal, 12)).toBeGreaterThanOrEqual(4);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(details).toBeFocused();

  // Beside the dialog is its backdrop: a click there closes it and reaches nothing behind.
  await details.click();
  await expect(modal).toBeVisible();
  const dashboardTab = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Dashboard' });
  expect(await clickBehind(page, dashboardTab)).toEqual({ hit: false, clicked: false });
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/app\/orders$/);
  await expect(details).toBeFocused();
});

test('the privacy policy modal: focus kept inside, Escape closes it, focus back on the link @dialogs', async ({ page }) => {
  await page.goto('/login');
  const link = page.getByRole('link', { name: 'privacybeleid' });
  await openWithKeyboard(page, link);
  const modal = page.getByRole('dialog', { name: 'Privacybeleid' });
  await expect(modal.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  await expectFocusTrappedInModal(page, modal, 6);
  // The consent box lies under the dialog: neither found at its place nor ticked by a click there.
  const consent = page.getByRole('checkbox');
  expect(await clickBehind(page, consent)).toEqual({ hit: false, clicked: false });
  await expect(consent).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(link).toBeFocused();

  // Escape also works with the focus in the embedded policy page (a document of its own).
  await openWithKeyboard(page, link);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(link).toBeFocused();

  // A click on the backdrop beside it closes it too.
  await openWithKeyboard(page, link);
  await expect(modal).toBeVisible();
  await page.mouse.click(8, 8);
  await expect(modal).toBeHidden();
  await expect(link).toBeFocused();
});

test('the time sheet: starts on the current time, focus kept inside, Escape changes nothing @dialogs', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/app/settings/opening-hours');
  const monday = page.getByRole('article', { name: 'Maandag', exact: true });
  const opener = monday.getByRole('button', { name: 'Openingstijd maandag 11:00' });
  await openWithKeyboard(page, opener);
  const sheet = page.getByRole('dialog', { name: 'Openingstijd maandag' });
  await expect(sheet.getByRole('button', { name: '11:00', exact: true })).toBeFocused();
  // 48 times and the close button: 55 Tabs go round once.
  expect(await expectFocusTrappedInModal(page, sheet, 55)).toBe(49);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveText(/11:00/);

  // Above the sheet is its backdrop: a click on the back link's place closes it and goes nowhere.
  await opener.click();
  await expect(sheet).toBeVisible();
  expect(await clickBehind(page, page.getByRole('link', { name: 'Terug' }))).toEqual({ hit: false, clicked: false });
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/app\/settings\/opening-hours$/);
  await expect(opener).toBeFocused();
});
