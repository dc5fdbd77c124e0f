// Spec section 8, product status alerts: a refused or failing toggle says so in Dutch and keeps the
// switch as it was; a failing product list says 'Kon producten niet laden.'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeProduct } from '../../../fixtures/rows';
import * as products from '../../../../src/db/products';

// The first read of several live queries can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../../src/db/products', async (importOriginal) => {
  const real = await importOriginal<typeof products>();
  return {
    ...real,
    useProducts: vi.fn(real.useProducts),
    setProductVisible: vi.fn(real.setProductVisible),
    setProductInStock: vi.fn(real.setProductInStock),
  };
});

const PATH = '/app/settings/product-status';
const kroket = makeProduct({ name: 'Kroket' });

afterEach(() => {
  vi.restoreAllMocks();
  // Back to the real functions (mockReset restores the implementation given to vi.fn).
  for (const fn of [products.useProducts, products.setProductVisible, products.setProductInStock]) vi.mocked(fn).mockReset();
});

describe('product status failures', () => {
  it('alerts when visibility cannot be changed and leaves the switch on', async () => {
    vi.mocked(products.setProductVisible).mockResolvedValueOnce({ ok: false, reason: 'not-found' });
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: (db) => db.products.put(kroket) });
    const toggle = within(await screen.findByRole('article', { name: 'Kroket' })).getByRole('switch', { name: 'Zichtbaar' });
    await user.click(toggle);
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Kon product zichtbaarheid niet wijzigen.');
    expect(toggle).toBeChecked();
    expect((await db.products.get(kroket.id))?.is_active).toBe(true);
  });

  it('alerts when stock cannot be changed because the mutation throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(products.setProductInStock).mockRejectedValueOnce(new Error('IndexedDB unavailable'));
    const user = userEvent.setup();
    await renderApp(PATH, { seed: (db) => db.products.put(kroket) });
    const toggle = within(await screen.findByRole('article', { name: 'Kroket' })).getByRole('switch', { name: 'Op voorraad' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: 'Tot wanneer?' })).getByRole('button', { name: 'Onbepaald' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Kon product beschikbaarheid niet wijzigen.');
    expect(toggle).toBeChecked();
  });

  it('says the products could not be loaded when the product query fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(products.useProducts).mockImplementation(() => {
      throw new Error('query failed');
    });
    await renderApp(PATH);
    expect(await screen.findByText('Kon producten niet laden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Productstatus' })).toBeInTheDocument();
  });
});
