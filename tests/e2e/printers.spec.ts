// The Printer screen with fake printers (issue 16): Testafdruk on a USB printer read back from the
// bytes on 80 and 58 mm paper, a serial printer out of paper, a USB printer that never answers, and
// a network printer through ePOS-Print XML; each result in Dutch on the screen.
import type { Page } from '@playwright/test';
import { decodeEscPos, paperText } from '../helpers/escpos-decoder';
import { test, expect, signIn } from './support/fixtures';
import {
  addFakePrinters, clearPrinter, printedBytes, setPrinterMode, statusRequests,
} from './support/fake-printers';
import { startFakeEpos } from './support/fake-epos';

async function openPrinterScreen(page: Page): Promise<void> {
  await signIn(page, 'keuken');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Instellingen' }).click();
  await page.getByRole('link', { name: /Printer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Printer' })).toBeVisible();
}

/** A radio of the screen: it saves at once, and shows checked once the saved setting is read back. */
async function choose(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
}

const lastResult = (page: Page) => page.getByRole('status', { name: 'Laatste testafdruk' });

async function testPrint(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Testafdruk' }).click();
  await expect(page.getByRole('button', { name: 'Testafdruk' })).toBeEnabled({ timeout: 15_000 });
}

test.beforeEach(async ({ context }) => {
  await addFakePrinters(context);
});

test('@print Testafdruk on a USB printer: the paper says the shop, the width and a full ruler, on 80 and 58 mm', async ({ page }) => {
  await openPrinterScreen(page);
  await choose(page, 'USB-printer');
  await page.getByRole('button', { name: 'Printer kiezen' }).click();
  await expect(page.getByText('Gekozen: EPSON TM-T20III')).toBeVisible();

  for (const [width, columns] of [[80, 48], [58, 32]] as const) {
    await choose(page, `${width} mm`);
    await clearPrinter(page, 'usb');
    await testPrint(page);
    await expect(lastResult(page)).toHaveText(/^Afgedrukt om \d\d:\d\d$/);
    // Asked how the printer is before and after the ticket.
    expect(await statusRequests(page, 'usb')).toEqual([2, 4, 2, 4]);
    const paper = decodeEscPos(await printedBytes(page, 'usb'));
    const text = paperText(paper).map((line) => line.trimEnd());
    expect(text[0].trim()).toBe('KMFC');
    expect(paper.lines[1]).toMatchObject({ big: true, bold: true });
    expect(text[1].trim()).toBe('TESTAFDRUK');
    expect(text).toContain(`Papier ${width} mm, ${columns} tekens`);
    const ruler = text.find((line) => line.startsWith('1234567890'));
    expect(ruler).toHaveLength(columns);
    expect(text).toContain('Verbinding: USB-printer');
    expect(text).toContain('Euroteken: € 12,50');
    expect(text.find((line) => line.startsWith('Afgedrukt: '))).toMatch(/^Afgedrukt: \d\d-\d\d-\d{4} \d\d:\d\d$/);
    expect(paper.cuts).toBe(1);
    for (const line of paper.lines) expect(line.text.length).toBeLessThanOrEqual(columns);
  }
  await page.screenshot({ path: test.info().outputPath('printer-usb.png'), fullPage: true });
});

test('@print a serial printer out of paper: the Dutch result, and no ticket sent', async ({ page }) => {
  await openPrinterScreen(page);
  await choose(page, 'Seriële of Bluetooth-printer');
  await page.getByRole('button', { name: 'Printer kiezen' }).click();
  await expect(page.getByText('Gekozen: Seriële poort 0403:6001')).toBeVisible();
  await page.getByLabel('Snelheid (baud)').selectOption('115200');

  await setPrinterMode(page, 'serial', 'paper-out');
  await testPrint(page);
  await expect(lastResult(page)).toHaveText(/^Mislukt om \d\d:\d\d: Het papier is op\. Plaats een nieuwe rol\.$/);
  expect(await printedBytes(page, 'serial')).toHaveLength(0);
  expect(await page.evaluate(() => window.__fakePrinters?.serial.baudRate)).toBe(115200);

  // Paper in again: the same port prints, reopened without a prompt.
  await setPrinterMode(page, 'serial', 'ok');
  await testPrint(page);
  await expect(lastResult(page)).toHaveText(/^Afgedrukt om/);
  expect(paperText(decodeEscPos(await printedBytes(page, 'serial')))).toContain('Verbinding: Seriële of Bluetooth-printer');
});

test('@print a USB printer that never answers: after the wait, the Dutch result', async ({ page }) => {
  await openPrinterScreen(page);
  await choose(page, 'USB-printer');
  await page.getByRole('button', { name: 'Printer kiezen' }).click();
  await setPrinterMode(page, 'usb', 'silent');
  await testPrint(page);
  await expect(lastResult(page)).toHaveText(/^Mislukt om \d\d:\d\d: De printer antwoordt niet\. Staat hij aan en is hij aangesloten\?$/);
  expect(await printedBytes(page, 'usb')).toHaveLength(0);
  // The result stays after a reload: it is kept for this device.
  await page.reload();
  await expect(lastResult(page)).toHaveText(/De printer antwoordt niet/);
  await expect(page.getByRole('radio', { name: 'USB-printer' })).toBeChecked();
});

test('@print a network printer gets ePOS-Print XML; paper out is said in Dutch', async ({ page }) => {
  const epos = await startFakeEpos();
  try {
    await openPrinterScreen(page);
    await choose(page, 'Netwerkprinter (Epson ePOS)');
    await page.getByRole('textbox', { name: 'Adres van de printer' }).fill(`http://${epos.host}`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await testPrint(page);
    await expect(lastResult(page)).toHaveText(/^Afgedrukt om \d\d:\d\d$/);
    expect(epos.requests).toHaveLength(1);
    expect(epos.requests[0].url).toMatch(/^\/cgi-bin\/epos\/service\.cgi\?devid=local_printer&timeout=\d+$/);
    expect(epos.requests[0].body).toContain('<text width="2" height="2" em="true">       TESTAFDRUK&#10;</text>');
    expect(epos.requests[0].body).toContain('<cut type="no_feed"/>');

    epos.mode = 'paper-out';
    await testPrint(page);
    await expect(lastResult(page)).toHaveText(/Het papier is op\. Plaats een nieuwe rol\.$/);
    epos.mode = 'cover-open';
    await testPrint(page);
    await expect(lastResult(page)).toHaveText(/De klep van de printer staat open\. Sluit de klep\.$/);
    await page.screenshot({ path: test.info().outputPath('printer-network.png'), fullPage: true });
  } finally {
    await epos.close();
  }
});
