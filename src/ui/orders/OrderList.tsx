// The orders of one tab, newest first (at most 50), with the tab's empty state; Bestellingen is the
// queue by due time, soonest first. The Archief says the period it covers and, while the
// history still comes in, how far it is.
import { ORDER_WINDOW_DAYS, type HistoryProgress } from '../../db/history';
import { useUnsentKeys } from '../../db/pending';
import { useTabOrders, type OrderRow } from '../../db/order-store';
import { useActiveQueue } from '../../db/order-store';
import type { OrderTab } from '../../domain/order-status';
import { HistoryNote } from '../components/HistoryProgress';
import { texts } from '../texts';
import { OrderCard } from './OrderCard';

export type OrderListProps = { tab: OrderTab; now: number; history: HistoryProgress | null | undefined; onOpen(id: string): void };

export function OrderList({ tab, now, history, onOpen }: OrderListProps) {
  return (
    <>
      {tab === 'archive' && (
        <p className="orders__period">
          {texts.orders.archivePeriod(ORDER_WINDOW_DAYS)}
          <HistoryNote progress={history} />
        </p>
      )}
      <TabOrders tab={tab} now={now} onOpen={onOpen} />
    </>
  );
}

function TabOrders({ tab, now, onOpen }: Omit<OrderListProps, 'history'>) {
  return tab === 'active' ? <QueueOrders now={now} onOpen={onOpen} /> : <NewestOrders tab={tab} now={now} onOpen={onOpen} />;
}

function NewestOrders({ tab, now, onOpen }: Omit<OrderListProps, 'history'>) {
  return <Cards tab={tab} orders={useTabOrders(tab, now)} now={now} onOpen={onOpen} />;
}

function QueueOrders({ now, onOpen }: Omit<OrderListProps, 'history' | 'tab'>) {
  return <Cards tab="active" orders={useActiveQueue()} now={now} onOpen={onOpen} />;
}

type CardsProps = Omit<OrderListProps, 'history'> & { orders: OrderRow[] | undefined };

function Cards({ tab, orders, now, onOpen }: CardsProps) {
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
