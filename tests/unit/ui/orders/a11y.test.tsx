// Accessibility of the orders screen and the detail modal with axe (colour contrast is left to the
// browser runs: happy-dom does not lay out or paint).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { setMeta } from '../../../../src/db/meta';
import { NOW, cardButton, findCard, fixClock, fullOrder } from './helpers';
import { putRecords } from '../../../helpers/order-store';

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => fixClock());
afterEach(() => vi.useRealTimers());

describe('orders accessibility', () => {
  it('has no axe violations on the screen with cards, nor with the detail modal open', async () => {
    const { seed } = fullOrder({ id: 'f0000000-0000-4000-8000-00000000a11e' });
    const user = userEvent.setup();
    await renderApp('/app/orders', {
      seed: async (db) => {
        await seed(db);
        await putRecords(db, makeOrder({ status: 'created', delivery_type: 'pickup' }));
      },
    });
    const card = await findCard('#0000A11E');
    expect(await violations()).toEqual([]);
    await user.click(cardButton(card, /^Details/));
    await screen.findByRole('dialog');
    await screen.findByRole('combobox', { name: 'Status' });
    expect(await violations()).toEqual([]);
  });

  it('has no axe violations while the history comes in: partial counts and progress lines', async () => {
    const user = userEvent.setup();
    await renderApp('/app/orders', {
      seed: async (db) => {
        await putRecords(db, [makeOrder({ status: 'delivered' }), makeOrder({ status: 'created', placed_at: NOW.toISOString() })]);
        await setMeta(db, 'history', {
          window_start: '2025-01-01T12:00:00.000Z', today_start: '2025-01-15T06:00:00.000Z', before: null,
          loaded: 420, total: 1000, done: false,
        });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Archief 1 of meer, wordt nog geladen' }));
    // The Archief tab, Orders Vandaag and Omzet Vandaag.
    await waitFor(() => expect(screen.getAllByText(/of meer, wordt nog geladen$/)).toHaveLength(3));
    expect(await violations()).toEqual([]);
  });
});
