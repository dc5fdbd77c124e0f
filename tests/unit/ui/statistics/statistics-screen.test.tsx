// The Cijfers screen: today from the device's mirror (live: a new order moves the figures), other
// periods from the server with the period before beside them, offline the kept answer or a plain
// message; the day closing's refusals in words; no Cijfers without a statistics flag.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeEngine, renderApp } from '../../../helpers/render-app';
import { makeOrder, makeOrderItem } from '../../../fixtures/rows';
import { putRecords } from '../../../helpers/order-store';
import { appDb } from '../../../../src/db/database';
import { DAY_28 } from '../../../fixtures/figures-data';
import { businessDate, businessDayStart } from '../../../../src/domain/business-day';
import { FigureRefusalError } from '../../../../src/sync/figure-lookup';
import { setOnline } from '../../../helpers/online';

// Moments inside today's business day (05:00 to 05:00) whatever the hour the test runs: from an hour ago
// when the day is older than that, else from a minute ahead.
const dayStart = businessDayStart(businessDate(new Date(), 5), 5).getTime();
const base = Date.now() - dayStart > 3_600_000 ? Date.now() - 3_600_000 : Date.now() + 60_000;
const at = (minute: number) => new Date(base + minute * 60_000).toISOString();
const order = (id: string, total: number, status = 'delivered') => makeOrder({
  id, status, placed_at: at(0), total_cents: total, subtotal_cents: total, tip_cents: 0, discount_cents: 0,
  delivery_fee_cents: 0, payment_status: 'paid', delivery_type: 'pickup',
});
const line = (orderId: string, total: number) => makeOrderItem({ order_id: orderId, line_total_cents: total, qty: 1, unit_price_cents: total, name_snapshot: 'Friet' });
const value = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent;

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('the Cijfers screen', () => {
  it('shows today from the device and moves when an order arrives', async () => {
    const first = order('f0000000-0000-4000-8000-0000000000a1', 1250);
    await renderApp('/app/statistics', { seed: (db) => putRecords(db, [{ ...first, lines: [line(first.id, 1250)] } as never]) });
    await waitFor(() => expect(value('turnoverIncl')).toBe('€\u00a012,50'));
    expect(value('orders')).toBe('1');
    const second = order('f0000000-0000-4000-8000-0000000000a2', 800, 'created');
    await putRecords(appDb(), [second]);
    await waitFor(() => expect(value('orders')).toBe('2'));
    expect(value('open')).toBe('1');
  });

  it("shows today's speed from the order events on the device, read again when shown", async () => {
    const user = userEvent.setup();
    const first = { ...order('f0000000-0000-4000-8000-0000000000a3', 1250), placed_at: at(0), promised_at: at(25) };
    const event = (id: string, action: string, minute: number, status: string) => ({
      id, company_id: first.company_id, entity: 'orders', entity_id: first.id, order_id: first.id, action,
      old: null, new: { status }, reason: null, user_id: null, device_id: null, db_role: 'authenticated', at: at(minute),
    });
    await renderApp('/app/statistics', {
      seed: async (db) => {
        await putRecords(db, [{ ...first, lines: [line(first.id, 1250)] } as never]);
        await db.table('order_events').put(event('e0000000-0000-4000-8000-000000000001', 'accepted', 3, 'accepted'));
      },
    });
    const row = async (name: RegExp) => within(await screen.findByRole('table', { name: 'Snelheid' })).getByRole('row', { name });
    await waitFor(async () => expect(await row(/Geplaatst → geaccepteerd/)).toHaveTextContent('3 min'));
    expect(await row(/Geaccepteerd → klaar/)).toHaveTextContent('—');
    await appDb().table('order_events').put(event('e0000000-0000-4000-8000-000000000002', 'status', 13, 'ready_pickup'));
    await user.click(screen.getByRole('radio', { name: 'Gisteren' }));
    await user.click(screen.getByRole('radio', { name: 'Vandaag' }));
    await waitFor(async () => expect(await row(/Geaccepteerd → klaar/)).toHaveTextContent('10 min'));
    expect(await row(/Op tijd klaar/)).toHaveTextContent('100% (1 / 1)');
  });

  it('reads another period from the server, with the period before, and keeps it for offline', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine();
    const figures = { days: [{ ...DAY_28, business_date: '2026-03-28' }], total: DAY_28, cancel_reasons: [], activity: { hours: [] } };
    engine.figures.revenue = vi.fn(async () => figures as never);
    engine.figures.products = vi.fn(async () => ({ orders: 2, products: [], option_values: [] }) as never);
    await renderApp('/app/statistics', { engine });
    await user.click(await screen.findByRole('radio', { name: 'Gisteren' }));
    await waitFor(() => expect(value('turnoverIncl')).toBe('€\u00a022,40'));
    expect((await screen.findAllByText(/^Vorige periode: €\s22,40$/)).length).toBeGreaterThan(0);
    // Today's period before, yesterday, and yesterday's period before.
    expect(engine.figures.revenue).toHaveBeenCalledTimes(3);

    setOnline(false);
    await user.click(screen.getByRole('radio', { name: 'Vandaag' }));
    await user.click(screen.getByRole('radio', { name: 'Gisteren' }));
    expect((await screen.findAllByText(/Geen verbinding: laatst opgehaald/)).length).toBeGreaterThan(0);
    expect(value('turnoverIncl')).toBe('€\u00a022,40');
    await user.click(screen.getByRole('radio', { name: 'Vorige week' }));
    expect((await screen.findAllByText('Deze periode kan alleen met verbinding worden opgehaald.')).length).toBeGreaterThan(0);
  });

  it('words a refused day closing: the open orders by number', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine();
    engine.figures.closeDay = vi.fn(async () => Promise.reject(new FigureRefusalError({ refused: 'open-orders', orderIds: ['f0000000-0000-4000-8000-0000000abcde'] })));
    await renderApp('/app/statistics', { engine });
    await user.click(await screen.findByRole('button', { name: 'Dag afsluiten (Z-rapport)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Afsluiten' }));
    expect(await screen.findByText('Deze dag heeft nog open bestellingen: #000ABCDE. Rond ze eerst af.')).toBeInTheDocument();
  });

  it('is not there without a statistics flag', async () => {
    const { router } = await renderApp('/app/statistics', { permissions: { can_view_revenue_statistics: false, can_view_product_statistics: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    expect(screen.queryByRole('link', { name: /Cijfers/ })).not.toBeInTheDocument();
  });
});
