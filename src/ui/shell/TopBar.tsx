// The top bar (spec section 2): brand, open/closed dot with label, sync indicator and refresh. Toasts
// show just under it (components/ToastHost), over content staff have scrolled past.
import { useState } from 'react';
import { useHistoryProgress } from '../../db/history';
import { useOpenState, useShopStatus } from '../../db/shop';
import { useSession } from '../../db/session';
import { useSyncStatus } from '../../sync';
import { useEngine } from '../lib/engine';
import { useNow, useNowPassing } from '../lib/useNow';
import { ToastHost } from '../components/ToastHost';
import { SyncIndicator } from './SyncIndicator';
import { texts } from '../texts';

type DotState = 'open' | 'closed' | 'loading' | 'signed-out' | 'failed';

const LABELS: Record<DotState, string> = {
  open: texts.shell.topBar.open,
  closed: texts.shell.topBar.closed,
  loading: texts.shell.topBar.loading,
  'signed-out': texts.shell.topBar.signedOut,
  failed: texts.shell.topBar.loadFailed,
};

export function TopBar() {
  const ticking = useNow(15_000);
  // A closure that ends by itself: the dot turns within a second of its end, not the next tick.
  const closure = useShopStatus();
  const now = Math.max(ticking, useNowPassing([closure?.is_closed ? closure.closed_until : null]));
  const session = useSession();
  const open = useOpenState(now);
  const status = useSyncStatus();
  const history = useHistoryProgress();
  const engine = useEngine();
  const [refreshing, setRefreshing] = useState(false);

  let dot: DotState;
  if (session === null) dot = 'signed-out';
  else if (status?.state === 'error' && status.lastSynced.opening_hours === undefined) dot = 'failed';
  else if (!open) dot = 'loading';
  else dot = open.is_open ? 'open' : 'closed';
  // Closed only because no device was seen: say so, since the hours say open.
  const reason = dot === 'closed' && open?.source === 'no_device' ? texts.shell.topBar.noDevice : null;
  const name = reason ? texts.shell.topBar.withReason(LABELS[dot], reason) : LABELS[dot];

  const refresh = async () => {
    setRefreshing(true);
    try {
      await engine.refresh();
    } catch (error) {
      console.error('refresh failed', error);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <header className={`top-bar${status && status.failed > 0 ? ' top-bar--retry' : ''}${status && history ? ' top-bar--history' : ''}`}>
      <span className="top-bar__brand">{texts.common.brand}</span>
      <span className={`top-bar__state top-bar__state--${dot}`} role="status" aria-label={`Shop: ${name}`} title={reason ?? undefined}>
        <span className="top-bar__dot" aria-hidden="true" />
        {LABELS[dot]}
        {reason && <span className="top-bar__reason">({reason})</span>}
      </span>
      <SyncIndicator status={status} history={history} />
      <button type="button" className="icon-button" onClick={refresh} disabled={refreshing} aria-label={texts.shell.topBar.refresh}>
        <span aria-hidden="true" className={refreshing ? 'spin' : undefined}>↻</span>
      </button>
      <ToastHost className="toast-host toast-host--top-bar" />
    </header>
  );
}
