// The order data in the detail modal: customer, delivery (address and notes from the cart), billing
// address, times, payment, lines and amounts, and the order notes.
import type { ReactNode } from 'react';
import type { OrderDetail } from '../../db/order-store';
import type { AuditEventRow } from '../../db/rows';
import { dueOf } from '../../domain/due';
import { expectedTime, formatDateTime, formatOrderTime } from '../../domain/format';
import { texts } from '../texts';
import { timing } from '../texts/timing';
import { customerName, deliveryTypeLabel, paymentText } from './labels';
import { CustomerHistory } from './CustomerHistory';
import { OrderHistory } from './OrderHistory';
import { OrderItems } from './OrderItems';

const t = texts.orders.detail;

type Fact = [label: string, value: ReactNode];

function Facts({ title, id, facts }: { title: string; id: string; facts: Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!shown.length) return null;
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl className="detail-facts">
        {shown.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
    </section>
  );
}

function joinLine(...parts: (string | null | undefined)[]): string {
  return parts.map((part) => part?.trim()).filter(Boolean).join(' ');
}

export type OrderDetailBodyProps = {
  detail: OrderDetail;
  now: number;
  /** An older order's events from the server (null while they load); without: the mirror's. */
  events?: AuditEventRow[] | null;
};

export function OrderDetailBody({ detail, now, events }: OrderDetailBodyProps) {
  const { order, deliveryAddress } = detail;
  const address = deliveryAddress
    ? [joinLine(deliveryAddress.address), joinLine(deliveryAddress.postcode, deliveryAddress.city)].filter(Boolean)
    : [];
  const billing = [
    joinLine(order.billing_address, order.billing_house_number, order.billing_house_addition),
    joinLine(order.billing_postcode, order.billing_city),
  ].filter(Boolean);
  const expected = formatOrderTime(expectedTime(order), new Date(now));
  // The ready time promised at accept (moved by delays), beside the spec's expected time.
  const due = dueOf(order);
  const lines = (rows: string[]) => (rows.length ? rows.map((row) => <span key={row} className="detail-line">{row}</span>) : null);

  return (
    <div className="order-detail">
      <Facts title={t.canceled} id="detail-canceled" facts={[
        [t.cancelReason, order.status === 'canceled' ? order.cancel_reason : null],
      ]} />
      <Facts title={t.customer} id="detail-customer" facts={[
        [t.name, customerName(order)],
        [t.phone, detail.phone && <a href={`tel:${detail.phone.replace(/\s+/g, '')}`}>{detail.phone}</a>],
        [t.email, order.customer_email && <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>],
      ]} />
      <Facts title={t.delivery} id="detail-delivery" facts={[
        [t.deliveryType, deliveryTypeLabel(order)],
        [t.address, lines(address)],
        [t.deliveryNotes, detail.deliveryNotes],
      ]} />
      <Facts title={t.billing} id="detail-billing" facts={[[t.billingAddress, lines(billing)]]} />
      <Facts title={t.times} id="detail-times" facts={[
        [t.placedAt, formatDateTime(new Date(order.placed_at))],
        [t.expectedAt, order.is_asap ? `${expected} (${t.asap})` : expected],
        [timing.due.promised, due.promised ? formatOrderTime(due.at, new Date(now)) : null],
      ]} />
      <Facts title={t.payment} id="detail-payment" facts={[[t.paymentStatus, paymentText(order.payment_status)]]} />
      <OrderItems order={order} lines={detail.lines} />
      {order.notes && (
        <section className="detail-section" aria-labelledby="detail-notes">
          <h3 id="detail-notes">{t.notes}</h3>
          <p className="detail-notes">{order.notes}</p>
        </section>
      )}
      <CustomerHistory orderId={order.id} phone={detail.phone} now={now} />
      <OrderHistory orderId={order.id} now={now} events={events} />
    </div>
  );
}
