// The orders of one tab, newest first (at most 50), with the tab's empty state.
import { useUnsentKeys } from '../../db/pending';
import { useTabOrders } from '../../db/orders';
import type { OrderTab } from '../../domain/order-status';
import { texts } from '../texts';
import { OrderCard } from './OrderCard';

export type OrderListProps = { tab: OrderTab; now: number; onOpen(id: string): void };

export function OrderList({ tab, now, onOpen }: OrderListProps) {
  const orders = useTabOrders(tab);
  const unsent = useUnsentKeys();
  if (!orders) return <p className="orders__loading">{texts.common.loading}</p>;
  if (!orders.length) return <p className="orders__empty">{texts.orders.empty[tab]}</p>;
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} now={now} unsent={unsent?.has(`orders:${order.id}`) ?? false} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
