// Spec section 4 on the order card: which buttons each status and delivery type gets, accepting moves
// the order to Bestellingen (marked unsent), the next step, and cancel after a confirm.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { tabOf } from '../../../../src/domain/order-status';
import type { ShopDb } from '../../../../src/db/database';
import { cardButton, cardButtonNames, findCard, fixClock } from './helpers';
import { putRecords, storedRecord } from '../../../helpers/order-store';

const TAB_NAMES = { new: /^Nieuwe bestellingen/, active: /^Bestellingen/, archive: /^Archief/ } as const;
const ID = 'f0000000-0000-4000-8000-00000000c0de';
const NUMBER = '#0000C0DE';

async function showOrder(status: string, deliveryType = 'delivery') {
  const user = userEvent.setup();
  const app = await renderApp('/app/orders', {
    seed: (db) => putRecords(db, makeOrder({ id: ID, status, delivery_type: deliveryType })),
  });
  await user.click(await screen.findByRole('tab', { name: TAB_NAMES[tabOf(status) ?? 'new'] }));
  return { ...app, user, card: await findCard(NUMBER) };
}

beforeEach(() => fixClock());
afterEach(() => vi.useRealTimers());

describe('order card buttons per status and delivery type', () => {
  // Issue 17: active orders also have Vertraging (after the next step).
  const cases: [status: string, type: string, buttons: string[]][] = [
    ['created', 'delivery', ['Accepteren en printen', 'Accepteren', 'Route', 'Details', 'Annuleren']],
    ['created', 'pickup', ['Accepteren en printen', 'Accepteren', 'Details', 'Annuleren']],
    ['accepted', 'delivery', ['Start bereiding', 'Vertraging', 'Route', 'Details', 'Annuleren']],
    ['preparing', 'delivery', ['Klaar voor bezorging', 'Vertraging', 'Route', 'Details', 'Annuleren']],
    ['preparing', 'pickup', ['Klaar voor afhalen', 'Vertraging', 'Details', 'Annuleren']],
    ['ready_pickup', 'pickup', ['Afgehaald', 'Vertraging', 'Details', 'Annuleren']],
    ['ready_delivery', 'delivery', ['Onderweg', 'Vertraging', 'Route', 'Details', 'Annuleren']],
    ['out_for_delivery', 'delivery', ['Bezorgd', 'Vertraging', 'Route', 'Details', 'Annuleren']],
    ['delivered', 'delivery', ['Details']],
    ['canceled', 'delivery', ['Details']],
    ['picked_up', 'pickup', ['Details']],
  ];
  for (const [status, type, buttons] of cases) {
    it(`${status} + ${type}: ${buttons.join(', ')}`, async () => {
      const { card } = await showOrder(status, type);
      expect(cardButtonNames(card)).toEqual(buttons);
    });
  }
});

