// Another device's change won over this device's edit (a `changed` rejection): the list and the editor
// show both values, 'Mijn wijziging opslaan' applies the own values again over the version now stored,
// 'Huidige houden' drops them (that one is in products-screen.test.tsx); a category's conflict is
// titled as a category's.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopDb } from '../../../../src/db/database';
import { renderApp } from '../../../helpers/render-app';
import { kroket, seedOptions, snacks } from './options/menu-fixtures';

/** A rejected edit of `entity` row `id` that lost to another device's change. */
async function lostEdit(db: ShopDb, entity: 'products' | 'categories', id: string, payload: Record<string, unknown>): Promise<void> {
  await db.outbox.add({
    mutation_id: crypto.randomUUID(), entity, key: `${entity}:${id}`, row_id: id, kind: 'patch',
    action: entity === 'products' ? 'productSave' : 'categorySave', payload, expected: { version: 1 }, user_id: 'u',
    company_id: kroket.company_id, created_at: 0, attempts: 0, sends: 1, next_attempt_at: 0, state: 'rejected',
    last_error: { kind: 'changed' },
  } as never);
}

/** The server's newer row: another device set the price to € 3,60 (version 2). */
async function seedConflict(db: ShopDb): Promise<void> {
  await seedOptions(db);
  await db.products.put({ ...kroket, price_cents: 360, version: 2 });
  await lostEdit(db, 'products', kroket.id, { price_cents: 400, is_active: false });
}

describe('menu conflicts', () => {
  it('applies the own change again, conditional on the version now stored', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp('/app/products', { seed: seedConflict });
    const conflict = await screen.findByRole('alertdialog', { name: 'Dit product is intussen gewijzigd op een ander apparaat: Kroket' });
    expect(within(conflict).getByRole('row', { name: /Prijs/ })).toHaveTextContent(/€\s4,00\s*€\s3,60/);
    expect(within(conflict).getByRole('row', { name: /Zichtbaar/ })).toHaveTextContent(/NeeJa/);
    await user.click(within(conflict).getByRole('button', { name: 'Mijn wijziging opslaan' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await db.products.get(kroket.id)).toMatchObject({ price_cents: 400, is_active: false });
    const entries = await db.outbox.toArray();
    expect(entries).toMatchObject([
      { state: 'pending', kind: 'patch', payload: { price_cents: 400, is_active: false }, expected: { version: 2 } },
    ]);
  });

  it("shows the product's own conflict in its editor, and none of another product's", async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(`/app/products/edit/${kroket.id}`, {
      seed: async (shop) => {
        await seedConflict(shop);
        await lostEdit(shop, 'categories', snacks.id, { name: 'Snacks & meer' });
      },
    });
    const conflict = await screen.findByRole('alertdialog', { name: /Dit product is intussen gewijzigd/ });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(within(conflict).getByRole('button', { name: 'Huidige houden' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await db.products.get(kroket.id))?.price_cents).toBe(360);
    expect((await db.outbox.toArray()).map((entry) => entry.entity)).toEqual(['categories']);
  });

  it("titles a category's conflict as a category's, on the list", async () => {
    await renderApp('/app/products', {
      seed: async (db) => {
        await seedOptions(db);
        await lostEdit(db, 'categories', snacks.id, { name: 'Snacks & meer' });
      },
    });
    const conflict = await screen.findByRole('alertdialog', { name: 'Deze categorie is intussen gewijzigd op een ander apparaat: Snacks' });
    expect(within(conflict).getByRole('row', { name: /Naam/ })).toHaveTextContent('Snacks & meerSnacks');
  });
});
