// Issue 17 in Chromium against local-supabase: a product sold out "Rest van vandaag" is sold out on the
// server until the next opening (and off the website's menu until then); an order accepted with
// "Klaar over" 20 minutes and then delayed 10 shows its due time on the card, in the detail and on the
// printed receipt, as the server stores it; with a USB receipt printer printing automatically, the
// kitchen ticket of an order accepted with 20 minutes says when it is due as spec section 9 writes
// times ('Vandaag HH:MM'). Run them with `npx playwright test --grep @timed`.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { test, expect, signIn } from './support/fixtures';
import { answer, flip, openTab, orderCard, ordersTab } from './support/app';
import { addFakePrinters, printedBytes } from './support/fake-printers';
import { chooseUsbPrinter } from './support/printer-screen';
import { orderNumber, placeOrder, restGet, SEED_PRODUCTS } from './support/rest';
import { decodeEscPos, type PaperLine } from '../helpers/escpos-decoder';
import { formatOrderTime, formatUntil } from '../../src/domain/format';
import { restOfToday } from '../../src/domain/until-times';

type Hours = { weekday: number; open_time: string; close_time: string; is_active: boolean };

test('@timed sold out until the next opening through the screen, checked on the server', async ({ page }) => {
  await signIn(page, 'manager');
  await openTab(page, 'Instellingen');
  await page.getByRole('link', { name: /Productstatus/ }).click();
  const card = page.getByRole('article', { name: 'Friet klein', exact: true });
  const stock = card.getByRole('switch', { name: 'Op voorraad' });
  await expect(stock).toBeChecked();

  await flip(stock);
  await answer(page, 'Tot wanneer?', 'Rest van vandaag');
  await expect(stock).not.toBeChecked();

  // The next opening by the server's own hours, as the app worked it out from its mirror.
  const hours = await restGet<Hours>('opening_hours', 'select=weekday,open_time,close_time,is_active&deleted_at=is.null');
  const expected = restOfToday(hours, new Date());
  await expect.poll(async () => {
    const [row] = await restGet<{ is_sold_out: boolean; sold_out_until: string | null }>(
      'products', `id=eq.${SEED_PRODUCTS.frietKlein}&select=is_sold_out,sold_out_until`);
    return row && { is_sold_out: row.is_sold_out, until: row.sold_out_until && Date.parse(row.sold_out_until) };
  }, { timeout: 20_000 }).toEqual({ is_sold_out: true, until: expected.getTime() });
  await expect(card).toContainText(`Uitverkocht tot ${formatUntil(expected, new Date())}`);
  // The website's menu leaves it out until then; another product is still on it.
  expect(await restGet('available_products', `id=eq.${SEED_PRODUCTS.frietKlein}&select=id`)).toEqual([]);
  expect(await restGet('available_products', `id=eq.${SEED_PRODUCTS.hamburger}&select=id`)).toHaveLength(1);
});

test('@timed accept with Klaar over 20 minutes, a delay of 10, and the due time on the card, detail and receipt', async ({ page, context }) => {
  test.setTimeout(120_000);
  const id = randomUUID();
  const number = orderNumber(id);
  await placeOrder({ id, customerName: 'Tim Tijd', delivery: true });
  await signIn(page, 'eigenaar');
  await openTab(page, 'Orders');
  const card = orderCard(page, number);
  await card.getByRole('combobox', { name: 'Klaar over' }).selectOption({ label: '20 min' });

  const acceptedAt = Date.now();
  const [receipt] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: 'Accepteren en printen' }).click(),
  ]);
  const promised = async () => {
    const [row] = await restGet<{ status: string; promised_at: string | null }>('orders', `id=eq.${id}&select=status,promised_at`);
    return row?.promised_at ? Date.parse(row.promised_at) : null;
  };
  await expect.poll(promised, { timeout: 20_000 }).not.toBeNull();
  const first = (await promised()) ?? 0;
  expect(first - acceptedAt).toBeGreaterThanOrEqual(20 * 60_000 - 1_000);
  expect(first - acceptedAt).toBeLessThan(20 * 60_000 + 10_000);
  await expect(receipt.locator('body')).toContainText('Toegezegd');

  await ordersTab(page, 'Bestellingen').click();
  await expect(card).toContainText(`Klaar om: ${formatOrderTime(new Date(first), new Date())}`);
  await card.getByRole('button', { name: `Vertraging voor ${number}` }).click();
  await card.getByRole('button', { name: `10 minuten vertraging voor ${number}` }).click();

  const due = new Date(first + 10 * 60_000);
  await expect(card).toContainText(`Klaar om: ${formatOrderTime(due, new Date())}`);
  // The screen's clock is re-read every 30 s, so the minutes left may still count from a little earlier.
  await expect(card).toContainText(/nog (29|30|31) min/);
  await expect.poll(promised, { timeout: 20_000 }).toBe(due.getTime());

  await card.getByRole('button', { name: `Details van ${number}` }).click();
  const detail = page.getByRole('dialog', { name: `Bestelling ${number}` });
  await expect(detail).toContainText(`Klaar om${formatOrderTime(due, new Date())}`);
});

