// The HTML document around a printed ticket for the browser's print window: our own constant style
// sheet (the one raw piece, sized to the paper) and a body built with the `html` tag, so every value in
// a ticket is escaped text.
import { html, raw, type SafeHtml } from './html';
import type { PaperWidth } from './paper-width';

function style(width: PaperWidth) {
  // width is 58 or 80 by type: nothing from an order is in the style sheet.
  return raw(`
@page { size: ${width}mm auto; margin: 0 }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { width: ${width}mm; padding: 3mm 4mm; font-family: 'Courier New', Courier, ui-monospace, monospace; font-size: 12px; line-height: 1.35; color: #000; }
h1 { font-size: 16px; text-align: center; margin: 0 0 2mm; }
.number { font-size: 18px; font-weight: bold; text-align: center; margin: 0 0 2mm; }
.type { font-size: 14px; font-weight: bold; text-align: center; text-transform: uppercase; margin: 0 0 2mm; }
.reprint { font-size: 18px; font-weight: bold; text-align: center; border: 2px solid #000; margin: 0 0 2mm; }
.big { font-size: 22px; font-weight: bold; text-align: center; margin: 0; }
p { margin: 0; }
hr { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.row { display: flex; justify-content: space-between; gap: 2mm; }
.row span:last-child { white-space: nowrap; }
.row--text span:last-child { white-space: normal; text-align: right; }
.item { margin-bottom: 1.5mm; }
.item .name { font-weight: bold; }
.item--kitchen .name { font-size: 16px; }
.sub { padding-left: 4mm; }
.item--kitchen .option { font-weight: bold; }
.total { font-weight: bold; font-size: 14px; }
.payment { font-weight: bold; text-align: center; margin-top: 2mm; }
.notes { white-space: pre-wrap; }
.center { text-align: center; }
.asap { font-weight: bold; text-align: right; }
`);
}

/** A complete document: `title` and `body` escaped by construction, the style sheet ours. */
export function ticketDocument(title: string, body: SafeHtml, width: PaperWidth = 80): string {
  return html`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>${style(width)}</style>
</head>
<body>
${body}
</body>
</html>`.toString();
}
