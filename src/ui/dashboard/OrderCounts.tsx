// Order counts per dashboard group (spec section 4 "Dashboard groups"): new, preparing, ready; and,
// while the order history still comes in after sign-in, how far it is.
import type { HistoryProgress } from '../../db/history';
import type { DashboardGroup } from '../../domain/order-status';
import { HistoryNote } from '../components/HistoryProgress';
import { texts } from '../texts';

export type OrderCountsProps = { counts: Record<DashboardGroup, number>; history: HistoryProgress | null };

const GROUPS: DashboardGroup[] = ['new', 'preparing', 'ready'];

export function OrderCounts({ counts, history }: OrderCountsProps) {
  return (
    <section className="card dashboard__panel" aria-labelledby="dashboard-counts-title">
      <h2 id="dashboard-counts-title">{texts.dashboard.counts.title}</h2>
      <dl className="order-counts">
        {GROUPS.map((group) => (
          <div key={group} className={`order-count order-count--${group}`}>
            <dt>{texts.dashboard.counts[group]}</dt>
            <dd>{counts[group]}</dd>
          </div>
        ))}
      </dl>
      <HistoryNote progress={history} />
    </section>
  );
}
