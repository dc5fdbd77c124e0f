// /app/products (issue 31): the menu by category from the mirror with search, reordering, categories,
// the bulk price change with its preview and undo, and another device's change for staff to choose.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { friet, frietGroot, knoflook, kroket, frikandel, seedOptions, snacks } from './options/menu-fixtures';

const PATH = '/app/products';

describe('Producten', () => {
  it('shows the categories in order with their products, photo, price, BTW and why one cannot be ordered', async () => {
    await renderApp(PATH, {
      seed: async (db) => {
        await seedOptions(db);
        // The Dip group (Kies 1, on Kroket) has its only option sold out.
        await db.product_option_values.put({ ...knoflook, is_sold_out: true });
      },
    });
    const sections = await screen.findAllByRole('heading', { level: 2 });
    expect(sections.map((heading) => heading.textContent)).toEqual(['Friet', 'Snacks']);
    const snackList = screen.getByRole('region', { name: 'Snacks' });
    expect(within(snackList).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Kroket', 'Frikandel']);
    const kroketCard = screen.getByRole('article', { name: 'Kroket' });
    expect(kroketCard).toHaveTextContent('BTW 9%');
    expect(within(kroketCard).getByText('Niet bestelbaar: Dip uitverkocht')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Frikandel' })).queryByText(/Niet bestelbaar/)).toBeNull();
  });

  it('searches by name, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderApp(PATH, { seed: seedOptions });
    await screen.findByRole('article', { name: 'Kroket' });
    await user.type(screen.getByRole('searchbox', { name: 'Zoek product' }), 'frik');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kroket' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Frikandel' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Zoek product' }));
    await user.type(screen.getByRole('searchbox', { name: 'Zoek product' }), 'xyzzy');
    expect(await screen.findByText('Geen producten gevonden')).toBeInTheDocument();
    expect(screen.getByText('Probeer een andere zoekterm')).toBeInTheDocument();
  });

  it('moves a product up within its category and a category down, as queued edits', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(await screen.findByRole('button', { name: 'Frikandel omhoog' }));
    await waitFor(async () => expect((await db.products.get(frikandel.id))?.sort_index).toBe(0));
    expect((await db.products.get(kroket.id))?.sort_index).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Friet omlaag' }));
    await waitFor(async () => expect((await db.categories.get(friet.id))?.position).toBe(1));
    expect((await db.categories.get(snacks.id))?.position).toBe(0);
    expect((await db.outbox.toArray()).filter((entry) => entry.entity === 'products')).toHaveLength(2);
  });

  it('refuses removing a category that has products, in words', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(await screen.findByRole('button', { name: 'Snacks verwijderen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Snacks verwijderen' }));
    expect(await screen.findByText('Een categorie met producten kan niet worden verwijderd.')).toBeInTheDocument();
    expect((await db.categories.get(snacks.id))?.deleted_at).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('raises a category by 10 % with a preview of old and new prices, and undoes it', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: seedOptions });
    await user.click(await screen.findByRole('button', { name: 'Prijzen aanpassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prijzen aanpassen' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Hele categorie Snacks' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage' }), '10');
    const preview = within(dialog).getByRole('table');
    expect(within(preview).getAllByRole('row').slice(1).map((row) => row.textContent?.replace(/\s/g, ' ')))
      .toEqual(['Kroket€ 3,50€ 3,85', 'Frikandel€ 3,50€ 3,85'].map((text) => text.replace(/\s/g, ' ')));
    await user.click(within(dialog).getByRole('button', { name: '2 prijzen aanpassen' }));

    await waitFor(async () => expect((await db.products.get(kroket.id))?.price_cents).toBe(385));
    expect((await db.products.get(frietGroot.id))?.price_cents).toBe(350);
    expect(screen.getByText('2 prijzen aangepast')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(async () => expect((await db.products.get(kroket.id))?.price_cents).toBe(350));
    expect((await db.products.get(frikandel.id))?.price_cents).toBe(350);
  });

  it('shows another device\'s change beside the own, and keeps the current values when staff choose so', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, {
      seed: async (shop) => {
        await seedOptions(shop);
        await shop.outbox.add({
          mutation_id: 'm1', entity: 'products', key: `products:${kroket.id}`, row_id: kroket.id, kind: 'patch', action: 'productSave',
          payload: { price_cents: 400 }, expected: { version: 1 }, user_id: 'u', company_id: kroket.company_id, created_at: 0,
          attempts: 0, sends: 1, next_attempt_at: 0, state: 'rejected', last_error: { kind: 'changed' },
        } as never);
      },
    });
    const conflict = await screen.findByRole('alertdialog', { name: /Dit product is intussen gewijzigd op een ander apparaat/ });
    const row = within(conflict).getByRole('row', { name: /Prijs/ });
    expect(row).toHaveTextContent(/€\s4,00/);
    expect(row).toHaveTextContent(/€\s3,50/);
    await user.click(within(conflict).getByRole('button', { name: 'Huidige houden' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect((await db.products.get(kroket.id))?.price_cents).toBe(350);
  });
});
