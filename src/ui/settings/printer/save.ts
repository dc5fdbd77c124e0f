// Saving from the Printer screen: a refused value (it cannot happen from these controls, but the
// store checks) is logged and shown rather than lost in an unhandled promise.
import { savePrinterSettings } from '../../../db/printer-settings';
import type { PrinterSettings } from '../../../db/printer-settings-types';

export async function save(patch: Partial<PrinterSettings>, onError: (error: unknown) => void): Promise<void> {
  try {
    await savePrinterSettings(patch);
  } catch (error) {
    console.error('printer settings not saved', error);
    onError(error);
  }
}
