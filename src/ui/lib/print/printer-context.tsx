// How screens reach this device's printer: this device's printer settings (the Printer screen's) and
// sendTicket, whose connections load only when a ticket is sent. Everything that prints is loaded after
// the first screen, so this is read there rather than provided from the shell up front. Tests provide
// their own (PrinterContext) to fake the printer.
import { createContext, useContext, useMemo } from 'react';
import { usePrinterSettings } from '../../../db/printer-settings';
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

const sendTicket: SendTicket = async (ticket, shopName) => (await import('./send')).sendTicket(ticket, shopName);

export function usePrinterAccess(): PrinterAccess {
  const provided = useContext(PrinterContext);
  const settings = usePrinterSettings();
  return useMemo(() => provided ?? { settings, sendTicket }, [provided, settings]);
}
