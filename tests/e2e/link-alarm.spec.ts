// The dead-link alarm and ringing at once (issue 13, items 4 and 6). The company's URL in the central
// lookup (companies.supabase_url) points the app at a fault proxy per test, which can go silent: the
// sockets stay open while nothing comes back. Sounds are recorded by an init script (support/sounds.ts).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support/fixtures';
import { orderNumber, placeOrder, restPatch } from './support/rest';
import { e2eEnv } from './support/env';
import { orderSounds, recordSounds, sirens } from './support/sounds';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';

const BANNER = /^Geen verbinding met de server sinds \d\d:\d\d\. Nieuwe bestellingen komen niet binnen\./;
const SILENCE = 'Geluid 5 minuten uit';

let proxy: FaultProxy;

test.beforeEach(async () => {
  proxy = await startFaultProxy(e2eEnv.supabaseUrl);
  // The next test's database reset puts the seed's URL back.
  await restPatch('companies', 'slug=eq.kmfc-shop', { supabase_url: proxy.url });
});
test.afterEach(async () => {
  await proxy.close();
});

/** Open every day from an hour ago for three hours (times on the half-hour grid), or closed all week. */
async function shopHours(open: boolean): Promise<void> {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Amsterdam' }).format(new Date()));
  const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
  await restPatch('opening_hours', 'weekday=gte.0', { open_time: at(hour - 1), close_time: at(hour + 2), is_active: open });
}

async function signedInLive(page: Page, orderSound: boolean): Promise<void> {
  await page.addInitScript(recordSounds, orderSound);
  await signIn(page, 'eigenaar');
  await expect(page.getByRole('status', { name: 'Verbinding: Online' })).toBeVisible({ timeout: 15_000 });
}

test('a silently dead link while the shop is open: banner and siren within 30 s, both gone within 5 s after it returns @push @alarm', async ({ page }) => {
  test.setTimeout(90_000);
  await shopHours(true);
  await signedInLive(page, false); // the order sound is off: the alarm sounds anyway
  await expect(page.getByRole('status', { name: 'Shop: Open' })).toBeVisible();
  const cut = Date.now();
  proxy.setSilent(true);
  const banner = page.getByRole('alert').filter({ hasText: BANNER });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - cut).toBeLessThanOrEqual(30_000);
  await expect.poll(async () => (await sirens(page)).length, { timeout: 3_000 }).toBeGreaterThan(0);
  expect((await sirens(page))[0].at - cut).toBeLessThanOrEqual(30_000);
  // Every 10 s: the second siren comes about 10 s after the first.
  await expect.poll(async () => (await sirens(page)).length, { timeout: 12_000 }).toBeGreaterThan(1);
  const [first, second] = await sirens(page);
  expect(second.at - first.at).toBeGreaterThan(9_000);
  expect(second.at - first.at).toBeLessThan(11_500);

  const back = Date.now();
  proxy.setSilent(false);
  await expect(banner).toBeHidden({ timeout: 5_000 });
  expect(Date.now() - back).toBeLessThan(5_000);
  await expect(page.getByRole('status', { name: 'Verbinding: Online' })).toBeVisible({ timeout: 5_000 - (Date.now() - back) });
  const heard = (await sirens(page)).length;
  // The siren stops with the banner: none after the next 10 s step would have come.
  await expect.poll(async () => Date.now() - back, { timeout: 15_000 }).toBeGreaterThan(11_000);
  expect((await sirens(page)).length).toBe(heard);
});

test('"Geluid 5 minuten uit" silences the siren while the banner stays @push @alarm', async ({ page }) => {
  test.setTimeout(90_000);
  await shopHours(true);
  await signedInLive(page, false);
  proxy.setSilent(true);
  const banner = page.getByRole('alert').filter({ hasText: BANNER });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await sirens(page)).length, { timeout: 3_000 }).toBe(1);
  await banner.getByRole('button', { name: SILENCE }).click();
  const silenced = Date.now();
  await expect(banner).toContainText(/Geluid uit tot \d\d:\d\d/);
  // Longer than the 10 s step: no siren, and the banner is still there.
  await expect.poll(async () => Date.now() - silenced, { timeout: 15_000 }).toBeGreaterThan(11_000);
  expect(await sirens(page)).toHaveLength(1);
  await expect(banner).toBeVisible();
});

test('no alarm while the shop is closed @push @alarm', async ({ page }) => {
  test.setTimeout(90_000);
  await shopHours(false);
  await signedInLive(page, false);
  await expect(page.getByRole('status', { name: 'Shop: Gesloten' })).toBeVisible();
  const cut = Date.now();
  proxy.setSilent(true);
  // The link is seen lost (the indicator leaves Online) ...
  await expect(page.getByRole('status', { name: 'Verbinding: Online' })).toBeHidden({ timeout: 30_000 });
  // ... and well past the 30 s mark there is still no banner and no siren.
  await expect.poll(async () => Date.now() - cut, { timeout: 45_000 }).toBeGreaterThan(36_000);
  await expect(page.getByRole('alert').filter({ hasText: BANNER })).toHaveCount(0);
  expect(await sirens(page)).toHaveLength(0);
});

/** Records in the page when `text` first shows (window.__seenAt). */
function watchFor(text: string): void {
  const w = window as Window & { __seenAt?: number };
  const check = () => {
    if (w.__seenAt === undefined && document.body.innerText.includes(text)) w.__seenAt = Date.now();
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  check();
}

test('with orders waiting, a new order rings within 1 s, also when another device accepted one meanwhile @push', async ({ page }) => {
  test.setTimeout(120_000);
  const waiting = randomUUID();
  const fresh = randomUUID();
  await placeOrder({ id: waiting, customerName: 'Wacht Al' });
  await signedInLive(page, true);
  await expect.poll(async () => (await orderSounds(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.evaluate(watchFor, orderNumber(fresh));
  // Realtime misses both changes (frames dropped for a moment), so the next catch-up brings them in
  // one go: one waiting order accepted by another device, one new, the number waiting unchanged.
  proxy.setSilent(true);
  await Promise.all([
    placeOrder({ id: fresh, customerName: 'Nieuw Erbij' }),
    restPatch('orders', `id=eq.${waiting}`, { status: 'accepted' }),
  ]);
  proxy.setSilent(false);
  const seenAt = await expect.poll(() => page.evaluate(() => (window as Window & { __seenAt?: number }).__seenAt), { timeout: 20_000 })
    .not.toBeUndefined().then(() => page.evaluate(() => (window as Window & { __seenAt?: number }).__seenAt!));
  await expect.poll(async () => (await orderSounds(page)).some((sound) => sound.at >= seenAt - 50 && sound.at - seenAt < 1_000), {
    timeout: 3_000, message: 'a ring within 1 s of the new order showing',
  }).toBe(true);
});
