// The red alert while orders wait to be accepted (spec section 2 "Dashboard").
import { usePendingCount } from '../../db/orders';
import { texts } from '../texts';

export type PendingAlertProps = Record<string, never>;

export function PendingAlert(_props: PendingAlertProps) {
  const pending = usePendingCount();
  if (!pending) return null;
  return (
    <p className="dashboard__alert" role="alert">
      <span aria-hidden="true" className="dashboard__alert-icon">!</span>
      {texts.dashboard.pendingAlert(pending)}
    </p>
  );
}
