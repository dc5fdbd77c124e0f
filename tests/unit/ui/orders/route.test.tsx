// Spec section 2 and 8: the route button opens the cart's delivery address in Google Maps in a new tab,
// or alerts when there is no address or the lookup fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyServerRows } from '../../../../src/db/mirror';
import { renderApp } from '../../../helpers/render-app';
import { makeCart, makeOrder } from '../../../fixtures/rows';
import { cardButton, findCard, fixClock } from './helpers';
import { routeUrl } from '../../../../src/ui/orders/route';
import { orderTablesOf, putRecords } from '../../../helpers/order-store';

const ID = 'f0000000-0000-4000-8000-00000000a0b7';
const NUMBER = '#0000A0B7';

beforeEach(() => {
  fixClock();
  // The failures these tests cause are logged on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('route to the delivery address', () => {
  it('opens Google Maps directions to the cart address in a new tab without opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const cart = makeCart({ delivery_address: 'Keizersgracht 12 & 14', delivery_postcode: '1015 CS', delivery_city: 'Amsterdam' });
    const user = userEvent.setup();
    await renderApp('/app/orders', {
      seed: async (db) => {
        await applyServerRows(db, 'carts', [cart]);
        await applyServerRows(db, 'orders', [makeOrder({ id: ID, cart_id: cart.id, billing_address: 'Elders 1' })]);
      },
    });
    await user.click(cardButton(await findCard(NUMBER), /^Route/));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/maps/dir/?api=1&destination=Keizersgracht%2012%20%26%2014%201015%20CS%20Amsterdam',
      '_blank',
      'noopener',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('alerts when the order has no delivery address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderApp('/app/orders', { seed: (db) => putRecords(db, makeOrder({ id: ID, cart_id: null })) });
    await user.click(cardButton(await findCard(NUMBER), /^Route/));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Geen bezorgadres gevonden voor deze bestelling.');
    expect(open).not.toHaveBeenCalled();
  });

  it('alerts when the address lookup fails', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { db } = await renderApp('/app/orders', {
      seed: (db) => putRecords(db, makeOrder({ id: ID, cart_id: 'c0000000-0000-4000-8000-000000000999' })),
    });
    const card = await findCard(NUMBER);
    vi.spyOn(orderTablesOf(db).orders, 'get').mockRejectedValue(new Error('IndexedDB kapot'));
    await user.click(cardButton(card, /^Route/));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Fout bij ophalen bezorgadres.');
    expect(open).not.toHaveBeenCalled();
  });

  it('needs a street address; postcode and city alone are not a destination', () => {
    expect(routeUrl(null)).toBeNull();
    expect(routeUrl({ address: '  ', postcode: '1015 CS', city: 'Amsterdam' })).toBeNull();
    expect(routeUrl({ address: 'Dam 1', postcode: null, city: null }))
      .toBe('https://www.google.com/maps/dir/?api=1&destination=Dam%201');
  });
});
