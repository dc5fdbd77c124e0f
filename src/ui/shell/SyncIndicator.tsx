// What staff on bad Wi-Fi need to see at a glance: online, connecting, offline, how many changes wait,
// how many failed (with retry), or that they must sign in again; and while the order history still
// comes in after sign-in, how far it is, on a line of its own under the bar (phones too).
import type { HistoryProgress } from '../../db/history';
import { useEngine } from '../lib/engine';
import type { SyncStatus } from '../../sync';
import { HistoryNote } from '../components/HistoryProgress';
import { texts } from '../texts';

export type SyncIndicatorProps = { status: SyncStatus | undefined; history: HistoryProgress | null | undefined };

export function SyncIndicator({ status, history }: SyncIndicatorProps) {
  const engine = useEngine();
  if (!status) return null;
  const t = texts.shell.sync;
  const label = {
    live: t.live, connecting: t.connecting, offline: t.offline, 'needs-auth': t.needsAuth, error: t.error,
  }[status.state];
  const waiting = status.pending + status.failed;
  return (
    <>
      <span className={`sync sync--${status.state}${waiting > 0 ? ' sync--waiting' : ''}`}>
        <span className="sync__state" role="status" aria-label={t.name(label)}>
          <span className="sync__word">{label}</span>
        </span>
        {waiting > 0 && (
          // Below 768 px the sentence gives way to '⟳ 3' (the app's unsent mark, on a phone without the
          // state's word) unless the retry button is there too: then both get a line under the bar.
          <span className="sync__details">
            <span className="sync__pending">
              <span className="sync__pending-short" aria-hidden="true">{t.pendingShort(waiting)}</span>
              <span className="sync__pending-long">{t.pending(waiting)}</span>
            </span>
            {status.failed > 0 && (
              <button type="button" className="link-button" onClick={() => engine.requestDrain()}>
                {t.retry}
              </button>
            )}
          </span>
        )}
      </span>
      <HistoryNote progress={history} className="sync__history" />
    </>
  );
}
