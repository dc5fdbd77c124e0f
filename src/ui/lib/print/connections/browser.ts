// The browser's print window (the path without a receipt printer, and the fallback): the document is
// written into a new window and its print dialog opens. The browser says nothing about the paper, so
// opening the dialog is all this can confirm; a blocked window is refused.
import { failed, PRINTED, type PrintOutcome } from '../print-types';
import { openPrintWindow, printInWindow } from '../print-window';

export function printBrowser(document: string): PrintOutcome {
  const target = openPrintWindow();
  if (!target) return failed('refused', 'the browser blocked the print window');
  try {
    printInWindow(target, document);
    return PRINTED;
  } catch (error) {
    target.close();
    return failed('refused', error instanceof Error ? error.message : String(error));
  }
}
