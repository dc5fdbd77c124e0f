// The Z- or X-rapport as an HTML document for the browser's print window, from the same model as the
// paper (domain/day-report.ts), with the same `html` tag (every value escaped). Load lazily.
import type { DayReport } from '../../../domain/day-report';
import { csvDate } from '../../../domain/figures-csv';
import { formatDateTime, formatEuro } from '../../../domain/format';
import { dayReportTexts as t } from '../../texts/day-report';
import { dayReportTitle, dayReportValue } from './day-report-escpos';
import { html } from './html';
import type { PaperWidth } from './paper-width';
import { row } from './receipt-html';
import { ticketDocument } from './ticket-document';

export function dayReportHtml(report: DayReport, width: PaperWidth = 80): string {
  const title = dayReportTitle(report);
  const sections = report.sections.map((section) => html`<hr>${section.map((line) =>
    row(t.lines[line.key], dayReportValue(line), line.bold ? 'row total' : 'row'))}`);
  const reasons = report.cancelReasons.length > 0 && html`<hr><p><strong>${t.cancelReasons}</strong></p>${report.cancelReasons.map((r) =>
    row(`${r.count} x ${r.reason || t.noReason}`, formatEuro(r.cents)))}`;
  const body = html`<h1>${report.shopName}</h1>
<p class="big">${title}</p>
${report.kind === 'x' && html`<p class="center">${t.xNote}</p>`}
${row(t.businessDay, csvDate(report.businessDate), 'row row--text')}
${report.closedAt && row(t.closedAt, formatDateTime(report.closedAt), 'row row--text')}
${row(t.printedAt, formatDateTime(report.printedAt), 'row row--text')}
${sections}
${reasons}`;
  return ticketDocument(`${title} ${csvDate(report.businessDate)}`, body, width);
}
