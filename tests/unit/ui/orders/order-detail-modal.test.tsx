// Spec section 2 and 4: the detail modal shows the full order, sets any status of its delivery type
// from a dropdown with a success toast, closes on Escape and the close button, and prints.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type RenderAppOptions } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { setOrderStatus } from '../../../../src/db/order-store';
import type * as OrdersApi from '../../../../src/db/order-store';
import { cardButton, fakePrintWindow, findCard, fixClock, fullOrder } from './helpers';
import { putRecords, storedRecord } from '../../../helpers/order-store';

type OrdersModule = typeof OrdersApi;

vi.mock('../../../../src/db/order-store', async (importOriginal) => {
  const actual = await importOriginal<OrdersModule>();
  return { ...actual, setOrderStatus: vi.fn(actual.setOrderStatus) };
});

const plain = (s: string | null | undefined): string => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ID = 'f0000000-0000-4000-8000-00000000de7a';
const NUMBER = '#0000DE7A';

async function openDetail(seed: RenderAppOptions['seed']) {
  const user = userEvent.setup();
  const app = await renderApp('/app/orders', { seed });
  await user.click(cardButton(await findCard(NUMBER), /^Details/));
  const dialog = await screen.findByRole('dialog', { name: `Bestelling ${NUMBER}` });
  return { ...app, user, dialog };
}

const options = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

beforeEach(() => fixClock());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('order detail modal', () => {
  it('shows the full order: customer, cart address and notes, billing, times, payment, lines, amounts, notes', async () => {
    const { seed } = fullOrder({
      id: ID, customer_phone: null, customer_email: 'piet@example.nl', customer_name: 'Piet Bakker',
      payment_status: 'pending', notes: 'Graag extra servetten', subtotal_cents: 1500, delivery_fee_cents: 250,
      tip_cents: 100, discount_cents: 50, total_cents: 1800, billing_address: 'Dorpsstraat', billing_house_number: '7',
      billing_house_addition: 'b', billing_postcode: '1234 AB', billing_city: 'Haarlem',
    });
    const { dialog } = await openDetail(seed);
    await within(dialog).findByText('Piet Bakker');
    const text = plain(dialog.textContent);
    expect(within(dialog).getByRole('link', { name: '0201234567' })).toHaveAttribute('href', 'tel:0201234567');
    expect(within(dialog).getByRole('link', { name: 'piet@example.nl' })).toBeInTheDocument();
    for (const part of [
      'Bezorgen', 'Keizersgracht 12', '1015 CS Amsterdam', 'Achterdeur gebruiken', 'Dorpsstraat 7 b', '1234 AB Haarlem',
      '15-01-2025 12:00', 'Vandaag 13:00 (Zo snel mogelijk)', 'Nog te betalen',
      '2 x Cheeseburger', 'Productnummer: 204', '+ Extra kaas', '+ Zonder ui', 'Per stuk: € 6,50', '€ 13,00',
      '1 x Friet groot', 'Subtotaal€ 15,00', 'Bezorgkosten€ 2,50', 'Fooi€ 1,00', 'Korting- € 0,50', 'Totaal€ 18,00',
      'Graag extra servetten',
    ]) expect(text).toContain(part);
  });

  it('says Online betaald for a paid order', async () => {
    const { dialog } = await openDetail((db) => putRecords(db, makeOrder({ id: ID, payment_status: 'paid' })));
    expect(await within(dialog).findByText('Online betaald')).toBeInTheDocument();
  });

  it('offers the delivery statuses for a delivery order', async () => {
    const { dialog } = await openDetail((db) => putRecords(db, makeOrder({ id: ID, delivery_type: 'delivery' })));
    const select = await within(dialog).findByRole('combobox', { name: 'Status' });
    expect(options(select)).toEqual([
      'Ontvangen', 'Geaccepteerd', 'Word bereid', 'Klaar voor bezorging', 'Onderweg', 'Bezorgd', 'Geannuleerd',
    ]);
    expect(select).toHaveValue('created');
  });

  it('offers the pickup statuses for a pickup order', async () => {
    const { dialog } = await openDetail((db) => putRecords(db, makeOrder({ id: ID, delivery_type: 'pickup' })));
    const select = await within(dialog).findByRole('combobox', { name: 'Status' });
    expect(options(select)).toEqual(['Ontvangen', 'Geaccepteerd', 'Word bereid', 'Klaar voor afhaal', 'Afgehaald', 'Geannuleerd']);
  });

  it('sets the chosen status and shows a success toast', async () => {
    const { dialog, user, db } = await openDetail((db) => putRecords(db, makeOrder({ id: ID, status: 'created' })));
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Status' }), 'out_for_delivery');
    await waitFor(async () => expect((await storedRecord(db, ID))?.status).toBe('out_for_delivery'));
    expect(await screen.findByText('Status gewijzigd naar Onderweg')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('out_for_delivery'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the reason before setting Geannuleerd; Terug keeps the status, a reason cancels and shows in the detail', async () => {
    const { dialog, user, db } = await openDetail((db) => putRecords(db, makeOrder({ id: ID, status: 'created' })));
    const select = await within(dialog).findByRole('combobox', { name: 'Status' });
    await user.selectOptions(select, 'canceled');
    let confirm = await screen.findByRole('alertdialog', { name: 'Weet je zeker dat je deze bestelling wilt annuleren?' });
    await user.click(within(confirm).getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(select).toHaveValue('created'));
    expect(await db.outbox.count()).toBe(0);
    await user.selectOptions(select, 'canceled');
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('radio', { name: 'Buiten bezorggebied' }));
    await user.click(within(confirm).getByRole('button', { name: 'Bestelling annuleren' }));
    await waitFor(async () => expect(await storedRecord(db, ID)).toMatchObject({ status: 'canceled', cancel_reason: 'Buiten bezorggebied' }));
    const reason = await within(dialog).findByRole('region', { name: 'Annulering' });
    expect(reason).toHaveTextContent('RedenBuiten bezorggebied');
  });

  it('alerts when setting the status fails', async () => {
    vi.mocked(setOrderStatus).mockResolvedValueOnce({ ok: false, reason: 'not-found' });
    const { dialog, user } = await openDetail((db) => putRecords(db, makeOrder({ id: ID, status: 'created' })));
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Status' }), 'accepted');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Fout bij wijzigen status. Probeer opnieuw.');
    expect(screen.queryByText(/Status gewijzigd/)).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the Details button', async () => {
    const { user } = await openDetail((db) => putRecords(db, makeOrder({ id: ID })));
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardButton(await findCard(NUMBER), /^Details/)).toHaveFocus();
  });

  it('prints the receipt from the print button', async () => {
    const printWindow = fakePrintWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(printWindow.window);
    const { seed } = fullOrder({ id: ID });
    const { dialog, user } = await openDetail(seed);
    await user.click(await within(dialog).findByRole('button', { name: /Bon printen/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(printWindow.print).toHaveBeenCalledTimes(1));
    expect(printWindow.html()).toContain('Cheeseburger');
  });
});
