// The receipt as a complete HTML document for an 80 mm thermal printer (spec §9). Built with the `html`
// tag, so every value (customer fields and our own texts alike) is escaped unless marked raw: nothing
// in an order can become markup.
import { buildReceipt, type Receipt, type ReceiptInput, type ReceiptLine } from '../../../domain/receipt';
import { texts } from '../../texts';
import { html, raw, type SafeHtml } from './html';

const t = texts.orders;

// Our own style sheet, constant: the one raw part of the document.
const STYLE = raw(`
@page { size: 80mm auto; margin: 0 }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { width: 80mm; padding: 3mm 4mm; font-family: 'Courier New', Courier, ui-monospace, monospace; font-size: 12px; line-height: 1.35; color: #000; }
h1 { font-size: 16px; text-align: center; margin: 0 0 2mm; }
.number { font-size: 18px; font-weight: bold; text-align: center; margin: 0 0 2mm; }
.type { font-size: 14px; font-weight: bold; text-align: center; text-transform: uppercase; margin: 0 0 2mm; }
p { margin: 0; }
hr { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.row { display: flex; justify-content: space-between; gap: 2mm; }
.row span:last-child { white-space: nowrap; }
.row--text span:last-child { white-space: normal; text-align: right; }
.item { margin-bottom: 1.5mm; }
.item .name { font-weight: bold; }
.sub { padding-left: 4mm; }
.total { font-weight: bold; font-size: 14px; }
.payment { font-weight: bold; text-align: center; margin-top: 2mm; }
.notes { white-space: pre-wrap; }
.center { text-align: center; }
.asap { font-weight: bold; text-align: right; }
`);

function row(label: string, value: string, className = 'row'): SafeHtml {
  return html`<div class="${className}"><span>${label}</span><span>${value}</span></div>`;
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

function notesHtml(label: string, notes: string | null): SafeHtml | null {
  return notes ? html`<hr><p><strong>${label}</strong></p><p class="notes">${notes}</p>` : null;
}

export function receiptHtml(receipt: Receipt, shopName: string): string {
  const deliveryType = receipt.isDelivery ? t.deliveryType.delivery : t.deliveryType.pickup;
  const totals = receipt.totals
    .map((total) => row(t.totals[total.kind], total.amount, total.kind === 'total' ? 'row total' : 'row'));
  return html`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<title>${t.receipt.title(receipt.orderNumber)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${shopName}</h1>
<p class="number">${t.receipt.order} ${receipt.orderNumber}</p>
<p class="type">${deliveryType}</p>
${row(t.receipt.placedAt, receipt.placedAt, 'row row--text')}
${row(t.receipt.expectedAt, receipt.expectedAt, 'row row--text')}
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
<p class="center">${t.receipt.thanks}</p>
</body>
</html>`.toString();
}

/** The printed receipt of an order: the model of src/domain, rendered here (loaded only to print). */
export function orderReceiptHtml(order: ReceiptInput, shopName: string): string {
  return receiptHtml(buildReceipt(order), shopName);
}
