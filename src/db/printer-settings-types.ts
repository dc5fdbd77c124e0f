// The per-device printer settings (issue 16), kept in IndexedDB's device store so they outlive
// sign-out: how this device reaches its printer and whether it prints by itself on accept.

export interface PrinterSettings {
  /** Print the kitchen ticket by itself when an order is accepted. */
  autoPrint: boolean;
  /** With autoPrint: the customer receipt too. */
  autoCustomer: boolean;
  connection: 'browser' | 'usb' | 'serial' | 'network';
}
