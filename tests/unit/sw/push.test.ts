// The service worker's notification for a pushed order (issue 13): Dutch title and body with the
// customer, the amount in nl-NL euros and Bezorgen/Afhalen, one tag per order so a re-alert replaces
// it, and the order id for the click. Payloads it cannot read are told apart.
import { describe, expect, it } from 'vitest';
import { orderNotification, orderUrl, parseOrderPush, type OrderPush } from '../../../src/sw/push';

const order: OrderPush = {
  kind: 'new-order', orderId: '6f1c2d3e-0000-4000-8000-000000000001', number: '#6F1C2D3E', customerName: 'Jan Jansen',
  totalCents: 2350, fulfilment: 'delivery', attempt: 1,
};

function data(value: unknown): PushMessageData {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { json: () => JSON.parse(text), text: () => text } as PushMessageData;
}

describe('the notification of a pushed order', () => {
  it('says Nieuwe bestelling with number, customer, euros and delivery, tagged by order', () => {
    const { title, options } = orderNotification(order);
    expect(title).toBe('Nieuwe bestelling #6F1C2D3E');
    // nl-NL puts a no-break space between the euro sign and the amount.
    expect(options.body).toBe('Jan Jansen · €\u00a023,50 · Bezorgen');
    expect(options).toMatchObject({
      tag: `order-${order.orderId}`, renotify: true, requireInteraction: true, icon: '/icons/icon-192.png',
      data: { orderId: order.orderId },
    });
    expect(orderNotification({ ...order, fulfilment: 'pickup', totalCents: 123456 }).options.body).toBe('Jan Jansen · €\u00a01.234,56 · Afhalen');
  });

  it('reads the payload of push-orders and refuses anything else', () => {
    expect(parseOrderPush(data(order))).toEqual(order);
    expect(parseOrderPush(data({ ...order, kind: 'other' }))).toBeNull();
    expect(parseOrderPush(data('not json'))).toBeNull();
    expect(parseOrderPush(null)).toBeNull();
  });

  it('a click goes to the order on the orders screen', () => {
    expect(orderUrl(order.orderId)).toBe(`/app/orders?order=${order.orderId}`);
    expect(orderUrl(undefined)).toBe('/app/orders');
  });
});
