// One order's money by the same rules as the database's figure_report (issue 32): BTW per line from its
// snapshotted rate (9 where none was recorded), an order's discount shared over its lines in proportion
// by cumulative rounding (lines in id order), the delivery fee at 9 %. Summed per hour by
// figure-sums.ts, totalled by figure-totals.ts ("today" on the device, from the mirror).

export interface FigureOrder {
  id: string; status: string; payment_status: string; delivery_type: string; placed_at: string;
  total_cents: number; tip_cents: number; delivery_fee_cents: number; discount_cents: number;
  cancel_reason?: string | null;
}
export interface FigureLine { id: string; order_id: string; line_total_cents: number; vat_rate?: number | null }

export type Rates<T> = { 9: T; 21: T };
export interface Money {
  orders: number; gross_cents: number; tip_cents: number; delivery_fee_cents: number; discount_cents: number;
  turnover_incl_cents: number; turnover_excl_cents: number;
  incl_cents_by_rate: Rates<number>; vat_cents_by_rate: Rates<number>; excl_cents_by_rate: Rates<number>;
  paid_online_cents: number; refunded_cents: number; to_collect_cents: number; average_order_cents: number;
  pickup: number; delivery: number; canceled: number; canceled_cents: number;
}

const vatOf = (incl: number, rate: number) => Math.round((incl * rate) / (100 + rate));
const rateOf = (line: FigureLine): 9 | 21 => (line.vat_rate === 21 ? 21 : 9);

/** One order's turnover (including BTW) and BTW per rate. */
export function orderMoney(order: FigureOrder, lines: readonly FigureLine[]): { incl: Rates<number>; vat: Rates<number> } {
  const incl = { 9: 0, 21: 0 };
  const vat = { 9: 0, 21: 0 };
  const add = (rate: 9 | 21, amount: number) => {
    incl[rate] += amount;
    vat[rate] += vatOf(amount, rate);
  };
  const sorted = [...lines].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const total = sorted.reduce((sum, line) => sum + line.line_total_cents, 0);
  const discount = Math.min(order.discount_cents, total);
  let cum = 0;
  for (const line of sorted) {
    const before = cum;
    cum += line.line_total_cents;
    const share = total === 0 ? 0 : Math.round((discount * cum) / total) - Math.round((discount * before) / total);
    add(rateOf(line), line.line_total_cents - share);
  }
  if (order.delivery_fee_cents > 0) add(9, order.delivery_fee_cents);
  return { incl, vat };
}
