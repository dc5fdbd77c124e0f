// Spec section 2 "Dashboard", section 4 "Dashboard groups" and section 6: the pending alert, the
// quick-action cards by permission, the 5 most recent orders and the counts per group.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { makeOpeningHours, makeOrder, makeShopStatus } from '../../../fixtures/rows';
import { NO_PERMISSIONS, setMeta, type PermissionFlag } from '../../../../src/db/meta';
import { acceptOrder } from '../../../../src/db/order-store';
import type { ShopDb } from '../../../../src/db/database';
import type { OrderRow } from '../../../../src/db/rows';
import { putRecords } from '../../../helpers/order-store';

const seedOrders = (orders: OrderRow[]) => (db: ShopDb) => putRecords(db, orders);

/** An id whose order number is '#' + the last 8 characters, uppercase. */
const idEnding = (tail: string) => `0000000a-0000-4000-8000-0000${tail}`;

async function recentList() {
  const region = await screen.findByRole('region', { name: 'Recente orders' });
  return within(region).findAllByRole('listitem');
}

describe('dashboard', () => {
  it('shows the heading and welcomes the signed-in staff member', async () => {
    await renderApp('/app/dashboard', { session: { email: 'kassa@kmfc.test', companyName: 'KMFC Shop' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/Welkom terug, kassa@kmfc\.test/)).toBeInTheDocument();
  });

  it('is also the screen at /app', async () => {
    await renderApp('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('alerts in red with the number of orders not yet accepted', async () => {
    await renderApp('/app/dashboard', {
      seed: seedOrders([
        makeOrder({ status: 'created' }), makeOrder({ status: 'created' }), makeOrder({ status: 'created' }),
        makeOrder({ status: 'accepted' }),
      ]),
    });
    const alert = await screen.findByText('Je hebt 3 ontvangen order(s) die nog niet geaccepteerd zijn');
    expect(alert.closest('[role=alert]')).not.toBeNull();
  });

  it('shows no alert when no order waits to be accepted', async () => {
    await renderApp('/app/dashboard', { seed: seedOrders([makeOrder({ status: 'accepted' }), makeOrder({ status: 'delivered' })]) });
    expect(await recentList()).toHaveLength(2);
    expect(screen.queryByText(/ontvangen order\(s\)/)).not.toBeInTheDocument();
  });

  it('updates the alert when an order arrives', async () => {
    const { db } = await renderApp('/app/dashboard', { seed: seedOrders([makeOrder({ status: 'created' })]) });
    await screen.findByText('Je hebt 1 ontvangen order(s) die nog niet geaccepteerd zijn');
    await putRecords(db, makeOrder({ status: 'created' }));
    expect(await screen.findByText('Je hebt 2 ontvangen order(s) die nog niet geaccepteerd zijn')).toBeInTheDocument();
  });

  it('shows every quick-action card with every permission, each leading to its screen', async () => {
    await renderApp('/app/dashboard', { seed: seedOrders([makeOrder({ status: 'created' }), makeOrder({ status: 'created' })]) });
    const orders = await screen.findByRole('link', { name: /Ontvangen orders/ });
    expect(orders).toHaveAttribute('href', '/app/orders');
    await waitFor(() => expect(orders).toHaveTextContent('2 nieuw'));
    expect(screen.getByRole('link', { name: /Shop status/ })).toHaveAttribute('href', '/app/settings/opening-hours');
    expect(screen.getByRole('link', { name: /Productstatus/ })).toHaveAttribute('href', '/app/settings/product-status');
    expect(screen.getByRole('link', { name: /Producten beheren/ })).toHaveAttribute('href', '/app/products');
  });

  const CARDS: [PermissionFlag, RegExp][] = [
    ['can_view_new_orders', /Ontvangen orders/],
    ['can_manage_settings', /Shop status/],
    ['can_change_product_status', /Productstatus/],
    ['can_edit_product_data', /Producten beheren/],
  ];

  it('shows each card only with its own permission', async () => {
    for (const [flag, name] of CARDS) {
      const { unmount } = await renderApp('/app/dashboard', { permissions: { ...NO_PERMISSIONS, [flag]: true } });
      expect(await screen.findByRole('link', { name })).toBeInTheDocument();
      for (const [otherFlag, otherName] of CARDS) {
        if (otherFlag !== flag) expect(screen.queryByRole('link', { name: otherName })).not.toBeInTheDocument();
      }
      unmount();
    }
  });

  it('shows no cards without permissions', async () => {
    await renderApp('/app/dashboard', { permissions: { ...NO_PERMISSIONS } });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await screen.findByRole('region', { name: 'Recente orders' });
    for (const [, name] of CARDS) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('shows the shop as open on the shop status card', async () => {
    await renderApp('/app/dashboard', {
      // Every day open around the clock (close equal to open: 24 hours).
      seed: (db) => db.opening_hours.bulkPut([0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        makeOpeningHours({ weekday, open_time: '00:00:00', close_time: '00:00:00', is_active: true }))),
    });
    const card = await screen.findByRole('link', { name: /Shop status/ });
    await waitFor(() => expect(card).toHaveTextContent('Open'));
  });

  it('shows the shop as closed on the shop status card when it is closed by hand', async () => {
    await renderApp('/app/dashboard', { seed: (db) => db.shop_status.put(makeShopStatus({ is_closed: true })) });
    const card = await screen.findByRole('link', { name: /Shop status/ });
    await waitFor(() => expect(card).toHaveTextContent('Gesloten'));
  });

  it("shows 'Status Onbekend' when the open state could not be loaded at all", async () => {
    await renderApp('/app/dashboard', {
      seed: (db) => setMeta(db, 'sync_status', { state: 'error', problem: 'company-check-failed', since: 0 }),
    });
    const card = await screen.findByRole('link', { name: /Shop status/ });
    await waitFor(() => expect(card).toHaveTextContent('Status Onbekend'));
  });

  it('lists the 5 newest orders with number, customer, status, total and time', async () => {
    const orders = [1, 2, 3, 4, 5, 6, 7].map((n) => makeOrder({
      id: idEnding(`0000abcdef0${n}`),
      customer_name: `Klant ${n}`,
      status: 'accepted',
      total_cents: 1000 + n * 50,
      // Order n placed on 1 March 2025 at 1n:05 UTC, i.e. 1n+1:05 in Amsterdam (CET).
      placed_at: `2025-03-01T1${n}:05:00.000Z`,
    }));
    await renderApp('/app/dashboard', { seed: seedOrders(orders) });
    const items = await recentList();
    expect(items).toHaveLength(5);
    expect(items.map((item) => within(item).getByText(/^#/).textContent?.trim())).toEqual(
      ['#ABCDEF07', '#ABCDEF06', '#ABCDEF05', '#ABCDEF04', '#ABCDEF03'],
    );
    const newest = items[0];
    expect(newest).toHaveTextContent('Klant 7');
    expect(newest).toHaveTextContent('Geaccepteerd');
    expect(newest.textContent).toMatch(/€\s13,50/);
    expect(newest).toHaveTextContent('01/03 18:05');
  });

  it("says 'Vandaag' for an order placed today", async () => {
    await renderApp('/app/dashboard', { seed: seedOrders([makeOrder({ placed_at: new Date().toISOString() })]) });
    const [item] = await recentList();
    expect(item).toHaveTextContent(/Vandaag \d\d:\d\d/);
  });

  it("shows 'Status Onbekend' for an order with an unknown status", async () => {
    await renderApp('/app/dashboard', { seed: seedOrders([makeOrder({ status: 'teleported' })]) });
    const [item] = await recentList();
    expect(item).toHaveTextContent('Status Onbekend');
  });

  it('marks an order whose change has not reached the server', async () => {
    const sent = makeOrder({ customer_name: 'Verzonden', placed_at: '2025-03-01T10:00:00.000Z' });
    const queued = makeOrder({ customer_name: 'In de wachtrij', placed_at: '2025-03-01T11:00:00.000Z' });
    await renderApp('/app/dashboard', {
      seed: async (db) => {
        await putRecords(db, [sent, queued]);
        await acceptOrder(queued.id, db);
      },
    });
    const [first, second] = await recentList();
    expect(first).toHaveTextContent('In de wachtrij');
    expect(await within(first).findByRole('img', { name: 'Nog niet verzonden' })).toBeInTheDocument();
    expect(within(second).queryByRole('img', { name: 'Nog niet verzonden' })).not.toBeInTheDocument();
  });

  it('counts orders per group: new, preparing and ready', async () => {
    await renderApp('/app/dashboard', {
      seed: seedOrders([
        makeOrder({ status: 'created' }), makeOrder({ status: 'created' }),
        makeOrder({ status: 'accepted' }), makeOrder({ status: 'preparing' }), makeOrder({ status: 'preparing' }),
        makeOrder({ status: 'ready_pickup' }), makeOrder({ status: 'ready_delivery' }),
        makeOrder({ status: 'delivered' }), makeOrder({ status: 'canceled' }),
      ]),
    });
    const region = await screen.findByRole('region', { name: 'Orders per status' });
    const count = (label: string) => within(region).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    await waitFor(() => expect(count('Nieuw')).toBe('2'));
    expect(count('In bereiding')).toBe('3');
    expect(count('Klaar')).toBe('2');
  });
});
