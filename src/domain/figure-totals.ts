// The figures of a day (or any set of hours) from the sums kept per hour (figure-sums.ts): the money as
// the database's figure_report gives it, cancellations per reason and products sold. Apart from
// figure-sums.ts, which every order write uses, so this loads with the Cijfers screen only.
import type { FigureSums } from './figure-sums';
import type { Money } from './figures';

/** Orders of one status: how many, and the sum of their total_cents. */
export interface StatusTotals { status: string; count: number; cents: number }

/** The money figures (as figure_report gives them) of these orders per status and their sums. */
export function moneyOfSums(statuses: readonly StatusTotals[], sums: FigureSums): Money {
  const counted = statuses.filter((s) => s.status !== 'canceled');
  const canceled = statuses.filter((s) => s.status === 'canceled');
  const total = (list: readonly StatusTotals[], key: 'count' | 'cents') => list.reduce((sum, s) => sum + s[key], 0);
  const orders = total(counted, 'count');
  const gross = total(counted, 'cents');
  const excl9 = sums.incl9 - sums.vat9;
  const excl21 = sums.incl21 - sums.vat21;
  return {
    orders, gross_cents: gross, tip_cents: sums.tip, delivery_fee_cents: sums.fee, discount_cents: sums.discount,
    turnover_incl_cents: gross - sums.tip, turnover_excl_cents: excl9 + excl21,
    incl_cents_by_rate: { 9: sums.incl9, 21: sums.incl21 }, vat_cents_by_rate: { 9: sums.vat9, 21: sums.vat21 },
    excl_cents_by_rate: { 9: excl9, 21: excl21 },
    paid_online_cents: sums.paid, refunded_cents: sums.refunded, to_collect_cents: gross - sums.paid - sums.refunded,
    average_order_cents: orders === 0 ? 0 : Math.round(gross / orders),
    pickup: sums.pickup, delivery: sums.delivery, canceled: total(canceled, 'count'), canceled_cents: total(canceled, 'cents'),
  };
}

/** Cancellations per reason, most first (as figures.ts cancelReasons). */
export function reasonsOfSums(sums: FigureSums): { reason: string; count: number; cents: number }[] {
  return Object.entries(sums.reasons).map(([reason, [count, cents]]) => ({ reason, count, cents }))
    .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1));
}

/** Products sold, most first. */
export function productsOfSums(sums: FigureSums): { name: string; qty: number; turnover_cents: number }[] {
  return Object.values(sums.products).map(([name, qty, turnover_cents]) => ({ name, qty, turnover_cents }))
    .sort((a, b) => b.qty - a.qty || b.turnover_cents - a.turnover_cents);
}
