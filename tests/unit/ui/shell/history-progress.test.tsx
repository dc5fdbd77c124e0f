// Issue 14, item 3 in the top bar: while the order history still comes in after sign-in, the sync
// indicator has a short line with its progress, beside (not inside) the connection's state.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { setMeta } from '../../../../src/db/meta';
import type { HistoryState } from '../../../../src/db/history';

function history(overrides: Partial<HistoryState> = {}): HistoryState {
  return {
    window_start: '2025-01-01T12:00:00.000Z', today_start: '2025-01-14T23:00:00.000Z',
    before: null, loaded: 420, total: 1000, done: false, ...overrides,
  };
}

describe('sync indicator: the history download', () => {
  it('shows the progress as a status line under the connection state until it is done', async () => {
    const { db } = await renderApp('/app/settings', {
      seed: async (db) => {
        await setMeta(db, 'sync_status', { state: 'live', problem: null, since: Date.now() });
        await setMeta(db, 'history', history());
      },
    });
    const bar = await screen.findByRole('banner');
    const line = await within(bar).findByText('Geschiedenis laden… 42%');
    expect(line).toHaveAttribute('role', 'status');
    expect(within(bar).getByRole('status', { name: 'Verbinding: Online' })).toHaveTextContent(/^Online$/);

    await setMeta(db, 'history', history({ loaded: 990 }));
    expect(await within(bar).findByText('Geschiedenis laden… 99%')).toHaveAttribute('role', 'status');

    await setMeta(db, 'history', history({ loaded: 1000, done: true }));
    await waitFor(() => expect(within(bar).queryByText(/Geschiedenis laden/)).not.toBeInTheDocument());
  });

  it('shows nothing about history when nothing is missing', async () => {
    await renderApp('/app/settings', {
      seed: (db) => setMeta(db, 'sync_status', { state: 'live', problem: null, since: Date.now() }),
    });
    expect(await screen.findByRole('status', { name: 'Verbinding: Online' })).toBeInTheDocument();
    expect(screen.queryByText(/Geschiedenis laden/)).not.toBeInTheDocument();
  });
});
