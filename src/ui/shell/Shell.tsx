// The signed-in frame: top bar, the dead-link alarm, banners, sync notices, the screen, the bottom navigation, and the
// order alert. Renders nothing while permissions load (spec section 2).
import { Outlet } from 'react-router-dom';
import { usePermissions } from '../../db/session';
import { SectionBoundary } from '../components/SectionBoundary';
import { TopBar } from './TopBar';
import { BottomNav } from './BottomNav';
import { useAppBadge, useWakeLock } from '../lib/device';
import { usePendingCount } from '../../db/order-store';
import { useKeepDashboardData } from '../../db/order-store';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../lib/first-screen';
import { useOpenOrderMessages } from './useOpenOrderMessages';
import './shell.css';

// The alert's code (sound settings, players, schedule) loads just after the first screen.
const OrderAlert = lazy(() => import('../alert/OrderAlert').then((m) => ({ default: m.OrderAlert })));
// The dead-link alarm: nothing shows before 30 s without contact, so it loads after the first screen too.
const LinkAlarm = lazy(() => import('../link-alarm/LinkAlarm').then((m) => ({ default: m.LinkAlarm })));
// Refused changes and the sign-in-again form: rare, so their code loads after the first screen too.
const SyncNotices = lazy(() => import('./SyncNotices').then((m) => ({ default: m.SyncNotices })));
// This device's presence report (issue 13), also after the first screen.
const DevicePresence = lazy(() => import('./DevicePresence').then((m) => ({ default: m.DevicePresence })));
// Automatic printing and failed-print notices (issue 16): printing code loads after the first screen.
const Printing = lazy(() => import('../print/Printing').then((m) => ({ default: m.Printing })));

export function Shell() {
  const permissions = usePermissions();
  const later = useAfterFirstScreen();
  useWakeLock(true);
  useAppBadge(usePendingCount());
  useOpenOrderMessages();
  // The home screen's read stays live, so going back to the dashboard shows its data at once.
  useKeepDashboardData();
  if (!permissions) return null;
  return (
    <div className="shell">
      <TopBar />
      <SectionBoundary name="link-alarm">
        <Suspense fallback={null}>
          {later && <LinkAlarm />}
        </Suspense>
      </SectionBoundary>
      <SectionBoundary name="sync-notices">
        <Suspense fallback={null}>
          {later && <SyncNotices />}
        </Suspense>
      </SectionBoundary>
      <main className="shell__main" id="main">
        <SectionBoundary name="screen">
          <Outlet />
        </SectionBoundary>
      </main>
      <BottomNav permissions={permissions} />
      <Suspense fallback={null}>
        {later && <OrderAlert />}
        {later && <DevicePresence />}
        {later && <Printing />}
      </Suspense>
    </div>
  );
}

/** True once the first screen has shown its data: the parts below load then. */
function useAfterFirstScreen(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setLater(true));
    return () => {
      live = false;
    };
  }, []);
  return later;
}
