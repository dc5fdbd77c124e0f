// The orders screen (spec section 2): stat tiles, the search, the three tabs with their lists (or what the
// search found), and the detail modal of the order staff opened, or of `?order=<id>` (a push
// notification's click; the parameter goes when the detail closes). Reads the local mirror; acts through
// src/db mutations; only the search for older orders asks the server.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHistoryProgress } from '../../db/history';
import type { OrderTab } from '../../domain/order-status';
import { SectionBoundary } from '../components/SectionBoundary';
import { useNow } from '../lib/useNow';
import { useOnline } from '../lib/useOnline';
import { texts } from '../texts';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderList } from './OrderList';
import { OrderTabs } from './OrderTabs';
import { RefreshButton } from './RefreshButton';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { NO_SEARCH, isSearching, type SearchState } from './search-state';
import { useOlderSearch } from './useOlderSearch';
import { StatTiles } from './StatTiles';
import './orders.css';

export function Orders() {
  const now = useNow();
  const history = useHistoryProgress();
  const [tab, setTab] = useState<OrderTab>('new');
  const [picked, setPicked] = useState<string | null>(null);
  const [search, setSearch] = useState<SearchState>(NO_SEARCH);
  const older = useOlderSearch(search);
  const online = useOnline();
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
      <SearchForm value={search} onChange={setSearch} onSubmit={() => { if (online && isSearching(search)) older.ask(); }} />
      <SectionBoundary name="order-lists">
        {isSearching(search) ? <SearchResults state={search} now={now} older={older} onOpen={setPicked} /> : (
          <OrderTabs tab={tab} onChange={setTab} now={now} history={history}>
            <OrderList tab={tab} now={now} history={history} onOpen={setPicked} />
          </OrderTabs>
        )}
      </SectionBoundary>
      {openId && (
        <SectionBoundary name="order-detail">
          <OrderDetailModal orderId={openId} now={now} onClose={close} />
        </SectionBoundary>
      )}
    </section>
  );
}
