// Issue 14, item 3 on the dashboard: while the order history still comes in after sign-in, the order
// counts card says how far it is; nothing of it when the history is complete or never started.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { setMeta } from '../../../../src/db/meta';
import type { HistoryState } from '../../../../src/db/history';
import { putRecords } from '../../../helpers/order-store';

function history(overrides: Partial<HistoryState> = {}): HistoryState {
  return {
    window_start: '2025-01-01T12:00:00.000Z', today_start: '2025-01-14T23:00:00.000Z',
    before: null, loaded: 420, total: 1000, done: false, ...overrides,
  };
}

async function countsCard() {
  return screen.findByRole('region', { name: 'Orders per status' });
}

describe('dashboard: order counts while the history comes in', () => {
  it('shows the progress on the counts card until the history is done', async () => {
    const { db } = await renderApp('/app/dashboard', {
      seed: async (db) => {
        await putRecords(db, makeOrder({ status: 'created' }));
        await setMeta(db, 'history', history());
      },
    });
    const card = await countsCard();
    expect(within(card).getByRole('status')).toHaveTextContent(/^Geschiedenis laden… 42%$/);

    await setMeta(db, 'history', history({ total: null, loaded: 0 }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(/^Geschiedenis laden…$/));

    await setMeta(db, 'history', history({ loaded: 1000, done: true }));
    await waitFor(() => expect(within(card).queryByRole('status')).not.toBeInTheDocument());
    expect(within(card).getByText('Nieuw').nextElementSibling).toHaveTextContent('1');
  });

  it('shows no progress when nothing is missing', async () => {
    await renderApp('/app/dashboard', { seed: (db) => putRecords(db, makeOrder({ status: 'created' })) });
    const card = await countsCard();
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Geschiedenis laden/)).not.toBeInTheDocument();
  });
});
