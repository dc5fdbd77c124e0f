// One order in a tab list: number, customer, delivery type, status, due time (OrderDue), total, the
// not-yet-sent mark and the actions. Clicking the card (outside its buttons) opens the details.
import type { MouseEvent } from 'react';
import type { OrderRow } from '../../db/order-store';
import { formatEuro, orderNumber } from '../../domain/format';
import { UnsentMark } from '../components/Toggle';
import { texts } from '../texts';
import { customerName, deliveryTypeLabel, deliveryTypeOf } from './labels';
import { OrderActions } from './OrderActions';
import { OrderDue } from './OrderDue';
import { PrintState } from './PrintState';
import { StatusBadge } from './StatusBadge';

const t = texts.orders;

export type OrderCardProps = { order: OrderRow; now: number; unsent: boolean; onOpen(id: string): void };

export function OrderCard({ order, now, unsent, onOpen }: OrderCardProps) {
  const number = orderNumber(order.id);
  const headingId = `order-${order.id}`;
  const open = () => onOpen(order.id);
  // Buttons, links and fields do their own thing, and so does a dialog the card opened (its clicks
  // bubble through the card); a click anywhere else on the card opens the details.
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a, select, input, textarea, label, dialog')) return;
    open();
  };
  return (
    <article className={`card order-card order-card--${order.status}`} aria-labelledby={headingId} onClick={onCardClick}>
      <div className="order-card__top">
        <h2 id={headingId} className="order-card__number">{number}</h2>
        {unsent && <UnsentMark />}
        <StatusBadge status={order.status} />
      </div>
      <p className="order-card__customer">{customerName(order)}</p>
      {order.status === 'canceled' && order.cancel_reason && (
        <p className="order-card__reason">{t.actions.cancelReason.shown(order.cancel_reason)}</p>
      )}
      <div className="order-card__facts">
        <span className={`type-badge type-badge--${deliveryTypeOf(order)}`}>{deliveryTypeLabel(order)}</span>
        <OrderDue order={order} now={now} />
        <span className="order-card__total">
          <span className="visually-hidden">{t.card.total}: </span>{formatEuro(order.total_cents)}
        </span>
      </div>
      <PrintState orderId={order.id} />
      <OrderActions order={order} onDetails={open} numberLabel={number} />
    </article>
  );
}
