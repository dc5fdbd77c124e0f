// Automatic printing mounted in the shell (issue 16): in the driving tab, with automatic printing on,
// an order seen waiting that becomes accepted (here, or by a status change arriving from the server)
// prints its kitchen ticket, plus the receipt when chosen, once; history and other tabs print nothing.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { appDb } from '../../../../src/db/database';
import { applyServerRows } from '../../../../src/db/mirror';
import { usePendingCount } from '../../../../src/db/order-store';
import { acceptOrder } from '../../../../src/db/order-store';
import { saveSession } from '../../../../src/db/session';
import type { Ticket } from '../../../../src/domain/ticket';
import { EngineProvider } from '../../../../src/ui/lib/engine';
import { PrinterContext, type PrinterAccess } from '../../../../src/ui/lib/print/printer-context';
import { AutoPrint } from '../../../../src/ui/print/AutoPrint';
import { fakeEngine } from '../../../helpers/render-app';
import { makeOrder, makePrintJob, makeSession } from '../../../fixtures/rows';
import { storedRecord } from '../../../helpers/order-store';

function PendingProbe() {
  return <output aria-label="waiting orders">{usePendingCount() ?? 'laden'}</output>;
}

async function setUp(options: { autoCustomer?: boolean; leader?: boolean } = {}) {
  const db = appDb();
  await saveSession(db, makeSession());
  const history = makeOrder({ status: 'accepted', placed_at: '2025-01-15T10:00:00.000Z' });
  const waiting = makeOrder({ status: 'created' });
  await applyServerRows(db, 'orders', [history, waiting]);
  const tickets: { ticket: Ticket; orderNumber: string }[] = [];
  const sendTicket = vi.fn(async (ticket: Ticket) => {
    tickets.push({ ticket, orderNumber: ticket.kind === 'kitchen' ? ticket.orderNumber : ticket.receipt.orderNumber });
    return { ok: true as const };
  });
  const access: PrinterAccess = { settings: { autoPrint: true, autoCustomer: options.autoCustomer ?? false, connection: 'usb' }, sendTicket };
  const engine = fakeEngine();
  engine.setLeader(options.leader ?? true);
  render(
    <EngineProvider engine={engine}>
      <PrinterContext.Provider value={access}>
        <AutoPrint />
        <PendingProbe />
      </PrinterContext.Provider>
    </EngineProvider>,
  );
  // The waiting order is on screen: the watcher's own reads have answered too.
  await waitFor(() => expect(screen.getByRole('status', { name: 'waiting orders' })).toHaveTextContent('1'));
  await act(async () => {});
  return { db, history, waiting, sendTicket, tickets };
}

const jobsOf = (orderId: string) => appDb().print_jobs.where('order_id').equals(orderId).toArray();

describe('AutoPrint', () => {
  it('prints the kitchen ticket once when this device accepts, and never the order accepted before', async () => {
    const { history, waiting, sendTicket } = await setUp();
    await act(() => acceptOrder(waiting.id));
    await waitFor(() => expect(sendTicket).toHaveBeenCalledTimes(1));
    expect(sendTicket.mock.calls[0][0]).toMatchObject({ kind: 'kitchen', reprint: null });
    await waitFor(async () => expect(await jobsOf(waiting.id)).toEqual([expect.objectContaining({ reason: 'auto', state: 'printed', copy: 1 })]));
    // A later step of the same order does not print again.
    await act(async () => applyServerRows(appDb(), 'orders', [{ ...waiting, status: 'preparing', version: 5 }]));
    await act(async () => {});
    expect(sendTicket).toHaveBeenCalledTimes(1);
    expect(await jobsOf(history.id)).toEqual([]);
  });

  it('prints when another device accepts (the status arrives from the server), with the receipt when chosen', async () => {
    const { waiting, tickets } = await setUp({ autoCustomer: true });
    await act(async () => applyServerRows(appDb(), 'orders', [{ ...waiting, status: 'accepted', version: 2 }]));
    await waitFor(() => expect(tickets.map((entry) => entry.ticket.kind)).toEqual(['kitchen', 'customer']));
  });

  it('skips a ticket another device already printed automatically', async () => {
    const { db, waiting, sendTicket } = await setUp({ autoCustomer: true });
    await applyServerRows(db, 'print_jobs', [makePrintJob({ order_id: waiting.id, kind: 'kitchen' })]);
    await act(() => acceptOrder(waiting.id));
    await waitFor(() => expect(sendTicket).toHaveBeenCalledTimes(1));
    expect(sendTicket.mock.calls[0][0]).toMatchObject({ kind: 'customer' });
  });

  it('prints nothing in a tab that does not drive', async () => {
    const { waiting, sendTicket } = await setUp({ leader: false });
    await act(() => acceptOrder(waiting.id));
    await waitFor(async () => expect((await storedRecord(appDb(), waiting.id))?.status).toBe('accepted'));
    await act(async () => {});
    expect(sendTicket).not.toHaveBeenCalled();
    expect(await jobsOf(waiting.id)).toEqual([]);
  });
});
