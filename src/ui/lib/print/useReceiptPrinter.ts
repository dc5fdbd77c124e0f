// Printing for the screens ("Accepteren en printen", the detail's "Bon printen" and "Keukenbon
// printen"): through this device's printer when one is set up, else the print window, which `begin()`
// opens at once (inside the click) and fills once the order's data is there. Every print is recorded
// in the print ledger, so a second one says HERDRUK. A print that cannot start (blocked window, unknown
// order, broken window) shows the spec's print alert; a printer's failure is recorded and shows the
// print notice. The print flow and the renderer load only when printing (DESIGN section 9).
import { useMemo } from 'react';
import { appDb } from '../../../db/database';
import type { OrderDetail } from '../../../db/order-store';
import { setPrintJobState, type PrintJobKind, type PrintJobRow } from '../../../db/print-jobs';
import { readPrinterSettings } from '../../../db/printer-settings';
import { useSession } from '../../../db/session';
import { useDialogs } from '../../components/dialogs';
import { texts } from '../../texts';
import { openPrintWindow } from './print-window';
import { usePrinterAccess, type SendTicket } from './printer-context';
import type { PrintDeps, PrintResult } from './print-order';
import { windowSender } from './window-send';

export interface PrintJob {
  /** Prints the order's ticket (the customer receipt unless told); on any failure closes the window and shows the print alert. */
  print(detail: OrderDetail | null | undefined, kind?: PrintJobKind): Promise<void>;
  /** Prints a receipt whose job is recorded already ("Accepteren en printen"); failures as print(). */
  printRecorded(job: PrintJobRow): Promise<void>;
  /** Closes the window unused (the action before printing failed). */
  cancel(): void;
}

export interface ReceiptPrinter {
  begin(): PrintJob;
}

function closeQuietly(target: Window | null): void {
  try {
    target?.close();
  } catch {
    // Already gone: nothing to close.
  }
}

export function useReceiptPrinter(): ReceiptPrinter {
  const dialogs = useDialogs();
  const shopName = useSession()?.companyName || texts.common.brand;
  const access = usePrinterAccess();
  return useMemo(() => ({
    begin(): PrintJob {
      const { settings } = access;
      let device: SendTicket | null = settings && settings.connection !== 'browser' ? access.sendTicket : null;
      // Settings still loading: the window must open now or never (popup blockers), so it opens, and
      // closes unused below when this device turns out to have a printer set up.
      let target = device ? null : openPrintWindow();
      const run = async (how: (deps: PrintDeps) => Promise<PrintResult>, recorded?: PrintJobRow) => {
        try {
          if (!settings && (await readPrinterSettings()).connection !== 'browser') {
            closeQuietly(target);
            target = null;
            device = access.sendTicket;
          }
          if (!device && !target) throw new Error('no print window');
          const sendTicket = device ?? windowSender(target);
          const result = await how({ db: appDb(), sendTicket, shopName, isOnline: async () => false });
          if (result.status === 'missing') throw new Error('order not found');
          // The window could not take the document: the spec's print alert. A printer's failure has its
          // notice.
          if (result.status === 'failed' && !device) throw new Error(result.detail);
        } catch (error) {
          console.error('printing failed', error);
          closeQuietly(target);
          // A recorded receipt that never reached a printer is a failed print, with a retry on its card.
          if (recorded && (await appDb().print_jobs.get(recorded.id))?.state === 'pending') {
            await setPrintJobState(recorded.id, 'failed', `no-printer: ${error instanceof Error ? error.message : String(error)}`)
              .catch((failure) => console.error('recording the failed print failed', failure));
          }
          await dialogs.alert(texts.orders.print.failed);
        }
      };
      return {
        print: (detail, kind = 'customer') => run(async (deps) => {
          if (!detail) return { status: 'missing' };
          const { printOrder } = await import('./print-order');
          return printOrder(deps, { orderId: detail.order.id, kind, reason: 'manual' });
        }),
        printRecorded: (job) => run(async (deps) => (await import('./print-order')).printRecorded(deps, job), job),
        cancel: () => closeQuietly(target),
      };
    },
  }), [dialogs, shopName, access]);
}
