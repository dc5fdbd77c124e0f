// Issue 13: "Automatisch sluiten zonder apparaat" on Openingstijden (owners only, through the outbox)
// and the top bar saying why the shop is closed when no device was seen.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyServerRows } from '../../../../src/db/mirror';
import type { ShopDb } from '../../../../src/db/database';
import { renderApp } from '../../../helpers/render-app';
import { makeOpeningHours, makeShopSettings, makeStaffDevice } from '../../../fixtures/rows';

const PATH = '/app/settings/opening-hours';
const TITLE = 'Automatisch sluiten zonder apparaat';

/** Open around the clock every day, so "open by the hours" holds whenever the test runs. */
function openAllDay(db: ShopDb) {
  return applyServerRows(db, 'opening_hours', [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    makeOpeningHours({ weekday, open_time: '00:00:00', close_time: '00:00:00', is_active: true })));
}

describe('Automatisch sluiten zonder apparaat', () => {
  it('is off by default, explains itself, and switching it queues a shop_settings patch with a toast', async () => {
    const user = userEvent.setup();
    const settings = makeShopSettings();
    const { db } = await renderApp(PATH, { seed: (db) => applyServerRows(db, 'shop_settings', [settings]) });
    const card = await screen.findByRole('article', { name: TITLE });
    expect(within(card).getByText('De winkel gaat dicht als er 3 minuten geen apparaat verbonden is', { exact: false })).toBeInTheDocument();
    const toggle = await within(card).findByRole('switch', { name: TITLE });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);

    expect(await screen.findByText('Automatisch sluiten ingeschakeld')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    const [entry] = await db.outbox.where('key').equals(`shop_settings:${settings.id}`).toArray();
    expect(entry).toMatchObject({ entity: 'shop_settings', kind: 'patch', payload: { auto_close_without_device: true } });
    expect(await within(card).findByRole('img', { name: 'Nog niet verzonden' })).toBeInTheDocument();
  });

  it('is not shown to staff who cannot manage settings', async () => {
    await renderApp(PATH, {
      permissions: { can_manage_settings: false },
      seed: (db) => applyServerRows(db, 'shop_settings', [makeShopSettings()]),
    });
    expect(await screen.findByRole('article', { name: 'Drukte Modus' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: TITLE })).not.toBeInTheDocument();
  });

  it('the top bar says closed, and why, when the setting is on and no device was seen for 3 minutes', async () => {
    await renderApp('/app/dashboard', {
      seed: async (db) => {
        await openAllDay(db);
        await applyServerRows(db, 'shop_settings', [makeShopSettings({ auto_close_without_device: true })]);
        await applyServerRows(db, 'staff_devices', [makeStaffDevice({ last_seen_at: new Date(Date.now() - 4 * 60_000).toISOString() })]);
      },
    });
    expect(await screen.findByRole('status', { name: 'Shop: Gesloten, geen apparaat verbonden' })).toBeInTheDocument();
  });

  it('the top bar says open when a device was seen within 3 minutes', async () => {
    await renderApp('/app/dashboard', {
      seed: async (db) => {
        await openAllDay(db);
        await applyServerRows(db, 'shop_settings', [makeShopSettings({ auto_close_without_device: true })]);
        await applyServerRows(db, 'staff_devices', [makeStaffDevice({ last_seen_at: new Date(Date.now() - 60_000).toISOString() })]);
      },
    });
    expect(await screen.findByRole('status', { name: 'Shop: Open' })).toBeInTheDocument();
  });
});
