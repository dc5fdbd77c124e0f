// /app/products/options (issue 31): the groups in order with their choices in words, their options
// inline and the products they serve; adding and editing a group with the menu's rules checked before
// anything is written.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../helpers/render-app';
import { dip, saus, seedOptions } from './menu-fixtures';

const PATH = '/app/products/options';
const group = (name: string) => screen.findByRole('article', { name });

describe('option groups screen', () => {
  it('shows the title, a back link to the products and the groups in order', async () => {
    await renderApp(PATH, { seed: seedOptions });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Opties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terug/ })).toHaveAttribute('href', '/app/products');
    await group('Saus');
    const names = within(screen.getByRole('list', { name: 'Optiegroepen' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Saus', "Extra's", 'Dip']);
  });

  it('says each group\'s choices in words, whether it is required, its options and the products it serves', async () => {
    await renderApp(PATH, { seed: seedOptions });
    const sausCard = await group('Saus');
    expect(within(sausCard).getByText('Kies 1')).toBeInTheDocument();
    expect(within(sausCard).getByText('Verplicht')).toBeInTheDocument();
    expect(within(sausCard).getByText('Gebruikt bij: Friet groot')).toBeInTheDocument();
    const values = within(within(sausCard).getByRole('list', { name: 'Opties van Saus' })).getAllByRole('listitem');
    expect(values.map((item) => item.querySelector('.value-item__name')?.textContent)).toEqual(['Mayonaise', 'Curry', 'Ketchup']);
    expect(values[0]).toHaveTextContent('gratis');
    expect(values[0]).toHaveTextContent('Allergenen: Eieren, Mosterd');
    expect(values[1]).toHaveTextContent(/\+ €\s0,30/);

    const extrasCard = await group("Extra's");
    expect(within(extrasCard).getByText('Kies maximaal 3')).toBeInTheDocument();
    expect(within(extrasCard).queryByText('Verplicht')).toBeNull();
    expect(within(extrasCard).getByText('Nog niet gekoppeld')).toBeInTheDocument();
    expect(within(extrasCard).getByText(/\+ €\s1,00/)).toBeInTheDocument();
  });

  it('adding a group with a minimum above the maximum says why and writes nothing', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await group('Saus');
    await user.click(screen.getByRole('button', { name: 'Optiegroep toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optiegroep toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Drank');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Minimaal' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimaal' }), '3');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Maximaal' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Maximaal' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Minimaal mag niet groter zijn dan maximaal.')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Minimaal' })).toHaveAttribute('aria-invalid', 'true');
    expect(await db.product_option_groups.count()).toBe(3);
    expect(await db.outbox.count()).toBe(0);

    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Maximaal' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Maximaal' }), '0');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Minimaal' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimaal' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Maximaal moet minstens 1 zijn.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('adds a valid group at the end, queued for the server', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await group('Saus');
    await user.click(screen.getByRole('button', { name: 'Optiegroep toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optiegroep toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Drank');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Maximaal' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Maximaal' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    const card = await group('Drank');
    expect(within(card).getByText('Kies maximaal 2')).toBeInTheDocument();
    expect(within(card).getByText('Nog niet gekoppeld')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = (await db.product_option_groups.toArray()).find((candidate) => candidate.name === 'Drank');
    expect(row).toMatchObject({ min_choices: 0, max_choices: 2, position: 3 });
    const [entry] = await db.outbox.where('key').equals(`product_option_groups:${row?.id}`).toArray();
    expect(entry).toMatchObject({ kind: 'insert', state: 'pending', payload: { name: 'Drank', min_choices: 0, max_choices: 2 } });
  });

  it('refuses to raise the minimum of a linked group above its options', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group('Dip')).getByRole('button', { name: 'Dip bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optiegroep bewerken' });
    expect(within(dialog).getByRole('textbox', { name: 'Naam' })).toHaveValue('Dip');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Maximaal' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Maximaal' }), '2');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Minimaal' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimaal' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Een verplichte optiegroep heeft genoeg opties nodig.')).toBeInTheDocument();
    expect(await db.product_option_groups.get(dip.id)).toMatchObject({ min_choices: 1, max_choices: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('removes a group after the confirm, with its links', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group('Saus')).getByRole('button', { name: 'Saus verwijderen' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Optiegroep Saus verwijderen\? .*1 product/ });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Saus' })).toBeNull());
    expect((await db.product_option_groups.get(saus.id))?.deleted_at).not.toBeNull();
    const links = await db.product_option_links.where('group_id').equals(saus.id).toArray();
    expect(links.every((link) => link.deleted_at !== null)).toBe(true);
    expect(screen.getByRole('article', { name: "Extra's" })).toBeInTheDocument();
  });

  it('tells how many options a required group still needs before it can be attached', async () => {
    await renderApp(PATH, { seed: async (shopDb) => {
      await seedOptions(shopDb);
      await shopDb.product_option_groups.put({ ...dip, id: crypto.randomUUID(), name: 'Broodje', min_choices: 2, max_choices: 2, position: 5 });
    } });
    const card = await group('Broodje');
    expect(within(card).getByText('Voeg minstens 2 opties toe voordat je deze groep koppelt.')).toBeInTheDocument();
    expect(within(card).getByText('Nog geen opties in deze groep.')).toBeInTheDocument();
    expect(within(await group('Saus')).queryByText(/Voeg minstens/)).toBeNull();
  });
});
