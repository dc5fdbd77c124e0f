// Automatic printing exactly once (issue 16, part B), in two browser contexts as two tablets of one
// shop, both printing automatically through the browser's print window: every print window a context
// opens is a ticket (window.print is counted by an init script). Accepting one order on both at the
// same moment gives one kitchen ticket in all; a tablet that printed while offline records its ticket
// on reconnect, and both show it as a duplicate. "Accepteren en printen" on a tablet with a USB printer
// while the other prints customer receipts automatically gives one receipt in all.
import type { BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { decodeEscPos, paperText } from '../helpers/escpos-decoder';
import { flip, openTab, orderCard, ordersTab } from './support/app';
import { addFakePrinters, printedBytes } from './support/fake-printers';
import { chooseUsbPrinter } from './support/printer-screen';
import { expect, signIn, test, type Account } from './support/fixtures';
import { orderNumber, placeOrder, restGet } from './support/rest';

/** The print windows a context opened, with the text of what was written into each. */
function printWindows(context: BrowserContext): { texts: () => Promise<string[]> } {
  const opened: Page[] = [];
  context.on('page', (page) => opened.push(page));
  return {
    texts: () => Promise.all(opened.filter((page) => !page.isClosed()).map(async (page) => {
      await expect.poll(() => page.evaluate(() => window.__printCalls ?? 0)).toBe(1);
      return page.evaluate(() => document.body.innerText);
    })),
  };
}

async function countPrints(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__printCalls = 0;
    window.print = () => { window.__printCalls = (window.__printCalls ?? 0) + 1; };
  });
}

/** Signs in and switches "Automatisch afdrukken" on (the browser's print window is the default). */
async function tablet(page: Page, account: Account, options: { autoCustomer?: boolean } = {}): Promise<void> {
  await signIn(page, account);
  await openTab(page, 'Instellingen');
  await page.getByRole('link', { name: /Printer/ }).click();
  const auto = page.getByRole('switch', { name: 'Automatisch afdrukken' }).first();
  await flip(auto);
  await expect(auto).toBeChecked();
  if (options.autoCustomer) {
    const customer = page.getByRole('switch', { name: 'Ook de klantbon automatisch' });
    await flip(customer);
    await expect(customer).toBeChecked();
  }
  await openTab(page, 'Orders');
  await ordersTab(page, 'Nieuwe bestellingen').click();
}

interface Job { device_id: string; kind: string; reason: string; state: string; duplicate: boolean }

/** The order's jobs, the first automatic ticket first (an offline job may carry an earlier time). */
const jobsOf = (orderId: string) => restGet<Job>('print_jobs', `order_id=eq.${orderId}&select=device_id,kind,reason,state,duplicate&order=duplicate,created_at`);

/** The tablet that lost the accept race says so (today's alert); staff close it. */
async function closeAlert(page: Page): Promise<void> {
  const ok = page.getByRole('alertdialog').getByRole('button', { name: 'OK' });
  if (await ok.isVisible()) await ok.click();
}

test('@print two tablets accepting one order at the same moment print one kitchen ticket in all', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  const other = await browser.newContext({ baseURL });
  await countPrints(other);
  try {
    const second = await other.newPage();
    const [firstWindows, secondWindows] = [printWindows(context), printWindows(other)];
    await tablet(page, 'manager');
    await tablet(second, 'eigenaar');
    const id = randomUUID();
    await placeOrder({ id, customerName: 'Sam <b>Tweemaal</b>' });
    const number = orderNumber(id);
    const accept = (p: Page) => orderCard(p, number).getByRole('button', { name: 'Accepteren', exact: true });
    await expect(accept(page)).toBeVisible({ timeout: 20_000 });
    await expect(accept(second)).toBeVisible({ timeout: 20_000 });

    await Promise.all([accept(page).click(), accept(second).click()]);

    await expect.poll(async () => (await jobsOf(id)).map((job) => [job.reason, job.state, job.duplicate]), { timeout: 15_000 })
      .toEqual([['auto', 'printed', false]]);
    const tickets = [...await firstWindows.texts(), ...await secondWindows.texts()];
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatch(/^KEUKEN\b/);
    expect(tickets[0]).toContain(number);
    expect(tickets[0]).toContain('Sam <b>Tweemaal</b>');
    for (const p of [page, second]) {
      await closeAlert(p);
      await ordersTab(p, 'Bestellingen').click();
      await expect(orderCard(p, number).getByRole('list', { name: 'Afdrukken' })).toContainText(/Keukenbon: Afgedrukt \d\d:\d\d/, { timeout: 20_000 });
    }
    await page.screenshot({ path: test.info().outputPath('printed-once.png'), fullPage: true });
  } finally {
    await other.close();
  }
});

