// A sendTicket that prints into a print window opened inside the staff's click ("Via browser
// afdrukken", and a retry without a printer set up). The browser cannot say whether paper came out,
// so a window that took the document counts as printed. The renderer loads only now.
import type { PrintOutcome } from './print-types';
import { printInWindow } from './print-window';
import type { SendTicket } from './printer-context';

function closeQuietly(target: Window): void {
  try {
    target.close();
  } catch {
    // Already gone.
  }
}

export function windowSender(target: Window | null): SendTicket {
  return async (ticket, shopName): Promise<PrintOutcome> => {
    if (!target) return { ok: false, failure: 'refused', detail: 'the print window was blocked' };
    try {
      const { ticketHtml } = await import('./ticket-html');
      printInWindow(target, ticketHtml(ticket, shopName));
      return { ok: true };
    } catch (error) {
      closeQuietly(target);
      return { ok: false, failure: 'refused', detail: error instanceof Error ? error.message : String(error) };
    }
  };
}
