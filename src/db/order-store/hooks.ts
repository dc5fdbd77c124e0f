// The order store's live reads for the first screen and the shell (undefined while loading): the
// waiting orders and the dashboard, each shared by everything that shows them. Each follows what its
// read watches (watched.ts), so a slice of the history download or a new order runs again only the
// reads whose hours it touched. The other screens' reads are in screen-hooks.ts, loaded with them.
import type { Table } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { appDb, type ShopDb } from '../database';
import { liveStorePer, useLiveStore } from '../live-store';
import { dashboardData, type DashboardData } from './dashboard';
import { pendingReading } from './reads';
import { watched, type Live, type Reading } from './watched';

/** A watched read as a React hook; `read` is made anew from `deps`. */
export function useWatched<T>(
  db: ShopDb, read: () => Promise<Reading<T>>, deps: unknown[], also?: (db: ShopDb) => Table[],
): T | undefined {
  return useObservable<T>(() => watched(db, read, also) as Live<T>, [db, ...deps]);
}

/** One live read of the waiting orders, shared by everything that shows or rings for them. */
const pendingStoreOf = liveStorePer((db: ShopDb) => watched(db, () => pendingReading(db)));

/** The ids of the orders still `created`. */
export function usePendingIds(db: ShopDb = appDb()): string[] | undefined {
  return useLiveStore(pendingStoreOf(db));
}

export function usePendingCount(db: ShopDb = appDb()): number | undefined {
  return usePendingIds(db)?.length;
}

const dashboardStoreOf = liveStorePer((db: ShopDb) => watched(db, () => dashboardData(db), (of) => [of.meta]));

export function useDashboardData(db: ShopDb = appDb()): DashboardData | undefined {
  return useLiveStore(dashboardStoreOf(db));
}

/** Keeps the dashboard's read live while the caller is mounted, without re-rendering the caller. */
export function useKeepDashboardData(db: ShopDb = appDb()): void {
  useEffect(() => dashboardStoreOf(db).subscribe(() => {}), [db]);
}
