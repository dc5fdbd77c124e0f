// The product editor while the stored product changes underneath (another device, through sync): a
// field staff did not touch takes the new value, a typed one stays and the stored value is shown beside
// it; saving then sends only what staff changed. The own change coming back changes nothing on screen;
// a removal elsewhere keeps the form (and what was typed) but no longer saves.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { kroket, seedOptions } from './options/menu-fixtures';

const EDIT = `/app/products/edit/${kroket.id}`;

afterEach(() => vi.restoreAllMocks());

describe('product editor, the stored product changing meanwhile', () => {
  it('takes in an untouched field, keeps a typed one beside the stored value, and saves only the typed one', async () => {
    const user = userEvent.setup();
    // As newer Chromium does: scrolling answers with a promise (React must not take it for an effect's cleanup).
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as never);
    Element.prototype.scrollIntoView ??= () => {};
    const shown = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation((() => Promise.resolve()) as never);
    const { db, router } = await renderApp(EDIT, { seed: seedOptions });
    const name = await screen.findByRole('textbox', { name: 'Naam' });
    await user.clear(name);
    await user.type(name, 'Kroket XL');
    await db.products.put({ ...kroket, name: 'Rundvleeskroket', price_cents: 420, version: 2 });

    expect(await screen.findByText('Dit product is intussen gewijzigd op een ander apparaat.')).toBeInTheDocument();
    expect(screen.getByText('Nieuwe waarde overgenomen bij: Prijs.')).toBeInTheDocument();
    expect(screen.getByText('Naam: nu Rundvleeskroket')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prijs' })).toHaveValue('4,20');
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Kroket XL');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/products'));
    expect(await db.products.get(kroket.id)).toMatchObject({ name: 'Kroket XL', price_cents: 420 });
    // Back on the list at the product saved, its edit link focused.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Kroket XL bewerken' })).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    expect(shown).toHaveBeenCalledWith({ block: 'center' });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'patch', payload: { name: 'Kroket XL' }, expected: { version: 2 } }]);
  });

  it('reports no change for a newer version with the same values (an own change acknowledged), only a real one', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(EDIT, { seed: seedOptions });
    const price = await screen.findByRole('textbox', { name: 'Prijs' });
    await user.clear(price);
    await user.type(price, '3,95');
    await db.products.put({ ...kroket, version: 2, updated_at: new Date().toISOString() });
    // The put has reached the screen once an unrelated later change has.
    await db.products.put({ ...kroket, version: 3, description: 'Ambachtelijk' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue('Ambachtelijk'));
    expect(screen.getByText('Nieuwe waarde overgenomen bij: Omschrijving.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prijs' })).toHaveValue('3,95');
    expect(screen.queryByText(/Jouw invoer blijft staan/)).toBeNull();
    expect(screen.queryByText(/Prijs/, { selector: '.menu-changed *' })).toBeNull();
  });

  it('keeps the form and what was typed when another device removes the product, and no longer saves', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(EDIT, { seed: seedOptions });
    await user.type(await screen.findByRole('textbox', { name: 'Omschrijving' }), 'Met mosterd');
    await db.products.put({ ...kroket, deleted_at: new Date().toISOString(), version: 2 });
    expect(await screen.findByText('Dit product is intussen verwijderd op een ander apparaat. Opslaan kan niet meer.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue('Met mosterd');
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  });
});
