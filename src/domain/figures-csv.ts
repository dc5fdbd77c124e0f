// The accountant's CSV (issue 32): opens as columns in Dutch Excel: UTF-8 with a byte order mark,
// semicolons between fields, comma decimals without thousands separators, dates as dd-mm-jjjj, CRLF line
// ends. One row per business day of a range, and one per day closing (Z-rapport).
import type { Money } from './figures';

const BOM = '\uFEFF';

/** 1234 cents → '12,34'; -5 → '-0,05'. */
export function csvEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '2026-03-28' → '28-03-2026'. */
export function csvDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

function field(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}

const MONEY_HEADER = [
  'Omzet 9% excl. btw', 'Btw 9%', 'Omzet 9% incl. btw', 'Omzet 21% excl. btw', 'Btw 21%', 'Omzet 21% incl. btw',
  'Omzet excl. btw', 'Btw totaal', 'Omzet incl. btw', 'Online betaald', 'Nog te innen', 'Terugbetaald',
  'Bezorgkosten', 'Fooi', 'Korting', 'Bestellingen', 'Geannuleerd (aantal)', 'Geannuleerd (bedrag)',
] as const;

function moneyFields(m: Money): (string | number)[] {
  return [
    csvEuro(m.excl_cents_by_rate[9]), csvEuro(m.vat_cents_by_rate[9]), csvEuro(m.incl_cents_by_rate[9]),
    csvEuro(m.excl_cents_by_rate[21]), csvEuro(m.vat_cents_by_rate[21]), csvEuro(m.incl_cents_by_rate[21]),
    csvEuro(m.turnover_excl_cents), csvEuro(m.vat_cents_by_rate[9] + m.vat_cents_by_rate[21]),
    csvEuro(m.turnover_incl_cents), csvEuro(m.paid_online_cents), csvEuro(m.to_collect_cents),
    csvEuro(m.refunded_cents), csvEuro(m.delivery_fee_cents), csvEuro(m.tip_cents), csvEuro(m.discount_cents),
    m.orders, m.canceled, csvEuro(m.canceled_cents),
  ];
}

/** Per business day of a range (days as revenue_figures gives them). */
export function daysCsv(days: readonly (Money & { business_date: string })[]): string {
  return csv(['Datum', ...MONEY_HEADER], days.map((day) => [csvDate(day.business_date), ...moneyFields(day)]));
}

export interface ClosingForCsv { number: number; business_date: string; closed_at: string; totals: Money }

/** One row per day closing, by number; closed_at on the Amsterdam clock. */
export function closingsCsv(closings: readonly ClosingForCsv[], closedAt: (iso: string) => string): string {
  return csv(['Z-rapport', 'Datum', 'Afgesloten op', ...MONEY_HEADER],
    [...closings].sort((a, b) => a.number - b.number)
      .map((c) => [c.number, csvDate(c.business_date), closedAt(c.closed_at), ...moneyFields(c.totals)]));
}
