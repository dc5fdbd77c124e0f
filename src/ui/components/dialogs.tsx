// The spec's alerts and confirms as in-app modal dialogs (components/Modal): readable on a tablet, never
// blocked by the browser, and found by tests by role. `alert(text)` resolves when closed;
// `confirm(text, labels)` resolves true or false (Escape answers false), its buttons named for what
// they do.
// `toast(text)` shows a success message for a few seconds without blocking the counter.
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { texts } from '../texts';
import { Modal } from './Modal';

/** The confirm's buttons; without them 'OK' and 'Annuleren'. */
export interface ConfirmLabels {
  confirm?: string;
  cancel?: string;
}

interface Dialog {
  id: number;
  kind: 'alert' | 'confirm';
  text: string;
  labels: ConfirmLabels;
  resolve(value: boolean): void;
}

export interface Dialogs {
  alert(text: string): Promise<void>;
  confirm(text: string, labels?: ConfirmLabels): Promise<boolean>;
  toast(text: string): void;
}

export const TOAST_MS = 3500;

const DialogContext = createContext<Dialogs | null>(null);

export type DialogProviderProps = { children: ReactNode };

export function DialogProvider({ children }: DialogProviderProps) {
  const [queue, setQueue] = useState<Dialog[]>([]);
  const nextDialog = useRef(0);
  const [toasts, setToasts] = useState<{ id: number; text: string }[]>([]);
  const nextToast = useRef(0);
  const toast = useCallback((text: string) => {
    const id = nextToast.current++;
    setToasts((current) => [...current, { id, text }]);
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), TOAST_MS);
  }, []);
  const open = useCallback((kind: Dialog['kind'], text: string, labels: ConfirmLabels = {}) => new Promise<boolean>((resolve) => {
    const id = nextDialog.current++;
    setQueue((current) => [...current, { id, kind, text, labels, resolve }]);
  }), []);
  const value = useMemo<Dialogs>(() => ({
    alert: (text) => open('alert', text).then(() => undefined),
    confirm: (text, labels) => open('confirm', text, labels),
    toast,
  }), [open, toast]);
  const current = queue[0];
  const close = (answer: boolean) => {
    current?.resolve(answer);
    setQueue((rest) => rest.slice(1));
  };
  return (
    <DialogContext.Provider value={value}>
      {children}
      {current && <DialogBox key={current.id} dialog={current} onClose={close} />}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => <p key={t.id} className="toast">{t.text}</p>)}
      </div>
    </DialogContext.Provider>
  );
}

type DialogBoxProps = { dialog: Dialog; onClose(answer: boolean): void };

function DialogBox({ dialog, onClose }: DialogBoxProps) {
  const textId = useId();
  // A confirm starts on the button that changes nothing: Enter in a hurry does no harm.
  const safe = useRef<HTMLButtonElement>(null);
  const isConfirm = dialog.kind === 'confirm';
  return (
    <Modal role="alertdialog" className="dialog" labelledBy={textId} initialFocus={safe} onCancel={() => onClose(false)}>
      <p id={textId} className="dialog__text">{dialog.text}</p>
      <div className="dialog__actions">
        {isConfirm && (
          <button ref={safe} type="button" className="button" onClick={() => onClose(false)}>
            {dialog.labels.cancel ?? texts.common.cancel}
          </button>
        )}
        <button ref={isConfirm ? undefined : safe} type="button" className="button button--primary" onClick={() => onClose(true)}>
          {(isConfirm && dialog.labels.confirm) || texts.common.ok}
        </button>
      </div>
    </Modal>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogProvider');
  return dialogs;
}
