// A modal dialog from the platform: a <dialog> opened with showModal() for as long as this component
// is mounted. The browser moves focus into it, keeps Tab inside, makes the page behind inert and turns
// Escape into a `cancel` event, which goes to onCancel: the owner closes the dialog by unmounting it,
// as with its close or back button. Unmounting calls close(), and close() gives focus back to the
// element that had it when the dialog opened (the opener).
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { ToastHost } from './ToastHost';

export type ModalProps = {
  /** Id of the heading or text that names the dialog. */
  labelledBy: string;
  /** Classes of the <dialog> element itself: it is the visible box. */
  className: string;
  /** Escape, and with cancelOnBackdrop a click beside the dialog: the same as its close button. */
  onCancel(): void;
  role?: 'alertdialog';
  cancelOnBackdrop?: boolean;
  /** Focused when the dialog opens; without it the browser focuses the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

export function Modal({ labelledBy, className, onCancel, role, cancelOnBackdrop = false, initialFocus, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect: the dialog is modal before the first paint, and close() runs while it is still in
  // the document, so the browser can hand focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [initialFocus]);

  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The owner closes it by unmounting. (Without recent user activation the browser may not let this
    // be prevented and closes the dialog itself; the owner unmounts it all the same.)
    event.preventDefault();
    onCancel();
  };

  // A click on the ::backdrop reaches the dialog element with a point outside its box.
  const click = (event: MouseEvent<HTMLDialogElement>) => {
    if (!cancelOnBackdrop || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right
      && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onCancel();
  };

  return (
    <dialog ref={ref} className={className} role={role} aria-labelledby={labelledBy} onCancel={cancel} onClick={click}>
      {children}
      <ToastHost className="toast-host toast-host--modal" modal />
    </dialog>
  );
}
