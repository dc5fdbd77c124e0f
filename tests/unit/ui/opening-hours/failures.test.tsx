// Spec section 8, opening hours alerts: a failing change says so in Dutch and leaves the screen as it
// was; a failing reason save is only logged; a failing load says 'Kon openingstijden niet laden.'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOpeningHours, makeShopStatus } from '../../../fixtures/rows';
import * as hours from '../../../../src/db/opening-hours';
import * as shop from '../../../../src/db/shop-changes';

// The first read of several live queries can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../../src/db/opening-hours', async (importOriginal) => {
  const real = await importOriginal<typeof hours>();
  return {
    ...real,
    useOpeningWeek: vi.fn(real.useOpeningWeek),
    setDayOpen: vi.fn(real.setDayOpen),
    setDayTime: vi.fn(real.setDayTime),
  };
});
vi.mock('../../../../src/db/shop-changes', async (importOriginal) => {
  const real = await importOriginal<typeof shop>();
  return {
    ...real,
    setManualClosure: vi.fn(real.setManualClosure),
    saveClosureReason: vi.fn(real.saveClosureReason),
  };
});

const PATH = '/app/settings/opening-hours';
const monday = makeOpeningHours({ weekday: 1, is_active: true });
const day = (name: string) => screen.findByRole('article', { name });

afterEach(() => {
  vi.restoreAllMocks();
  const mocks = [hours.useOpeningWeek, hours.setDayOpen, hours.setDayTime, shop.setManualClosure, shop.saveClosureReason];
  for (const fn of mocks) vi.mocked(fn).mockReset();
});

describe('opening hours failures', () => {
  it('shows the loading text while the week is not read yet', async () => {
    vi.mocked(hours.useOpeningWeek).mockReturnValue(undefined);
    await renderApp(PATH);
    expect(await screen.findByText('Openingstijden laden...')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Maandag' })).toBeNull();
  });

  it('says the opening hours could not be loaded when the query fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(hours.useOpeningWeek).mockImplementation(() => {
      throw new Error('query failed');
    });
    await renderApp(PATH);
    expect(await screen.findByText('Kon openingstijden niet laden.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Drukte Modus' })).toBeInTheDocument();
  });

  it('alerts when a day cannot be opened or closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(hours.setDayOpen).mockRejectedValueOnce(new Error('blocked'));
    const user = userEvent.setup();
    await renderApp(PATH, { seed: (db) => db.opening_hours.put(monday) });
    const toggle = within(await day('Maandag')).getByRole('switch', { name: 'Maandag geopend' });
    await user.click(toggle);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Kon dag status niet wijzigen.');
    expect(toggle).toBeChecked();
  });

  it('alerts when a time cannot be changed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(hours.setDayTime).mockRejectedValueOnce(new Error('blocked'));
    const user = userEvent.setup();
    await renderApp(PATH, { seed: (db) => db.opening_hours.put(monday) });
    await user.click(within(await day('Maandag')).getByRole('button', { name: /Openingstijd maandag 09:00/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '11:00' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Kon tijd niet wijzigen.');
    expect(within(await day('Maandag')).getByRole('button', { name: /Openingstijd maandag 09:00/ })).toBeInTheDocument();
  });

  it('alerts and keeps the switch when the shop status cannot be changed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(shop.setManualClosure).mockRejectedValueOnce(new Error('blocked'));
    const user = userEvent.setup();
    await renderApp(PATH, { seed: (db) => db.shop_status.put(makeShopStatus({ is_closed: false })) });
    const toggle = await within(await day('Gesloten met reden')).findByRole('switch', { name: 'Shop handmatig sluiten' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: 'Hoe lang gesloten?' })).getByRole('button', { name: 'Onbepaald' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Kon shop status niet wijzigen.');
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText('Shop handmatig gesloten')).toBeNull();
  });

  it('only logs a failed reason save', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(shop.saveClosureReason).mockRejectedValueOnce(new Error('disk full'));
    const user = userEvent.setup();
    await renderApp(PATH, { seed: (db) => db.shop_status.put(makeShopStatus({ is_closed: true })) });
    await user.type(await screen.findByRole('textbox', { name: 'Reden (optioneel)' }), 'Storing');
    await user.tab();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('closure reason not saved', expect.any(Error)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in Dutch when the reason is too long', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(shop.saveClosureReason).mockRejectedValueOnce(new shop.ReasonTooLongError(201));
    const user = userEvent.setup();
    await renderApp(PATH, { seed: (db) => db.shop_status.put(makeShopStatus({ is_closed: true })) });
    await user.type(await screen.findByRole('textbox', { name: 'Reden (optioneel)' }), 'Storing');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('De reden mag maximaal 200 tekens lang zijn.');
  });

  it('keeps the reason only locally when the shop is open', async () => {
    vi.mocked(shop.saveClosureReason).mockResolvedValueOnce(false);
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: (db) => db.shop_status.put(makeShopStatus({ is_closed: true })) });
    const reason = await screen.findByRole('textbox', { name: 'Reden (optioneel)' });
    await user.type(reason, 'Storing');
    await user.tab();
    await waitFor(() => expect(shop.saveClosureReason).toHaveBeenCalledWith('Storing'));
    expect(reason).toHaveValue('Storing');
    expect(await db.outbox.count()).toBe(0);
  });
});
