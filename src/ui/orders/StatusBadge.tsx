// The coloured status badge of an order (spec section 4: a colour per status).
import { isOrderStatus, statusLabel } from '../../domain/order-status';

export type StatusBadgeProps = { status: string };

export function StatusBadge({ status }: StatusBadgeProps) {
  const tone = isOrderStatus(status) ? status : 'unknown';
  return <span className={`status-badge status-badge--${tone}`}>{statusLabel(status)}</span>;
}
