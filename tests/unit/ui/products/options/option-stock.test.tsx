// /app/products/option-values (issue 31): every option with its group and extra price, grouped by
// group and searchable, with the 'Op voorraad' switch and the same 'Tot wanneer?' choices as a product.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../helpers/render-app';
import { makeOpeningHours } from '../../../../fixtures/rows';
import type { ShopDb } from '../../../../../src/db/database';
import { fixClock, NOW } from '../../orders/helpers';
import { curry, kaas, mayo, seedOptions } from './menu-fixtures';

const PATH = '/app/products/option-values';
const option = (name: string) => screen.findByRole('article', { name });

afterEach(() => vi.useRealTimers());

async function seed(db: ShopDb) {
  await seedOptions(db);
  await db.product_option_values.update(kaas.id, { is_sold_out: true });
  // Wednesday 11:00-22:00 and Thursday 16:00-23:00: the next opening after Wednesday 13:00 is Thursday 16:00.
  await db.opening_hours.bulkPut([
    makeOpeningHours({ weekday: 3, open_time: '11:00:00', close_time: '22:00:00' }),
    makeOpeningHours({ weekday: 4, open_time: '16:00:00', close_time: '23:00:00' }),
  ]);
}

describe('option values screen', () => {
  it('shows the title, a back link and every option grouped by group with its price', async () => {
    await renderApp(PATH, { seed });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Optie Waarden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terug/ })).toHaveAttribute('href', '/app/products');
    await option('Mayonaise');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Saus', "Extra's", 'Dip']);
    const saus = within(screen.getByRole('list', { name: 'Opties van Saus' })).getAllByRole('article');
    expect(saus.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Mayonaise', 'Curry', 'Ketchup']);
    const curryCard = await option('Curry');
    expect(within(curryCard).getByText('Saus')).toBeInTheDocument();
    expect(within(curryCard).getByText(/\+ €\s0,30/)).toBeInTheDocument();
    expect(within(await option('Mayonaise')).getByText('gratis')).toBeInTheDocument();
    expect(within(await option('Kaas')).getByRole('switch', { name: 'Op voorraad' })).not.toBeChecked();
    expect(within(curryCard).getByRole('switch', { name: 'Op voorraad' })).toBeChecked();
  });

  it('searches by option name and by group name', async () => {
    const user = userEvent.setup();
    await renderApp(PATH, { seed });
    await option('Mayonaise');
    const search = screen.getByRole('searchbox', { name: 'Zoek optie' });
    await user.type(search, 'curr');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mayonaise' })).toBeNull());
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Curry']);
    await user.clear(search);
    await user.type(search, 'extra');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Curry' })).toBeNull());
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Kaas', 'Uitjes']);
    await user.type(search, 'xyz');
    expect(await screen.findByText('Geen opties gevonden')).toBeInTheDocument();
    expect(screen.getByText('Probeer een andere zoekterm')).toBeInTheDocument();
  });

  it('sold out for 1 uur: writes is_sold_out and sold_out_until, says until when, marks it unsent', async () => {
    fixClock(NOW); // Wednesday 13:00 in Amsterdam
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed });
    const card = await option('Mayonaise');
    const stock = within(card).getByRole('switch', { name: 'Op voorraad' });
    await user.click(stock);
    await user.click(within(await screen.findByRole('dialog', { name: 'Tot wanneer?' })).getByRole('button', { name: '1 uur' }));
    await waitFor(() => expect(stock).not.toBeChecked());
    expect(within(card).getByText('Uitverkocht tot 14:00')).toBeInTheDocument();
    expect(await db.product_option_values.get(mayo.id)).toMatchObject({ is_sold_out: true, sold_out_until: '2025-01-15T13:00:00.000Z' });
    const [entry] = await db.outbox.where('key').equals(`product_option_values:${mayo.id}`).toArray();
    expect(entry).toMatchObject({ action: 'optionValueStock', payload: { is_sold_out: true, sold_out_until: '2025-01-15T13:00:00.000Z' } });
    expect(await within(card).findByRole('img', { name: 'Nog niet verzonden' })).toBeInTheDocument();
    expect(within(await option('Curry')).queryByRole('img', { name: 'Nog niet verzonden' })).toBeNull();

    vi.setSystemTime(new Date('2025-01-15T13:00:00.000Z'));
    await waitFor(() => expect(stock).toBeChecked());
    expect(within(card).queryByText(/Uitverkocht tot/)).toBeNull();
  });

  it('Rest van vandaag ends at the next opening; switching on again clears the end', async () => {
    fixClock(NOW);
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed });
    const card = await option('Curry');
    const stock = within(card).getByRole('switch', { name: 'Op voorraad' });
    await user.click(stock);
    await user.click(within(await screen.findByRole('dialog', { name: 'Tot wanneer?' })).getByRole('button', { name: 'Rest van vandaag' }));
    expect(await within(card).findByText('Uitverkocht tot morgen 16:00')).toBeInTheDocument();
    expect(await db.product_option_values.get(curry.id)).toMatchObject({ is_sold_out: true, sold_out_until: '2025-01-16T15:00:00.000Z' });

    await user.click(stock);
    await waitFor(() => expect(stock).toBeChecked());
    expect(await db.product_option_values.get(curry.id)).toMatchObject({ is_sold_out: false, sold_out_until: null });
  });

  it('Onbepaald marks it sold out without an end; Annuleren changes nothing', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed });
    const stock = within(await option('Mayonaise')).getByRole('switch', { name: 'Op voorraad' });
    await user.click(stock);
    await user.click(within(await screen.findByRole('dialog', { name: 'Tot wanneer?' })).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stock).toBeChecked();
    await user.click(stock);
    await user.click(within(await screen.findByRole('dialog', { name: 'Tot wanneer?' })).getByRole('button', { name: 'Onbepaald' }));
    await waitFor(() => expect(stock).not.toBeChecked());
    expect(await db.product_option_values.get(mayo.id)).toMatchObject({ is_sold_out: true, sold_out_until: null });
  });

  it('says there are no options yet on an empty menu', async () => {
    await renderApp(PATH);
    expect(await screen.findByText('Nog geen opties')).toBeInTheDocument();
  });
});
