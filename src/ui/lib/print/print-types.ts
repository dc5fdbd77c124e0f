// What sending a ticket to this device's printer came to (issue 16): printed, or why not. Shared by the
// printer connections (send.ts) and the print flow that records every outcome in print_jobs.
export type PrinterFailure =
  | 'no-printer' | 'no-response' | 'paper-out' | 'cover-open' | 'offline' | 'connection-lost' | 'refused';

export type PrintOutcome = { ok: true } | { ok: false; failure: PrinterFailure; detail: string };
