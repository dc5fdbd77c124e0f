// Accessibility of the product status screen: axe finds no violations (colour contrast needs a real
// layout engine and is left to the browser runs).
import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderApp } from '../../../helpers/render-app';
import { makeCategory, makeProduct } from '../../../fixtures/rows';

configure({ asyncUtilTimeout: 5000 });

describe('product status accessibility', () => {
  it('has no axe violations with products with and without an image', async () => {
    const category = makeCategory({ name: 'Snacks' });
    await renderApp('/app/settings/product-status', {
      seed: async (db) => {
        await db.categories.put(category);
        await db.products.bulkPut([
          makeProduct({ name: 'Kroket', category_id: category.id, image_url: 'https://img.test/kroket.jpg' }),
          makeProduct({ name: 'Frikandel', category_id: category.id, sort_index: 1 }),
        ]);
      },
    });
    await screen.findByRole('article', { name: 'Frikandel' });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
