// The editor's photo (checked, scaled, shown at once, queued with the save and shown on the list from the
// device while it waits), the list's search by product number, and the bulk change's 'Ongedaan maken'
// (back after the editor; gone once its minute is over). Scaling itself is stubbed here: happy-dom
// decodes no images (scale-photo.test.ts tests the scaling with stand-in canvases).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNDO_MS } from '../../../../src/db/menu-products';
import { setMeta } from '../../../../src/db/meta';
import { renderApp } from '../../../helpers/render-app';
import { frikandel, kroket, seedOptions } from './options/menu-fixtures';

const scaled = vi.hoisted(() => ({ calls: [] as Blob[] }));
// Node's own Blob: fake-indexeddb keeps it a Blob, as IndexedDB does (happy-dom's would be flattened to a
// plain object by Node's structuredClone). Object URLs are stubbed: Node's refuses a Blob read back.
vi.mock('../../../../src/ui/products/editor/scale-photo', async () => {
  const { Blob: NodeBlob } = await import('node:buffer');
  return {
    scalePhoto: async (file: Blob) => {
      scaled.calls.push(file);
      return new NodeBlob(['scaled'], { type: 'image/webp' }) as unknown as Blob;
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  scaled.calls.length = 0;
});

describe('product photo', () => {
  it('refuses a file that is no image, in words, and scales, shows and queues a chosen photo with the save', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const urls = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:photo-${urls.mock.calls.length}`);
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { db, router } = await renderApp(`/app/products/edit/${kroket.id}`, { seed: seedOptions });
    const choose = await screen.findByLabelText('Foto kiezen');
    expect(screen.getByLabelText('Foto maken')).toHaveAttribute('capture', 'environment');
    await user.upload(choose, new File(['tekst'], 'menu.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Kies een afbeelding (JPEG, PNG of WebP).')).toBeInTheDocument();
    expect(scaled.calls).toHaveLength(0);

    await user.upload(choose, new File(['jpeg'], 'kroket.jpg', { type: 'image/jpeg' }));
    const photo = await screen.findByRole('img', { name: 'Kroket' });
    expect(photo).toHaveAttribute('data-photo', 'chosen');
    expect(screen.queryByText('Kies een afbeelding (JPEG, PNG of WebP).')).toBeNull();
    expect(await db.photos.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/products'));
    const [stored] = await db.photos.toArray();
    expect(stored.product_id).toBe(kroket.id);
    expect(await stored.blob.text()).toBe('scaled');
    // The scaled photo's type names the file (WebP), not the chosen JPEG's.
    const photos = (await db.outbox.toArray()).filter((entry) => entry.kind === 'photo');
    expect(photos).toMatchObject([{ row_id: kroket.id, payload: { image_path: expect.stringMatching(/\.webp$/) } }]);
    const card = await screen.findByRole('article', { name: 'Kroket' });
    expect(await within(card).findByText('Foto wordt nog verstuurd')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Kroket' })).toHaveAttribute('loading', 'lazy');
    // The editor's preview URL was let go when the editor closed.
    expect(revoked).toHaveBeenCalledWith('blob:photo-1');
  });
});

describe('Producten list', () => {
  it('finds a product by its product number', async () => {
    const user = userEvent.setup();
    await renderApp('/app/products', { seed: async (db) => { await seedOptions(db); await db.products.put({ ...frikandel, Productnummer: '207' }); } });
    await screen.findByRole('article', { name: 'Kroket' });
    await user.type(screen.getByRole('searchbox', { name: 'Zoek product' }), '207');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kroket' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Frikandel' })).toBeVisible();
  });

  it("offers 'Ongedaan maken' again after the editor, until the bulk change's minute is over", async () => {
    const user = userEvent.setup();
    await renderApp('/app/products', {
      seed: async (db) => {
        await seedOptions(db);
        await setMeta(db, 'price_undo', { at: Date.now() - UNDO_MS + 1500, lines: [{ id: kroket.id, name: 'Kroket', from: 350, to: 385 }] });
      },
    });
    expect(await screen.findByText('1 prijs aangepast')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Kroket bewerken' }));
    await user.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByRole('button', { name: 'Ongedaan maken' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).toBeNull(), { timeout: 3000 });
  });
});
