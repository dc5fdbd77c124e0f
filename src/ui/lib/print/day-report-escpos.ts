// The Z- or X-rapport on the receipt printer (ESC/POS or StarPRNT through the encoder, 58 or 80 mm),
// laid out with the same Paper as the tickets: the shop's name, the report's title and number, the
// business day, when it was closed and printed, the totals by section, cancellations per reason.
import type { DayReport, DayReportLine } from '../../../domain/day-report';
import { csvDate } from '../../../domain/figures-csv';
import { formatDateTime, formatEuro } from '../../../domain/format';
import { dayReportTexts as t } from '../../texts/day-report';
import type { Paper } from './escpos-paper';

export function dayReportTitle(report: DayReport): string {
  return report.kind === 'z' ? t.zTitle(report.number) : t.xTitle;
}

export function dayReportValue(line: DayReportLine): string {
  return line.cents !== undefined ? formatEuro(line.cents) : String(line.count ?? 0);
}

export function layDayReport(paper: Paper, report: DayReport): void {
  paper.text(report.shopName, { bold: true, align: 'center' })
    .text(dayReportTitle(report), { big: true, bold: true, align: 'center' });
  if (report.kind === 'x') paper.text(t.xNote, { align: 'center' });
  paper.blank().pair(t.businessDay, csvDate(report.businessDate));
  if (report.closedAt) paper.pair(t.closedAt, formatDateTime(report.closedAt));
  paper.pair(t.printedAt, formatDateTime(report.printedAt));
  for (const section of report.sections) {
    paper.rule();
    for (const line of section) paper.pair(t.lines[line.key], dayReportValue(line), { bold: line.bold });
  }
  if (report.cancelReasons.length) {
    paper.rule().text(t.cancelReasons, { bold: true });
    for (const r of report.cancelReasons) paper.pair(`${r.count} x ${r.reason || t.noReason}`, formatEuro(r.cents));
  }
  paper.finish();
}
