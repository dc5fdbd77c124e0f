// What a print attempt can come back with: printed, or why not, as a code the screens word
// in Dutch (texts/printer.ts) and the print ledger records. `detail` is the printer's or browser's own
// words for the log and the ledger's error column, never shown as the message itself.
export type PrinterFailure = 'no-printer' | 'no-response' | 'paper-out' | 'cover-open' | 'offline'
  | 'connection-lost' | 'refused';
export type PrintOutcome = { ok: true } | { ok: false; failure: PrinterFailure; detail: string };

export const PRINTER_FAILURES: readonly PrinterFailure[] = [
  'no-printer', 'no-response', 'paper-out', 'cover-open', 'offline', 'connection-lost', 'refused',
];

export function failed(failure: PrinterFailure, detail: string): PrintOutcome {
  return { ok: false, failure, detail };
}

export const PRINTED: PrintOutcome = { ok: true };
