// The product editor (issue 31): validation in Dutch beside the fields (nothing written, nothing typed
// lost), saving a new product and an edit as queued local changes, option groups attached in order
// (a required group without enough options refused). The photo: photo-undo and scale-photo tests.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOptionGroup } from '../../../fixtures/menu-rows';
import { extras, kroket, seedOptions, snacks } from './options/menu-fixtures';

describe('product editor', () => {
  it('refuses an empty name and a price that is no amount, keeping what was typed, and writes nothing', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp('/app/products/new', { seed: seedOptions });
    await user.type(await screen.findByRole('textbox', { name: 'Prijs' }), 'twaalf');
    await user.type(screen.getByRole('textbox', { name: 'Omschrijving' }), 'Lekker');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Naam is verplicht.')).toBeInTheDocument();
    expect(screen.getByText('Vul een geldig bedrag in, bijvoorbeeld 12,50.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Naam' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Naam is verplicht.');
    expect(screen.getByRole('textbox', { name: 'Prijs' })).toHaveAccessibleDescription('Vul een geldig bedrag in, bijvoorbeeld 12,50.');
    // The first refused field gets the focus, so it is in sight after a save at the bottom of the form.
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Omschrijving' })).toHaveValue('Lekker');
    expect(await db.products.count()).toBe(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves a new product with its BTW, allergens and an optional group, as one insert and one link', async () => {
    const user = userEvent.setup();
    const { db, router } = await renderApp('/app/products/new', { seed: seedOptions });
    await user.type(await screen.findByRole('textbox', { name: 'Naam' }), 'Bier');
    await user.type(screen.getByRole('textbox', { name: 'Prijs' }), '3,50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categorie' }), snacks.id);
    await user.click(screen.getByRole('radio', { name: '21%' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Optiegroep koppelen' }), extras.id);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/products'));
    const bier = (await db.products.toArray()).find((product) => product.name === 'Bier')!;
    expect(bier).toMatchObject({ price_cents: 350, vat_rate: 21, allergens: ['gluten'], category_id: snacks.id, is_active: true });
    const links = await db.product_option_links.where('product_id').equals(bier.id).toArray();
    expect(links).toMatchObject([{ group_id: extras.id, position: 0 }]);
    const kinds = (await db.outbox.toArray()).map((entry) => `${entry.entity}:${entry.kind}`);
    expect(kinds).toEqual(['products:insert', 'product_option_links:insert']);
  });

  it('refuses attaching a required group that has too few options, in words', async () => {
    const user = userEvent.setup();
    const leeg = makeOptionGroup({ name: 'Brood', min_choices: 1, max_choices: 1, position: 5 });
    await renderApp(`/app/products/edit/${kroket.id}`, { seed: async (db) => { await seedOptions(db); await db.product_option_groups.put(leeg); } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Optiegroep koppelen' }), leeg.id);
    expect(await screen.findByText('Een verplichte optiegroep heeft genoeg opties nodig.')).toBeInTheDocument();
    const groups = screen.getByRole('group', { name: 'Optiegroepen' });
    expect(within(groups).queryByText('Brood')).toBeNull();
    expect(within(groups).getByText('Dip')).toBeInTheDocument();
  });

  it('edits a product conditionally on the version it opened', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(`/app/products/edit/${kroket.id}`, { seed: seedOptions });
    const price = await screen.findByRole('textbox', { name: 'Prijs' });
    await user.clear(price);
    await user.type(price, '3,75');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(async () => expect((await db.products.get(kroket.id))?.price_cents).toBe(375));
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'patch', payload: { price_cents: 375 }, expected: { version: 1 } }]);
  });
});
