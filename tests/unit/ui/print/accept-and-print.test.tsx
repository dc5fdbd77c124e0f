// "Accepteren en printen" with automatic printing on (issue 16): the kitchen ticket comes out by itself,
// the customer receipt is the button's one, each once, even with the receipt chosen for automatic
// printing too; with a printer set up no browser print window opens. The receipt's job is queued
// before the accept, which waits for it, so other devices find the receipt taken.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appDb } from '../../../../src/db/database';
import { applyServerRows } from '../../../../src/db/mirror';
import { usePendingCount } from '../../../../src/db/order-store';
import { saveSession } from '../../../../src/db/session';
import type { Ticket } from '../../../../src/domain/ticket';
import { DialogProvider } from '../../../../src/ui/components/dialogs';
import { EngineProvider } from '../../../../src/ui/lib/engine';
import { PrinterContext, type PrinterAccess } from '../../../../src/ui/lib/print/printer-context';
import { OrderActions } from '../../../../src/ui/orders/OrderActions';
import { AutoPrint } from '../../../../src/ui/print/AutoPrint';
import { fakeEngine } from '../../../helpers/render-app';
import { makeOrder, makeSession } from '../../../fixtures/rows';
import { fullOrder } from '../orders/helpers';
import { storedRecord } from '../../../helpers/order-store';

const ID = 'f0000000-0000-4000-8000-00000000a11a';
const NUMBER = '#0000A11A';
const OTHER = makeOrder({ id: 'f0000000-0000-4000-8000-00000000b22b', status: 'created' });

function PendingProbe() {
  return <output aria-label="waiting orders">{usePendingCount() ?? 'laden'}</output>;
}

afterEach(() => vi.restoreAllMocks());

async function setUp(autoCustomer: boolean) {
  const db = appDb();
  await saveSession(db, makeSession());
  const { order, seed } = fullOrder({ id: ID });
  await seed(db);
  await applyServerRows(db, 'orders', [OTHER]);
  const sent: { kind: Ticket['kind']; order: string; reprint: number | null }[] = [];
  let openGate: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  // A USB printer: kitchen tickets print at once, customer receipts only once the gate opens (slow paper).
  const sendTicket = vi.fn(async (ticket: Ticket) => {
    const number = ticket.kind === 'kitchen' ? ticket.orderNumber : ticket.receipt.orderNumber;
    sent.push({ kind: ticket.kind, order: number, reprint: ticket.reprint });
    if (ticket.kind === 'customer') await gate;
    return { ok: true as const };
  });
  const access: PrinterAccess = { settings: { autoPrint: true, autoCustomer, connection: 'usb' }, sendTicket };
  render(
    <EngineProvider engine={fakeEngine()}>
      <DialogProvider>
        <PrinterContext.Provider value={access}>
          <AutoPrint />
          <PendingProbe />
          <OrderActions order={(await storedRecord(db, order.id)) ?? order} onDetails={() => {}} numberLabel={NUMBER} />
        </PrinterContext.Provider>
      </DialogProvider>
    </EngineProvider>,
  );
  // Both orders wait on screen: automatic printing's own reads have answered too.
  await waitFor(() => expect(screen.getByRole('status', { name: 'waiting orders' })).toHaveTextContent('2'));
  await act(async () => {});
  const sentFor = (number: string) => sent.filter((entry) => entry.order === number);
  return { db, sentFor, openGate };
}

describe('accept and print with automatic printing on', () => {
  it.each([true, false])('prints one kitchen ticket and one customer receipt (receipt automatic too: %s), no window', async (autoCustomer) => {
    const open = vi.spyOn(window, 'open');
    const { db, sentFor, openGate } = await setUp(autoCustomer);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accepteren en printen' }));

    // The kitchen ticket comes out by itself while the receipt is still on its way to the printer.
    await waitFor(() => expect(sentFor(NUMBER).map((entry) => entry.kind).sort()).toEqual(['customer', 'kitchen']));
    // Another order accepted elsewhere: automatic printing takes orders one after the other, so once
    // that one's kitchen ticket is out, it has passed this order's receipt.
    await act(async () => applyServerRows(db, 'orders', [{ ...OTHER, status: 'accepted', version: 2 }]));
    await waitFor(() => expect(sentFor('#0000B22B').map((entry) => entry.kind)).toContain('kitchen'));
    openGate();

    await waitFor(async () => {
      const jobs = await db.print_jobs.where('order_id').equals(ID).toArray();
      expect(jobs.map((job) => [job.kind, job.reason, job.state, job.copy]).sort()).toEqual([
        ['customer', 'manual', 'printed', 1], ['kitchen', 'auto', 'printed', 1],
      ]);
    });
    expect(sentFor(NUMBER).map((entry) => entry.kind).sort()).toEqual(['customer', 'kitchen']);
    expect(sentFor(NUMBER).every((entry) => entry.reprint === null)).toBe(true);
    expect(open).not.toHaveBeenCalled();
    // The receipt's job was queued before the accept, and the accept goes only once the server has it.
    const receipt = (await db.print_jobs.where('order_id').equals(ID).toArray()).find((job) => job.kind === 'customer');
    const entries = await db.outbox.orderBy('seq').toArray();
    const insert = entries.find((entry) => entry.key === `print_jobs:${receipt?.id}` && entry.kind === 'insert');
    const accept = entries.find((entry) => entry.key === `orders:${ID}`);
    expect(insert?.payload).toMatchObject({ state: 'pending', reason: 'manual', copy: 1 });
    expect(accept).toMatchObject({ kind: 'order_step', after: `print_jobs:${receipt?.id}` });
    expect(insert!.seq).toBeLessThan(accept!.seq);
  });
});
