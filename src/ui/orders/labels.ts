// Display helpers shared by the order card, the detail modal and the route button.
import type { OrderRow } from '../../db/order-store';
import { texts } from '../texts';

/** delivery_type, or the fulfillment_type fallback (spec section 3), as Bezorgen / Afhalen. */
export function deliveryTypeOf(order: Pick<OrderRow, 'delivery_type' | 'fulfillment_type'>): 'delivery' | 'pickup' {
  return (order.delivery_type || order.fulfillment_type) === 'delivery' ? 'delivery' : 'pickup';
}

export function deliveryTypeLabel(order: Pick<OrderRow, 'delivery_type' | 'fulfillment_type'>): string {
  return texts.orders.deliveryType[deliveryTypeOf(order)];
}

/** The customer's name, or a neutral fallback so a card never shows an empty line. */
export function customerName(order: Pick<OrderRow, 'customer_name'>): string {
  return order.customer_name?.trim() || texts.orders.card.noName;
}

export function paymentText(paymentStatus: string): string {
  return paymentStatus === 'paid' ? texts.orders.payment.paid : texts.orders.payment.unpaid;
}
