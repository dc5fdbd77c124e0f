// 'Eerdere bestellingen van deze klant' in the order detail, by the customer's phone number: how many
// orders, what they spent, the last five and the notes they left. Online the server answers for every
// order ever placed; offline (or when it fails) the orders this device holds answer, and say so.
import { useEffect, useId, useState } from 'react';
import { appDb } from '../../db/database';
import { storedOrdersOfPhone, useOrdersChanged, type OrderRow } from '../../db/order-store';
import { formatEuro, formatOrderTime, orderNumber } from '../../domain/format';
import { statusLabel } from '../../domain/order-status';
import type { CustomerSummary } from '../../sync';
import { useEngine } from '../lib/engine';
import { useOnline } from '../lib/useOnline';
import { customerHistory as t } from '../texts/history';

type Known = CustomerSummary & { fromDevice: boolean };

/** The same figures from the orders this device holds. */
export function summaryOf(orders: readonly OrderRow[]): CustomerSummary {
  const kept = orders.filter((order) => order.status !== 'canceled');
  return {
    orders: kept.length,
    spentCents: kept.reduce((sum, order) => sum + order.total_cents, 0),
    canceled: orders.length - kept.length,
    notes: orders.flatMap((order) => (order.notes?.trim() ? [order.notes.trim()] : [])).slice(0, 10),
    last: orders.slice(0, 5),
  };
}

export type CustomerHistoryProps = { orderId: string; phone: string | null; now: number };

export function CustomerHistory({ orderId, phone, now }: CustomerHistoryProps) {
  const engine = useEngine();
  const online = useOnline();
  const changed = useOrdersChanged(appDb());
  // The device's answer follows the stored orders; the server's is asked once per order shown, not
  // again after every order change while the detail is open.
  const deviceChanged = online ? null : changed;
  const headingId = useId();
  const [known, setKnown] = useState<Known | null>(null);

  useEffect(() => {
    if (!phone) return;
    let current = true;
    const fromDevice = async () => summaryOf((await storedOrdersOfPhone(appDb(), phone)).filter((order) => order.id !== orderId));
    const load = async (): Promise<Known> => {
      if (online) {
        try {
          return { ...(await engine.lookup.customer(phone, orderId)), fromDevice: false };
        } catch (error) {
          console.error('reading the customer failed; the device answers', error);
        }
      }
      return { ...(await fromDevice()), fromDevice: true };
    };
    load().then((next) => { if (current) setKnown(next); }).catch((error: unknown) => console.error('customer history failed', error));
    return () => { current = false; };
  }, [engine, online, phone, orderId, deviceChanged]);

  if (!phone || !known) return null;
  return (
    <section className="detail-section customer-history" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.title}</h3>
      {known.orders + known.canceled === 0 ? <p>{t.none}</p> : (
        <>
          <p>
            {t.summary(known.orders, formatEuro(known.spentCents))}
            {known.canceled > 0 && `, ${t.canceled(known.canceled)}`}
          </p>
          <ul className="customer-history__orders" aria-label={t.lastFive}>
            {known.last.map((order) => (
              <li key={order.id}>
                {formatOrderTime(new Date(order.placed_at), new Date(now))} · {orderNumber(order.id)} · {formatEuro(order.total_cents)} · {statusLabel(order.status)}
              </li>
            ))}
          </ul>
          {known.notes.length > 0 && (
            <>
              <h4>{t.notes}</h4>
              <ul className="customer-history__notes">{known.notes.map((note, i) => <li key={i}>{note}</li>)}</ul>
            </>
          )}
        </>
      )}
      {known.fromDevice && <p className="customer-history__source">{t.onDevice}</p>}
    </section>
  );
}
