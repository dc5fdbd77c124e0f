// The Testafdruk ticket: shop name, the paper width with a ruler the width of a line (a short or
// wrapped ruler shows the wrong width was chosen), the connection, the time and a euro sign (the
// codepage). Laid out by the same Paper as the order tickets, and as HTML for the browser window.
import type { PrinterConnection } from '../../../db/printer-settings-types';
import { printer as printerTexts } from '../../texts/printer';
import type { Paper } from './escpos-paper';
import { html } from './html';
import { COLUMNS, type PaperWidth } from './paper-width';
import { ticketDocument } from './ticket-document';

const t = printerTexts;

export interface TestTicket {
  shopName: string;
  width: PaperWidth;
  connection: PrinterConnection;
  /** 'dd-mm-yyyy HH:MM', Amsterdam time. */
  printedAt: string;
}

/** '1234567890123…' as long as a line of this paper. */
export function ruler(columns: number): string {
  return Array.from({ length: columns }, (_, index) => String((index + 1) % 10)).join('');
}

export function layTestTicket(paper: Paper, ticket: TestTicket): void {
  paper
    .text(ticket.shopName, { bold: true, align: 'center' })
    .text(t.testTicket.title, { big: true, bold: true, align: 'center' })
    .blank()
    .text(t.testTicket.paper(ticket.width, paper.columns))
    .text(ruler(paper.columns))
    .text(t.testTicket.connection(t.connection[ticket.connection]))
    .text(t.testTicket.printedAt(ticket.printedAt))
    .text(t.testTicket.euro)
    .rule()
    .text(t.testTicket.done, { align: 'center' });
  paper.finish();
}

export function testTicketHtml(ticket: TestTicket): string {
  const columns = COLUMNS[ticket.width];
  const body = html`<h1>${ticket.shopName}</h1>
<p class="big">${t.testTicket.title}</p>
<p>${t.testTicket.paper(ticket.width, columns)}</p>
<p>${t.testTicket.connection(t.connection[ticket.connection])}</p>
<p>${t.testTicket.printedAt(ticket.printedAt)}</p>
<p>${t.testTicket.euro}</p>
<hr>
<p class="center">${t.testTicket.done}</p>`;
  return ticketDocument(t.test, body, ticket.width);
}
