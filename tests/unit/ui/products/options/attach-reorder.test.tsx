// Attaching one group to many products at once, and reordering groups and options with the
// Omhoog/Omlaag buttons and by native drag and drop (issue 31).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../helpers/render-app';
import { makeOptionGroup } from '../../../../fixtures/menu-rows';
import type { ShopDb } from '../../../../../src/db/database';
import { curry, dip, extras, frietGroot, frikandel, kroket, ketchup, mayo, saus, seedOptions } from './menu-fixtures';

const PATH = '/app/products/options';
const group = (name: string) => screen.findByRole('article', { name });
const linksOf = async (db: ShopDb, groupId: string) =>
  (await db.product_option_links.where('group_id').equals(groupId).toArray()).filter((link) => !link.deleted_at);

describe('attach a group to products', () => {
  it('lists every product by category, the linked ones checked, and links exactly the chosen ones', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group('Dip')).getByRole('button', { name: 'Dip koppelen aan producten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Koppelen aan producten' });
    const categories = await within(dialog).findAllByRole('group');
    expect(categories.map((fieldset) => fieldset.querySelector('legend')?.textContent)).toEqual(['Friet', 'Snacks']);
    const linked = within(dialog).getByRole('checkbox', { name: 'Kroket' });
    expect(linked).toBeChecked();
    expect(linked).toBeDisabled();
    expect(linked).toHaveAccessibleDescription('al gekoppeld');
    expect(within(dialog).getByRole('button', { name: 'Koppelen' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Frikandel' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friet groot' }));
    expect(within(dialog).getByText('2 producten gekozen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Koppelen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const links = await linksOf(db, dip.id);
    expect(links.map((link) => link.product_id).sort()).toEqual([frietGroot.id, frikandel.id, kroket.id].sort());
    const inserts = (await db.outbox.toArray()).filter((entry) => entry.entity === 'product_option_links');
    expect(inserts.map((entry) => entry.payload.product_id).sort()).toEqual([frietGroot.id, frikandel.id].sort());
    expect(await within(await group('Dip')).findByText('Gebruikt bij: Friet groot, Frikandel, Kroket')).toBeInTheDocument();
  });

  it('chooses a whole category at once', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(within(await group("Extra's")).getByRole('button', { name: "Extra's koppelen aan producten" }));
    const dialog = await screen.findByRole('dialog', { name: 'Koppelen aan producten' });
    await user.click(await within(dialog).findByRole('button', { name: 'Alles kiezen in Snacks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Koppelen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await linksOf(db, extras.id)).map((link) => link.product_id).sort()).toEqual([kroket.id, frikandel.id].sort());
  });

  it('refuses a required group without enough options, in words', async () => {
    const user = userEvent.setup();
    const broodje = makeOptionGroup({ name: 'Broodje', min_choices: 2, max_choices: 2, position: 9 });
    const { db } = await renderApp(PATH, { seed: async (shopDb) => {
      await seedOptions(shopDb);
      await shopDb.product_option_groups.put(broodje);
    } });
    await user.click(within(await group('Broodje')).getByRole('button', { name: 'Broodje koppelen aan producten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Koppelen aan producten' });
    expect(within(dialog).getByText('Voeg minstens 2 opties toe voordat je deze groep koppelt.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Kroket' }));
    await user.click(within(dialog).getByRole('button', { name: 'Koppelen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Een verplichte optiegroep heeft genoeg opties nodig.');
    expect(await linksOf(db, broodje.id)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('reordering', () => {
  it('moves an option down and a group up with the buttons: positions are written and queued', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    const sausCard = await group('Saus');
    expect(within(sausCard).getByRole('button', { name: 'Mayonaise omhoog' })).toBeDisabled();
    const down = within(sausCard).getByRole('button', { name: 'Mayonaise omlaag' });
    await user.click(down);
    await waitFor(async () => expect((await db.product_option_values.get(mayo.id))?.position).toBe(1));
    expect((await db.product_option_values.get(curry.id))?.position).toBe(0);
    expect((await db.product_option_values.get(ketchup.id))?.position).toBe(2);
    await waitFor(() => expect(sausCard.querySelector('.value-item__name')?.textContent).toBe('Curry'));
    expect(within(sausCard).getByRole('button', { name: 'Mayonaise omlaag' })).toHaveFocus();
    const entries = (await db.outbox.toArray()).filter((entry) => entry.entity === 'product_option_values');
    expect(entries.map((entry) => entry.payload)).toEqual(expect.arrayContaining([{ position: 0 }, { position: 1 }]));

    await user.click(within(await group('Dip')).getByRole('button', { name: 'Dip omhoog' }));
    await waitFor(async () => expect((await db.product_option_groups.get(dip.id))?.position).toBe(1));
    expect((await db.product_option_groups.get(extras.id))?.position).toBe(2);
    expect((await db.product_option_groups.get(saus.id))?.position).toBe(0);
    const names = () => within(screen.getByRole('list', { name: 'Optiegroepen' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(names()).toEqual(['Saus', 'Dip', "Extra's"]));
  });

  it('drops a dragged option on another one of its group, and a dragged group on another group', async () => {
    const { db } = await renderApp(PATH, { seed: seedOptions });
    const sausCard = await group('Saus');
    const item = (name: string) => within(sausCard).getByText(name).closest('li') as HTMLElement;
    fireEvent.dragStart(item('Ketchup'));
    fireEvent.dragOver(item('Mayonaise'));
    fireEvent.drop(item('Mayonaise'));
    await waitFor(async () => expect((await db.product_option_values.get(ketchup.id))?.position).toBe(0));
    expect((await db.product_option_values.get(mayo.id))?.position).toBe(1);
    expect((await db.product_option_values.get(curry.id))?.position).toBe(2);
    expect((await db.product_option_groups.get(saus.id))?.position).toBe(0);

    const card = (name: string) => screen.getByRole('article', { name }).closest('li') as HTMLElement;
    fireEvent.dragStart(card('Saus'));
    fireEvent.dragOver(card('Dip'));
    fireEvent.drop(card('Dip'));
    await waitFor(async () => expect((await db.product_option_groups.get(saus.id))?.position).toBe(2));
    expect((await db.product_option_groups.get(extras.id))?.position).toBe(0);
    expect((await db.product_option_groups.get(dip.id))?.position).toBe(1);
  });
});