test('@print a tablet that printed offline records its ticket on reconnect, shown as a duplicate', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  const other = await browser.newContext({ baseURL });
  await countPrints(other);
  try {
    const second = await other.newPage();
    const [firstWindows, secondWindows] = [printWindows(context), printWindows(other)];
    await tablet(page, 'manager');
    await tablet(second, 'eigenaar');
    const id = randomUUID();
    await placeOrder({ id, customerName: 'Offline Olga' });
    const number = orderNumber(id);
    const accept = (p: Page) => orderCard(p, number).getByRole('button', { name: 'Accepteren', exact: true });
    await expect(accept(second)).toBeVisible({ timeout: 20_000 });
    await expect(accept(page)).toBeVisible({ timeout: 20_000 });

    await other.setOffline(true);
    await accept(second).click();
    await expect.poll(async () => (await secondWindows.texts()).length).toBe(1);
    await accept(page).click();
    await expect.poll(async () => (await firstWindows.texts()).length, { timeout: 15_000 }).toBe(1);
    await other.setOffline(false);

    await expect.poll(async () => (await jobsOf(id)).map((job) => [job.reason, job.state, job.duplicate]), { timeout: 20_000 })
      .toEqual([['auto', 'printed', false], ['auto', 'printed', true]]);
    for (const p of [page, second]) {
      await closeAlert(p);
      await ordersTab(p, 'Bestellingen').click();
      await expect(orderCard(p, number).getByText('Dubbel afgedrukt')).toBeVisible({ timeout: 15_000 });
    }
    await second.screenshot({ path: test.info().outputPath('duplicate.png'), fullPage: true });
  } finally {
    await other.close();
  }
});

test('@print "Accepteren en printen" on a USB tablet while another prints receipts automatically: one receipt in all', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  await addFakePrinters(context);
  const other = await browser.newContext({ baseURL });
  await countPrints(other);
  try {
    const second = await other.newPage();
    const secondWindows = printWindows(other);
    await signIn(page, 'manager');
    await chooseUsbPrinter(page);
    await openTab(page, 'Orders');
    await ordersTab(page, 'Nieuwe bestellingen').click();
    await tablet(second, 'eigenaar', { autoCustomer: true });
    const id = randomUUID();
    await placeOrder({ id, customerName: 'Rina Receipt' });
    const number = orderNumber(id);
    await expect(orderCard(second, number)).toBeVisible({ timeout: 20_000 });
    await orderCard(page, number).getByRole('button', { name: 'Accepteren en printen' }).click({ timeout: 20_000 });

    // The receipt is this tablet's; one kitchen ticket comes out on one of the two.
    await expect.poll(async () => (await jobsOf(id)).map((job) => [job.kind, job.reason, job.state, job.duplicate]).sort(), { timeout: 15_000 })
      .toEqual([['customer', 'manual', 'printed', false], ['kitchen', 'auto', 'printed', false]]);
    // The other tablet has seen the order accepted with its receipt printed: it had its chance to print.
    await ordersTab(second, 'Bestellingen').click();
    await expect(orderCard(second, number).getByRole('list', { name: 'Afdrukken' })).toContainText(/Klantbon: Afgedrukt \d\d:\d\d/, { timeout: 20_000 });
    const paper = paperText(decodeEscPos(await printedBytes(page, 'usb'))).map((line) => line.trim());
    const windows = await secondWindows.texts();
    expect(windows.every((text) => /^KEUKEN\b/.test(text))).toBe(true);
    const kitchenTickets = paper.filter((line) => /^KEUKEN\b/.test(line)).length + windows.length;
    expect(kitchenTickets).toBe(1);
    // On the USB paper: the receipt, and the kitchen ticket when this tablet won it.
    expect(paper.filter((line) => line.includes(number))).toHaveLength(1 + (windows.length === 0 ? 1 : 0));
    expect(paper.join('\n')).toContain('Rina Receipt');
    expect(paper.join('\n')).not.toContain('HERDRUK');
  } finally {
    await other.close();
  }
});
