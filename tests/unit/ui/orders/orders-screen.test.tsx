// Spec section 2 (Orders) and 4 (tabs): stat tiles, tab counts and membership, newest first and at most
// 50, keyboard tabs, empty states, the refresh button and the card's formatted fields.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { vi } from 'vitest';
import { NOW, findCard, fixClock } from './helpers';
import { putRecords } from '../../../helpers/order-store';

const plain = (s: string | null | undefined): string => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const TODAY = '2025-01-15T10:00:00.000Z';
const YESTERDAY = '2025-01-14T10:00:00.000Z';

function tileValue(label: string): string {
  return plain(screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent);
}

function headingsIn(panel: HTMLElement): string[] {
  return within(panel).queryAllByRole('heading').map((heading) => heading.textContent ?? '');
}

beforeEach(() => fixClock());
afterEach(() => vi.useRealTimers());

describe('orders screen: stat tiles', () => {
  it('counts new orders, ready for delivery, orders today and revenue today without canceled ones', async () => {
    await renderApp('/app/orders', {
      seed: (db) => putRecords(db, [
        makeOrder({ status: 'created', placed_at: TODAY, total_cents: 1000 }),
        makeOrder({ status: 'created', placed_at: YESTERDAY, total_cents: 5000 }),
        makeOrder({ status: 'ready_delivery', placed_at: TODAY, total_cents: 2550 }),
        makeOrder({ status: 'canceled', placed_at: TODAY, total_cents: 9900 }),
        makeOrder({ status: 'delivered', placed_at: YESTERDAY, total_cents: 700 }),
      ]),
    });
    await waitFor(() => expect(tileValue('Nieuwe Orders')).toBe('2'));
    expect(tileValue('Klaar voor Bezorging')).toBe('1');
    expect(tileValue('Orders Vandaag')).toBe('3');
    expect(tileValue('Omzet Vandaag')).toBe('€ 35,50');
  });
});

describe('orders screen: tabs', () => {
  const seed = [
    makeOrder({ id: 'order-00000001', status: 'created' }),
    makeOrder({ id: 'order-00000002', status: 'accepted' }),
    makeOrder({ id: 'order-00000003', status: 'preparing' }),
    makeOrder({ id: 'order-00000004', status: 'ready_pickup', delivery_type: 'pickup' }),
    makeOrder({ id: 'order-00000005', status: 'ready_delivery' }),
    makeOrder({ id: 'order-00000006', status: 'out_for_delivery' }),
    makeOrder({ id: 'order-00000007', status: 'delivered' }),
    makeOrder({ id: 'order-00000008', status: 'canceled' }),
    makeOrder({ id: 'order-00000009', status: 'picked_up', delivery_type: 'pickup' }),
  ];

  it('shows the three tabs with count badges and the new orders first', async () => {
    await renderApp('/app/orders', { seed: (db) => putRecords(db, seed) });
    expect(await screen.findByRole('tab', { name: 'Nieuwe bestellingen 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bestellingen 5' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Archief 3' })).toBeInTheDocument();
    await waitFor(() => expect(headingsIn(screen.getByRole('tabpanel'))).toEqual(['#00000001']));
  });

  it('puts each status in its tab: active and archive', async () => {
    const user = userEvent.setup();
    await renderApp('/app/orders', { seed: (db) => putRecords(db, seed) });
    await user.click(await screen.findByRole('tab', { name: /^Bestellingen/ }));
    await waitFor(() => expect(headingsIn(screen.getByRole('tabpanel', { name: /^Bestellingen/ })).sort())
      .toEqual(['#00000002', '#00000003', '#00000004', '#00000005', '#00000006'].sort()));
    await user.click(screen.getByRole('tab', { name: /^Archief/ }));
    await waitFor(() => expect(headingsIn(screen.getByRole('tabpanel', { name: /^Archief/ })).sort())
      .toEqual(['#00000007', '#00000008', '#00000009'].sort()));
  });

  it('moves between tabs with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    await renderApp('/app/orders', { seed: (db) => putRecords(db, seed) });
    const first = await screen.findByRole('tab', { name: /^Nieuwe bestellingen/ });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const active = screen.getByRole('tab', { name: /^Bestellingen/ });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Archief/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Archief/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('lists newest first and at most 50', async () => {
    const orders = Array.from({ length: 55 }, (_, i) => makeOrder({
      id: `order-${String(i).padStart(8, '0')}`,
      placed_at: new Date(NOW.getTime() - (55 - i) * 60_000).toISOString(),
    }));
    await renderApp('/app/orders', { seed: (db) => putRecords(db, orders) });
    // 50 cards take a while to render on happy-dom; the role queries below are the slow part.
    expect(await screen.findByRole('tab', { name: 'Nieuwe bestellingen 55' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(headingsIn(screen.getByRole('tabpanel'))).toHaveLength(50), { timeout: 5000 });
    const shown = headingsIn(screen.getByRole('tabpanel'));
    expect(shown[0]).toBe('#00000054');
    expect(shown[49]).toBe('#00000005');
  });

  it('says so in Dutch when a tab is empty', async () => {
    const user = userEvent.setup();
    await renderApp('/app/orders');
    expect(await screen.findByText('Geen nieuwe bestellingen')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Bestellingen/ }));
    expect(await screen.findByText('Geen lopende bestellingen')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Archief/ }));
    expect(await screen.findByText('Geen bestellingen in het archief')).toBeInTheDocument();
  });

  it('asks the sync engine to refresh', async () => {
    const user = userEvent.setup();
    const { engine } = await renderApp('/app/orders');
    await user.click(await screen.findByRole('button', { name: 'Bestellingen vernieuwen' }));
    expect(engine.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('orders screen: order card', () => {
  it('shows number, customer, delivery type, status, expected time and total', async () => {
    await renderApp('/app/orders', {
      seed: (db) => putRecords(db, [
        makeOrder({ id: 'e1b2c3d4-0000-4000-8000-0000abcdef12', customer_name: 'Piet Bakker', placed_at: NOW.toISOString(), is_asap: true, total_cents: 1750 }),
        makeOrder({
          id: 'e1b2c3d4-0000-4000-8000-000000000077', delivery_type: 'pickup', placed_at: TODAY, is_asap: false,
          delivery_time: '2025-01-16T17:30:00.000Z', total_cents: 123456,
        }),
      ]),
    });
    const card = await findCard('#ABCDEF12');
    expect(within(card).getByText('Piet Bakker')).toBeInTheDocument();
    expect(within(card).getByText('Bezorgen')).toBeInTheDocument();
    expect(within(card).getByText('Ontvangen')).toBeInTheDocument();
    expect(within(card).getByText('Vandaag 14:00')).toBeInTheDocument();
    expect(plain(card.textContent)).toContain('€ 17,50');

    const pickup = await findCard('#00000077');
    expect(within(pickup).getByText('Afhalen')).toBeInTheDocument();
    expect(within(pickup).getByText('Morgen 18:30')).toBeInTheDocument();
    expect(plain(pickup.textContent)).toContain('€ 1.234,56');
  });

  it('shows a date for expected times beyond tomorrow', async () => {
    await renderApp('/app/orders', {
      seed: (db) => putRecords(db, makeOrder({ id: 'later-0000000088', is_asap: false, delivery_time: '2025-01-20T11:00:00.000Z' })),
    });
    const card = await findCard('#00000088');
    expect(within(card).getByText('20/01 12:00')).toBeInTheDocument();
  });
});
