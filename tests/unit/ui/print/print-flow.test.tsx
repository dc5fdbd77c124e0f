// Receipt printing from the screens (spec sections 2, 8, 9): accept-and-print accepts, then writes the
// receipt into a new window and prints it; a blocked window or a failing print shows the print alert.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { cardButton, fakePrintWindow, findCard, fixClock, fullOrder } from '../orders/helpers';
import { storedRecord } from '../../../helpers/order-store';

const ID = 'f0000000-0000-4000-8000-00000000b0b0';
const NUMBER = '#0000B0B0';
const PRINT_ALERT = 'Er is een fout opgetreden bij het printen. Probeer het opnieuw.';

beforeEach(() => {
  fixClock();
  // The failures these tests cause are logged on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('accept and print', () => {
  it('accepts the order and prints its receipt, customer fields escaped, in a new window', async () => {
    const printWindow = fakePrintWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(printWindow.window);
    const { seed } = fullOrder({ id: ID, customer_name: '<img src=x onerror=alert(1)>', notes: 'Betaald met pin' });
    const user = userEvent.setup();
    const { db } = await renderApp('/app/orders', { seed });
    await user.click(cardButton(await findCard(NUMBER), 'Accepteren en printen'));

    await waitFor(() => expect(printWindow.print).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect((await storedRecord(db, ID))?.status).toBe('accepted');
    const html = printWindow.html();
    expect(html).toContain('@page { size: 80mm auto; margin: 0 }');
    expect(html).toContain('KMFC Shop');
    expect(html).toContain(NUMBER);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('Keizersgracht 12');
    expect(html).toContain('Productnummer: 204');
    expect(html).not.toContain('Betaald met pin');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('still accepts when the print window is blocked, and shows the print alert', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { seed } = fullOrder({ id: ID });
    const user = userEvent.setup();
    const { db } = await renderApp('/app/orders', { seed });
    await user.click(cardButton(await findCard(NUMBER), 'Accepteren en printen'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(PRINT_ALERT);
    expect((await storedRecord(db, ID))?.status).toBe('accepted');
  });
});

describe('print from the detail modal', () => {
  async function printFromModal() {
    const { seed } = fullOrder({ id: ID });
    const user = userEvent.setup();
    await renderApp('/app/orders', { seed });
    await user.click(cardButton(await findCard(NUMBER), /^Details/));
    const dialog = await screen.findByRole('dialog', { name: `Bestelling ${NUMBER}` });
    await user.click(await within(dialog).findByRole('button', { name: /Bon printen/ }));
  }

  it('shows the print alert when window.open returns null', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await printFromModal();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(PRINT_ALERT);
  });

  it('shows the print alert and closes the window when printing throws', async () => {
    const printWindow = fakePrintWindow();
    printWindow.print.mockImplementation(() => { throw new Error('printer weg'); });
    vi.spyOn(window, 'open').mockReturnValue(printWindow.window);
    await printFromModal();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(PRINT_ALERT);
    expect(printWindow.close).toHaveBeenCalled();
  });

  it('records each print in the ledger: the second receipt says HERDRUK 1, and the detail shows when it was printed', async () => {
    const windows = [fakePrintWindow(), fakePrintWindow()];
    vi.spyOn(window, 'open').mockReturnValueOnce(windows[0].window).mockReturnValueOnce(windows[1].window);
    await printFromModal();
    await waitFor(() => expect(windows[0].print).toHaveBeenCalledTimes(1));
    const dialog = screen.getByRole('dialog', { name: `Bestelling ${NUMBER}` });
    expect(await within(dialog).findByRole('list', { name: 'Afdrukken' })).toHaveTextContent('Klantbon: Afgedrukt 13:00');
    await userEvent.click(within(dialog).getByRole('button', { name: /Bon printen/ }));
    await waitFor(() => expect(windows[1].print).toHaveBeenCalledTimes(1));
    expect(windows[0].html()).not.toContain('HERDRUK');
    expect(windows[1].html()).toContain('HERDRUK 1');
  });

  it('shows the print alert when window.open itself throws', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => { throw new Error('geblokkeerd'); });
    await printFromModal();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(PRINT_ALERT);
  });
});
