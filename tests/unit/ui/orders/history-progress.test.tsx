// Issue 14, item 3 on the orders screen: the Archief says its period and covers exactly the window; while
// the order history still comes in, the Archief panel shows its progress, the Archief count is not final,
// and today's tiles say so too when today is not complete yet. Nothing of it once the history is done.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { pruneFinishedOrders } from '../../../../src/db/order-store';
import { windowStartAt, type HistoryState } from '../../../../src/db/history';
import { setMeta } from '../../../../src/db/meta';
import type { ShopDb } from '../../../../src/db/database';
import type { OrderRow } from '../../../../src/db/rows';
import { NOW, fixClock } from './helpers';
import { putRecords } from '../../../helpers/order-store';

const DAY = 86_400_000;
const placed = (daysAgo: number): string => new Date(NOW.getTime() - daysAgo * DAY).toISOString();
/** Midnight in Amsterdam on NOW's day (winter time). */
const START_OF_TODAY = '2025-01-14T23:00:00.000Z';

function history(overrides: Partial<HistoryState> = {}): HistoryState {
  return {
    window_start: windowStartAt(NOW.getTime()), today_start: START_OF_TODAY,
    before: { placed_at: placed(3), id: 'x' }, loaded: 420, total: 1000, done: false, ...overrides,
  };
}

function seedWith(orders: OrderRow[], state?: HistoryState) {
  return async (db: ShopDb) => {
    await putRecords(db, orders);
    if (state) await setMeta(db, 'history', state);
  };
}

const inside = () => [
  makeOrder({ status: 'delivered', placed_at: placed(1) }),
  makeOrder({ status: 'picked_up', placed_at: placed(13) }),
];
const beforeWindow = () => [
  makeOrder({ status: 'delivered', placed_at: placed(15) }),
  makeOrder({ status: 'canceled', placed_at: placed(20) }),
  makeOrder({ status: 'picked_up', placed_at: placed(28) }),
];

async function openArchive() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: /^Archief/ }));
  return screen.getByRole('tabpanel', { name: /^Archief/ });
}

function tile(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
}

beforeEach(() => fixClock());
afterEach(() => vi.useRealTimers());

describe('orders screen: the Archief', () => {
  it('says its period and covers only the window, whatever else the mirror holds', async () => {
    await renderApp('/app/orders', { seed: seedWith([...inside(), ...beforeWindow()]) });
    expect(await screen.findByRole('tab', { name: 'Archief 2' })).toBeInTheDocument();
    const panel = await openArchive();
    expect(within(panel).getByText('Afgeronde bestellingen van de laatste 14 dagen')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(2));
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps its count when clean-up removes the finished orders from before the window', async () => {
    const { db } = await renderApp('/app/orders', { seed: seedWith([...inside(), ...beforeWindow()]) });
    expect(await screen.findByRole('tab', { name: 'Archief 2' })).toBeInTheDocument();

    expect(await pruneFinishedOrders(db, windowStartAt(Date.now()))).toBe(3);
    expect(screen.getByRole('tab', { name: 'Archief 2' })).toBeInTheDocument();
    // The count still follows changes inside the window.
    await putRecords(db, makeOrder({ status: 'canceled', placed_at: placed(2) }));
    expect(await screen.findByRole('tab', { name: 'Archief 3' })).toBeInTheDocument();
  });
});

describe('orders screen: while the history comes in', () => {
  it('shows the progress in the Archief panel and a count that is not final, until it is done', async () => {
    const { db } = await renderApp('/app/orders', { seed: seedWith(inside(), history()) });
    const tab = await screen.findByRole('tab', { name: 'Archief 2 of meer, wordt nog geladen' });
    expect(within(tab).getByText('2+')).toHaveAttribute('aria-hidden', 'true');
    const panel = await openArchive();
    expect(within(panel).getByRole('status')).toHaveTextContent(/^Geschiedenis laden… 42%$/);

    await setMeta(db, 'history', history({ loaded: 905 }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(/^Geschiedenis laden… 90%$/));

    await setMeta(db, 'history', history({ loaded: 1000, done: true }));
    expect(await screen.findByRole('tab', { name: 'Archief 2' })).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Geschiedenis laden/)).not.toBeInTheDocument();
  });

  it("says 'Geschiedenis laden…' alone while the total is not known", async () => {
    await renderApp('/app/orders', { seed: seedWith(inside(), history({ total: null, loaded: 0, before: null })) });
    const panel = await openArchive();
    expect(await within(panel).findByRole('status')).toHaveTextContent(/^Geschiedenis laden…$/);
  });

  it("marks Orders Vandaag and Omzet Vandaag as partial while today's earlier orders are still coming", async () => {
    const today = [makeOrder({ status: 'created', placed_at: NOW.toISOString(), total_cents: 1250 })];
    await renderApp('/app/orders', { seed: seedWith(today, history({ today_start: '2025-01-15T06:00:00.000Z' })) });
    const ordersToday = await waitFor(() => {
      const found = tile('Orders Vandaag');
      expect(within(found).getByRole('status')).toHaveTextContent(/^Geschiedenis laden… 42%$/);
      return found;
    });
    expect(within(ordersToday).getByText('1+')).toHaveAttribute('aria-hidden', 'true');
    expect(within(ordersToday).getByText('1 of meer, wordt nog geladen')).toBeInTheDocument();
    expect(within(tile('Omzet Vandaag')).getByRole('status')).toHaveTextContent('Geschiedenis laden… 42%');
    expect(within(tile('Nieuwe Orders')).queryByRole('status')).not.toBeInTheDocument();
    expect(within(tile('Klaar voor Bezorging')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows today as final when the essentials brought every order since midnight', async () => {
    const today = [makeOrder({ status: 'created', placed_at: NOW.toISOString(), total_cents: 1250 })];
    await renderApp('/app/orders', { seed: seedWith(today, history()) });
    // The Archief still says it is partial; today's tiles do not.
    expect(await screen.findByRole('tab', { name: /^Archief 0 of meer/ })).toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Overzicht' });
    await waitFor(() => expect(within(tile('Orders Vandaag')).getByText('1')).toBeInTheDocument());
    expect(within(tiles).queryByRole('status')).not.toBeInTheDocument();
    expect(within(tiles).queryByText(/of meer/)).not.toBeInTheDocument();
  });

  it('shows nothing of it on a device whose mirror predates the history download', async () => {
    await renderApp('/app/orders', { seed: seedWith(inside()) });
    expect(await screen.findByRole('tab', { name: 'Archief 2' })).toBeInTheDocument();
    await openArchive();
    expect(screen.queryByText(/Geschiedenis laden/)).not.toBeInTheDocument();
  });
});
