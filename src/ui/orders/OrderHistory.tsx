// The order detail's 'Geschiedenis': the order's audit events from the mirror (so also offline), oldest
// first, each with its time and who did it on which device.
import { useId } from 'react';
import { useAuditNames } from '../../db/audit-names';
import { appDb } from '../../db/database';
import { useOrderEvents } from '../../db/order-store';
import { history as t } from '../texts/history';
import { historyLines } from './history-lines';

export type OrderHistoryProps = { orderId: string; now: number };

export function OrderHistory({ orderId, now }: OrderHistoryProps) {
  const headingId = useId();
  const events = useOrderEvents(orderId, appDb());
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
