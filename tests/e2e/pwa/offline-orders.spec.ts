// PWA journey 4: an order placed while the tablet is offline does not reach it (no card, no sound);
// once the network is back, the card shows and the order alert sounds within 2 s of reconnecting.
// The alert is quiet before: the seed's new orders are accepted on the server first.
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { e2eEnv } from '../support/env';
import { openTab, orderCard, ordersTab } from '../support/app';
import { orderNumber, restPatch } from '../support/rest';
import { heardSounds, listenForAlerts, onlineAt, SOUND_KEYS } from './support/beeps';
import { test, expect, signInInstalled, OFFLINE_BANNER } from './support/tablet';

test('an order placed while offline shows and sounds within 2 s of reconnecting', async ({ tablet }) => {
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
  // Offline it cannot arrive: no card and no sound for a while.
  // A fixed wait on purpose: it proves an absence, and offline emulation leaves the Realtime socket open (nothing to wait for).
  await page.waitForTimeout(1500);
  await expect(card).toHaveCount(0);
  expect(await heardSounds(page)).toEqual([]);

  await context.setOffline(false);
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(card).toContainText(placed.customer_name);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeHidden();
  const back = await onlineAt(page);
  expect(back, 'the page saw the online event').toBeDefined();
  await expect.poll(async () => (await heardSounds(page)).length, { timeout: 5_000 }).toBeGreaterThan(0);
  const [first] = await heardSounds(page);
  expect(first.contextState).toBe('running');
  const latency = first.at - back!;
  test.info().annotations.push({ type: 'alert latency', description: `${latency} ms after reconnecting` });
  expect(latency, 'ms from reconnecting to the first alert sound').toBeLessThanOrEqual(2000);
});
