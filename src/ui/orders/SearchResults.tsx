// What the search found: the newest matching orders on this device (every stored order of the window,
// each opening the normal detail), and on request the server's older ones (OlderResults).
import { useEffect, useState } from 'react';
import { appDb } from '../../db/database';
import { searchStoredOrders, useOrdersChanged, type OrderRow } from '../../db/order-store';
import { parseQuery } from '../../domain/order-search';
import { texts } from '../texts';
import { search as t } from '../texts/search';
import { OlderResults } from './OlderResults';
import type { OlderSearch } from './useOlderSearch';
import { FoundOrders } from './FoundOrders';
import { boundsOf, type SearchState } from './search-state';

export const LOCAL_LIMIT = 50;

export type SearchResultsProps = { state: SearchState; now: number; older: OlderSearch; onOpen(id: string): void };

export function SearchResults({ state, now, older, onOpen }: SearchResultsProps) {
  const db = appDb();
  const changed = useOrdersChanged(db);
  const [result, setResult] = useState<{ rows: OrderRow[]; text: string } | null>(null);
  const found = result?.rows ?? null;

  useEffect(() => {
    let current = true;
    searchStoredOrders(db, parseQuery(state.text), boundsOf(state), LOCAL_LIMIT + 1, changed)
      .then((rows) => { if (current) setResult({ rows, text: state.text }); })
      .catch((error: unknown) => console.error('search failed', error));
    return () => { current = false; };
  }, [db, state, changed]);

  const shown = found?.slice(0, LOCAL_LIMIT) ?? [];
  return (
    // data-for: the text the results shown belong to (the bench waits for it).
    <div className="search-results" data-for={result?.text}>
      {found === null ? <p className="orders__loading">{texts.common.loading}</p> : (
        <>
          <p className="search-results__count" role="status">{t.found(shown.length, found.length > LOCAL_LIMIT)}</p>
          {shown.length > 0 && <FoundOrders orders={shown} now={now} onOpen={(order) => onOpen(order.id)} />}
        </>
      )}
      <OlderResults older={older} now={now} known={found ?? []} />
    </div>
  );
}
