// The red alert while orders wait to be accepted (spec section 2 "Dashboard").
import { texts } from '../texts';

export type PendingAlertProps = { pending: number };

export function PendingAlert({ pending }: PendingAlertProps) {
  if (!pending) return null;
  return (
    <p className="dashboard__alert" role="alert">
      <span aria-hidden="true" className="dashboard__alert-icon">!</span>
      {texts.dashboard.pendingAlert(pending)}
    </p>
  );
}
