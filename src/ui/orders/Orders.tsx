// The orders screen (spec section 2): stat tiles, the three tabs with their lists, and the detail
// modal of the order staff opened, or of `?order=<id>` (a push notification's click; the parameter goes
// when the detail closes). Reads the local mirror; acts through src/db mutations.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHistoryProgress } from '../../db/history';
import type { OrderTab } from '../../domain/order-status';
import { SectionBoundary } from '../components/SectionBoundary';
import { useNow } from '../lib/useNow';
import { texts } from '../texts';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderList } from './OrderList';
import { OrderTabs } from './OrderTabs';
import { RefreshButton } from './RefreshButton';
import { StatTiles } from './StatTiles';
import './orders.css';

export function Orders() {
  const now = useNow();
  const history = useHistoryProgress();
  const [tab, setTab] = useState<OrderTab>('new');
  const [picked, setPicked] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const linked = params.get('order');
  const openId = linked ?? picked;
  const close = () => {
    setPicked(null);
    if (linked) setParams((current) => { current.delete('order'); return current; }, { replace: true });
  };
  return (
    <section className="screen orders" aria-labelledby="orders-title">
      <header className="orders__header">
        <h1 id="orders-title">{texts.orders.title}</h1>
        <RefreshButton />
      </header>
      <SectionBoundary name="order-stats">
        <StatTiles now={now} history={history} />
      </SectionBoundary>
      <SectionBoundary name="order-lists">
        <OrderTabs tab={tab} onChange={setTab} now={now} history={history}>
          <OrderList tab={tab} now={now} history={history} onOpen={setPicked} />
        </OrderTabs>
      </SectionBoundary>
      {openId && (
        <SectionBoundary name="order-detail">
          <OrderDetailModal orderId={openId} now={now} onClose={close} />
        </SectionBoundary>
      )}
    </section>
  );
}
