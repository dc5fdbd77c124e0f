// The signed-in frame: top bar, a banner slot (the dead-link alarm), sync notices, the screen, the bottom
// navigation, and an overlay slot (the order alert, printing). Renders nothing while permissions load
// (spec section 2).
// The slots come from the composition root (app/routes.tsx): a screen folder never loads another one.
import { Outlet } from 'react-router-dom';
import { usePermissions } from '../../db/session';
import { SectionBoundary } from '../components/SectionBoundary';
import { TopBar } from './TopBar';
import { BottomNav } from './BottomNav';
import { useAppBadge, useWakeLock } from '../lib/device';
import { useKeepDashboardData, usePendingCount } from '../../db/order-store';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen } from '../lib/first-screen';
import { useOpenOrderMessages } from './useOpenOrderMessages';
import './shell.css';

// Refused changes and the sign-in-again form: rare, so their code loads after the first screen.
const SyncNotices = lazy(() => import('./SyncNotices').then((m) => ({ default: m.SyncNotices })));
// This device's presence report, also after the first screen.
const DevicePresence = lazy(() => import('./DevicePresence').then((m) => ({ default: m.DevicePresence })));

export type ShellProps = {
  /** Under the top bar, in its own error boundary. Rendered once the first screen has shown its data. */
  banner?: ReactNode;
  /** After the bottom navigation: what floats over the screen or works beside it. Rendered then too. */
  overlays?: ReactNode;
};

export function Shell({ banner, overlays }: ShellProps) {
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
          {later && banner}
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
        {later && <DevicePresence />}
        {later && overlays}
      </Suspense>
    </div>
  );
}

/** True once the first screen has shown its data: the slots below load then. */
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
