// The server's search for older orders (online only), asked for by Enter or the button: a page of 50
// at a time, newest first; a new query or filter starts over.
import { useEffect, useRef, useState } from 'react';
import type { FoundOrder } from '../../sync';
import { useEngine } from '../lib/engine';
import { boundsOf, type SearchState } from './search-state';

export const OLDER_PAGE = 50;

export interface OlderSearch {
  rows: FoundOrder[] | null;
  more: boolean;
  busy: boolean;
  failed: boolean;
  ask(next?: boolean): void;
}

export function useOlderSearch(state: SearchState): OlderSearch {
  const engine = useEngine();
  const [rows, setRows] = useState<FoundOrder[] | null>(null);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = useRef(0);

  useEffect(() => {
    run.current += 1;
    setRows(null);
    setMore(false);
    setFailed(false);
    setBusy(false);
  }, [state]);

  const ask = (next = false) => {
    const mine = ++run.current;
    const before = next && rows?.length ? rows[rows.length - 1].placed_at : null;
    setBusy(true);
    setFailed(false);
    engine.lookup.search(state.text, { ...boundsOf(state), before, limit: OLDER_PAGE })
      .then((page) => {
        if (mine !== run.current) return;
        setRows((shown) => (next && shown ? [...shown, ...page] : page));
        setMore(page.length === OLDER_PAGE);
      })
      .catch((error: unknown) => {
        console.error('searching older orders failed', error);
        if (mine === run.current) setFailed(true);
      })
      .finally(() => { if (mine === run.current) setBusy(false); });
  };

  return { rows, more, busy, failed, ask };
}
