// Where the shown figures come from: read just now, the device's copy of an earlier answer (offline), or
// nothing to show without a connection.
import { formatDateTime } from '../../domain/format';
import { statistics as t } from '../texts/statistics';
import type { ServerFigures } from './useServerFigures';

export function FreshnessNote({ state, readAt }: Pick<ServerFigures<unknown>, 'state' | 'readAt'>) {
  if (state === 'loading' && readAt === null) return <p className="stat-note" role="status">{t.loading}</p>;
  if (state === 'unavailable') return <p className="stat-note" role="status">{t.offlineNever}</p>;
  if (readAt === null) return null;
  const when = formatDateTime(new Date(readAt));
  return <p className="stat-note" role="status">{state === 'stale' ? t.offlineSeen(when) : t.readAt(when)}</p>;
}
