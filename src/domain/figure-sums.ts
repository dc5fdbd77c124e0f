// The day's figures as sums that can be added and taken away order by order (issue 32): the device keeps
// them per hour beside its orders (order-store/figure-hours.ts), so today's figures are a sum of at most
// 25 hours instead of a read of every order. One order's part follows the database's rules
// (figures.ts orderMoney: BTW per line, the discount shared out, the delivery fee at 9 %); a cancelled
// order adds only its reason. Products by product id, else by name, as figure_report groups them.
import { orderMoney, type FigureLine, type FigureOrder } from './figures';

export interface SumLine extends FigureLine { product_id?: string | null; name_snapshot: string; qty: number }

export interface FigureSums {
  tip: number; fee: number; discount: number;
  /** total_cents of the orders paid online, and of those refunded. */
  paid: number; refunded: number;
  pickup: number; delivery: number;
  incl9: number; incl21: number; vat9: number; vat21: number;
  /** Cancelled orders per reason ('Anders: …' as 'Anders'): [count, cents]. */
  reasons: Record<string, [number, number]>;
  /** Sold per product: [name, qty, turnover cents]. */
  products: Record<string, [string, number, number]>;
}

const NUMBERS = ['tip', 'fee', 'discount', 'paid', 'refunded', 'pickup', 'delivery', 'incl9', 'incl21', 'vat9', 'vat21'] as const;

export function emptySums(): FigureSums {
  return {
    tip: 0, fee: 0, discount: 0, paid: 0, refunded: 0, pickup: 0, delivery: 0,
    incl9: 0, incl21: 0, vat9: 0, vat21: 0, reasons: {}, products: {},
  };
}

export const reasonOf = (reason: string | null | undefined): string => (reason?.startsWith('Anders:') ? 'Anders' : (reason ?? ''));

/** One order's part of the sums. */
export function orderSums(order: FigureOrder, lines: readonly SumLine[]): FigureSums {
  const sums = emptySums();
  if (order.status === 'canceled') {
    sums.reasons[reasonOf(order.cancel_reason)] = [1, order.total_cents];
    return sums;
  }
  sums.tip = order.tip_cents;
  sums.fee = order.delivery_fee_cents;
  sums.discount = order.discount_cents;
  if (order.payment_status === 'paid') sums.paid = order.total_cents;
  else if (order.payment_status === 'refunded') sums.refunded = order.total_cents;
  if (order.delivery_type === 'delivery') sums.delivery = 1;
  else if (order.delivery_type === 'pickup') sums.pickup = 1;
  const { incl, vat } = orderMoney(order, lines);
  [sums.incl9, sums.incl21, sums.vat9, sums.vat21] = [incl[9], incl[21], vat[9], vat[21]];
  for (const line of lines) {
    const key = line.product_id ?? line.name_snapshot;
    const [name, qty, cents] = sums.products[key] ?? [line.name_snapshot, 0, 0];
    sums.products[key] = [name, qty + line.qty, cents + line.line_total_cents];
  }
  return sums;
}

/** Adds `other` (sign 1) or takes it away (-1) in place; entries that reach zero go. */
export function addSums(into: FigureSums, other: FigureSums, sign: 1 | -1): FigureSums {
  for (const key of NUMBERS) into[key] += sign * other[key];
  for (const [reason, [count, cents]] of Object.entries(other.reasons)) {
    const [n, c] = into.reasons[reason] ?? [0, 0];
    if (n + sign * count === 0) delete into.reasons[reason];
    else into.reasons[reason] = [n + sign * count, c + sign * cents];
  }
  for (const [key, [name, qty, cents]] of Object.entries(other.products)) {
    const [known, q, c] = into.products[key] ?? [name, 0, 0];
    if (q + sign * qty === 0 && c + sign * cents === 0) delete into.products[key];
    else into.products[key] = [known, q + sign * qty, c + sign * cents];
  }
  return into;
}

/** True when the sums hold nothing (no order left in them). */
export function isEmptySums(sums: FigureSums): boolean {
  return NUMBERS.every((key) => sums[key] === 0) && Object.keys(sums.reasons).length === 0 && Object.keys(sums.products).length === 0;
}

