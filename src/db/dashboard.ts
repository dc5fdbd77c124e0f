// What the dashboard shows (spec section 2), read in one IndexedDB transaction: the signed-in staff member,
// the pending count, the 5 most recent orders, the counts per group and how far the order history has come
// in (issue 14). One read instead of five live
// queries that each opened their own transaction and resolved one by one; the counts are native index
// counts, one key per status, so they never walk the orders. The shell keeps this read live while signed
// in (it is the home screen), so opening the dashboard renders its data in the first render.
import { useEffect } from 'react';
import type { DashboardGroup } from '../domain/order-status';
import { appDb, type ShopDb } from './database';
import { getShownHistory, historyProgress, type HistoryProgress } from './history';
import { liveStorePer, useLiveStore } from './live-store';
import { NO_PERMISSIONS, getMeta, type Permissions, type SessionInfo } from './meta';
import { dashboardCounts, pendingCount, recentOrders } from './orders';
import type { OrderRow } from './rows';

export interface DashboardData {
  /** null when nobody is signed in on this device. */
  session: SessionInfo | null;
  permissions: Permissions;
  /** Orders still `created` (the red alert and the orders card's badge). */
  pending: number;
  recent: OrderRow[];
  counts: Record<DashboardGroup, number>;
  /** The history download's progress; null when nothing is missing. */
  history: HistoryProgress | null;
}

export function dashboardData(db: ShopDb): Promise<DashboardData> {
  return db.transaction('r', [db.meta, db.orders, db.order_packs], async () => {
    const [session, pending, recent, counts, history] = await Promise.all([
      getMeta(db, 'session'), pendingCount(db), recentOrders(db), dashboardCounts(db), getShownHistory(db),
    ]);
    return {
      session: session ?? null, permissions: session?.permissions ?? NO_PERMISSIONS, pending, recent, counts,
      history: historyProgress(history),
    };
  });
}

const storeOf = liveStorePer(dashboardData);

/** undefined while loading. */
export function useDashboardData(db: ShopDb = appDb()): DashboardData | undefined {
  return useLiveStore(storeOf(db));
}

/** Keeps the dashboard's read live while the caller is mounted, without re-rendering the caller. */
export function useKeepDashboardData(db: ShopDb = appDb()): void {
  useEffect(() => storeOf(db).subscribe(() => {}), [db]);
}
