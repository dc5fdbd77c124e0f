// The Orders screen's search: typing finds the stored orders (name, phone), Escape brings the tabs back,
// Enter asks the server for older orders, which open read-only; offline that search says it needs the
// connection. The detail tells a customer's earlier orders, from the server or else from the device.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeEngine, renderApp } from '../../../helpers/render-app';
import { makeOrder, makeOrderItem } from '../../../fixtures/rows';
import { putRecords } from '../../../helpers/order-store';
import { appDb } from '../../../../src/db/database';
import { findCard } from './helpers';
import { setOnline } from '../../../helpers/online';

const SEARCH = 'Zoek op naam, telefoon, bestelnummer of adres';
const placed = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const jan = makeOrder({ id: 'f0000000-0000-4000-8000-00000000aaa1', status: 'created', customer_name: 'Jan de Vries', customer_phone: '+31 6 1234 5678', placed_at: placed(5) });
const piet = makeOrder({ id: 'f0000000-0000-4000-8000-00000000bbb2', status: 'created', customer_name: 'Piet Smit', customer_phone: '0687654321', placed_at: placed(10) });

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('order search', () => {
  it('finds stored orders as staff type, by name or phone, and Escape brings the tabs back', async () => {
    const user = userEvent.setup();
    await renderApp('/app/orders', { seed: (db) => putRecords(db, [jan, piet]) });
    await findCard('#0000AAA1');
    const field = screen.getByRole('searchbox', { name: SEARCH });
    await user.type(field, 'vries');
    expect(await screen.findByText('1 gevonden op dit apparaat')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '06 8765');
    await waitFor(() => expect(screen.getByText('1 gevonden op dit apparaat')).toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /#0000BBB2 Piet Smit/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });

  it('asks the server for older orders on Enter and opens one read-only', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine();
    const older = { ...makeOrder({ id: 'f0000000-0000-4000-8000-00000000ccc3', status: 'delivered', customer_name: 'Oscar Oud', total_cents: 2450, placed_at: placed(60 * 24 * 40) }), order_items: [makeOrderItem({ name_snapshot: 'Friet groot', qty: 1 })] };
    engine.lookup.search.mockResolvedValue([jan, older]);
    await renderApp('/app/orders', { engine, seed: (db) => putRecords(db, [jan, piet]) });
    const field = await screen.findByRole('searchbox', { name: SEARCH });
    await user.type(field, 'jan');
    expect(await screen.findByText('1 gevonden op dit apparaat')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(engine.lookup.search).toHaveBeenCalledWith('jan', expect.objectContaining({ limit: 50 })));
    const region = await screen.findByRole('region', { name: 'Oudere bestellingen' });
    // Jan is on the device already: only the older order is listed.
    expect(within(region).getAllByRole('button').filter((b) => b.textContent?.includes('#'))).toHaveLength(1);
    await user.click(within(region).getByRole('button', { name: /#0000CCC3/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling #0000CCC3' });
    expect(dialog).toHaveTextContent('Oudere bestelling: alleen inzien.');
    expect(dialog).toHaveTextContent('1 x Friet groot');
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(engine.lookup.events).toHaveBeenCalledWith('f0000000-0000-4000-8000-00000000ccc3');
  });

  it('says the older search needs the connection while offline', async () => {
    const user = userEvent.setup();
    setOnline(false);
    await renderApp('/app/orders', { seed: (db) => putRecords(db, [jan]) });
    await user.type(await screen.findByRole('searchbox', { name: SEARCH }), 'jan{Enter}');
    expect(await screen.findByText('Oudere bestellingen zoeken kan alleen met verbinding.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoek ook in oudere bestellingen' })).not.toBeInTheDocument();
  });
});

describe("a customer's earlier orders", () => {
  it('shows the server answer online, and the device answer when the server cannot answer', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine();
    engine.lookup.customer.mockResolvedValueOnce({ orders: 7, spentCents: 15430, canceled: 1, notes: ['Bel aan bij de buren'], last: [piet] });
    const earlier = makeOrder({ status: 'delivered', customer_phone: '06 12345678', total_cents: 990, notes: 'Zonder ui', placed_at: placed(120) });
    await renderApp('/app/orders', { engine, seed: (db) => putRecords(db, [jan, earlier]) });
    await user.click(within(await findCard('#0000AAA1')).getByRole('button', { name: /^Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling #0000AAA1' });
    const section = await within(dialog).findByRole('region', { name: 'Eerdere bestellingen van deze klant' });
    await waitFor(() => expect(section).toHaveTextContent('7 bestellingen, samen € 154,30, 1 geannuleerd'));
    expect(section).toHaveTextContent('Bel aan bij de buren');
    expect(engine.lookup.customer).toHaveBeenCalledWith('+31 6 1234 5678', jan.id);
    // Another order arriving while the detail is open: the screen counts it, the server is not asked again.
    const asked = engine.lookup.customer.mock.calls.length;
    const newTile = () => document.querySelector('.stat-tile--new dd')?.textContent;
    const before = newTile();
    await putRecords(appDb(), makeOrder({ status: 'created', customer_name: 'Nieuw', customer_phone: null, placed_at: placed(1) }));
    await waitFor(() => expect(newTile()).not.toBe(before));
    expect(engine.lookup.customer.mock.calls.length).toBe(asked);

    engine.lookup.customer.mockRejectedValue(new Error('offline'));
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await user.click(within(await findCard('#0000AAA1')).getByRole('button', { name: /^Details/ }));
    const again = await screen.findByRole('region', { name: 'Eerdere bestellingen van deze klant' });
    await waitFor(() => expect(again).toHaveTextContent('1 bestelling, samen € 9,90'));
    expect(again).toHaveTextContent('Zonder ui');
    expect(again).toHaveTextContent('Van dit apparaat (zonder verbinding).');
  });
});
