// The dashboard (spec section 2): welcome, the pending-orders alert, quick actions by permission,
// the 5 most recent orders and the order counts per group. Each section has its own boundary.
import { useDashboardData } from '../../db/order-store';
import { SectionBoundary } from '../components/SectionBoundary';
import { useNow } from '../lib/useNow';
import { texts } from '../texts';
import { PendingAlert } from './PendingAlert';
import { QuickActions } from './QuickActions';
import { RecentOrders } from './RecentOrders';
import { OrderCounts } from './OrderCounts';
import './dashboard.css';

export type DashboardProps = Record<string, never>;

export function Dashboard(_props: DashboardProps) {
  const data = useDashboardData();
  const now = useNow();
  // Everything appears at once (one local read): nothing moves after the first paint.
  if (!data?.session) {
    return (
      <section className="screen dashboard" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">{texts.dashboard.title}</h1>
        <p role="status">{texts.common.loading}</p>
      </section>
    );
  }
  const { session, permissions, pending, recent, counts, history } = data;
  return (
    <section className="screen dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{texts.dashboard.title}</h1>
      <p className="dashboard__welcome">{texts.dashboard.welcome(session.email, session.companyName)}</p>
      <SectionBoundary name="dashboard-alert">
        <PendingAlert pending={pending} />
      </SectionBoundary>
      <SectionBoundary name="dashboard-actions">
        <QuickActions permissions={permissions} now={now} pending={pending} />
      </SectionBoundary>
      <div className="dashboard__columns">
        <SectionBoundary name="dashboard-recent">
          <RecentOrders now={now} orders={recent} />
        </SectionBoundary>
        <SectionBoundary name="dashboard-counts">
          <OrderCounts counts={counts} history={history} />
        </SectionBoundary>
      </div>
    </section>
  );
}
