// The 5 most recent orders of any status (spec section 2), each with number, customer, status,
// total and time, and a mark when a change to it has not reached the server yet.
import type { OrderRow } from '../../db/order-store';
import { useUnsentKeys } from '../../db/pending';
import { formatEuro, formatOrderTime, orderNumber } from '../../domain/format';
import { isOrderStatus } from '../../domain/order-status';
import { UnsentMark } from '../components/Toggle';
import { statusLabel, texts } from '../texts';
import { useEffect } from 'react';
import { markFirstScreen } from '../lib/first-screen';

export type RecentOrdersProps = { now: number; orders: OrderRow[] };

export function RecentOrders({ now, orders }: RecentOrdersProps) {
  const unsent = useUnsentKeys();
  useEffect(() => markFirstScreen(), []);
  return (
    <section className="card dashboard__panel" aria-labelledby="dashboard-recent-title">
      <h2 id="dashboard-recent-title">{texts.dashboard.recent.title}</h2>
      {orders.length === 0 && <p className="placeholder">{texts.dashboard.recent.empty}</p>}
      {orders.length > 0 && (
        <ul className="recent-orders">
          {orders.map((order) => (
            <RecentOrder key={order.id} order={order} now={now} unsent={unsent?.has(`orders:${order.id}`) ?? false} />
          ))}
        </ul>
      )}
    </section>
  );
}

export type RecentOrderProps = { order: OrderRow; now: number; unsent: boolean };

function RecentOrder({ order, now, unsent }: RecentOrderProps) {
  const status = isOrderStatus(order.status) ? order.status : 'unknown';
  return (
    <li className="recent-order">
      <span className="recent-order__number">
        {orderNumber(order.id)} {unsent && <UnsentMark />}
      </span>
      <span className="recent-order__name">{order.customer_name?.trim() || texts.dashboard.recent.noName}</span>
      <span className={`recent-order__status recent-order__status--${status}`}>{statusLabel(order.status)}</span>
      <span className="recent-order__total">{formatEuro(order.total_cents)}</span>
      <time className="recent-order__time" dateTime={order.placed_at}>
        {formatOrderTime(new Date(order.placed_at), new Date(now))}
      </time>
    </li>
  );
}
