// The server's figures of a period (issue 32): shown at once from the device's copy of the last answer,
// then read again when there is a connection; offline, the copy shows with when it was read.
import { useEffect, useState } from 'react';
import { appDb } from '../../db/database';
import { cachedFigures, keepFigures, type FigureKind } from '../../db/figures-cache';
import type { DayRange } from '../../domain/stat-periods';
import { useEngine } from '../lib/engine';
import { useOnline } from '../lib/useOnline';

export interface ServerFigures<T> {
  data: T | null;
  /** When the shown answer was read (ms), null while there is none. */
  readAt: number | null;
  state: 'loading' | 'fresh' | 'stale' | 'unavailable';
}

export function useServerFigures<T>(kind: FigureKind, range: DayRange | null): ServerFigures<T> {
  const engine = useEngine();
  const online = useOnline();
  const [result, setResult] = useState<ServerFigures<T>>({ data: null, readAt: null, state: 'loading' });
  const from = range?.from ?? null;
  const to = range?.to ?? null;

  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    const db = appDb();
    setResult({ data: null, readAt: null, state: 'loading' });
    void (async () => {
      const cached = await cachedFigures(db, kind, from, to);
      const fallback = (): ServerFigures<T> => cached
        ? { data: cached.data as T, readAt: cached.read_at, state: 'stale' } : { data: null, readAt: null, state: 'unavailable' };
      if (current && cached) setResult({ ...fallback(), state: online ? 'loading' : 'stale' });
      if (!online) {
        if (current) setResult(fallback());
        return;
      }
      try {
        const data = kind === 'revenue' ? await engine.figures.revenue(from, to) : await engine.figures.products(from, to);
        await keepFigures(db, kind, from, to, data);
        if (current) setResult({ data: data as T, readAt: Date.now(), state: 'fresh' });
      } catch (error) {
        console.warn('figures not read', error);
        if (current) setResult(fallback());
      }
    })();
    return () => {
      current = false;
    };
  }, [engine, kind, from, to, online]);

  return range ? result : { data: null, readAt: null, state: 'unavailable' };
}
