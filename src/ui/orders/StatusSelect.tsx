// The detail modal's status dropdown (spec section 4): any status of the order's delivery type, set
// unconditionally; a success toast or the spec's failure alert follows. Canceled asks for its reason first.
import { useId, useState, type ChangeEvent } from 'react';
import { type OrderRow } from '../../db/order-store';
import { setOrderStatus } from '../../db/order-store';
import { statusChoices, statusLabel } from '../../domain/order-status';
import { useDialogs } from '../components/dialogs';
import { ACTION_ERRORS, texts } from '../texts';
import { CancelDialog } from './CancelDialog';

export type StatusSelectProps = { order: OrderRow };

export function StatusSelect({ order }: StatusSelectProps) {
  const dialogs = useDialogs();
  const id = useId();
  // Shown while the change is being saved, so the select does not jump back for a moment.
  const [pending, setPending] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const choices: string[] = statusChoices(order.delivery_type);
  // An order in a status outside its type's list (data from elsewhere) still shows that status.
  if (!choices.includes(order.status)) choices.unshift(order.status);

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const status = event.target.value;
    if (status === 'canceled') {
      setPending(status);
      setAsking(true);
    } else void save(status);
  };

  const save = async (status: string, reason?: string) => {
    setAsking(false);
    setPending(status);
    let ok = false;
    try {
      ok = (await setOrderStatus(order.id, status, undefined, reason)).ok;
    } catch (error) {
      console.error('status change failed', error);
    }
    setPending(null);
    if (ok) dialogs.toast(texts.orders.detail.statusChanged(statusLabel(status)));
    else await dialogs.alert(ACTION_ERRORS.setOrderStatus);
  };

  return (
    <div className="field status-select">
      <label htmlFor={id}>{texts.orders.detail.status}</label>
      <select id={id} value={pending ?? order.status} disabled={pending !== null} onChange={change}>
        {choices.map((status) => <option key={status} value={status}>{statusLabel(status)}</option>)}
      </select>
      {asking && <CancelDialog onConfirm={(reason) => void save('canceled', reason)} onBack={() => { setAsking(false); setPending(null); }} />}
    </div>
  );
}
