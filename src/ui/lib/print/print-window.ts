// The print window: opened inside the staff's click (popup blockers allow only that), then filled with
// the receipt document and printed. It closes itself once the print dialog is done.

/** window.open('', '_blank'); null when the browser blocks it or throws. */
export function openPrintWindow(): Window | null {
  try {
    return window.open('', '_blank');
  } catch (error) {
    console.error('print window blocked', error);
    return null;
  }
}

/** Writes the whole document into the window and asks it to print. Throws when the window cannot. */
export function printInWindow(target: Window, html: string): void {
  const doc = target.document;
  doc.open();
  doc.write(html);
  doc.close();
  target.onafterprint = () => target.close();
  target.focus();
  target.print();
}
