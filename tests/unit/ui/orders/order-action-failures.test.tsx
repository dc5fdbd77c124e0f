// Spec section 8: a mutation that throws or answers {ok:false} (e.g. 'no-step': the order changed
// meanwhile) shows the action's Dutch alert, for accept, accept-and-print, the next step and cancel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { acceptOrder, advanceOrder, cancelOrder } from '../../../../src/db/order-store/changes';
import type * as OrdersApi from '../../../../src/db/order-store/changes';
import { cardButton, fakePrintWindow, findCard, fixClock } from './helpers';
import { putRecords } from '../../../helpers/order-store';

type OrdersModule = typeof OrdersApi;

vi.mock('../../../../src/db/order-store/changes', async (importOriginal) => {
  const actual = await importOriginal<OrdersModule>();
  return {
    ...actual,
    acceptOrder: vi.fn(actual.acceptOrder),
    advanceOrder: vi.fn(actual.advanceOrder),
    cancelOrder: vi.fn(actual.cancelOrder),
  };
});

const ID = 'f0000000-0000-4000-8000-00000000fa11';
const NO_STEP = { ok: false, reason: 'no-step' } as const;

async function showOrder(status: string) {
  const user = userEvent.setup();
  const app = await renderApp('/app/orders', { seed: (db) => putRecords(db, makeOrder({ id: ID, status })) });
  if (status !== 'created') await user.click(await screen.findByRole('tab', { name: /^Bestellingen/ }));
  return { ...app, user, card: await findCard('#0000FA11') };
}

async function expectAlert(text: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(alert).toHaveTextContent(text);
}

beforeEach(() => {
  fixClock();
  // The failures these tests cause are logged on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('order action failures', () => {
  it('accept answering no-step shows the accept alert', async () => {
    vi.mocked(acceptOrder).mockResolvedValueOnce(NO_STEP);
    const { user, card } = await showOrder('created');
    await user.click(cardButton(card, 'Accepteren'));
    await expectAlert('Fout bij accepteren order. Probeer opnieuw.');
  });

  it('accept throwing shows the accept alert', async () => {
    vi.mocked(acceptOrder).mockRejectedValueOnce(new Error('IndexedDB weg'));
    const { user, card } = await showOrder('created');
    await user.click(cardButton(card, 'Accepteren'));
    await expectAlert('Fout bij accepteren order. Probeer opnieuw.');
  });

  it('accept-and-print failing shows its own alert, closes the print window and prints nothing', async () => {
    const printWindow = fakePrintWindow();
    vi.spyOn(window, 'open').mockReturnValue(printWindow.window);
    vi.mocked(acceptOrder).mockResolvedValueOnce(NO_STEP);
    const { user, card } = await showOrder('created');
    await user.click(cardButton(card, 'Accepteren en printen'));
    await expectAlert('Fout bij accepteren en printen. Probeer opnieuw.');
    expect(printWindow.print).not.toHaveBeenCalled();
    expect(printWindow.close).toHaveBeenCalled();
  });

  it('a next step answering no-step shows the status alert', async () => {
    vi.mocked(advanceOrder).mockResolvedValueOnce(NO_STEP);
    const { user, card } = await showOrder('accepted');
    await user.click(cardButton(card, 'Start bereiding'));
    await expectAlert('Fout bij wijzigen status. Probeer opnieuw.');
  });

  it('cancel failing after the confirm shows the cancel alert', async () => {
    vi.mocked(cancelOrder).mockResolvedValueOnce(NO_STEP);
    const { user, card } = await showOrder('accepted');
    await user.click(cardButton(card, 'Annuleren'));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('radio', { name: 'Klant heeft afgezegd' }));
    await user.click(within(confirm).getByRole('button', { name: 'Bestelling annuleren' }));
    await expectAlert('Fout bij annuleren order. Probeer opnieuw.');
  });
});
