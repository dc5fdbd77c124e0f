// Issue 17 on the Openingstijden screen with the clock injected (only Date is faked): busy mode with
// extra minutes until a time (off again by itself), a closure until the next opening or a grid time,
// and the default ready times.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { COMPANY_ID, makeCompany, makeOpeningHours, makeShopSettings, makeShopStatus } from '../../../fixtures/rows';
import type { ShopDb } from '../../../../src/db/database';
import { fixClock, NOW } from '../orders/helpers';

const PATH = '/app/settings/opening-hours';
const card = (name: string) => screen.findByRole('article', { name });

async function seed(db: ShopDb) {
  await db.companies.put(makeCompany({ is_busy: false }));
  await db.shop_status.put(makeShopStatus({ is_closed: false }));
  await db.shop_settings.put(makeShopSettings({ ready_minutes_delivery: 45, ready_minutes_pickup: 20 }));
  await db.opening_hours.bulkPut([
    makeOpeningHours({ weekday: 3, open_time: '11:00:00', close_time: '22:00:00' }),
    makeOpeningHours({ weekday: 4, open_time: '16:00:00', close_time: '23:00:00' }),
  ]);
}

beforeEach(() => fixClock(NOW)); // Wednesday 13:00 in Amsterdam
afterEach(() => vi.useRealTimers());

describe('busy until (issue 17)', () => {
  it('asks extra minutes and until when, says what is on, and goes off by itself at the end', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed });
    const busy = await card('Drukte Modus');
    const toggle = await within(busy).findByRole('switch', { name: 'Drukte modus' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Drukte modus aanzetten' });
    await user.click(within(dialog).getByRole('radio', { name: '+30 minuten' }));
    await user.click(within(dialog).getByRole('radio', { name: '1 uur' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aanzetten' }));

    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(busy).getByText('30 minuten extra, tot 14:00')).toBeInTheDocument();
    expect(await db.companies.get(COMPANY_ID)).toMatchObject({
      is_busy: true, busy_extra_minutes: 30, busy_until: '2025-01-15T13:00:00.000Z',
    });

    vi.setSystemTime(new Date('2025-01-15T13:00:00.000Z'));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(busy).getByText('Uit')).toBeInTheDocument();
  });
});

describe('closed until (issue 17)', () => {
  it('Tot de volgende opening: closed until tomorrow 16:00, said on the card', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed });
    const closure = await card('Gesloten met reden');
    await user.click(await within(closure).findByRole('switch', { name: 'Shop handmatig sluiten' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Hoe lang gesloten?' }))
      .getByRole('button', { name: 'Tot de volgende opening' }));
    expect(await within(closure).findByText('Gesloten tot morgen 16:00')).toBeInTheDocument();
    const [entry] = await db.outbox.where('key').equals('shop_status').toArray();
    expect(entry.payload).toEqual({ is_closed: true, exception_note: null, closed_until: '2025-01-16T15:00:00.000Z' });
  });

  it('Tot een tijd: a half hour of the grid; open again by itself at that time', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed });
    const closure = await card('Gesloten met reden');
    const toggle = await within(closure).findByRole('switch', { name: 'Shop handmatig sluiten' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: 'Hoe lang gesloten?' })).getByRole('button', { name: 'Tot een tijd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoe lang gesloten?' });
    const select = within(dialog).getByRole('combobox', { name: 'Gesloten tot' });
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Vandaag 13:30');
    await user.selectOptions(select, 'Vandaag 15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(await within(closure).findByText('Gesloten tot 15:00')).toBeInTheDocument();
    expect((await db.shop_status.toCollection().first())?.closed_until).toBe('2025-01-15T14:00:00.000Z');

    vi.setSystemTime(new Date('2025-01-15T14:00:00.000Z'));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(closure).getByText('Shop open')).toBeInTheDocument();
  });
});

describe('default ready times (issue 17)', () => {
  it('sets the minutes promised for delivery and pickup', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed });
    const ready = await card('Bereidingstijd');
    const delivery = await within(ready).findByRole('combobox', { name: 'Bezorgen' });
    expect(delivery).toHaveValue('45');
    await user.selectOptions(delivery, '30 minuten');
    await waitFor(async () => expect((await db.shop_settings.toCollection().first())?.ready_minutes_delivery).toBe(30));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'patch', action: 'readyMinutes', payload: { ready_minutes_delivery: 30 } });
  });
});
