// The kitchen ticket and the customer receipt as printer bytes (ESC/POS, or StarPRNT where the encoder
// offers it) for 58 mm (32 columns) and 80 mm (48 columns) paper. The encoder library is imported here
// only when a ticket is encoded, so neither it nor this module is in the first-screen bundle: import
// this module lazily too. Text reaches the paper only through Paper, which strips control bytes.
import type { CustomerTicket, KitchenTicket, Ticket } from '../../../domain/ticket';
import { texts } from '../../texts';
import { Paper } from './escpos-paper';
import { COLUMNS, type PaperWidth } from './paper-width';

const t = texts.orders;

export type PrinterLanguage = 'esc-pos' | 'star-prnt';

export interface EscPosOptions {
  width: PaperWidth;
  language?: PrinterLanguage;
}

// Western European with the euro sign: every Dutch text and amount prints as written.
const CODEPAGE = 'cp858';

function reprintMark(paper: Paper, reprint: number | null): void {
  if (reprint !== null) paper.text(t.ticket.reprint(reprint), { big: true, bold: true, align: 'center' }).blank();
}

function notes(paper: Paper, label: string, text: string | null): void {
  if (!text) return;
  paper.rule().text(label, { bold: true }).text(text);
}

function kitchen(paper: Paper, ticket: KitchenTicket): void {
  paper.text(t.ticket.kitchen, { bold: true, align: 'center' });
  reprintMark(paper, ticket.reprint);
  paper
    .text(ticket.orderNumber, { big: true, bold: true, align: 'center' })
    .text((ticket.isDelivery ? t.deliveryType.delivery : t.deliveryType.pickup).toUpperCase(),
      { big: true, bold: true, align: 'center' })
    .blank()
    .text(ticket.duePromised ? t.ticket.promisedAt : t.ticket.expectedAt, { align: 'center' })
    .text(ticket.dueAt, { big: true, bold: true, align: 'center' });
  if (ticket.isAsap) paper.text(t.receipt.asap, { bold: true, align: 'center' });
  if (ticket.customerName) paper.blank().text(ticket.customerName, { bold: true, align: 'center' });
  paper.rule();
  for (const line of ticket.lines) {
    paper.text(`${line.qty} x ${line.name}`, { big: true, bold: true });
    if (line.productNumber) paper.indented(`${t.receipt.productNumber}: ${line.productNumber}`, 2);
    for (const option of line.options) paper.indented(`+ ${option}`, 2, { bold: true });
    for (const customization of line.customizations) paper.indented(`+ ${customization}`, 2, { bold: true });
  }
  notes(paper, t.receipt.deliveryNotes, ticket.deliveryNotes);
  notes(paper, t.receipt.notes, ticket.notes);
}

function customer(paper: Paper, ticket: CustomerTicket, shopName: string): void {
  const { receipt } = ticket;
  paper.text(shopName, { bold: true, align: 'center' });
  reprintMark(paper, ticket.reprint);
  paper
    .text(`${t.receipt.order} ${receipt.orderNumber}`, { bold: true, align: 'center' })
    .text((receipt.isDelivery ? t.deliveryType.delivery : t.deliveryType.pickup).toUpperCase(),
      { bold: true, align: 'center' })
    .pair(t.receipt.placedAt, receipt.placedAt)
    .pair(t.receipt.expectedAt, receipt.expectedAt);
  if (receipt.promisedAt) paper.pair(t.ticket.promisedAt, receipt.promisedAt);
  if (receipt.isAsap) paper.text(t.receipt.asap, { bold: true, align: 'right' });
  const who = [receipt.customerName, receipt.phone, ...receipt.addressLines].filter((part): part is string => !!part);
  if (who.length) paper.rule().text(t.receipt.customer, { bold: true }).text(who.join('\n'));
  notes(paper, t.receipt.deliveryNotes, receipt.deliveryNotes);
  paper.rule();
  for (const line of receipt.lines) {
    paper.pair(`${line.qty} x ${line.name}`, line.total, { bold: true });
    if (line.productNumber) paper.indented(`${t.receipt.productNumber}: ${line.productNumber}`, 2);
    for (const option of line.options) paper.indented(`+ ${option}`, 2);
  }
  paper.rule();
  for (const total of receipt.totals) {
    paper.pair(t.totals[total.kind], total.amount, { bold: total.kind === 'total' });
  }
  paper.blank().text(receipt.paid ? t.payment.paid : t.payment.unpaid, { bold: true, align: 'center' });
  notes(paper, t.receipt.notes, receipt.notes);
  paper.rule().text(t.receipt.thanks, { align: 'center' });
}

/** Lays one ticket out on the paper, feed and cut included (ESC/POS bytes or ePOS-Print XML). */
export function layTicket(paper: Paper, ticket: Ticket, shopName: string): void {
  if (ticket.kind === 'kitchen') kitchen(paper, ticket);
  else customer(paper, ticket, shopName);
  paper.finish();
}

/** The printer's bytes for whatever `lay` puts on the paper: initialise, codepage, the layout. */
export async function escPosBytes(lay: (paper: Paper) => void, options: EscPosOptions): Promise<Uint8Array> {
  const { default: ReceiptPrinterEncoder } = await import('@point-of-sale/receipt-printer-encoder');
  const columns = COLUMNS[options.width];
  const encoder = new ReceiptPrinterEncoder({ language: options.language ?? 'esc-pos', columns });
  lay(new Paper(encoder.initialize().codepage(CODEPAGE), columns));
  return encoder.encode();
}

/** The printer's bytes for one ticket: initialise, codepage, the ticket, feed and cut. */
export function ticketEscPos(ticket: Ticket, shopName: string, options: EscPosOptions): Promise<Uint8Array> {
  return escPosBytes((paper) => layTicket(paper, ticket, shopName), options);
}
