// Order counts per dashboard group (spec section 4 "Dashboard groups"): new, preparing, ready.
import { useDashboardCounts } from '../../db/orders';
import type { DashboardGroup } from '../../domain/order-status';
import { texts } from '../texts';

export type OrderCountsProps = Record<string, never>;

const GROUPS: DashboardGroup[] = ['new', 'preparing', 'ready'];

export function OrderCounts(_props: OrderCountsProps) {
  const counts = useDashboardCounts();
  return (
    <section className="card dashboard__panel" aria-labelledby="dashboard-counts-title">
      <h2 id="dashboard-counts-title">{texts.dashboard.counts.title}</h2>
      {counts === undefined ? (
        <p className="placeholder">{texts.common.loading}</p>
      ) : (
        <dl className="order-counts">
          {GROUPS.map((group) => (
            <div key={group} className={`order-count order-count--${group}`}>
              <dt>{texts.dashboard.counts[group]}</dt>
              <dd>{counts[group]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
