// The server's older orders for the search (useOlderSearch): asked for with a button or Enter, offline a
// sentence instead. Orders this device holds are shown above already; each older one opens read-only.
import { useState } from 'react';
import type { OrderRow } from '../../db/order-store';
import { formatEuro, formatOrderTime, orderNumber } from '../../domain/format';
import type { FoundOrder } from '../../sync';
import { useOnline } from '../lib/useOnline';
import { search as t } from '../texts/search';
import { customerName } from './labels';
import { OlderOrderModal } from './OlderOrderModal';
import { StatusBadge } from './StatusBadge';
import type { OlderSearch } from './useOlderSearch';

export type OlderResultsProps = { older: OlderSearch; now: number; known: readonly OrderRow[] };

export function OlderResults({ older, now, known }: OlderResultsProps) {
  const online = useOnline();
  const [opened, setOpened] = useState<FoundOrder | null>(null);
  const held = new Set(known.map((order) => order.id));
  const rows = older.rows?.filter((order) => !held.has(order.id)) ?? null;
  return (
    <section className="older-results" aria-label={t.olderTitle}>
      {rows !== null && <h2 className="older-results__title">{t.olderTitle}</h2>}
      {rows !== null && rows.length === 0 && !older.busy && <p>{t.olderNone}</p>}
      {rows !== null && rows.length > 0 && (
        <ul className="older-results__list">
          {rows.map((order) => (
            <li key={order.id}>
              <button type="button" className="older-results__order" onClick={() => setOpened(order)}>
                <span className="older-results__number">{orderNumber(order.id)}</span>
                <span>{customerName(order)}</span>
                <span>{formatOrderTime(new Date(order.placed_at), new Date(now))}</span>
                <span>{formatEuro(order.total_cents)}</span>
                <StatusBadge status={order.status} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {older.failed && <p className="field-error" role="alert">{t.olderFailed}</p>}
      {!online ? <p className="older-results__offline">{t.offline}</p> : (rows === null || older.more) && (
        <button type="button" className="button" disabled={older.busy} onClick={() => older.ask(rows !== null)}>
          {older.busy ? t.olderBusy : rows === null ? t.older : t.olderMore}
        </button>
      )}
      {opened && <OlderOrderModal order={opened} now={now} onClose={() => setOpened(null)} />}
    </section>
  );
}
