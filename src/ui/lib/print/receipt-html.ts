// The receipt as a complete HTML document for a thermal printer (spec §9), 80 mm unless told. Built
// with the `html` tag, so every value (customer fields and our own texts alike) is escaped unless
// marked raw: nothing in an order can become markup. A reprint carries the 'HERDRUK n' mark.
import { buildReceipt, type Receipt, type ReceiptInput, type ReceiptLine } from '../../../domain/receipt';
import { texts } from '../../texts';
import { html, type SafeHtml } from './html';
import type { PaperWidth } from './paper-width';
import { ticketDocument } from './ticket-document';

const t = texts.orders;

export interface TicketHtmlOptions {
  /** n for 'HERDRUK n'; null or absent on the first print. */
  reprint?: number | null;
  width?: PaperWidth;
}

export function row(label: string, value: string, className = 'row'): SafeHtml {
  return html`<div class="${className}"><span>${label}</span><span>${value}</span></div>`;
}

export function reprintHtml(reprint: number | null | undefined): SafeHtml | null {
  return reprint ? html`<p class="reprint">${t.ticket.reprint(reprint)}</p>` : null;
}

export function notesHtml(label: string, notes: string | null): SafeHtml | null {
  return notes ? html`<hr><p><strong>${label}</strong></p><p class="notes">${notes}</p>` : null;
}

function itemHtml(line: ReceiptLine): SafeHtml {
  const name = html`<div class="row"><span class="name">${line.qty} x ${line.name}</span><span>${line.total}</span></div>`;
  const productNumber = line.productNumber && html`<p class="sub">${t.receipt.productNumber}: ${line.productNumber}</p>`;
  const options = line.options.map((option) => html`<p class="sub">+ ${option}</p>`);
  return html`<div class="item">${name}${productNumber}${options}</div>`;
}

function customerHtml(receipt: Receipt): SafeHtml | null {
  const parts = [receipt.customerName, receipt.phone, ...receipt.addressLines].filter((part): part is string => !!part);
  if (!parts.length) return null;
  return html`<p><strong>${t.receipt.customer}</strong></p>${parts.map((part) => html`<p>${part}</p>`)}`;
}

export function receiptHtml(receipt: Receipt, shopName: string, options: TicketHtmlOptions = {}): string {
  const deliveryType = receipt.isDelivery ? t.deliveryType.delivery : t.deliveryType.pickup;
  const totals = receipt.totals
    .map((total) => row(t.totals[total.kind], total.amount, total.kind === 'total' ? 'row total' : 'row'));
  const body = html`<h1>${shopName}</h1>
${reprintHtml(options.reprint)}
<p class="number">${t.receipt.order} ${receipt.orderNumber}</p>
<p class="type">${deliveryType}</p>
${row(t.receipt.placedAt, receipt.placedAt, 'row row--text')}
${row(t.receipt.expectedAt, receipt.expectedAt, 'row row--text')}
${receipt.promisedAt && row(t.ticket.promisedAt, receipt.promisedAt, 'row row--text')}
${receipt.isAsap && html`<p class="asap">${t.receipt.asap}</p>`}
<hr>
${customerHtml(receipt)}
${notesHtml(t.receipt.deliveryNotes, receipt.deliveryNotes)}
<hr>
${receipt.lines.map(itemHtml)}
<hr>
${totals}
<p class="payment">${receipt.paid ? t.payment.paid : t.payment.unpaid}</p>
${notesHtml(t.receipt.notes, receipt.notes)}
<hr>
<p class="center">${t.receipt.thanks}</p>`;
  return ticketDocument(t.receipt.title(receipt.orderNumber), body, options.width);
}

/** The receipt of an order printed at `printedAt`: the model of src/domain, rendered here (loaded only to print). */
export function orderReceiptHtml(order: ReceiptInput, shopName: string, printedAt: Date): string {
  return receiptHtml(buildReceipt(order, printedAt), shopName);
}
