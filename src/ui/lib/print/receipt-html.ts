// The receipt as a complete HTML document for an 80 mm thermal printer (spec §9). Every value is
// escaped here, customer fields and our own texts alike, so nothing in an order can become markup.
import type { Receipt } from '../../../domain/receipt';
import { texts } from '../../texts';
import { escapeHtml as e } from './escape';

const t = texts.orders;

const STYLE = `
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
`;

function row(label: string, value: string, className = 'row'): string {
  return `<div class="${className}"><span>${e(label)}</span><span>${e(value)}</span></div>`;
}

function itemsHtml(receipt: Receipt): string {
  return receipt.lines.map((line) => [
    '<div class="item">',
    `<div class="row"><span class="name">${e(line.qty)} x ${e(line.name)}</span><span>${e(line.total)}</span></div>`,
    line.productNumber ? `<p class="sub">${e(t.receipt.productNumber)}: ${e(line.productNumber)}</p>` : '',
    ...line.options.map((option) => `<p class="sub">+ ${e(option)}</p>`),
    '</div>',
  ].join('')).join('');
}

function customerHtml(receipt: Receipt): string {
  const parts = [receipt.customerName, receipt.phone, ...receipt.addressLines].filter((part): part is string => !!part);
  if (!parts.length) return '';
  return `<p><strong>${e(t.receipt.customer)}</strong></p>${parts.map((part) => `<p>${e(part)}</p>`).join('')}`;
}

function notesHtml(label: string, notes: string | null): string {
  return notes ? `<hr><p><strong>${e(label)}</strong></p><p class="notes">${e(notes)}</p>` : '';
}

export function receiptHtml(receipt: Receipt, shopName: string): string {
  const deliveryType = receipt.isDelivery ? t.deliveryType.delivery : t.deliveryType.pickup;
  const totals = receipt.totals
    .map((total) => row(t.totals[total.kind], total.amount, total.kind === 'total' ? 'row total' : 'row'))
    .join('');
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<title>${e(t.receipt.title(receipt.orderNumber))}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${e(shopName)}</h1>
<p class="number">${e(t.receipt.order)} ${e(receipt.orderNumber)}</p>
<p class="type">${e(deliveryType)}</p>
${row(t.receipt.placedAt, receipt.placedAt, 'row row--text')}
${row(t.receipt.expectedAt, receipt.expectedAt, 'row row--text')}
${receipt.isAsap ? `<p class="asap">${e(t.receipt.asap)}</p>` : ''}
<hr>
${customerHtml(receipt)}
${notesHtml(t.receipt.deliveryNotes, receipt.deliveryNotes)}
<hr>
${itemsHtml(receipt)}
<hr>
${totals}
<p class="payment">${e(receipt.paid ? t.payment.paid : t.payment.unpaid)}</p>
${notesHtml(t.receipt.notes, receipt.notes)}
<hr>
<p class="center">${e(t.receipt.thanks)}</p>
</body>
</html>`;
}
