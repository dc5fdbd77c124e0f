// Finding things on the app's screens the way staff do: by the names they read.
import { expect, type Locator, type Page } from '@playwright/test';

/** Goes to a screen through the bottom navigation (as staff do) and waits for its heading. */
export async function openTab(page: Page, tab: 'Dashboard' | 'Orders' | 'Producten' | 'Instellingen'): Promise<void> {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: tab }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** One of the orders screen's tabs; its name carries the count badge, so match the start. */
export function ordersTab(page: Page, name: 'Nieuwe bestellingen' | 'Bestellingen' | 'Archief'): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
}

/** An order card, named by its order number heading. */
export function orderCard(page: Page, number: string): Locator {
  return page.getByRole('article', { name: number, exact: true });
}

/** The in-app alert/confirm dialog showing the given text. */
export function alertDialog(page: Page, text: string): Locator {
  return page.getByRole('alertdialog').filter({ hasText: text });
}

/**
 * Flips an on/off switch the way staff do: a tap on the visible control (its label with the track),
 * since the real checkbox underneath is transparent and covered by the track.
 */
export async function flip(toggle: Locator): Promise<void> {
  await toggle.locator('xpath=ancestor::label[1]').click();
}

/**
 * Answers one of issue 17's questions (a dialog named `dialog`: 'Tot wanneer?', 'Drukte modus
 * aanzetten', 'Hoe lang gesloten?') with its button `button`, and waits for it to close.
 */
export async function answer(page: Page, dialog: string, button: string): Promise<void> {
  const box = page.getByRole('dialog', { name: dialog });
  await box.getByRole('button', { name: button, exact: true }).click();
  await expect(box).toBeHidden();
}

/** The spec's plain switches, now that switching on asks until when (issue 17): answered "for good". */
export const PLAIN = {
  soldOut: (page: Page) => answer(page, 'Tot wanneer?', 'Onbepaald'),
  busy: (page: Page) => answer(page, 'Drukte modus aanzetten', 'Aanzetten'),
  closed: (page: Page) => answer(page, 'Hoe lang gesloten?', 'Onbepaald'),
};
