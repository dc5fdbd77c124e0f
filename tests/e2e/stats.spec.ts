// Issue 32 in Chromium against local-supabase: the Cijfers screen's today, computed on the device, moves
// when an order is finished, offline too; a Z-rapport made on the screen prints on the (fake) USB printer
// with the number and totals the server stored; the accountant's CSV has Excel's bytes and the day's sums;
// the X-rapport in the browser's print window, online and offline; the keuken account sees no Cijfers.
// Run them with `npx playwright test --grep @stats`.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test, expect, signIn } from './support/fixtures';
import { openTab, orderCard, ordersTab } from './support/app';
import { addFakePrinters, printedBytes } from './support/fake-printers';
import { chooseUsbPrinter } from './support/printer-screen';
import { orderNumber, placeOrder, restGet, restPatch } from './support/rest';
import { decodeEscPos } from '../helpers/escpos-decoder';
import { addDays, businessDate, businessDayStart } from '../../src/domain/business-day';
import { formatEuro as euro } from '../../src/domain/format';

/** An amount as the paper prints it (plain spaces). */
const formatEuro = (cents: number) => euro(cents).replace(/\s/g, ' ');

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`).first();

async function openStatistics(page: Page): Promise<void> {
  await openTab(page, 'Dashboard');
  await page.getByRole('link', { name: /Cijfers/ }).click();
  await expect(page.getByRole('heading', { name: 'Cijfers', level: 1 })).toBeVisible();
}

/** A business day two days back: only the seed's finished history orders and this test's are on it. */
function pastDay(): string {
  return addDays(businessDate(new Date(), 5), -2);
}

/** Places a finished, paid pickup order on that business day (12:00 on the Amsterdam clock). */
async function finishedOrderOn(day: string): Promise<string> {
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Zara Zrapport', delivery: false });
  await restPatch('orders', `id=eq.${id}`, {
    placed_at: new Date(businessDayStart(day, 5).getTime() + 7 * 3_600_000).toISOString(), status: 'picked_up',
  });
  return id;
}

test('@stats today\'s figures move when an order is finished, offline too', async ({ page, context }) => {
  test.setTimeout(120_000);
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Dirk Dagcijfers', delivery: false });
  await signIn(page, 'eigenaar');
  await openStatistics(page);
  await expect(page.getByText('Berekend op dit apparaat').first()).toBeVisible();
  const finished = Number(await figure(page, 'finished').textContent());
  const open = Number(await figure(page, 'open').textContent());
  await page.screenshot({ path: test.info().outputPath('cijfers-today.png'), fullPage: true });
  expect(open).toBeGreaterThan(0);

  await openTab(page, 'Orders');
  const card = orderCard(page, orderNumber(id));
  await card.getByRole('button', { name: 'Accepteren', exact: true }).click();
  await context.setOffline(true);
  await ordersTab(page, 'Bestellingen').click();
  for (const step of ['Start bereiding', 'Klaar voor afhalen', 'Afgehaald']) {
    await card.getByRole('button', { name: step, exact: true }).click();
  }
  await expect(card).toBeHidden();

  await openStatistics(page);
  await expect(figure(page, 'finished')).toHaveText(String(finished + 1));
  await expect(figure(page, 'open')).toHaveText(String(open - 1));
  await context.setOffline(false);
  await expect.poll(async () => (await restGet<{ status: string }>('orders', `id=eq.${id}&select=status`))[0]?.status, { timeout: 30_000 })
    .toBe('picked_up');
});

test('@stats a Z-rapport closes a business day, numbered, and prints on the USB printer with the server\'s totals', async ({ page, context }) => {
  test.setTimeout(120_000);
  const day = pastDay();
  await finishedOrderOn(day);
  await addFakePrinters(context);
  await signIn(page, 'eigenaar');
  await chooseUsbPrinter(page);
  await openStatistics(page);

  await page.getByLabel('Bedrijfsdag', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Dag afsluiten (Z-rapport)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Afsluiten', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Z-rapport 1 is gemaakt en afgedrukt.' })).toBeVisible({ timeout: 30_000 });

  const [closing] = await restGet<{ number: number; business_date: string; totals: Record<string, number> & { vat_cents_by_rate: Record<string, number> } }>(
    'day_closings', 'select=number,business_date,totals');
  expect(closing).toMatchObject({ number: 1, business_date: day });
  const lines = decodeEscPos(await printedBytes(page, 'usb')).lines.map((line) => line.text);
  const start = lines.findIndex((line) => line.trim() === 'Z-rapport 1');
  expect(start).toBeGreaterThan(-1);
  const report = lines.slice(start);
  const value = (label: string) => report.find((line) => line.startsWith(`${label} `))?.slice(label.length).trim();
  expect(value('Bestellingen')).toBe(String(closing.totals.orders));
  expect(value('Omzet incl. btw')).toBe(formatEuro(closing.totals.turnover_incl_cents));
  expect(value('Btw 9%')).toBe(formatEuro(closing.totals.vat_cents_by_rate['9']));
  expect(value('Omzet excl. btw')).toBe(formatEuro(closing.totals.turnover_excl_cents));
  expect(value('Nog te innen')).toBe(formatEuro(closing.totals.to_collect_cents));
  await expect(page.getByRole('table').filter({ hasText: 'Opnieuw afdrukken' })).toContainText(day.split('-').reverse().join('-'));
});

/** A value of the report in the print window, by its label. */
function reportValue(report: Page, label: string): Promise<string | undefined> {
  return report.evaluate((wanted) => [...document.querySelectorAll('.row')]
    .find((row) => row.firstElementChild?.textContent === wanted)?.lastElementChild?.textContent ?? undefined, label);
}

test('@stats an X-rapport opens in the browser\'s print window: from the server online, from the device offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const id = randomUUID();
  await placeOrder({ id, customerName: 'Xander Xrapport', delivery: false });
  await signIn(page, 'eigenaar');
  // The order is on the device before its figures are read (the server's report counts it too).
  await openTab(page, 'Orders');
  await expect(orderCard(page, orderNumber(id))).toBeVisible();
  await openStatistics(page);
  const shown = await figure(page, 'turnoverIncl').textContent();
  const orders = await figure(page, 'orders').textContent();

  for (const offline of [false, true]) {
    await context.setOffline(offline);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'X-rapport afdrukken', exact: true }).click();
    const report = await popup;
    await expect.poll(() => report.evaluate(() => window.__printCalls ?? 0)).toBe(1);
    const text = await report.evaluate(() => document.body.innerText);
    expect(text).toContain('X-rapport');
    expect(text).toContain('Tussenstand, geen dagafsluiting');
    // The paper's plain spaces against the screen's no-break space.
    expect((await reportValue(report, 'Omzet incl. btw'))?.replace(/\s/g, ' ')).toBe(shown?.replace(/\s/g, ' '));
    expect(await reportValue(report, 'Bestellingen')).toBe(orders);
    await report.close();
  }
  await context.setOffline(false);
});

test('@stats the CSV for the accountant: BOM, semicolons, comma decimals and the day\'s turnover', async ({ page }) => {
  test.setTimeout(120_000);
  const day = pastDay();
  await finishedOrderOn(day);
  await signIn(page, 'eigenaar');
  await openStatistics(page);
  await page.getByRole('radio', { name: 'Periode kiezen' }).click();
  await page.getByLabel('Van').fill(day);
  await page.getByLabel('Tot en met').fill(day);
  await expect(page.getByText(/Bijgewerkt/).first()).toBeVisible({ timeout: 20_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporteer CSV', exact: true }).click()]);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean).map((row) => row.split(';'));
  expect(rows).toHaveLength(2);
  const column = (name: string) => rows[1][rows[0].indexOf(name)];
  expect(rows[1][0]).toBe(day.split('-').reverse().join('-'));

  // The day's turnover from the orders themselves: totals without tips, cancelled orders left out.
  const from = businessDayStart(day, 5).toISOString();
  const to = businessDayStart(addDays(day, 1), 5).toISOString();
  const orders = await restGet<{ total_cents: number; tip_cents: number; status: string }>('orders',
    `select=total_cents,tip_cents,status&placed_at=gte.${from}&placed_at=lt.${to}`);
  const live = orders.filter((o) => o.status !== 'canceled');
  const turnover = live.reduce((sum, o) => sum + o.total_cents - o.tip_cents, 0);
  expect(column('Omzet incl. btw')).toBe(`${Math.floor(turnover / 100)},${String(turnover % 100).padStart(2, '0')}`);
  expect(column('Bestellingen')).toBe(String(live.length));
  await expect(figure(page, 'turnoverIncl')).toHaveText(euro(turnover));
  await page.screenshot({ path: test.info().outputPath('cijfers-day.png'), fullPage: true });
});

test('@stats the keuken account sees no Cijfers', async ({ page }) => {
  await signIn(page, 'keuken');
  await openTab(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cijfers/ })).toHaveCount(0);
  await page.goto('/app/statistics');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
