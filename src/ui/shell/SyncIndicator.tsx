// What staff on bad Wi-Fi need to see at a glance: online, connecting, offline, how many changes wait,
// how many failed (with retry), or that they must sign in again.
import { useEngine } from '../lib/engine';
import type { SyncStatus } from '../../sync';
import { texts } from '../texts';

export type SyncIndicatorProps = { status: SyncStatus | undefined };

export function SyncIndicator({ status }: SyncIndicatorProps) {
  const engine = useEngine();
  if (!status) return null;
  const t = texts.shell.sync;
  const label = {
    live: t.live, connecting: t.connecting, offline: t.offline, 'needs-auth': t.needsAuth, error: t.error,
  }[status.state];
  const waiting = status.pending + status.failed;
  return (
    <span className={`sync sync--${status.state}`}>
      <span className="sync__state" role="status" aria-label={t.name(label)}>{label}</span>
      {waiting > 0 && <span className="sync__pending">{t.pending(waiting)}</span>}
      {status.failed > 0 && (
        <button type="button" className="link-button" onClick={() => engine.requestDrain()}>
          {t.retry}
        </button>
      )}
    </span>
  );
}
