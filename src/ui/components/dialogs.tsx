// The spec's alerts and confirms as in-app dialogs: readable on a tablet, never blocked by the browser,
// and found by tests by role. `alert(text)` resolves when closed; `confirm(text, labels)` resolves true
// or false (Escape answers false), its buttons named for what they do. `toast(text)` shows a success
// message for a few seconds without blocking the counter: one at a time, the newest replacing the last,
// in one polite status region placed where it covers no controls (see ToastHost).
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { texts } from '../texts';
import { Modal } from './Modal';
import { ToastHostContext, useToastHosts } from './ToastHost';

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
  const toasts = useToast();
  const [hosts, host] = useToastHosts();
  const open = useCallback((kind: Dialog['kind'], text: string, labels: ConfirmLabels = {}) => new Promise<boolean>((resolve) => {
    const id = nextDialog.current++;
    setQueue((current) => [...current, { id, kind, text, labels, resolve }]);
  }), []);
  const value = useMemo<Dialogs>(() => ({
    alert: (text) => open('alert', text).then(() => undefined),
    confirm: (text, labels) => open('confirm', text, labels),
    toast: toasts.show,
  }), [open, toasts.show]);
  const current = queue[0];
  const close = (answer: boolean) => {
    current?.resolve(answer);
    setQueue((rest) => rest.slice(1));
  };
  const region = (
    <div className={host ? 'toasts' : 'toasts toasts--floating'} role="status" aria-live="polite">
      {toasts.current && <p key={toasts.current.id} className="toast">{toasts.current.text}</p>}
    </div>
  );
  return (
    <ToastHostContext.Provider value={hosts}>
      <DialogContext.Provider value={value}>
        {children}
        {current && <DialogBox key={current.id} dialog={current} onClose={close} />}
        {host ? createPortal(region, host) : region}
      </DialogContext.Provider>
    </ToastHostContext.Provider>
  );
}

/** The toast on show: a new one replaces the one showing and starts its own time. */
function useToast() {
  const [current, setCurrent] = useState<{ id: number; text: string } | null>(null);
  const nextId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((text: string) => {
    const id = nextId.current++;
    setCurrent({ id, text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCurrent((shown) => (shown?.id === id ? null : shown)), TOAST_MS);
  }, []);
  return { current, show };
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
