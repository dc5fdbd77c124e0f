// The signed-in frame: top bar, banners, sync notices, the screen, the bottom navigation, and the
// order alert. Renders nothing while permissions load (spec section 2).
import { Outlet } from 'react-router';
import { usePermissions } from '../../db/session';
import { SectionBoundary } from '../components/SectionBoundary';
import { TopBar } from './TopBar';
import { BottomNav } from './BottomNav';
import { useAppBadge, useWakeLock } from '../pwa/device';
import { usePendingCount } from '../../db/orders';
import { SyncNotices } from './SyncNotices';
import { OrderAlert } from '../alert/OrderAlert';
import './shell.css';

export function Shell() {
  const permissions = usePermissions();
  useWakeLock(true);
  useAppBadge(usePendingCount());
  if (!permissions) return null;
  return (
    <div className="shell">
      <TopBar />
      <SectionBoundary name="sync-notices">
        <SyncNotices />
      </SectionBoundary>
      <main className="shell__main" id="main">
        <SectionBoundary name="screen">
          <Outlet />
        </SectionBoundary>
      </main>
      <BottomNav permissions={permissions} />
      <OrderAlert />
    </div>
  );
}
