// Live reads of the orders that run again only when what they depend on changes. A read runs in one
// read transaction and says what it depends on (a watch: a few rows of order_hours, maybe meta rows);
// Dexie's liveQuery follows that small read, and the read runs again when its result differs from
// what the read saw. Writes of many orders at once (a history slice) tell Dexie only that the whole
// orders table changed, so a liveQuery over the orders themselves would run again after each of
// them; the hours tell exactly which orders changed.
import { liveQuery, type Subscription, type Table } from 'dexie';
import type { ShopDb } from '../database';
import { orderScope } from './tables';

export interface Watch {
  /** Names what is watched: a read that depends on the same keeps following it. */
  key: string;
  /** Reads what is watched; its result changes whenever something watched does. */
  stamps: () => Promise<string>;
}

export interface Reading<T> {
  value: T;
  watch: Watch;
}

/** What useObservable (dexie-react-hooks) and live-store.ts subscribe to. */
export interface Live<T> {
  subscribe(next: (value: T) => void, error?: (error: unknown) => void): { unsubscribe(): void };
}

function reportError(error: unknown): void {
  console.error('live order read failed', error);
}

/**
 * `read` runs in a read transaction over the order stores and `also` (meta for the dashboard, products
 * for an order's lines), and again whenever its watch's stamps differ from those it saw (read in the
 * same transaction, so nothing slips in between). Only the stores it needs: a read transaction waits
 * for every write to one of its stores, and the sync writes meta often.
 */
export function watched<T>(db: ShopDb, read: () => Promise<Reading<T>>, also: (db: ShopDb) => Table[] = () => []): Live<T> {
  return {
    subscribe(next, error = reportError) {
      let closed = false;
      let following: { key: string; subscription: Subscription } | null = null;
      /** The stamps the last read saw, and the latest the watch reported while a read ran. */
      let seen: string | null = null;
      let reported: string | null = null;
      let running = false;
      const once = () => db.transaction('r', [...orderScope(db), ...also(db)], async () => {
        const reading = await read();
        return { ...reading, seen: await reading.watch.stamps() };
      });
      const follow = (watch: Watch) => {
        if (following?.key === watch.key) return;
        following?.subscription.unsubscribe();
        reported = null;
        following = {
          key: watch.key,
          subscription: liveQuery(watch.stamps).subscribe({
            next: (stamps) => {
              if (running) reported = stamps;
              else if (stamps !== seen) void run();
            },
            error: (failure: unknown) => !closed && error(failure),
          }),
        };
      };
      const run = async () => {
        if (running) return;
        running = true;
        try {
          do {
            reported = null;
            const result = await once();
            if (closed) return;
            seen = result.seen;
            follow(result.watch);
            next(result.value);
            // A change reported while this read ran may be newer than what it saw.
          } while (!closed && reported !== null && reported !== seen);
        } catch (failure) {
          if (!closed) error(failure);
        } finally {
          running = false;
        }
      };
      void run();
      return {
        unsubscribe() {
          closed = true;
          following?.subscription.unsubscribe();
        },
      };
    },
  };
}