describe('order card actions', () => {
  it('accepting moves the order to the Bestellingen tab, marked as not sent yet', async () => {
    const { user, card } = await showOrder('created');
    await user.click(cardButton(card, 'Accepteren'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Bestellingen 1' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Nieuwe bestellingen 0' })).toBeInTheDocument());
    expect(await screen.findByText('Geen nieuwe bestellingen')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Bestellingen/ }));
    const moved = await findCard(NUMBER);
    expect(within(moved).getByText('Geaccepteerd')).toBeInTheDocument();
    expect(await within(moved).findByRole('img', { name: 'Nog niet verzonden' })).toBeInTheDocument();
    expect(within(moved).getByRole('button', { name: 'Start bereiding' })).toBeInTheDocument();
  });

  it('the next-step button moves the order one step on', async () => {
    const { user, card, db } = await showOrder('preparing', 'pickup');
    await user.click(cardButton(card, 'Klaar voor afhalen'));
    await waitFor(async () => expect((await storedRecord(db, ID))?.status).toBe('ready_pickup'));
    expect(await within(card).findByText('Klaar voor afhaal')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Afgehaald' })).toBeInTheDocument();
  });

  /** Declined: the confirm is gone, focus is back on the card's cancel button, nothing changed. */
  async function expectDeclined(card: HTMLElement, db: ShopDb) {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cardButton(card, 'Annuleren')).toHaveFocus();
    expect((await storedRecord(db, ID))?.status).toBe('accepted');
    expect(await db.outbox.count()).toBe(0);
  }

  it('cancel asks for confirmation with named buttons and does nothing when declined', async () => {
    const { user, card, db } = await showOrder('accepted');
    await user.click(cardButton(card, 'Annuleren'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Weet je zeker dat je deze bestelling wilt annuleren?' });
    expect(within(confirm).getAllByRole('button').map((b) => b.textContent)).toEqual(['Terug', 'Bestelling annuleren']);
    expect(within(confirm).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Klant heeft afgezegd', 'Product uitverkocht', 'Te druk', 'Buiten bezorggebied', 'Adres niet gevonden', 'Anders',
    ]);
    // The button that keeps the order has the focus: Enter in a hurry changes nothing.
    expect(within(confirm).getByRole('button', { name: 'Terug' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Terug' }));
    await expectDeclined(card, db);
  });

  it('Escape declines the cancel confirm', async () => {
    const { user, card, db } = await showOrder('accepted');
    await user.click(cardButton(card, 'Annuleren'));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expectDeclined(card, db);
  });

  it('cancel, once confirmed with a reason, moves the order to the archive as Geannuleerd with its reason', async () => {
    const { user, card, db } = await showOrder('accepted');
    await user.click(cardButton(card, 'Annuleren'));
    const confirm = await screen.findByRole('alertdialog');
    // A tap on the reason's words (the dialog lives inside the card): the reason, not the order's detail.
    await user.click(within(confirm).getByText('Te druk'));
    expect(within(confirm).getByRole('radio', { name: 'Te druk' })).toBeChecked();
    expect(screen.queryByRole('dialog', { name: /^Bestelling / })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Bestelling annuleren' }));
    await waitFor(async () => expect(await storedRecord(db, ID)).toMatchObject({ status: 'canceled', cancel_reason: 'Te druk' }));
    await user.click(screen.getByRole('tab', { name: /^Archief/ }));
    const archived = await findCard(NUMBER);
    expect(within(archived).getByText('Geannuleerd')).toBeInTheDocument();
    expect(within(archived).getByText('Reden: Te druk')).toBeInTheDocument();
  });

  it('cancel without a reason says to choose one, and Anders needs its text', async () => {
    const { user, card, db } = await showOrder('accepted');
    await user.click(cardButton(card, 'Annuleren'));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Bestelling annuleren' }));
    expect(within(confirm).getByRole('alert')).toHaveTextContent('Kies een reden.');
    await user.click(within(confirm).getByRole('radio', { name: 'Anders' }));
    await user.click(within(confirm).getByRole('button', { name: 'Bestelling annuleren' }));
    expect(within(confirm).getByRole('alert')).toHaveTextContent('Vul de reden in.');
    expect(within(confirm).getByRole('textbox', { name: 'Omschrijving van de reden' })).toHaveFocus();
    expect(await db.outbox.count()).toBe(0);
    await user.type(within(confirm).getByRole('textbox', { name: 'Omschrijving van de reden' }), '  Dubbel besteld {Enter}');
    await waitFor(async () => expect(await storedRecord(db, ID)).toMatchObject({ status: 'canceled', cancel_reason: 'Anders: Dubbel besteld' }));
  });

  it('clicking the card or its Details button opens the detail modal', async () => {
    const { user, card } = await showOrder('accepted');
    await user.click(within(card).getByText('Jan Jansen'));
    const dialog = await screen.findByRole('dialog', { name: `Bestelling ${NUMBER}` });
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(cardButton(card, /^Details/));
    expect(await screen.findByRole('dialog', { name: `Bestelling ${NUMBER}` })).toBeInTheDocument();
  });
});
