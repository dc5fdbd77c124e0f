// Journey 1: signed-out redirects; each demo account signs in through the Login screen and sees the
// bottom-navigation tabs and settings entries its role allows (seed roles, spec section 6); logging
// out (after the confirm) leaves the app for good.
import { test, expect, signIn, navTabs, type Account } from './support/fixtures';
import { alertDialog } from './support/app';

test('signed out, an app path goes to the welcome screen', async ({ page }) => {
  await page.goto('/app/orders');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Inloggen' }).or(page.getByRole('button', { name: 'Inloggen' }))).toBeVisible();
  await page.goto('/nergens');
  await expect(page).toHaveURL(/\/$/);
});

test('signed out, a path the router never saw (history.pushState) is sent to / by the once-per-second check', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welkom bij KMFC Shop!' })).toBeVisible();
  // pushState changes the address without telling the router; only the periodic check catches it.
  await page.evaluate(() => history.pushState({}, '', '/app/orders'));
  await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
});

const EXPECTED: Record<Account, { tabs: string[]; settings: string[]; denied: string[] }> = {
  eigenaar: {
    tabs: ['Dashboard', 'Orders', 'Producten', 'Instellingen'],
    settings: ['Account', 'Productstatus', 'Openingstijden', 'Meldingen', 'Printer', 'Info & Support'],
    denied: [],
  },
  manager: {
    tabs: ['Dashboard', 'Orders', 'Instellingen'],
    settings: ['Account', 'Productstatus', 'Openingstijden', 'Meldingen', 'Printer', 'Info & Support'],
    denied: ['/app/products'],
  },
  keuken: {
    tabs: ['Dashboard', 'Orders', 'Instellingen'],
    settings: ['Account', 'Meldingen', 'Printer', 'Info & Support'],
    denied: ['/app/products'],
  },
};

for (const [account, expected] of Object.entries(EXPECTED) as [Account, (typeof EXPECTED)[Account]][]) {
  test(`${account} sees the tabs and settings entries of its role`, async ({ page }) => {
    await signIn(page, account);
    expect(await navTabs(page)).toEqual(expected.tabs);

    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    const entries = page.getByRole('main').getByRole('listitem');
    await expect(entries).toHaveCount(expected.settings.length);
    for (const [i, title] of expected.settings.entries()) {
      await expect(entries.nth(i).getByRole('link')).toContainText(title);
    }

    for (const path of expected.denied) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    }
    // Signed in, the signed-out pages lead into the app.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // And the dashboard shows: the test ends with no navigation under way (closing the context while the
    // page was still loading hung Chromium's teardown once, for the full 60 s).
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
}

test('logging out asks first, then leaves the app; app paths go back to the welcome screen', async ({ page }) => {
  await signIn(page, 'keuken');
  await page.goto('/app/settings/account');
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  const confirm = alertDialog(page, 'Weet je zeker dat je wilt uitloggen?');
  await confirm.getByRole('button', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/account$/);

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await confirm.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/orders');
  await expect(page).toHaveURL(/\/$/);
  // History navigation back into the app is refused too. The app's redirect may cut the back
  // navigation short (ERR_ABORTED); where the page lands is what counts.
  await page.goBack().catch((error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) throw error;
  });
  await expect(page).toHaveURL(/\/$/);
});
