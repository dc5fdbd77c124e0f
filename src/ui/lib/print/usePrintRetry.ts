// Printing a failed job again, from the order card, the detail and the failure notice: through this
// device's printer, or through the browser's print window (opened at once, inside the click, since
// popup blockers allow only that). The print flow loads only when used.
import { useMemo } from 'react';
import { appDb } from '../../../db/database';
import type { PrintJobRow } from '../../../db/print-jobs';
import { useSession } from '../../../db/session';
import { readSyncStatus } from '../../../sync';
import { texts } from '../../texts';
import type { PrintResult } from './print-order';
import { openPrintWindow } from './print-window';
import { usePrinterAccess, type SendTicket } from './printer-context';
import { windowSender } from './window-send';

export interface PrintRetry {
  /** Through the printer set up on this device (the print window when there is none). */
  again(job: PrintJobRow): Promise<PrintResult>;
  viaBrowser(job: PrintJobRow): Promise<PrintResult>;
}

export function usePrintRetry(): PrintRetry {
  const access = usePrinterAccess();
  const shopName = useSession()?.companyName || texts.common.brand;
  return useMemo(() => {
    const run = async (sendTicket: SendTicket, job: PrintJobRow) => {
      const { retryPrint } = await import('./print-order');
      const db = appDb();
      const isOnline = async () => (await readSyncStatus(db)).state === 'live';
      return retryPrint({ db, sendTicket, shopName, isOnline }, job);
    };
    const viaBrowser = (job: PrintJobRow) => run(windowSender(openPrintWindow()), job);
    const usesPrinter = access && access.settings && access.settings.connection !== 'browser';
    return {
      again: (job) => (usesPrinter ? run(access.sendTicket, job) : viaBrowser(job)),
      viaBrowser,
    };
  }, [access, shopName]);
}
