// Printing one ticket on this device's printer: reads the printer settings, renders the
// ticket for the chosen connection (ESC/POS or StarPRNT bytes for USB and serial, ePOS-Print XML for a
// network printer, HTML for the browser window) and says how it went. Never throws: every failure
// comes back as a PrintOutcome. Import this module lazily; the encoder loads only for USB and serial.
import { readPrinterSettings, savePrinterTestResult } from '../../../db/printer-settings';
import type { PrinterSettings } from '../../../db/printer-settings-types';
import { formatDateTime } from '../../../domain/format';
import type { DayReport } from '../../../domain/day-report';
import type { Ticket } from '../../../domain/ticket';
import { printBrowser } from './connections/browser';
import { DEFAULT_TIMEOUTS, type LinkTimeouts } from './connections/byte-link';
import { EposXmlWriter } from './connections/epos-xml';
import { printNetwork } from './connections/network';
import { printSerial } from './connections/serial';
import { printUsb } from './connections/usb';
import { Paper } from './escpos-paper';
import { COLUMNS } from './paper-width';
import { failed, type PrintOutcome } from './print-types';
import { layTestTicket, testTicketHtml } from './test-ticket';
import { escPosBytes, layTicket } from './ticket-escpos';
import { layDayReport } from './day-report-escpos';

export interface SendOptions {
  /** The settings to use instead of this device's stored ones. */
  settings?: PrinterSettings;
  timeouts?: LinkTimeouts;
}

interface Rendering {
  lay(paper: Paper): void;
  html(settings: PrinterSettings): Promise<string>;
}

// One job at a time on this page: a kitchen ticket and a customer receipt sent together would otherwise
// both open the same USB device or serial port, and the second would be refused.
let lastJob: Promise<unknown> = Promise.resolve();

function deliver(rendering: Rendering, options: SendOptions): Promise<PrintOutcome> {
  const job = lastJob.then(() => deliverNow(rendering, options));
  lastJob = job;
  return job;
}

async function deliverNow(rendering: Rendering, options: SendOptions): Promise<PrintOutcome> {
  try {
    const settings = options.settings ?? await readPrinterSettings();
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    const { connection, paperWidth: width, language } = settings;
    if (connection === 'browser') return printBrowser(await rendering.html(settings));
    if (connection === 'network') {
      const writer = new EposXmlWriter();
      rendering.lay(new Paper(writer, COLUMNS[width]));
      return await printNetwork(writer.document(), settings, timeouts);
    }
    const bytes = await escPosBytes(rendering.lay, { width, language });
    return connection === 'usb' ? await printUsb(bytes, settings, timeouts) : await printSerial(bytes, settings, timeouts);
  } catch (error) {
    // A bug or a broken setting, not a printer answer: still an outcome, so the caller can show it.
    console.error('printing failed', error);
    return failed('refused', error instanceof Error ? error.message : String(error));
  }
}

/** Prints one ticket on this device's printer. */
export async function sendTicket(ticket: Ticket, shopName: string, options: SendOptions = {}): Promise<PrintOutcome> {
  return deliver({
    lay: (paper) => layTicket(paper, ticket, shopName),
    html: async (settings) => (await import('./ticket-html')).ticketHtml(ticket, shopName, settings.paperWidth),
  }, options);
}

/** Prints a Z- or X-rapport on this device's printer (or in the browser's print window). */
export async function sendDayReport(report: DayReport, options: SendOptions = {}): Promise<PrintOutcome> {
  return deliver({
    lay: (paper) => layDayReport(paper, report),
    html: async (settings) => (await import('./day-report-html')).dayReportHtml(report, settings.paperWidth),
  }, options);
}

export interface TestPrintOptions extends SendOptions {
  /** The time printed on the ticket and recorded as the result's time (ms). */
  now?: number;
}

/** Prints the Testafdruk and keeps its outcome as this device's last test result. */
export async function testPrint(shopName: string, options: TestPrintOptions = {}): Promise<PrintOutcome> {
  const now = options.now ?? Date.now();
  const settings = options.settings ?? await readPrinterSettings();
  const ticket = {
    shopName, width: settings.paperWidth, connection: settings.connection, printedAt: formatDateTime(new Date(now)),
  };
  const outcome = await deliver({
    lay: (paper) => layTestTicket(paper, ticket),
    html: () => Promise.resolve(testTicketHtml(ticket)),
  }, { ...options, settings });
  await savePrinterTestResult({
    at: now, failure: outcome.ok ? null : outcome.failure, detail: outcome.ok ? '' : outcome.detail,
  });
  return outcome;
}
