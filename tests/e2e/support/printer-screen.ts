// Setting up this tablet's printer through the Printer screen, as staff do: the fake USB printer
// (fake-printers.ts, added to the context first) chosen in the browser's chooser, automatic printing on,
// and the customer receipt too when asked.
import type { Page } from '@playwright/test';
import { flip, openTab } from './app';
import { expect } from './fixtures';

export async function chooseUsbPrinter(page: Page, options: { autoCustomer?: boolean } = {}): Promise<void> {
  await openTab(page, 'Instellingen');
  await page.getByRole('link', { name: /Printer/ }).click();
  const usb = page.getByRole('radio', { name: 'USB-printer' });
  await usb.click();
  await expect(usb).toBeChecked();
  await page.getByRole('button', { name: 'Printer kiezen' }).click();
  await expect(page.getByText('Gekozen: EPSON TM-T20III')).toBeVisible();
  const auto = page.getByRole('switch', { name: 'Automatisch afdrukken' }).first();
  await flip(auto);
  await expect(auto).toBeChecked();
  if (options.autoCustomer) {
    const customer = page.getByRole('switch', { name: 'Ook de klantbon automatisch' });
    await flip(customer);
    await expect(customer).toBeChecked();
  }
}
