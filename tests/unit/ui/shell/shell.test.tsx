// The shell around every app screen: top bar open state, the sync indicator, refused changes with
// their Dutch message (conflicts included), the refresh button, and the parts of other screen folders
// the app composes into it (app/routes.tsx).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder, makePrintJob, makeShopStatus } from '../../../fixtures/rows';
import { setMeta } from '../../../../src/db/meta';
import { acceptOrder } from '../../../../src/db/order-store';
import { getDeviceId } from '../../../../src/db/device';
import { orderConflictMessage } from '../../../../src/ui/texts/rejections';
import { putRecords } from '../../../helpers/order-store';

describe('top bar', () => {
  it('shows Gesloten when the shop is closed by hand, from the local mirror', async () => {
    await renderApp('/app/dashboard', { seed: (db) => db.shop_status.put(makeShopStatus({ is_closed: true })) });
    expect(await screen.findByRole('status', { name: 'Shop: Gesloten' })).toBeInTheDocument();
  });

  it('uses the last server answer while it is fresh', async () => {
    await renderApp('/app/dashboard', {
      seed: (db) => setMeta(db, 'open_state', { is_open: true, source: 'hours', checked_at: Date.now() }),
    });
    expect(await screen.findByRole('status', { name: 'Shop: Open' })).toBeInTheDocument();
  });

  it('asks the engine to refresh everything', async () => {
    const { engine } = await renderApp('/app/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Vernieuwen' }));
    await waitFor(() => expect(engine.refresh).toHaveBeenCalled());
  });
});

describe('sync indicator', () => {
  it("says 'Online' in Dutch when connected, named as the connection rather than the shop", async () => {
    await renderApp('/app/dashboard', {
      seed: (db) => setMeta(db, 'sync_status', { state: 'live', problem: null, since: Date.now() }),
    });
    expect(await screen.findByRole('status', { name: 'Verbinding: Online' })).toHaveTextContent(/^Online$/);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('says how many changes are not sent yet, and offers a retry when some failed', async () => {
    const order = makeOrder({ status: 'created' });
    const { engine, db } = await renderApp('/app/dashboard', {
      seed: async (db) => {
        await putRecords(db, order);
        await setMeta(db, 'sync_status', { state: 'offline', problem: null, since: Date.now() });
      },
    });
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    await acceptOrder(order.id, db);
    expect(await screen.findByText('1 wijziging nog niet verzonden')).toBeInTheDocument();
    // The count a phone shows instead of the sentence is for the eye only.
    expect(screen.getByText('⟳ 1')).toHaveAttribute('aria-hidden', 'true');
    await db.outbox.toCollection().modify({ state: 'failed' });
    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect(engine.requestDrain).toHaveBeenCalled();
  });

  it('asks to sign in again when the session ended, keeping the changes', async () => {
    await renderApp('/app/dashboard', {
      seed: (db) => setMeta(db, 'sync_status', { state: 'needs-auth', problem: 'needs-auth', since: Date.now() }),
    });
    const form = await screen.findByRole('form', { name: 'Opnieuw inloggen' });
    expect(within(form).getByText(/je wijzigingen blijven bewaard/)).toBeInTheDocument();
  });
});

describe('refused changes', () => {
  it('shows the Dutch message of a conflict until staff acknowledge it', async () => {
    const order = makeOrder({ status: 'created', id: 'aaaaaaaa-0000-4000-8000-00000000abcd' });
    const message = orderConflictMessage('#0000ABCD', 'Geaccepteerd');
    const { db } = await renderApp('/app/dashboard', { seed: (db) => putRecords(db, order) });
    await acceptOrder(order.id, db);
    await db.outbox.toCollection().modify({ state: 'rejected', last_error: { kind: 'conflict', orderId: order.id, orderStatus: 'accepted' } });
    const notice = await screen.findByText(message);
    fireEvent.click(within(notice.closest('li')!).getByRole('button', { name: 'Begrepen' }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(await db.outbox.count()).toBe(0);
  });

  it("shows the refused action's alert when the server said no", async () => {
    const order = makeOrder({ status: 'created' });
    const { db } = await renderApp('/app/dashboard', { seed: (db) => putRecords(db, order) });
    await acceptOrder(order.id, db);
    await db.outbox.toCollection().modify({ state: 'rejected', last_error: { kind: 'refused', status: 403, code: '42501', detail: 'permission denied' } });
    expect(await screen.findByText('Fout bij accepteren order. Probeer opnieuw.')).toBeInTheDocument();
  });
});

describe('parts composed into the shell', () => {
  it("shows this device's failed print (printing, from the print folder) once the first screen is up", async () => {
    await renderApp('/app/dashboard', {
      seed: async (db) => db.print_jobs.put(makePrintJob({ state: 'failed', device_id: await getDeviceId(db) })),
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('alert', { name: 'Afdrukken mislukt' })).toBeInTheDocument();
  });
});
