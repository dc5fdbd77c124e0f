// A print started while this device's printer settings are still loading: the print window opens in
// the click (it cannot later), and closes unused when the stored settings name a printer, which then
// prints the receipt; with the browser chosen the window prints it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { appDb } from '../../../../src/db/database';
import { orderDetail } from '../../../../src/db/order-store/detail';
import { savePrinterSettings } from '../../../../src/db/printer-settings';
import { saveSession } from '../../../../src/db/session';
import type { Ticket } from '../../../../src/domain/ticket';
import { DialogProvider } from '../../../../src/ui/components/dialogs';
import { PrinterContext, type PrinterAccess } from '../../../../src/ui/lib/print/printer-context';
import { useReceiptPrinter, type ReceiptPrinter } from '../../../../src/ui/lib/print/useReceiptPrinter';
import { makeSession } from '../../../fixtures/rows';
import { fakePrintWindow, fullOrder } from '../orders/helpers';

afterEach(() => vi.restoreAllMocks());

async function printWhileLoading(connection: 'usb' | 'browser') {
  const db = appDb();
  await saveSession(db, makeSession());
  const { order, seed } = fullOrder();
  await seed(db);
  await savePrinterSettings({ connection }, db);
  const printWindow = fakePrintWindow();
  const open = vi.spyOn(window, 'open').mockReturnValue(printWindow.window);
  const sendTicket = vi.fn(async (_ticket: Ticket) => ({ ok: true as const }));
  // The settings as a screen sees them on its first render: not read yet.
  const access: PrinterAccess = { settings: undefined, sendTicket };
  let printer: ReceiptPrinter | null = null;
  function Probe() {
    printer = useReceiptPrinter();
    return null;
  }
  render(<DialogProvider><PrinterContext.Provider value={access}><Probe /></PrinterContext.Provider></DialogProvider>);
  const detail = await orderDetail(db, order.id);
  await act(async () => {
    if (!printer) throw new Error('not rendered');
    await printer.begin().print(detail);
  });
  const jobs = await db.print_jobs.where('order_id').equals(order.id).toArray();
  return { open, printWindow, sendTicket, jobs };
}

describe('a receipt printed while the printer settings load', () => {
  it('closes the window unused and prints on the printer set up', async () => {
    const { open, printWindow, sendTicket, jobs } = await printWhileLoading('usb');
    expect(open).toHaveBeenCalledTimes(1);
    expect(printWindow.close).toHaveBeenCalled();
    expect(printWindow.print).not.toHaveBeenCalled();
    expect(sendTicket).toHaveBeenCalledTimes(1);
    expect(sendTicket.mock.calls[0][0]).toMatchObject({ kind: 'customer' });
    expect(jobs.map((job) => [job.kind, job.state])).toEqual([['customer', 'printed']]);
  });

  it('prints in the window when the browser is chosen', async () => {
    const { printWindow, sendTicket, jobs } = await printWhileLoading('browser');
    await waitFor(() => expect(printWindow.print).toHaveBeenCalledTimes(1));
    expect(printWindow.close).not.toHaveBeenCalled();
    expect(sendTicket).not.toHaveBeenCalled();
    expect(jobs.map((job) => [job.kind, job.state])).toEqual([['customer', 'printed']]);
  });
});
