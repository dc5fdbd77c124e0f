// Accessibility of the opening hours screen and its time sheet: axe finds no violations (colour
// contrast needs a real layout engine and is left to the browser runs).
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderApp } from '../../../helpers/render-app';
import { makeCompany, makeOpeningHours, makeShopStatus } from '../../../fixtures/rows';
import type { ShopDb } from '../../../../src/db/database';

configure({ asyncUtilTimeout: 5000 });

const PATH = '/app/settings/opening-hours';

async function seed(db: ShopDb) {
  await db.companies.put(makeCompany());
  await db.shop_status.put(makeShopStatus({ is_closed: true, exception_note: 'Vakantie' }));
  await db.opening_hours.put(makeOpeningHours({ weekday: 1 }));
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('opening hours accessibility', () => {
  it('has no axe violations, with the time sheet closed and open', async () => {
    const user = userEvent.setup();
    await renderApp(PATH, { seed });
    await screen.findByRole('textbox', { name: 'Reden (optioneel)' });
    expect(await violations()).toEqual([]);

    await user.click(within(await screen.findByRole('article', { name: 'Maandag' })).getByRole('button', { name: /Openingstijd maandag/ }));
    await screen.findByRole('dialog');
    expect(await violations()).toEqual([]);
  });
});
