// PWA journey 4: an order placed while the tablet is offline does not reach it (no card, no sound),
// also when the tablet looks for it; once the network is back, the card shows and the order alert
// sounds. The alert is quiet before: the seed's new orders are accepted on the server first. How soon
// it sounds is measured by the bench (npm run bench), not here: this journey proves what happens and
// in which order, by conditions, without timing anything and without fixed waits.
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { e2eEnv } from '../support/env';
import { openTab, orderCard, ordersTab } from '../support/app';
import { orderNumber, restPatch } from '../support/rest';
import { heardSounds, listenForAlerts, onlineAt, SOUND_KEYS } from './support/beeps';
import { test, expect, signInInstalled, OFFLINE_BANNER } from './support/tablet';

test('an order placed while offline shows and sounds only once the tablet is back online', async ({ tablet }) => {
  await restPatch('orders', 'status=eq.created', { status: 'accepted' });
  await tablet.addInitScript(listenForAlerts, SOUND_KEYS);
  const { page, context } = tablet;
  await signInInstalled(page, 'eigenaar');
  await openTab(page, 'Orders');
  await expect(ordersTab(page, 'Nieuwe bestellingen')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Geen nieuwe bestellingen')).toBeVisible();

  // Audio runs once the page had a gesture; if the app still asks for one, give it.
  const unlock = page.getByRole('button', { name: /^🔔? ?Tik ergens op het scherm/ });
  await expect.poll(async () => {
    if (await unlock.isVisible()) await unlock.click();
    return page.evaluate(() => window.__audioContexts?.some((ctx) => ctx.state === 'running') ?? false);
  }, { message: 'the alert audio runs' }).toBe(true);
  await expect(unlock).toBeHidden();
  expect(await heardSounds(page)).toEqual([]);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  const placed = await placeDemoOrder(e2eEnv.supabaseUrl, e2eEnv.serviceKey);
  const card = orderCard(page, orderNumber(placed.id));
  // Absent although the tablet looked: staff refresh once the order exists, the tablet's read of the
  // server fails (offline), and still no card and no sound. (Offline emulation holds the open Realtime
  // socket's frames until the network is back, so nothing reaches the page that way either.)
  const failedRead = page.waitForEvent('requestfailed', (request) => request.url().startsWith(`${e2eEnv.supabaseUrl}/rest/v1/`));
  await page.getByRole('banner').getByRole('button', { name: 'Vernieuwen' }).click();
  await failedRead;
  await expect(card).toHaveCount(0);
  expect(await heardSounds(page)).toEqual([]);

  await context.setOffline(false);
  await expect(card).toBeVisible();
  await expect(card).toContainText(placed.customer_name);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeHidden();
  const back = await onlineAt(page);
  expect(back, 'the page saw the online event').toBeDefined();
  await expect.poll(async () => (await heardSounds(page)).length, { message: 'the order alert sounds' }).toBeGreaterThan(0);
  // Every sound the page started is recorded with its time: the first one of all came after reconnecting.
  const [first] = await heardSounds(page);
  expect(first.contextState).toBe('running');
  expect(first.at, 'the first alert sound, against the moment the tablet came back online').toBeGreaterThanOrEqual(back!);
});
