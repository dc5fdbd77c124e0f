// The server's older orders for the search (useOlderSearch): asked for with a button or Enter, offline a
// sentence instead. Orders this device holds are shown above already; each older one opens read-only.
import { useState } from 'react';
import type { OrderRow } from '../../db/order-store';
import type { FoundOrder } from '../../sync';
import { useOnline } from '../lib/useOnline';
import { search as t } from '../texts/search';
import { FoundOrders } from './FoundOrders';
import { OlderOrderModal } from './OlderOrderModal';
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
        <FoundOrders orders={rows} now={now} onOpen={(order) => setOpened(rows.find((row) => row.id === order.id) ?? null)} />
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
