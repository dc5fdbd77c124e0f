// Journey 5: weekday switch, a time from the sheet, busy mode and manual closure with a reason reach
// the database, and after a reload the screen shows them again. The success toasts leave the controls
// staff use next free, one toast at a time.
import { test, expect, signIn } from './support/fixtures';
import { PLAIN, flip, openTab } from './support/app';
import { restGet } from './support/rest';
import { expectNotCovered, watchToasts } from './support/toasts';
import type { Page } from '@playwright/test';

interface HoursRow { weekday: number; open_time: string; close_time: string; is_active: boolean }

async function hours(weekday: number): Promise<HoursRow | undefined> {
  return (await restGet<HoursRow>('opening_hours', `weekday=eq.${weekday}&select=weekday,open_time,close_time,is_active`))[0];
}

function day(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('opening hours, busy mode and closure round-trip to the database', async ({ page }) => {
  test.setTimeout(120_000); // four changes, a reload and their server rows
  await signIn(page, 'manager');
  await openTab(page, 'Instellingen');
  await page.getByRole('link', { name: /Openingstijden/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Openingstijden' })).toBeVisible();

  // Tuesday closed (seed: open 11:00-22:00).
  await flip(page.getByRole('switch', { name: 'Dinsdag geopend' }));
  await expect(day(page, 'Dinsdag')).toContainText('Gesloten');
  await expect.poll(async () => (await hours(2))?.is_active).toBe(false);

  // Monday opens at 10:30 instead of 11:00, chosen in the sheet.
  await day(page, 'Maandag').getByRole('button', { name: 'Openingstijd maandag 11:00' }).click();
  const sheet = page.getByRole('dialog', { name: 'Openingstijd maandag' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '10:30', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(day(page, 'Maandag').getByRole('button', { name: 'Openingstijd maandag 10:30' })).toBeVisible();
  await expect.poll(async () => (await hours(1))?.open_time).toMatch(/^10:30/);

  // Busy mode on.
  await flip(page.getByRole('switch', { name: 'Drukte modus' }));
  await PLAIN.busy(page);
  await expect(page.getByRole('status').filter({ hasText: 'Drukte modus ingeschakeld' })).toBeVisible();
  await expect.poll(async () => (await restGet<{ is_busy: boolean }>('companies', 'slug=eq.kmfc-shop&select=is_busy'))[0]?.is_busy).toBe(true);

  // Closed by hand, with a reason typed and saved on leaving the field.
  await flip(page.getByRole('switch', { name: 'Shop handmatig sluiten' }));
  await PLAIN.closed(page);
  await expect(page.getByRole('status').filter({ hasText: 'Shop handmatig gesloten' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status', { name: /^Shop/ })).toContainText('Gesloten');
  const reason = page.getByRole('textbox', { name: 'Reden (optioneel)' });
  await reason.fill('Vandaag gesloten wegens ziekte');
  await reason.blur();
  await expect.poll(async () => (await restGet<{ is_closed: boolean; exception_note: string | null }>('shop_status', 'select=is_closed,exception_note'))[0])
    .toEqual({ is_closed: true, exception_note: 'Vandaag gesloten wegens ziekte' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Openingstijden' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Dinsdag geopend' })).not.toBeChecked();
  await expect(day(page, 'Dinsdag')).toContainText('Gesloten');
  await expect(day(page, 'Maandag').getByRole('button', { name: 'Openingstijd maandag 10:30' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Drukte modus' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Shop handmatig sluiten' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Reden (optioneel)' })).toHaveValue('Vandaag gesloten wegens ziekte');
});

test('the toasts cover neither the reason field nor the switches, and quick switching leaves one', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'manager');
  for (const size of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
    await test.step(`${size.width} px wide`, async () => {
      await page.setViewportSize(size);
      await page.goto('/app/settings/opening-hours');
      const closure = page.getByRole('switch', { name: 'Shop handmatig sluiten' });
      await expect(closure).not.toBeChecked();
      await flip(closure);
      await PLAIN.closed(page);
      const closed = page.getByRole('status').filter({ hasText: 'Shop handmatig gesloten' });
      await expect(closed).toBeVisible();
      // The switch just used and the reason field that appeared under it lie free of the toast, as
      // they are right after the switch, and with the field scrolled to the middle to type in it.
      const reason = page.getByRole('textbox', { name: 'Reden (optioneel)' });
      await expect(reason).toBeVisible();
      await expectNotCovered(page, closure.locator('xpath=ancestor::label[1]'), closed);
      await expectNotCovered(page, reason, closed);
      await reason.evaluate((field) => field.scrollIntoView({ block: 'center' }));
      await expect(closed).toBeVisible();
      await expectNotCovered(page, reason, closed, { centre: true });
      await flip(closure);
      await expect(page.getByRole('status').filter({ hasText: 'Shop weer geopend' })).toBeVisible();
    });
  }

  // Five quick flips of busy mode, each within the last one's toast time: one toast at a time, the newest.
  const mostToasts = await watchToasts(page);
  const busy = page.getByRole('switch', { name: 'Drukte modus' });
  for (let i = 0; i < 5; i += 1) {
    await flip(busy);
    if (i % 2 === 0) await PLAIN.busy(page);
    await expect(busy).toBeChecked({ checked: i % 2 === 0 });
  }
  await expect(page.getByRole('status').filter({ hasText: 'Drukte modus ingeschakeld' })).toBeVisible();
  expect(await mostToasts()).toEqual({ regions: 1, most: 1 });
});
