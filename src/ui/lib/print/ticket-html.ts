// The kitchen ticket and the customer receipt as HTML documents for the browser's print window (the
// fallback when no receipt printer is set up). Built with the `html` tag: every value from an order
// is escaped text and stripped of control characters by construction. Load this module lazily.
import type { KitchenLine, KitchenTicket, Ticket } from '../../../domain/ticket';
import { texts } from '../../texts';
import { html, type SafeHtml } from './html';
import type { PaperWidth } from './paper-width';
import { notesHtml, receiptHtml, reprintHtml } from './receipt-html';
import { ticketDocument } from './ticket-document';

const t = texts.orders;

function kitchenLineHtml(line: KitchenLine): SafeHtml {
  const productNumber = line.productNumber && html`<p class="sub">${t.receipt.productNumber}: ${line.productNumber}</p>`;
  const extras = [...line.options, ...line.customizations].map((option) => html`<p class="sub option">+ ${option}</p>`);
  return html`<div class="item item--kitchen"><p class="name">${line.qty} x ${line.name}</p>${productNumber}${extras}</div>`;
}

function kitchenHtml(ticket: KitchenTicket, width: PaperWidth): string {
  const deliveryType = ticket.isDelivery ? t.deliveryType.delivery : t.deliveryType.pickup;
  const body = html`<h1>${t.ticket.kitchen}</h1>
${reprintHtml(ticket.reprint)}
<p class="big">${ticket.orderNumber}</p>
<p class="type">${deliveryType}</p>
<p class="center">${ticket.duePromised ? t.ticket.promisedAt : t.ticket.expectedAt}</p>
<p class="big">${ticket.dueAt}</p>
${ticket.isAsap && html`<p class="center"><strong>${t.receipt.asap}</strong></p>`}
${ticket.customerName && html`<p class="center"><strong>${ticket.customerName}</strong></p>`}
<hr>
${ticket.lines.map(kitchenLineHtml)}
${notesHtml(t.receipt.deliveryNotes, ticket.deliveryNotes)}
${notesHtml(t.receipt.notes, ticket.notes)}`;
  return ticketDocument(t.ticket.kitchenTitle(ticket.orderNumber), body, width);
}

/** One ticket as a whole HTML document, 80 mm unless told. */
export function ticketHtml(ticket: Ticket, shopName: string, width: PaperWidth = 80): string {
  if (ticket.kind === 'kitchen') return kitchenHtml(ticket, width);
  return receiptHtml(ticket.receipt, shopName, { reprint: ticket.reprint, width });
}
