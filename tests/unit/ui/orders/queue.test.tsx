// Issue 17 on the orders screen with the clock injected (only Date is faked): the Bestellingen queue by
// due time with its countdown colours and words, the waiting time of new orders, "Klaar over" at
// accept, "Vertraging", and the due time on the card and in the detail.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder, makeShopSettings } from '../../../fixtures/rows';
import { NOW, fakePrintWindow, findCard, fixClock, fullOrder } from './helpers';
import { putRecords, storedRecord } from '../../../helpers/order-store';

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();
const id = (n: number) => `f0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const headings = () => within(screen.getByRole('tabpanel')).getAllByRole('heading').map((h) => h.textContent);

beforeEach(() => fixClock(NOW)); // Wednesday 13:00 in Amsterdam
afterEach(() => vi.useRealTimers());

describe('Bestellingen: the queue by due time', () => {
  it('lists soonest due first, with minutes left or late in a colour and in words (due −10, −4, +3 minutes)', async () => {
    const user = userEvent.setup();
    await renderApp('/app/orders', {
      seed: (db) => putRecords(db, [
        makeOrder({ id: id(10), status: 'preparing', placed_at: minutes(-30), promised_at: minutes(10) }),
        // No promise: due at the expected time, placed + 1 h (4 minutes from now).
        makeOrder({ id: id(4), status: 'accepted', is_asap: true, placed_at: minutes(-56), promised_at: null }),
        makeOrder({ id: id(3), status: 'out_for_delivery', placed_at: minutes(-5), promised_at: minutes(-3) }),
      ]),
    });
    await user.click(await screen.findByRole('tab', { name: /^Bestellingen/ }));
    await waitFor(() => expect(headings()).toEqual(['#00000003', '#00000004', '#00000010']));

    const late = within(await findCard('#00000003')).getByText('3 min te laat');
    expect(late).toHaveAttribute('data-urgency', 'late');
    const soon = within(await findCard('#00000004')).getByText('nog 4 min');
    expect(soon).toHaveAttribute('data-urgency', 'soon');
    const calm = within(await findCard('#00000010')).getByText('nog 10 min');
    expect(calm).toHaveAttribute('data-urgency', 'calm');
    // Promised times say "Klaar om", the expected one keeps "Verwacht".
    expect((await findCard('#00000010')).textContent).toContain('Klaar om: Vandaag 13:10');
    expect((await findCard('#00000004')).textContent).toContain('Verwacht: Vandaag 13:04');
  });

  it('keeps Nieuwe bestellingen newest first, each saying how long it has waited', async () => {
    await renderApp('/app/orders', {
      seed: (db) => putRecords(db, [
        makeOrder({ id: id(1), status: 'created', placed_at: minutes(-12) }),
        makeOrder({ id: id(2), status: 'created', placed_at: minutes(-2) }),
      ]),
    });
    await waitFor(() => expect(headings()).toEqual(['#00000002', '#00000001']));
    expect(within(await findCard('#00000001')).getByText('wacht 12 min')).toBeInTheDocument();
  });
});

describe('ready time at accept and Vertraging', () => {
  it('accepts with Klaar over 20 minutes, then a delay of 10 moves the due time on the card and in the detail', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp('/app/orders', {
      seed: async (db) => {
        await db.shop_settings.put(makeShopSettings({ ready_minutes_delivery: 45, ready_minutes_pickup: 20 }));
        await putRecords(db, makeOrder({ id: id(20), status: 'created', delivery_type: 'delivery', placed_at: minutes(-1) }));
      },
    });
    let card = await findCard('#00000020');
    const choice = within(card).getByRole('combobox', { name: 'Klaar over' });
    await waitFor(() => expect(within(choice).getAllByRole('option')[0]).toHaveTextContent('Standaard (45 min)'));
    await user.selectOptions(choice, '20 min');
    await user.click(within(card).getByRole('button', { name: 'Accepteren' }));
    await waitFor(async () => expect((await storedRecord(db, id(20)))?.status).toBe('accepted'));
    const [accept] = await db.outbox.toArray();
    expect(accept).toMatchObject({ kind: 'order_step', payload: { status: 'accepted', promised_at: minutes(20) } });

    await user.click(screen.getByRole('tab', { name: /^Bestellingen/ }));
    card = await findCard('#00000020');
    expect(card.textContent).toContain('Klaar om: Vandaag 13:20');
    await user.click(within(card).getByRole('button', { name: 'Vertraging voor #00000020' }));
    await user.click(within(card).getByRole('button', { name: '10 minuten vertraging voor #00000020' }));
    await waitFor(async () => expect((await findCard('#00000020')).textContent).toContain('Klaar om: Vandaag 13:30'));
    expect(within(await findCard('#00000020')).getByText('nog 30 min')).toBeInTheDocument();
    const entries = await db.outbox.toArray();
    expect(entries[1]).toMatchObject({ kind: 'patch', action: 'orderDelay', payload: { promised_at: minutes(30) } });

    await user.click(within(await findCard('#00000020')).getByRole('button', { name: 'Details van #00000020' }));
    const detail = await screen.findByRole('dialog');
    expect(await within(detail).findByText('Klaar om')).toBeInTheDocument();
    expect(within(detail).getByText('Vandaag 13:30')).toBeInTheDocument();
  });

  it('one tap on Accepteren promises the default ready time for the delivery type', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp('/app/orders', {
      seed: async (db) => {
        await db.shop_settings.put(makeShopSettings({ ready_minutes_delivery: 45, ready_minutes_pickup: 25 }));
        await putRecords(db, makeOrder({ id: id(25), status: 'created', delivery_type: 'pickup', placed_at: minutes(-1) }));
      },
    });
    await user.click(within(await findCard('#00000025')).getByRole('button', { name: 'Accepteren' }));
    await waitFor(async () => expect((await storedRecord(db, id(25)))?.promised_at).toBe(minutes(25)));
  });
});

describe('printing the due time', () => {
  it('Accepteren en printen uses the Klaar over choice, and the receipt shows the promised time', async () => {
    const printWindow = fakePrintWindow();
    vi.spyOn(window, 'open').mockReturnValue(printWindow.window);
    const user = userEvent.setup();
    const { order, seed } = fullOrder({ id: id(30), status: 'created', placed_at: minutes(-1) });
    const { db } = await renderApp('/app/orders', { seed });
    const card = await findCard('#00000030');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Klaar over' }), '30 min');
    await user.click(within(card).getByRole('button', { name: 'Accepteren en printen' }));
    await waitFor(() => expect(printWindow.print).toHaveBeenCalled());
    expect((await storedRecord(db, order.id))?.promised_at).toBe(minutes(30));
    expect(printWindow.html()).toContain('<span>Toegezegd</span><span>Vandaag 13:30</span>');
  });
});
