// Screen tests: DOM matchers, and a clean DOM and an empty app database after each test.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { appDb } from '../src/db/database';

// Screens load lazily and live queries settle asynchronously; on a busy two-core CI machine 1 s is short.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  const db = appDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

/*
 * The modal dialog behaviour browsers give and happy-dom 21 lacks. Its HTMLDialogElement has
 * showModal() and close() that only set and remove the `open` attribute (close() also fires `close`).
 * The screens (src/ui/components/Modal.tsx) rely on three more things a browser does, added here as
 * the HTML standard describes them, no more:
 * - showModal() runs the dialog focusing steps: focus the first element with `autofocus`, else the
 *   first focusable element inside, else the dialog itself;
 * - close() of a modal dialog gives focus back to the element that had it before showModal();
 * - Escape is a close request for the topmost modal dialog: a cancelable `cancel` event, and close()
 *   unless that event was cancelled.
 * Not imitated: inertness of the page behind and Tab staying inside (checked in Chromium instead,
 * tests/e2e/dialogs.spec.ts).
 */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), '
  + 'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';
const openedFrom = new WeakMap<HTMLDialogElement, Element | null>();
const modals: HTMLDialogElement[] = [];
const { showModal, close } = HTMLDialogElement.prototype;

HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
  if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
  openedFrom.set(this, document.activeElement);
  showModal.call(this);
  modals.push(this);
  const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this;
  target.focus();
};

HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
  const index = modals.indexOf(this);
  const wasModal = index >= 0;
  if (wasModal) modals.splice(index, 1);
  const previous = openedFrom.get(this);
  openedFrom.delete(this);
  close.call(this, returnValue);
  if (wasModal && previous instanceof HTMLElement && previous.isConnected) previous.focus();
};

window.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});
