// What the search found: the newest matching orders on this device (every stored order of the window,
// as cards that open the normal detail), and on request the server's older ones (OlderResults).
import { useEffect, useState } from 'react';
import { appDb } from '../../db/database';
import { searchStoredOrders, useOrdersChanged, type OrderRow } from '../../db/order-store';
import { useUnsentKeys } from '../../db/pending';
import { parseQuery } from '../../domain/order-search';
import { texts } from '../texts';
import { search as t } from '../texts/search';
import { OlderResults } from './OlderResults';
import type { OlderSearch } from './useOlderSearch';
import { OrderCard } from './OrderCard';
import { boundsOf, type SearchState } from './search-state';

export const LOCAL_LIMIT = 50;

export type SearchResultsProps = { state: SearchState; now: number; older: OlderSearch; onOpen(id: string): void };

export function SearchResults({ state, now, older, onOpen }: SearchResultsProps) {
  const db = appDb();
  const changed = useOrdersChanged(db);
  const unsent = useUnsentKeys();
  const [found, setFound] = useState<OrderRow[] | null>(null);

  useEffect(() => {
    let current = true;
    searchStoredOrders(db, parseQuery(state.text), boundsOf(state), LOCAL_LIMIT + 1)
      .then((rows) => { if (current) setFound(rows); })
      .catch((error: unknown) => console.error('search failed', error));
    return () => { current = false; };
  }, [db, state, changed]);

  const shown = found?.slice(0, LOCAL_LIMIT) ?? [];
  return (
    <div className="search-results">
      {found === null ? <p className="orders__loading">{texts.common.loading}</p> : (
        <>
          <p className="search-results__count" role="status">{t.found(shown.length, found.length > LOCAL_LIMIT)}</p>
          {shown.length > 0 && (
            <ul className="order-list">
              {shown.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} now={now} unsent={unsent?.has(`orders:${order.id}`) ?? false} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <OlderResults older={older} now={now} known={found ?? []} />
    </div>
  );
}
