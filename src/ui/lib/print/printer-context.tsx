// How screens reach this device's printer: the printer settings and sendTicket, provided once above
// the shell (the Printer screen's settings and connections). Without a provider nothing prints by
// itself, and a retry falls back to the browser's print window. Kept tiny: the connections
// themselves load only when a ticket is sent.
import { createContext, useContext } from 'react';
import type { PrinterSettings } from '../../../db/printer-settings-types';
import type { Ticket } from '../../../domain/ticket';
import type { PrintOutcome } from './print-types';

export type SendTicket = (ticket: Ticket, shopName: string) => Promise<PrintOutcome>;

/** What printing here reads of this device's settings (the Printer screen keeps more). */
export type PrintingSettings = Pick<PrinterSettings, 'autoPrint' | 'autoCustomer' | 'connection'>;

export interface PrinterAccess {
  /** This device's settings; undefined while loading. */
  settings: PrintingSettings | undefined;
  sendTicket: SendTicket;
}

export const PrinterContext = createContext<PrinterAccess | null>(null);

export function usePrinterAccess(): PrinterAccess | null {
  return useContext(PrinterContext);
}
