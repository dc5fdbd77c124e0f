// The receipt model of spec §9: what an 80 mm order receipt shows, decided without any I/O or HTML.
// Fee and tip only above zero, card-payment notes left out, paid or still to pay; the UI renders it.
// The expected and promised times read as spec §9 writes times (Vandaag/Morgen HH:MM, else dd/mm
// HH:MM), judged at the instant of printing passed in; the placed time keeps its full date, as in the
// order detail, since the paper is the record of when the order came in.
import { dueOf } from './due';
import { expectedTime, formatDateTime, formatEuro, formatOrderTime, orderNumber } from './format';

export interface ReceiptOrder {
  id: string;
  placed_at: string;
  delivery_type: string;
  is_asap: boolean;
  delivery_time: string | null;
  customer_name: string | null;
  payment_status: string;
  subtotal_cents: number;
  delivery_fee_cents: number;
  tip_cents: number;
  discount_cents: number;
  total_cents: number;
  notes: string | null;
  /** The ready time promised at accept, ISO; absent or null when nothing was promised. */
  promised_at?: string | null;
}

/** Structurally the data layer's order line (item, Productnummer, options joined with '+'). */
export interface ReceiptLineInput {
  item: { qty: number; name_snapshot: string; line_total_cents: number };
  productNumber: string | null;
  options: string | null;
}

export interface ReceiptInput {
  order: ReceiptOrder;
  lines: readonly ReceiptLineInput[];
  phone: string | null;
  deliveryAddress: { address: string | null; postcode: string | null; city: string | null } | null;
  deliveryNotes: string | null;
}

export type ReceiptTotalKind = 'subtotal' | 'deliveryFee' | 'tip' | 'discount' | 'total';

export interface ReceiptLine {
  qty: number;
  name: string;
  productNumber: string | null;
  options: string[];
  total: string;
}

export interface Receipt {
  orderNumber: string;
  /** 'dd-mm-yyyy HH:MM', Amsterdam time. */
  placedAt: string;
  /** 'Vandaag HH:MM', 'Morgen HH:MM' or 'dd/mm HH:MM' (Amsterdam time), as seen when printed. */
  expectedAt: string;
  /** The promised ready time as expectedAt reads; absent when nothing was promised. */
  promisedAt?: string;
  isAsap: boolean;
  isDelivery: boolean;
  customerName: string | null;
  phone: string | null;
  /** Street line, then postcode and city; empty for pickup or when the cart has no address. */
  addressLines: string[];
  lines: ReceiptLine[];
  /** In print order; fee and tip only when above zero, discount only when above zero. */
  totals: { kind: ReceiptTotalKind; amount: string }[];
  paid: boolean;
  notes: string | null;
  deliveryNotes: string | null;
}

// A card or PIN payment named together with a word that says it went through.
const CARD = /(?:^|[^\p{L}])(?:pin|pinpas|pinbetaling|kaart|kaartbetaling|bankpas|bankkaart|creditcard|debitcard|card|contactloos)(?![\p{L}])/iu;
const DONE = /(?:^|[^\p{L}])(?:betaald|voldaan|voltooid|afgerond|geslaagd|gelukt|ontvangen|paid|complete|completed|succeeded|successful)(?![\p{L}])/iu;
const GEPIND = /(?:^|[^\p{L}])gepind(?![\p{L}])/iu;
// Anything that says the payment did NOT go through keeps the note on the receipt.
const NOT_DONE = /(?:^|[^\p{L}])(?:niet|nog|not|unpaid|onbetaald|mislukt|failed|geweigerd|declined|pending|open)(?![\p{L}])/iu;

/** True when one sentence says a card/PIN payment was completed, e.g. 'Betaald met kaart'. */
export function mentionsCompletedCardPayment(sentence: string): boolean {
  if (NOT_DONE.test(sentence)) return false;
  return GEPIND.test(sentence) || (CARD.test(sentence) && DONE.test(sentence));
}

/**
 * One sentence without what it says of a card payment: the comma clauses that say it are dropped; when the
 * mention spans clauses ('Betaald, met kaart') the whole sentence goes.
 */
function withoutCardPayment(sentence: string): string {
  if (!mentionsCompletedCardPayment(sentence)) return sentence;
  const clauses = sentence.split(/,\s*/);
  const kept = clauses.filter((clause) => !mentionsCompletedCardPayment(clause));
  return kept.length === clauses.length ? '' : kept.join(', ').trim();
}

/**
 * The notes as printed: every line, sentence and comma clause about a completed card payment is left
 * out, so 'Geen ui. Betaald met pin.' still prints 'Geen ui.'; null when nothing is left.
 */
export function receiptNotes(notes: string | null): string | null {
  if (!notes) return null;
  const kept = notes
    .split(/\r?\n/)
    .map((line) => line
      .split(/(?<=[.!?;|])\s+/)
      .map(withoutCardPayment)
      .filter((sentence) => sentence !== '')
      .join(' ')
      .trim())
    .filter((line) => line !== '');
  return kept.length ? kept.join('\n') : null;
}

/** The cart line's options text ('Extra kaas + Zonder ui') as separate options. */
export function splitOptions(options: string | null): string[] {
  if (!options) return [];
  return options.split('+').map((option) => option.trim()).filter((option) => option !== '');
}

function addressLines(address: ReceiptInput['deliveryAddress']): string[] {
  if (!address) return [];
  const street = address.address?.trim() ?? '';
  const place = [address.postcode?.trim(), address.city?.trim()].filter(Boolean).join(' ');
  return [street, place].filter((line) => line !== '');
}

/** The receipt of one order printed at `printedAt`. */
export function buildReceipt(input: ReceiptInput, printedAt: Date): Receipt {
  const { order } = input;
  const due = dueOf(order);
  const isDelivery = order.delivery_type === 'delivery';
  const totals: Receipt['totals'] = [{ kind: 'subtotal', amount: formatEuro(order.subtotal_cents) }];
  if (order.delivery_fee_cents > 0) totals.push({ kind: 'deliveryFee', amount: formatEuro(order.delivery_fee_cents) });
  if (order.tip_cents > 0) totals.push({ kind: 'tip', amount: formatEuro(order.tip_cents) });
  if (order.discount_cents > 0) totals.push({ kind: 'discount', amount: `- ${formatEuro(order.discount_cents)}` });
  totals.push({ kind: 'total', amount: formatEuro(order.total_cents) });
  return {
    orderNumber: orderNumber(order.id),
    placedAt: formatDateTime(new Date(order.placed_at)),
    expectedAt: formatOrderTime(expectedTime(order), printedAt),
    ...(due.promised ? { promisedAt: formatOrderTime(due.at, printedAt) } : {}),
    isAsap: order.is_asap,
    isDelivery,
    customerName: order.customer_name?.trim() || null,
    phone: input.phone?.trim() || null,
    addressLines: isDelivery ? addressLines(input.deliveryAddress) : [],
    lines: input.lines.map((line) => ({
      qty: line.item.qty,
      name: line.item.name_snapshot,
      productNumber: line.productNumber?.trim() || null,
      options: splitOptions(line.options),
      total: formatEuro(line.item.line_total_cents),
    })),
    totals,
    paid: order.payment_status === 'paid',
    notes: receiptNotes(order.notes),
    deliveryNotes: isDelivery ? receiptNotes(input.deliveryNotes) : null,
  };
}
