// The print ledger on screen (issue 16): the print state of an order's tickets (printed with its time,
// failed with a retry, a duplicate shown as one, or nothing) and the notice of a failed print, which
// stays until acknowledged and offers "Opnieuw" and "Via browser afdrukken".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appDb } from '../../../../src/db/database';
import { getDeviceId } from '../../../../src/db/device';
import { applyServerRows } from '../../../../src/db/mirror';
import { saveSession } from '../../../../src/db/session';
import { orderNumber } from '../../../../src/domain/format';
import { PrinterContext, type PrinterAccess } from '../../../../src/ui/lib/print/printer-context';
import { PrintState } from '../../../../src/ui/orders/PrintState';
import { PrintNotice } from '../../../../src/ui/print/PrintNotice';
import { makeOrder, makePrintJob, makeSession } from '../../../fixtures/rows';

afterEach(() => vi.restoreAllMocks());

async function seedOrder() {
  const db = appDb();
  await saveSession(db, makeSession());
  const order = makeOrder({ status: 'accepted' });
  await applyServerRows(db, 'orders', [order]);
  return { db, order };
}

/** A print window stand-in that records the document written into it. */
function fakeWindow() {
  const written: string[] = [];
  const target = {
    document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
    focus: vi.fn(), print: vi.fn(), close: vi.fn(), onafterprint: null,
  };
  vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
  return { written, target };
}

describe('PrintState', () => {
  it('shows nothing for an order never printed, or whose claim is still on its way', async () => {
    const { db, order } = await seedOrder();
    const never = makeOrder();
    const printed = makeOrder();
    await applyServerRows(db, 'orders', [never, printed]);
    await applyServerRows(db, 'print_jobs', [makePrintJob({ order_id: order.id, state: 'pending' }), makePrintJob({ order_id: printed.id })]);
    render(<>{[never, order, printed].map((row) => <section key={row.id} aria-label={row.id}><PrintState orderId={row.id} /></section>)}</>);
    // The printed order's state is there: the same live queries have answered for the other two.
    await within(screen.getByRole('region', { name: printed.id })).findByRole('list');
    expect(screen.getByRole('region', { name: never.id })).toBeEmptyDOMElement();
    expect(screen.getByRole('region', { name: order.id })).toBeEmptyDOMElement();
  });

  it('says when each ticket was printed, and marks a duplicate', async () => {
    const { db, order } = await seedOrder();
    await applyServerRows(db, 'print_jobs', [
      makePrintJob({ order_id: order.id, created_at: '2025-01-15T11:30:00.000Z' }),
      makePrintJob({ order_id: order.id, created_at: '2025-01-15T11:31:00.000Z', duplicate: true, device_id: 'offline' }),
      makePrintJob({ order_id: order.id, kind: 'customer', reason: 'manual', created_at: '2025-01-15T11:45:00.000Z' }),
    ]);
    render(<PrintState orderId={order.id} />);
    const list = await screen.findByRole('list', { name: 'Afdrukken' });
    const [kitchen, customer] = within(list).getAllByRole('listitem');
    expect(kitchen).toHaveTextContent('Keukenbon: Afgedrukt 12:31');
    expect(kitchen).toHaveTextContent('Dubbel afgedrukt');
    expect(customer).toHaveTextContent('Klantbon: Afgedrukt 12:45');
    expect(customer).not.toHaveTextContent('Dubbel afgedrukt');
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('a failed ticket offers "Opnieuw afdrukken", which prints this device’s job through its printer', async () => {
    const { db, order } = await seedOrder();
    const job = makePrintJob({ order_id: order.id, state: 'failed', error: 'paper-out: 0x0c', device_id: await getDeviceId(db) });
    await applyServerRows(db, 'print_jobs', [job]);
    const sendTicket = vi.fn(async () => ({ ok: true as const }));
    const access: PrinterAccess = { settings: { autoPrint: false, autoCustomer: false, connection: 'usb' }, sendTicket };
    render(<PrinterContext.Provider value={access}><PrintState orderId={order.id} /></PrinterContext.Provider>);
    const line = await screen.findByRole('listitem');
    expect(line).toHaveTextContent('Keukenbon: Afdrukken mislukt');
    await userEvent.click(within(line).getByRole('button', { name: 'Opnieuw afdrukken' }));
    await waitFor(() => expect(line).toHaveTextContent('Afgedrukt 12:00'));
    expect(sendTicket).toHaveBeenCalledWith(expect.objectContaining({ kind: 'kitchen', reprint: null }), expect.any(String));
  });
});

describe('PrintNotice', () => {
  async function failedHere(error: string) {
    const { db, order } = await seedOrder();
    const job = makePrintJob({ order_id: order.id, state: 'failed', error, device_id: await getDeviceId(db) });
    await applyServerRows(db, 'print_jobs', [job, makePrintJob({ order_id: order.id, state: 'failed', device_id: 'another-tablet' })]);
    return { db, order, job };
  }

  it('words the printer’s error in Dutch and stays until acknowledged', async () => {
    const { order } = await failedHere('paper-out: status 0x0c');
    render(<PrintNotice />);
    const notice = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(notice).toHaveTextContent('Afdrukken mislukt');
    expect(notice).toHaveTextContent(`Keukenbon van bestelling ${orderNumber(order.id)} is niet afgedrukt: het papier is op.`);
    await userEvent.click(within(notice).getByRole('button', { name: 'Gezien' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('"Via browser afdrukken" prints the ticket in today’s print window and the notice goes', async () => {
    const { written, target } = fakeWindow();
    const { db, job } = await failedHere('no-response: timeout');
    render(<PrintNotice />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('de printer reageert niet');
    await userEvent.click(within(notice).getByRole('button', { name: 'Via browser afdrukken' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(target.print).toHaveBeenCalledTimes(1);
    expect(written[0]).toContain(orderNumber(job.order_id));
    expect(await db.print_jobs.get(job.id)).toMatchObject({ state: 'printed' });
  });

  it('shows again when the retry fails too', async () => {
    const { db, job } = await failedHere('offline: no answer');
    const sendTicket = vi.fn(async () => ({ ok: false as const, failure: 'cover-open' as const, detail: 'cover' }));
    const access: PrinterAccess = { settings: { autoPrint: false, autoCustomer: false, connection: 'serial' }, sendTicket };
    render(<PrinterContext.Provider value={access}><PrintNotice /></PrinterContext.Provider>);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Opnieuw' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('de klep van de printer staat open'));
    expect(await db.print_jobs.get(job.id)).toMatchObject({ state: 'failed', error: 'cover-open: cover' });
  });
});
