// The header of an order's detail modal: 'Bestelling #…', its status (once known) and the close button.
import type { RefObject } from 'react';
import { orderNumber } from '../../domain/format';
import { texts } from '../texts';
import { StatusBadge } from './StatusBadge';

export type OrderModalHeaderProps = {
  titleId: string;
  orderId: string;
  status: string | null;
  closeButton: RefObject<HTMLButtonElement | null>;
  onClose(): void;
};

export function OrderModalHeader({ titleId, orderId, status, closeButton, onClose }: OrderModalHeaderProps) {
  return (
    <header className="order-modal__header">
      <div className="order-modal__title">
        <h2 id={titleId}>{texts.orders.detail.title(orderNumber(orderId))}</h2>
        {status && <StatusBadge status={status} />}
      </div>
      <button ref={closeButton} type="button" className="icon-button order-modal__close" aria-label={texts.common.close}
        onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}
