// What the dashboard shows (spec section 2), read in one IndexedDB transaction: the signed-in staff
// member, the pending count, the 5 most recent orders, the counts per group and how far the order
// history has come in. The shell keeps this read live while signed in (it is the home screen), so
// opening the dashboard renders its data in the first render.
import type { DashboardGroup } from '../../domain/order-status';
import type { ShopDb } from '../database';
import { getShownHistory, historyProgress, type HistoryProgress } from '../history';
import { NO_PERMISSIONS, getMeta, type Permissions, type SessionInfo } from '../meta';
import type { OrderRow } from '../rows';
import { hourRows, stampsOf } from './hours';
import { dashboardCounts, recentOrders } from './reads';
import type { Reading } from './watched';

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

export async function dashboardData(db: ShopDb): Promise<Reading<DashboardData>> {
  const [session, recent, counts, history, shown, created] = await Promise.all([
    getMeta(db, 'session'), recentOrders(db), dashboardCounts(db), getShownHistory(db), getMeta(db, 'history_shown'),
    hourRows(db, ['created']),
  ]);
  // The screens' copy of the history position moves once a second; the position itself with every slice.
  const metaKeys = shown ? ['session', 'history_shown'] : ['session', 'history', 'history_shown'];
  const value: DashboardData = {
    session: session ?? null, permissions: session?.permissions ?? NO_PERMISSIONS,
    pending: created.reduce((sum, row) => sum + row.count, 0), recent: recent.value, counts: counts.value,
    history: historyProgress(history),
  };
  return {
    value,
    watch: {
      key: `dashboard|${metaKeys.length}|${recent.watch.key}`,
      stamps: async () => {
        const [meta, recentStamps, countStamps, createdRows] = await Promise.all([
          db.meta.bulkGet(metaKeys), recent.watch.stamps(), counts.watch.stamps(), hourRows(db, ['created']),
        ]);
        return `${JSON.stringify(meta)}|${recentStamps}|${countStamps}|${stampsOf(createdRows)}`;
      },
    },
  };
}
