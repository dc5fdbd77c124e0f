// The options inside a group card (issue 31): adding one writes the row and its outbox entry, editing
// keeps its place, removing the last option of a linked required group is refused in words.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../helpers/render-app';
import { curry, extras, knoflook, seedOptions } from './menu-fixtures';

const PATH = '/app/products/options';
const group = (name: string) => screen.findByRole('article', { name });

describe('options in a group', () => {
  it('adds an option with an extra price and allergens: the row and its outbox entry are written', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group("Extra's")).getByRole('button', { name: "Optie toevoegen aan Extra's" }));
    const dialog = await screen.findByRole('dialog', { name: 'Optie toevoegen' });
    expect(within(dialog).getByText("Groep: Extra's")).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Spek');
    await user.type(within(dialog).getByRole('textbox', { name: 'Meerprijs' }), '1,25');
    const allergens = within(dialog).getByRole('group', { name: 'Allergenen' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);
    await user.click(within(allergens).getByRole('checkbox', { name: 'Selderij' }));
    await user.click(within(allergens).getByRole('checkbox', { name: 'Gluten' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await group("Extra's");
    const item = (await within(card).findByText('Spek')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent(/\+ €\s1,25/);
    expect(item).toHaveTextContent('Allergenen: Gluten, Selderij');
    const row = (await db.product_option_values.where('group_id').equals(extras.id).toArray()).find((value) => value.name === 'Spek');
    expect(row).toMatchObject({ price_delta_cents: 125, allergens: ['gluten', 'selderij'], position: 2, is_sold_out: false });
    const entries = await db.outbox.where('key').equals(`product_option_values:${row?.id}`).toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'insert', action: 'optionValueSave', state: 'pending',
      payload: { name: 'Spek', group_id: extras.id, price_delta_cents: 125, allergens: ['gluten', 'selderij'] },
    });
    expect(await within(item).findByRole('img', { name: 'Nog niet verzonden' })).toBeInTheDocument();
  });

  it('refuses an unreadable extra price and writes nothing', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group("Extra's")).getByRole('button', { name: "Optie toevoegen aan Extra's" }));
    const dialog = await screen.findByRole('dialog', { name: 'Optie toevoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Meerprijs' }), '1,2,3');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Naam is verplicht.')).toBeInTheDocument();
    expect(within(dialog).getByText('Vul een geldig bedrag in, bijvoorbeeld 12,50.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('edits an option in place', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group('Saus')).getByRole('button', { name: 'Curry bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optie bewerken' });
    const price = within(dialog).getByRole('textbox', { name: 'Meerprijs' });
    expect(price).toHaveValue('0,30');
    await user.clear(price);
    await user.type(price, '0,50');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(async () => expect((await db.product_option_values.get(curry.id))?.price_delta_cents).toBe(50));
    expect((await db.product_option_values.get(curry.id))?.position).toBe(1);
  });

  it('refuses to remove the last option of a linked required group, and says why', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group('Dip')).getByRole('button', { name: 'Knoflook verwijderen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Optie Knoflook verwijderen?' })).getByRole('button', { name: 'Verwijderen' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Een verplichte optiegroep heeft genoeg opties nodig.' });
    expect(await db.product_option_values.get(knoflook.id)).toMatchObject({ deleted_at: null });
    expect(await db.outbox.count()).toBe(0);
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(within(await group('Dip')).getByText('Knoflook')).toBeInTheDocument();
  });

  it('removes an option of an optional group after the confirm', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group("Extra's")).getByRole('button', { name: 'Kaas verwijderen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Optie Kaas verwijderen?' })).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: "Extra's" })).queryByText('Kaas')).toBeNull());
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'optionValueRemove', kind: 'patch' });
  });
});
