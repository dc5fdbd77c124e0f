// The time line of an order card: the due time (Klaar om, the promised time; else Verwacht,
// the spec's expected time) as Vandaag/Morgen/dd/mm with the time. Active orders add the minutes left
// or late, coloured calm, soon (within 5 minutes) or late, and said in words; new orders add how long
// they have waited.
import type { OrderRow } from '../../db/order-store';
import { countdown, dueOf, waitedMinutes } from '../../domain/due';
import { formatOrderTime } from '../../domain/format';
import { tabOf } from '../../domain/order-status';
import { timing } from '../texts/timing';

export type OrderDueProps = { order: OrderRow; now: number };

export function OrderDue({ order, now }: OrderDueProps) {
  const t = timing.due;
  const due = dueOf(order);
  const at = new Date(now);
  const tab = tabOf(order.status);
  const left = tab === 'active' ? countdown(due.at, at) : null;
  return (
    <span className="order-card__time">
      {due.promised ? t.promised : t.expected}: <time dateTime={due.at.toISOString()}>{formatOrderTime(due.at, at)}</time>
      {left && (
        <span className={`due due--${left.urgency}`} data-urgency={left.urgency}>
          {left.urgency === 'late' ? t.late(left.minutes) : t.left(left.minutes)}
        </span>
      )}
      {tab === 'new' && <span className="due due--waiting">{t.waited(waitedMinutes(order.placed_at, at))}</span>}
    </span>
  );
}
