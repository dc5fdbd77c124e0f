// Issue 13, device presence @presence: a signed-in device reports itself, and Meldingen lists it as
// "Dit apparaat" with its flags once the server has stamped its sighting; the row is in the database.
import { test, expect, signIn } from './support/fixtures';
import { flip, openTab } from './support/app';
import { e2eEnv } from './support/env';
import { restGet } from './support/rest';

/** A tablet of the manager, last seen ten minutes ago (written as the server, which may set the time). */
async function staleTablet(): Promise<void> {
  const res = await fetch(`${e2eEnv.supabaseUrl}/rest/v1/staff_devices`, {
    method: 'POST',
    headers: { apikey: e2eEnv.serviceKey, authorization: `Bearer ${e2eEnv.serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      device_id: 'tablet-keuken', company_id: 'c0000000-0000-4000-8000-000000000001', user_id: 'e0000000-0000-4000-8000-000000000002',
      name: 'Samsung Internet op Android', sound_on: true, audio_permission: 'denied', push_on: true, app_version: '0.9.0',
      last_seen_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    }),
  });
  if (!res.ok) throw new Error(`POST staff_devices: ${res.status} ${await res.text()}`);
}

interface DeviceRow { name: string; sound_on: boolean; audio_permission: string; push_on: boolean; app_version: string; last_seen_at: string }

test('@presence @push this device reports itself and Meldingen lists it as Dit apparaat with its flags', async ({ page }) => {
  await staleTablet();
  await signIn(page, 'eigenaar');
  await openTab(page, 'Instellingen');
  await page.getByRole('link', { name: /Meldingen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();

  const devices = page.getByRole('region', { name: 'Apparaten' });
  const mine = devices.getByRole('listitem', { name: /\(Dit apparaat\)/ });
  await expect(mine).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByText(/^Chrome op Linux/)).toBeVisible();
  // Confirmed by the server: a sighting, and connected.
  await expect(mine.getByText('Zojuist')).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByText('Verbonden', { exact: true })).toBeVisible();
  await expect(mine.getByText('Jij', { exact: true })).toBeVisible();
  await expect(mine.getByRole('list', { name: 'Mogelijkheden' }).getByRole('listitem'))
    .toHaveText(['Geluid uit', 'Geluid niet gevraagd', 'Pushmeldingen uit']);
  await expect(mine.getByText('1.0.0', { exact: true })).toBeVisible();

  const tablet = devices.getByRole('listitem', { name: /^Samsung Internet op Android/ });
  await expect(tablet.getByText('Niet verbonden (langer dan 3 minuten niet gezien)')).toBeVisible();
  await expect(tablet.getByText('10 min geleden')).toBeVisible();
  await expect(tablet.getByText('Andere medewerker')).toBeVisible();
  await expect(tablet.getByRole('list', { name: 'Mogelijkheden' }).getByRole('listitem'))
    .toHaveText(['Geluid aan', 'Geluid geblokkeerd', 'Pushmeldingen aan']);

  const [row] = await restGet<DeviceRow>('staff_devices', 'device_id=neq.tablet-keuken&select=name,sound_on,audio_permission,push_on,app_version,last_seen_at');
  expect(row).toMatchObject({ name: 'Chrome op Linux', sound_on: false, audio_permission: 'unknown', push_on: false, app_version: '1.0.0' });
  await page.setViewportSize({ width: 390, height: 844 });
  await devices.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('apparaten-phone.png') });
});

test('@presence @push the owner turns on Automatisch sluiten zonder apparaat in Openingstijden', async ({ page }) => {
  await signIn(page, 'eigenaar');
  await openTab(page, 'Instellingen');
  await page.getByRole('link', { name: /Openingstijden/ }).click();
  const card = page.getByRole('article', { name: 'Automatisch sluiten zonder apparaat' });
  await expect(card).toContainText('De winkel gaat dicht als er 3 minuten geen apparaat verbonden is');
  const toggle = card.getByRole('switch', { name: 'Automatisch sluiten zonder apparaat' });
  await expect(toggle).not.toBeChecked();
  await flip(toggle);
  await expect(page.getByRole('status').filter({ hasText: 'Automatisch sluiten ingeschakeld' })).toBeVisible();
  await expect.poll(async () => (await restGet<{ auto_close_without_device: boolean }>(
    'shop_settings', 'select=auto_close_without_device'))[0]?.auto_close_without_device).toBe(true);
  // This device reports itself, so the shop stays as its hours say.
  await expect(page.getByRole('banner').getByRole('status', { name: /^Shop/ })).not.toHaveAccessibleName(/geen apparaat/);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('automatisch-sluiten.png') });
});
