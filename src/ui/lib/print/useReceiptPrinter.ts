// Receipt printing for the screens: `begin()` opens the print window at once (inside the click), and
// the job prints the order into it when its data is there. Any failure shows the spec's print alert.
// The receipt renderer is loaded only when printing (DESIGN section 9), not with the orders screen.
import { useMemo } from 'react';
import type { OrderDetail } from '../../../db/order-detail';
import { useSession } from '../../../db/session';
import { useDialogs } from '../../components/dialogs';
import { texts } from '../../texts';
import { openPrintWindow, printInWindow } from './print-window';

export interface PrintJob {
  /** Prints the order; on any failure closes the window and shows the print alert. */
  print(detail: OrderDetail | null | undefined): Promise<void>;
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
  return useMemo(() => ({
    begin(): PrintJob {
      const target = openPrintWindow();
      return {
        async print(detail) {
          try {
            if (!target) throw new Error('no print window');
            if (!detail) throw new Error('order not found');
            const { orderReceiptHtml } = await import('./receipt-html');
            printInWindow(target, orderReceiptHtml(detail, shopName));
          } catch (error) {
            console.error('printing failed', error);
            closeQuietly(target);
            await dialogs.alert(texts.orders.print.failed);
          }
        },
        cancel: () => closeQuietly(target),
      };
    },
  }), [dialogs, shopName]);
}
