// Issue 17 on the product status screen, with the clock injected (only Date is faked) and no network:
// sold out for 1 uur shows "Uitverkocht tot 14:00" and comes back in stock at 14:00 by itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOpeningHours, makeProduct } from '../../../fixtures/rows';
import type { ShopDb } from '../../../../src/db/database';
import { fixClock, NOW } from '../orders/helpers';

const PATH = '/app/settings/product-status';
const kroket = makeProduct({ name: 'Kroket', is_sold_out: false });

afterEach(() => vi.useRealTimers());

async function seed(db: ShopDb) {
  await db.products.put(kroket);
  // Wednesday 11:00-22:00 and Thursday 16:00-23:00: the next opening after Wednesday 13:00 is Thursday 16:00.
  await db.opening_hours.bulkPut([
    makeOpeningHours({ weekday: 3, open_time: '11:00:00', close_time: '22:00:00' }),
    makeOpeningHours({ weekday: 4, open_time: '16:00:00', close_time: '23:00:00' }),
  ]);
}

async function soldOut(choice: string) {
  const user = userEvent.setup();
  const { db } = await renderApp(PATH, { seed });
  const card = await screen.findByRole('article', { name: 'Kroket' });
  const stock = within(card).getByRole('switch', { name: 'Op voorraad' });
  await user.click(stock);
  await user.click(within(await screen.findByRole('dialog', { name: 'Tot wanneer?' })).getByRole('button', { name: choice }));
  await waitFor(() => expect(stock).not.toBeChecked());
  return { db, card, stock };
}

describe('sold out until (issue 17)', () => {
  it('1 uur: says until when, and is in stock again at that moment without any network', async () => {
    fixClock(NOW); // Wednesday 13:00 in Amsterdam
    const { db, card, stock } = await soldOut('1 uur');
    expect(within(card).getByText('Uitverkocht tot 14:00')).toBeInTheDocument();
    expect(await db.products.get(kroket.id)).toMatchObject({ is_sold_out: true, sold_out_until: '2025-01-15T13:00:00.000Z' });

    vi.setSystemTime(new Date('2025-01-15T13:00:00.000Z'));
    await waitFor(() => expect(stock).toBeChecked());
    expect(within(card).queryByText(/Uitverkocht tot/)).toBeNull();
  });

  it('Rest van vandaag: sold out until the next opening, shown as morgen with the time', async () => {
    fixClock(NOW);
    const { db, card } = await soldOut('Rest van vandaag');
    expect(within(card).getByText('Uitverkocht tot morgen 16:00')).toBeInTheDocument();
    expect((await db.products.get(kroket.id))?.sold_out_until).toBe('2025-01-16T15:00:00.000Z');
  });

  it('Annuleren leaves the product in stock', async () => {
    const user = userEvent.setup();
    await renderApp(PATH, { seed });
    const stock = within(await screen.findByRole('article', { name: 'Kroket' })).getByRole('switch', { name: 'Op voorraad' });
    await user.click(stock);
    await user.click(within(await screen.findByRole('dialog', { name: 'Tot wanneer?' })).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stock).toBeChecked();
  });
});