/** What the fake USB printer has printed so far, as lines of paper. */
async function usbPaper(page: Page): Promise<PaperLine[]> {
  return decodeEscPos(await printedBytes(page, 'usb')).lines;
}

/** The decoded paper drawn as text (big lines larger), for people to look at the ticket. */
async function paperScreenshot(page: Page, lines: PaperLine[], path: string): Promise<void> {
  const sheet = await page.context().newPage();
  await sheet.setContent('<pre id="paper" style="display:inline-block;padding:8px;border:1px solid #999;font:14px monospace"></pre>');
  await sheet.evaluate((paper) => {
    const pre = document.getElementById('paper');
    for (const line of paper) {
      const row = pre?.appendChild(document.createElement('div'));
      if (!row) continue;
      row.textContent = line.text || ' ';
      row.style.fontWeight = line.bold ? 'bold' : 'normal';
      if (line.big) row.style.fontSize = '24px';
    }
  }, lines);
  await sheet.locator('#paper').screenshot({ path });
  await sheet.close();
}

test('@timed accept with Klaar over 20 minutes: the USB kitchen ticket prints the due time as Vandaag HH:MM', async ({ page, context }) => {
  test.setTimeout(120_000);
  await addFakePrinters(context);
  await signIn(page, 'eigenaar');
  await chooseUsbPrinter(page);

  const id = randomUUID();
  const number = orderNumber(id);
  await placeOrder({ id, customerName: 'Kees Keuken' });
  await openTab(page, 'Orders');
  await ordersTab(page, 'Nieuwe bestellingen').click();
  const card = orderCard(page, number);
  await card.getByRole('combobox', { name: 'Klaar over' }).selectOption({ label: '20 min' });
  await card.getByRole('button', { name: 'Accepteren', exact: true }).click();

  const promisedAt = async () => (await restGet<{ promised_at: string | null }>('orders', `id=eq.${id}&select=promised_at`))[0]?.promised_at ?? null;
  await expect.poll(promisedAt, { timeout: 20_000 }).not.toBeNull();
  const promised = new Date((await promisedAt()) ?? Number.NaN);

  // The kitchen ticket comes out once the print ledger has the claim: wait for its cut.
  await expect.poll(async () => (await usbPaper(page)).map((line) => line.text.trim()), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['KEUKEN', number, 'Kees Keuken']));
  const lines = await usbPaper(page);
  const label = lines.findIndex((line) => line.text.trim() === 'Toegezegd');
  expect(label).toBeGreaterThan(-1);
  const due = lines[label + 1];
  expect(due).toMatchObject({ big: true, bold: true });
  expect(due.text.trim()).toBe(formatOrderTime(promised, new Date()));
  expect(due.text.trim()).toMatch(/^(Vandaag|Morgen) \d\d:\d\d$/);
  await ordersTab(page, 'Bestellingen').click();
  await expect(card).toContainText(`Klaar om: ${formatOrderTime(promised, new Date())}`);
  await card.screenshot({ path: test.info().outputPath('card.png') });
  await paperScreenshot(page, lines, test.info().outputPath('kitchen-ticket-usb.png'));
});
