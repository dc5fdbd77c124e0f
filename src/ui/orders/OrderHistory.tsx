// The order detail's 'Geschiedenis': the order's audit events from the mirror (so also offline), oldest
// first, each with its time and who did it on which device; or the events given (an older order's, read
// from the server).
import { useId } from 'react';
import { useAuditNames } from '../../db/audit-names';
import { appDb } from '../../db/database';
import { useOrderEvents } from '../../db/order-store';
import type { AuditEventRow } from '../../db/rows';
import { history as t } from '../texts/history';
import { historyLines } from './history-lines';

export type OrderHistoryProps = { orderId: string; now: number; events?: AuditEventRow[] | null };

export function OrderHistory({ orderId, now, events: given }: OrderHistoryProps) {
  const headingId = useId();
  const stored = useOrderEvents(orderId, appDb());
  const events = given === undefined ? stored : given;
  const names = useAuditNames();
  if (!events) return null;
  const lines = historyLines(events, names, new Date(now));
  return (
    <section className="detail-section order-history" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.title}</h3>
      {lines.length === 0 ? <p>{t.empty}</p> : (
        <ol className="order-history__list">
          {lines.map((line) => (
            <li key={line.id}>
              <span className="order-history__time">{line.time}</span>{' '}
              <span className="order-history__text">{line.text}</span>
              {line.who && <span className="order-history__who"> {line.who}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
