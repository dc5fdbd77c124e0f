// The two printed tickets of one order, decided without any I/O, markup or printer commands:
// the customer receipt of spec §9 (the receipt model, unchanged) and the kitchen ticket (order number,
// pickup or delivery, due time, lines with Productnummer, options and customisations, the notes; no
// prices). Both carry the reprint mark: copy 1 is the first print, copy n + 1 says 'HERDRUK n'.
// Due times read as the spec writes them (Vandaag/Morgen HH:MM, else dd/mm HH:MM) judged at the
// instant of printing, which the caller passes in: paper keeps what "Vandaag" meant when it came out.
// Every field is plain text; the renderers (HTML, ESC/POS) make it safe for their medium.
import { expectedTime, formatOrderTime, orderNumber } from './format';
import { buildReceipt, receiptNotes, splitOptions, type Receipt, type ReceiptInput, type ReceiptLineInput } from './receipt';

export type TicketKind = 'kitchen' | 'customer';

/** The data layer's order line, with the cart line's customizations_json (any JSON). */
export interface TicketLineInput extends ReceiptLineInput {
  customizations?: unknown;
}

export interface TicketInput extends ReceiptInput {
  lines: readonly TicketLineInput[];
}

export interface TicketRequest {
  kind: TicketKind;
  /** Which print of this order and kind this is: 1 for the first, 2 for the first reprint, ... */
  copy: number;
  /** The instant of printing: Vandaag and Morgen on the paper are judged from it. */
  printedAt: Date;
  /**
   * The time promised to the customer at accept, ISO 8601. Without it the kitchen ticket
   * shows the spec's expected time: placed + 1 h for ASAP, else the chosen delivery_time.
   */
  promisedAt?: string | null;
}

export interface KitchenLine {
  qty: number;
  name: string;
  productNumber: string | null;
  options: string[];
  /** Customisations the options text does not already name, e.g. 'Saus: Mayo' or 'kaas: 2'. */
  customizations: string[];
}

export interface KitchenTicket {
  kind: 'kitchen';
  orderNumber: string;
  isDelivery: boolean;
  isAsap: boolean;
  /** 'Vandaag HH:MM', 'Morgen HH:MM' or 'dd/mm HH:MM' (Amsterdam time), as seen at printedAt. */
  dueAt: string;
  /** True when the due time is the promised time, false when it is the expected time. */
  duePromised: boolean;
  customerName: string | null;
  lines: KitchenLine[];
  notes: string | null;
  deliveryNotes: string | null;
  /** null on the first print; n on copy n + 1 ('HERDRUK n'). */
  reprint: number | null;
}

export interface CustomerTicket {
  kind: 'customer';
  receipt: Receipt;
  reprint: number | null;
}

export type Ticket = KitchenTicket | CustomerTicket;

/** The reprint number of a copy: null for copy 1, copy - 1 after. Throws on anything but 1, 2, 3, ... */
export function reprintNumber(copy: number): number | null {
  if (!Number.isInteger(copy) || copy < 1) throw new RangeError(`copy must be a whole number from 1, not ${copy}`);
  return copy > 1 ? copy - 1 : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const scalarText = (value: unknown): string | null =>
  typeof value === 'string' ? value.trim() || null
    : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/** One customisation as text: {group, name} as 'group: name', a {key: value} map as 'key: value' each. */
function customizationTexts(entry: unknown): { name: string; text: string }[] {
  const name = scalarText(entry);
  if (name) return [{ name, text: name }];
  if (!isRecord(entry)) return [];
  const entryName = scalarText(entry.name);
  if (entryName) {
    const group = scalarText(entry.group);
    return [{ name: entryName, text: group ? `${group}: ${entryName}` : entryName }];
  }
  return Object.entries(entry).flatMap(([key, value]) => {
    const text = scalarText(value);
    return text ? [{ name: key, text: `${key}: ${text}` }] : [];
  });
}

/**
 * The customisations of a cart line that its options text does not already name. The shop's JSON has
 * no fixed shape here: a list of {group, name} (the seed's), a plain {key: value} map, or text.
 */
export function extraCustomizations(customizations: unknown, options: readonly string[]): string[] {
  const entries = Array.isArray(customizations) ? customizations : customizations == null ? [] : [customizations];
  const named = new Set(options.map((option) => option.toLowerCase()));
  return entries
    .flatMap(customizationTexts)
    .filter((entry) => !named.has(entry.name.toLowerCase()))
    .map((entry) => entry.text);
}

function dueTime(order: TicketInput['order'], promisedAt: string | null | undefined): { at: Date; promised: boolean } {
  const promised = promisedAt ? new Date(promisedAt) : null;
  if (promised && !Number.isNaN(promised.getTime())) return { at: promised, promised: true };
  return { at: expectedTime(order), promised: false };
}

export function buildKitchenTicket(input: TicketInput, print: Omit<TicketRequest, 'kind'>): KitchenTicket {
  const { order } = input;
  const isDelivery = order.delivery_type === 'delivery';
  const due = dueTime(order, print.promisedAt);
  return {
    kind: 'kitchen',
    orderNumber: orderNumber(order.id),
    isDelivery,
    isAsap: order.is_asap,
    dueAt: formatOrderTime(due.at, print.printedAt),
    duePromised: due.promised,
    customerName: order.customer_name?.trim() || null,
    lines: input.lines.map((line) => {
      const options = splitOptions(line.options);
      return {
        qty: line.item.qty,
        name: line.item.name_snapshot,
        productNumber: line.productNumber?.trim() || null,
        options,
        customizations: extraCustomizations(line.customizations, options),
      };
    }),
    notes: receiptNotes(order.notes),
    deliveryNotes: isDelivery ? receiptNotes(input.deliveryNotes) : null,
    reprint: reprintNumber(print.copy),
  };
}

/** The ticket of this kind and copy for one order. */
export function buildTicket(input: TicketInput, request: TicketRequest): Ticket {
  if (request.kind === 'kitchen') return buildKitchenTicket(input, request);
  return { kind: 'customer', receipt: buildReceipt(input, request.printedAt), reprint: reprintNumber(request.copy) };
}
