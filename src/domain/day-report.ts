// The day report on paper (issue 32): the Z-rapport (a closed business day, numbered, stored on the
// server) and the X-rapport (a tussenstand: the same totals at any moment, not numbered, not stored).
// One model, two renderers (ESC/POS through the printer code, HTML for the browser's print window), as
// for tickets (DESIGN section 9). Amounts stay in cents here; the renderers format them.
import type { Money } from './figures';

export interface DayReportTotals extends Money {
  cancel_reasons?: { reason: string; count: number; cents: number }[];
}

export type DayReportLineKey =
  | 'orders' | 'gross' | 'tips' | 'turnoverIncl' | 'incl9' | 'vat9' | 'excl9' | 'incl21' | 'vat21' | 'excl21'
  | 'turnoverExcl' | 'vat' | 'paidOnline' | 'toCollect' | 'refunded' | 'deliveryFees' | 'discounts'
  | 'pickup' | 'delivery' | 'canceled' | 'canceledAmount';

export interface DayReportLine { key: DayReportLineKey; cents?: number; count?: number; bold?: boolean }

export interface DayReport {
  kind: 'z' | 'x';
  /** The Z-rapport's number; null for an X-rapport. */
  number: number | null;
  shopName: string;
  businessDate: string;
  printedAt: Date;
  /** When the day was closed (Z) or null. */
  closedAt: Date | null;
  sections: DayReportLine[][];
  cancelReasons: { reason: string; count: number; cents: number }[];
}

export interface DayReportInput {
  kind: 'z' | 'x';
  number?: number | null;
  shopName: string;
  businessDate: string;
  totals: DayReportTotals;
  printedAt: Date;
  closedAt?: Date | null;
}

export function buildDayReport(input: DayReportInput): DayReport {
  const t = input.totals;
  return {
    kind: input.kind,
    number: input.kind === 'z' ? (input.number ?? null) : null,
    shopName: input.shopName,
    businessDate: input.businessDate,
    printedAt: input.printedAt,
    closedAt: input.closedAt ?? null,
    sections: [
      [{ key: 'orders', count: t.orders }, { key: 'gross', cents: t.gross_cents, bold: true }, { key: 'tips', cents: t.tip_cents },
        { key: 'turnoverIncl', cents: t.turnover_incl_cents, bold: true }],
      [{ key: 'incl9', cents: t.incl_cents_by_rate[9] }, { key: 'vat9', cents: t.vat_cents_by_rate[9] },
        { key: 'excl9', cents: t.excl_cents_by_rate[9] }, { key: 'incl21', cents: t.incl_cents_by_rate[21] },
        { key: 'vat21', cents: t.vat_cents_by_rate[21] }, { key: 'excl21', cents: t.excl_cents_by_rate[21] },
        { key: 'turnoverExcl', cents: t.turnover_excl_cents, bold: true },
        { key: 'vat', cents: t.vat_cents_by_rate[9] + t.vat_cents_by_rate[21], bold: true }],
      [{ key: 'paidOnline', cents: t.paid_online_cents }, { key: 'toCollect', cents: t.to_collect_cents, bold: true },
        { key: 'refunded', cents: t.refunded_cents }],
      [{ key: 'deliveryFees', cents: t.delivery_fee_cents }, { key: 'discounts', cents: t.discount_cents },
        { key: 'pickup', count: t.pickup }, { key: 'delivery', count: t.delivery }],
      [{ key: 'canceled', count: t.canceled }, { key: 'canceledAmount', cents: t.canceled_cents }],
    ],
    cancelReasons: t.cancel_reasons ?? [],
  };
}
