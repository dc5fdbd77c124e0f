// The push payload of an order and the Topic header that lets a re-alert replace an older push the
// push service still holds for the same order.
import type { OrderPush } from './types.ts';

/** The order columns the payload needs, as a webhook record or the claim function returns them. */
export interface OrderFacts {
  id: string;
  customer_name: string | null;
  total_cents: number;
  delivery_type: string;
}

export function orderPush(order: OrderFacts, attempt: number): OrderPush {
  return {
    kind: 'new-order',
    orderId: order.id,
    // as src/domain/format.ts orderNumber (this folder cannot import the app)
    number: `#${order.id.slice(-8).toUpperCase()}`,
    customerName: order.customer_name ?? '',
    totalCents: order.total_cents,
    fulfilment: order.delivery_type === 'delivery' ? 'delivery' : 'pickup',
    attempt,
  };
}

/** A uuid without dashes: 32 characters of the URL-safe alphabet, the most a Topic may have. */
export function topicFor(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 32);
}
