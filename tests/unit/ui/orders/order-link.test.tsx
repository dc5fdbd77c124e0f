// A push notification's click lands on /app/orders?order=<id> (issue 13): the orders screen opens that
// order's detail, and closing it takes the parameter out of the address. A click message from the
// service worker while the app is open navigates there without a reload.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { orderNumber } from '../../../../src/domain/format';
import { putRecords } from '../../../helpers/order-store';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('opening an order from a notification', () => {
  it('opens the detail for ?order= and drops the parameter when it closes', async () => {
    const order = makeOrder({ status: 'created' });
    const { router } = await renderApp(`/app/orders?order=${order.id}`, { seed: (db) => putRecords(db, order) });
    const dialog = await screen.findByRole('dialog', { name: new RegExp(orderNumber(order.id).replace('#', '')) });
    expect(await within(dialog).findByText(/Jan Jansen/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/app/orders');
    expect(router.state.location.search).toBe('');
  });

  it('a click message from the service worker opens the order on the orders screen', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    const order = makeOrder({ status: 'created' });
    const { router } = await renderApp('/app/dashboard', { seed: (db) => putRecords(db, order) });
    await screen.findByRole('heading', { level: 1 });
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'open-order', orderId: order.id } }));
    expect(await screen.findByRole('dialog', { name: new RegExp(orderNumber(order.id).replace('#', '')) })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order=${order.id}`);
  });
});
