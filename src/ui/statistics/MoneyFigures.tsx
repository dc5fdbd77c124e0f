// The money of a period on the Cijfers screen: the main figures beside the period before, BTW per rate,
// and cancellations per reason. Tables are tables, so screen readers read them as such.
import type { CSSProperties } from 'react';
import type { Money } from '../../domain/figures';
import { formatEuro } from '../../domain/format';
import { statistics as t } from '../texts/statistics';

type Figure = { key: keyof typeof t.money; value: (m: Money) => number; euro: boolean };

const FIGURES: Figure[] = [
  { key: 'turnoverIncl', value: (m) => m.turnover_incl_cents, euro: true },
  { key: 'orders', value: (m) => m.orders, euro: false },
  { key: 'average', value: (m) => m.average_order_cents, euro: true },
  { key: 'paidOnline', value: (m) => m.paid_online_cents, euro: true },
  { key: 'toCollect', value: (m) => m.to_collect_cents, euro: true },
  { key: 'pickup', value: (m) => m.pickup, euro: false },
  { key: 'delivery', value: (m) => m.delivery, euro: false },
  { key: 'deliveryFees', value: (m) => m.delivery_fee_cents, euro: true },
  { key: 'tips', value: (m) => m.tip_cents, euro: true },
  { key: 'discounts', value: (m) => m.discount_cents, euro: true },
  { key: 'canceled', value: (m) => m.canceled, euro: false },
];

export function MoneySummary({ money, before }: { money: Money; before: Money | null }) {
  return (
    <ul className="stat-cards" aria-label={t.money.heading}>
      {FIGURES.map(({ key, value, euro }) => {
        const show = (n: number) => (euro ? formatEuro(n) : String(n));
        return (
          <li key={key} className="stat-card">
            <span className="stat-card__label">{t.money[key]}</span>
            <span className="stat-card__value" data-figure={key}>{show(value(money))}</span>
            <span className="stat-card__before">{before ? t.before(show(value(before))) : t.noBefore}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function VatTable({ money }: { money: Money }) {
  const rows = [
    { label: '9%', excl: money.excl_cents_by_rate[9], vat: money.vat_cents_by_rate[9], incl: money.incl_cents_by_rate[9] },
    { label: '21%', excl: money.excl_cents_by_rate[21], vat: money.vat_cents_by_rate[21], incl: money.incl_cents_by_rate[21] },
    {
      label: t.vat.total, excl: money.turnover_excl_cents, vat: money.vat_cents_by_rate[9] + money.vat_cents_by_rate[21],
      incl: money.incl_cents_by_rate[9] + money.incl_cents_by_rate[21],
    },
  ];
  return (
    <table className="stat-table">
      <caption>{t.vat.heading}</caption>
      <thead><tr><th scope="col">{t.vat.rate}</th><th scope="col">{t.vat.excl}</th><th scope="col">{t.vat.vat}</th><th scope="col">{t.vat.incl}</th></tr></thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th><td>{formatEuro(row.excl)}</td><td>{formatEuro(row.vat)}</td><td>{formatEuro(row.incl)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReasonsTable({ reasons }: { reasons: readonly { reason: string; count: number; cents: number }[] }) {
  if (reasons.length === 0) return null;
  return (
    <table className="stat-table">
      <caption>{t.reasons.heading}</caption>
      <thead><tr><th scope="col">{t.reasons.reason}</th><th scope="col">{t.reasons.count}</th><th scope="col">{t.reasons.amount}</th></tr></thead>
      <tbody>
        {reasons.map((r) => (
          <tr key={r.reason}><th scope="row">{r.reason || t.reasons.none}</th><td>{r.count}</td><td>{formatEuro(r.cents)}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

/** Orders per hour: a week's hours by weekday (1 = Monday), or one day's (weekday 0), shaded by count. */
export function HoursGrid({ cells }: { cells: readonly { weekday: number; hour: number; orders: number }[] }) {
  const used = cells.filter((cell) => cell.orders > 0);
  if (used.length === 0) return null;
  const hours = [...new Set(used.map((cell) => cell.hour))].sort((a, b) => a - b);
  const days = [...new Set(used.map((cell) => cell.weekday))].sort((a, b) => a - b);
  const max = Math.max(...used.map((cell) => cell.orders));
  const count = (weekday: number, hour: number) => cells.find((c) => c.weekday === weekday && c.hour === hour)?.orders ?? 0;
  return (
    <table className="stat-table stat-hours">
      <caption>{t.charts.hours}</caption>
      <thead>
        <tr><th scope="col">{t.charts.hour}</th>{days.map((d) => <th key={d} scope="col">{d === 0 ? t.money.orders : t.charts.weekdays[d - 1]}</th>)}</tr>
      </thead>
      <tbody>
        {hours.map((hour) => (
          <tr key={hour}>
            <th scope="row">{`${String(hour).padStart(2, '0')}:00`}</th>
            {days.map((d) => {
              const n = count(d, hour);
              return <td key={d} style={{ '--heat': n / max } as CSSProperties}>{n}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
