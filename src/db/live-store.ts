// A live read kept running while anyone holds it, with its latest result readable at once. A screen that
// reads it through useLiveStore renders with data in its first render when something else (the shell)
// already holds it; a plain useLiveQuery starts its query only after the screen has mounted and painted.
// The value is dropped when the last holder lets go, so a stale result is never shown.
import { liveQuery } from 'dexie';
import { useSyncExternalStore } from 'react';

/** A source of live values: Dexie's liveQuery, or a watched read of the order store. */
export interface LiveSource<T> {
  subscribe(next: (value: T) => void, error?: (error: unknown) => void): { unsubscribe(): void };
}

interface Snapshot<T> {
  value: T | undefined;
  error: unknown;
}

export interface LiveStore<T> {
  /** The latest result (undefined before the first one), or the query's error. */
  snapshot(): Snapshot<T>;
  /** Holds the query; returns the release. */
  subscribe(listener: () => void): () => void;
}

const EMPTY: Snapshot<never> = { value: undefined, error: null };

export function liveStore<T>(source: () => LiveSource<T>): LiveStore<T> {
  let current: Snapshot<T> = EMPTY;
  let running: { unsubscribe(): void } | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: Snapshot<T>) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      running ??= source().subscribe(
        (value) => publish({ value, error: null }),
        (error: unknown) => publish({ value: current.value, error }),
      );
      return () => {
        listeners.delete(listener);
        if (listeners.size || !running) return;
        running.unsubscribe();
        running = null;
        current = EMPTY;
      };
    },
  };
}

/**
 * One store per key (a database), made on first use: everything on screen that reads the same
 * source of the same database shares one live read.
 */
export function liveStorePer<K extends object, T>(source: (key: K) => LiveSource<T>): (key: K) => LiveStore<T> {
  const stores = new WeakMap<K, LiveStore<T>>();
  return (key) => {
    let store = stores.get(key);
    if (!store) {
      store = liveStore(() => source(key));
      stores.set(key, store);
    }
    return store;
  };
}

/** A liveQuery as a source. */
export function liveQuerySource<T>(query: () => Promise<T>): LiveSource<T> {
  const observable = liveQuery(query);
  return { subscribe: (next, error) => observable.subscribe({ next, error }) };
}

/** The store's latest result (undefined while loading); an error goes to the nearest error boundary. */
export function useLiveStore<T>(store: LiveStore<T>): T | undefined {
  const { value, error } = useSyncExternalStore(store.subscribe, store.snapshot);
  if (error) throw error;
  return value;
}
