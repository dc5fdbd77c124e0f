// The money figures of a set of orders, by the same rules as the database's figure_report (issue 32):
// BTW per line from its snapshotted rate (9 where none was recorded), an order's discount shared over
// its lines in proportion by cumulative rounding (lines in id order), the delivery fee at 9 %, tips no
// turnover, cancelled orders counted apart. Used for "today" on the device, from the mirror.

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

/** The money figures of these orders (lines by order id). */
export function moneyFigures(orders: readonly FigureOrder[], linesOf: (orderId: string) => readonly FigureLine[]): Money {
  const m: Money = {
    orders: 0, gross_cents: 0, tip_cents: 0, delivery_fee_cents: 0, discount_cents: 0, turnover_incl_cents: 0,
    turnover_excl_cents: 0, incl_cents_by_rate: { 9: 0, 21: 0 }, vat_cents_by_rate: { 9: 0, 21: 0 },
    excl_cents_by_rate: { 9: 0, 21: 0 }, paid_online_cents: 0, refunded_cents: 0, to_collect_cents: 0,
    average_order_cents: 0, pickup: 0, delivery: 0, canceled: 0, canceled_cents: 0,
  };
  for (const order of orders) {
    if (order.status === 'canceled') {
      m.canceled += 1;
      m.canceled_cents += order.total_cents;
      continue;
    }
    m.orders += 1;
    m.gross_cents += order.total_cents;
    m.tip_cents += order.tip_cents;
    m.delivery_fee_cents += order.delivery_fee_cents;
    m.discount_cents += order.discount_cents;
    if (order.payment_status === 'paid') m.paid_online_cents += order.total_cents;
    else if (order.payment_status === 'refunded') m.refunded_cents += order.total_cents;
    if (order.delivery_type === 'delivery') m.delivery += 1;
    else if (order.delivery_type === 'pickup') m.pickup += 1;
    const { incl, vat } = orderMoney(order, linesOf(order.id));
    for (const rate of [9, 21] as const) {
      m.incl_cents_by_rate[rate] += incl[rate];
      m.vat_cents_by_rate[rate] += vat[rate];
    }
  }
  for (const rate of [9, 21] as const) m.excl_cents_by_rate[rate] = m.incl_cents_by_rate[rate] - m.vat_cents_by_rate[rate];
  m.turnover_incl_cents = m.gross_cents - m.tip_cents;
  m.turnover_excl_cents = m.excl_cents_by_rate[9] + m.excl_cents_by_rate[21];
  m.to_collect_cents = m.gross_cents - m.paid_online_cents - m.refunded_cents;
  m.average_order_cents = m.orders === 0 ? 0 : Math.round(m.gross_cents / m.orders);
  return m;
}

/** Cancellations per reason ('Anders: …' counted as 'Anders'), most first, as the database lists them. */
export function cancelReasons(orders: readonly FigureOrder[]): { reason: string; count: number; cents: number }[] {
  const by = new Map<string, { reason: string; count: number; cents: number }>();
  for (const order of orders) {
    if (order.status !== 'canceled') continue;
    const reason = order.cancel_reason?.startsWith('Anders:') ? 'Anders' : (order.cancel_reason ?? '');
    const entry = by.get(reason) ?? { reason, count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += order.total_cents;
    by.set(reason, entry);
  }
  return [...by.values()].sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1));
}
