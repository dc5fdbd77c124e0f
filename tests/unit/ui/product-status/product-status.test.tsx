// Spec sections 2 and 4, product status: the card grid in menu order, search and both empty states,
// and the two toggles changing the mirrored row and queuing the change.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeCategory, makeProduct } from '../../../fixtures/rows';
import type { ShopDb } from '../../../../src/db/database';

// The first read of several live queries can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/app/settings/product-status';
const snacks = makeCategory({ name: 'Snacks', position: 2 });
const friet = makeCategory({ name: 'Friet', position: 1 });
const kroket = makeProduct({ name: 'Kroket', category_id: snacks.id, sort_index: 1, price_cents: 250, image_url: 'https://img.test/kroket.jpg' });
const frikandel = makeProduct({ name: 'Frikandel', category_id: snacks.id, sort_index: 0, price_cents: 225 });
const frietGroot = makeProduct({ name: 'Friet groot', category_id: friet.id, sort_index: 0, price_cents: 450, is_sold_out: true });

async function seedMenu(db: ShopDb) {
  await db.categories.bulkPut([snacks, friet]);
  await db.products.bulkPut([kroket, frikandel, frietGroot]);
}

const card = (name: string) => screen.findByRole('article', { name });

describe('product status', () => {
  it('shows a back link to settings, the heading and a labelled search box', async () => {
    await renderApp(PATH, { seed: seedMenu });
    expect(await screen.findByRole('heading', { level: 1, name: 'Productstatus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terug/ })).toHaveAttribute('href', '/app/settings');
    expect(screen.getByRole('searchbox', { name: 'Zoek product' })).toHaveAttribute('type', 'search');
  });

  it('lists products by category position, then sort_index, with name, category and price', async () => {
    await renderApp(PATH, { seed: seedMenu });
    await card('Kroket');
    const names = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Friet groot', 'Frikandel', 'Kroket']);
    const kroketCard = await card('Kroket');
    expect(within(kroketCard).getByText('Snacks')).toBeInTheDocument();
    expect(within(kroketCard).getByText(/€\s*2,50/)).toBeInTheDocument();
  });

  it('shows the product image lazily with the product name as alt text, and no image when there is none', async () => {
    await renderApp(PATH, { seed: seedMenu });
    const image = within(await card('Kroket')).getByRole('img', { name: 'Kroket' });
    expect(image).toHaveAttribute('src', 'https://img.test/kroket.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(await card('Frikandel')).queryByRole('img')).toBeNull();
  });

  it('shows Zichtbaar from is_active and Op voorraad as the opposite of is_sold_out', async () => {
    await renderApp(PATH, { seed: seedMenu });
    const friet = await card('Friet groot');
    expect(within(friet).getByRole('switch', { name: 'Zichtbaar' })).toBeChecked();
    expect(within(friet).getByRole('switch', { name: 'Op voorraad' })).not.toBeChecked();
    expect(within(await card('Kroket')).getByRole('switch', { name: 'Op voorraad' })).toBeChecked();
  });

  it('filters by name while typing and shows the not-found state with its hint', async () => {
    const user = userEvent.setup();
    await renderApp(PATH, { seed: seedMenu });
    await card('Kroket');
    await user.type(screen.getByRole('searchbox', { name: 'Zoek product' }), 'fri');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kroket' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Frikandel' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Friet groot' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Zoek product' }), 'xyz');
    expect(await screen.findByText('Geen producten gevonden')).toBeInTheDocument();
    expect(screen.getByText('Probeer een andere zoekterm')).toBeInTheDocument();
    expect(screen.queryByText('Geen producten beschikbaar')).toBeNull();
  });

  it('says no products are available when the shop has none', async () => {
    await renderApp(PATH);
    expect(await screen.findByText('Geen producten beschikbaar')).toBeInTheDocument();
    expect(screen.queryByText('Probeer een andere zoekterm')).toBeNull();
  });

  it('hides a product with Zichtbaar: the row changes, the change is queued and marked unsent', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedMenu });
    const kroketCard = await card('Kroket');
    expect(within(kroketCard).queryByRole('img', { name: 'Nog niet verzonden' })).toBeNull();
    await user.click(within(kroketCard).getByRole('switch', { name: 'Zichtbaar' }));

    await waitFor(() => expect(within(kroketCard).getByRole('switch', { name: 'Zichtbaar' })).not.toBeChecked());
    expect((await db.products.get(kroket.id))?.is_active).toBe(false);
    const [entry] = await db.outbox.where('key').equals(`products:${kroket.id}`).toArray();
    expect(entry).toMatchObject({ state: 'pending', payload: { is_active: false } });
    expect(await within(kroketCard).findByRole('img', { name: 'Nog niet verzonden' })).toBeInTheDocument();
    expect(within(await card('Frikandel')).queryByRole('img', { name: 'Nog niet verzonden' })).toBeNull();
  });

  it('marks a product sold out with Op voorraad and back in stock again', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedMenu });
    const stock = within(await card('Kroket')).getByRole('switch', { name: 'Op voorraad' });
    await user.click(stock);
    // Issue 17: switching off asks until when; Onbepaald is the spec's plain sold out.
    const ask = await screen.findByRole('dialog', { name: 'Tot wanneer?' });
    await user.click(within(ask).getByRole('button', { name: 'Onbepaald' }));
    await waitFor(() => expect(stock).not.toBeChecked());
    expect(await db.products.get(kroket.id)).toMatchObject({ is_sold_out: true, sold_out_until: null });

    const soldOut = within(await card('Friet groot')).getByRole('switch', { name: 'Op voorraad' });
    await user.click(soldOut);
    await waitFor(() => expect(soldOut).toBeChecked());
    expect((await db.products.get(frietGroot.id))?.is_sold_out).toBe(false);
  });

  it('shows the unsent mark for a product with a queued change from before', async () => {
    const { db } = await renderApp(PATH, { seed: seedMenu });
    await card('Frikandel');
    const { setProductVisible } = await import('../../../../src/db/products');
    await setProductVisible(frikandel.id, false, db);
    expect(await within(await card('Frikandel')).findByRole('img', { name: 'Nog niet verzonden' })).toBeInTheDocument();
  });
});
