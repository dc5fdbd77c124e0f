// Orders a search found, one compact line each (number, customer, time, total, status): a list of
// fifty such lines draws in a few milliseconds where fifty cards with their actions would not, and
// each opens the order's detail, which has everything.
import { orderNumber, formatEuro, formatOrderTime } from '../../domain/format';
import type { OrderRow } from '../../db/order-store';
import { customerName } from './labels';
import { StatusBadge } from './StatusBadge';

export type FoundOrdersProps = { orders: readonly OrderRow[]; now: number; onOpen(order: OrderRow): void };

export function FoundOrders({ orders, now, onOpen }: FoundOrdersProps) {
  return (
    <ul className="found-orders">
      {orders.map((order) => (
        <li key={order.id}>
          <button type="button" className="found-orders__order" onClick={() => onOpen(order)}>
            <span className="found-orders__number">{orderNumber(order.id)}</span>
            <span>{customerName(order)}</span>
            <span>{formatOrderTime(new Date(order.placed_at), new Date(now))}</span>
            <span>{formatEuro(order.total_cents)}</span>
            <StatusBadge status={order.status} />
          </button>
        </li>
      ))}
    </ul>
  );
}
