// The shape of this device's printer choice: how it reaches its receipt printer, the paper
// and the printer language, and whether it prints by itself. Its own file so the print code and the
// ledger can share the types without loading the settings store.
export type PrinterConnection = 'browser' | 'usb' | 'serial' | 'network';
export interface PrinterSettings { connection: PrinterConnection; paperWidth: 58 | 80;
  language: 'esc-pos' | 'star-prnt'; autoPrint: boolean; autoCustomer: boolean; host: string | null; }

// More fields of the same interface (declaration merging), kept apart so the shared lines above stay
// exactly as the print ledger has them.
export interface PrinterSettings {
  /** The USB printer chosen in the browser's chooser, found again with navigator.usb.getDevices(). */
  usbDevice: UsbPrinterId | null;
  /** The serial port chosen in the browser's chooser, found again with navigator.serial.getPorts(). */
  serialPort: SerialPortId | null;
  /** Serial line speed; Bluetooth-serial ignores it. */
  baudRate: number;
}

export interface UsbPrinterId {
  vendorId: number;
  productId: number;
  serialNumber: string | null;
  /** The name the device gives itself, shown on the Printer screen. */
  name: string | null;
}

export interface SerialPortId {
  /** USB ids of a USB-serial adapter; null for a Bluetooth or built-in port. */
  usbVendorId: number | null;
  usbProductId: number | null;
}

/** The last Testafdruk: when, and printed (failure null) or the failure code with the printer's words. */
export interface PrinterTestResult {
  at: number;
  failure: string | null;
  detail: string;
}

export const SERIAL_BAUD_RATES = [9600, 19200, 38400, 57600, 115200] as const;
