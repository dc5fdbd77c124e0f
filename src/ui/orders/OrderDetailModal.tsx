// The order detail modal (spec section 2): a labelled modal dialog with the full order, the status
// dropdown, the print button and the kitchen ticket's. Escape, the close button or a click beside it
// closes it; the browser keeps focus inside while open and gives it back to the opener
// (components/Modal).
import { useId, useRef } from 'react';
import { useOrderDetail } from '../../db/order-store';
import { texts } from '../texts';
import { Modal } from '../components/Modal';
import { useReceiptPrinter } from '../lib/print/useReceiptPrinter';
import { OrderDetailBody } from './OrderDetailBody';
import { OrderModalHeader } from './OrderModalHeader';
import { PrintState } from './PrintState';
import { StatusSelect } from './StatusSelect';

const t = texts.orders.detail;

export type OrderDetailModalProps = { orderId: string; now: number; onClose(): void };

export function OrderDetailModal({ orderId, now, onClose }: OrderDetailModalProps) {
  const detail = useOrderDetail(orderId);
  const printer = useReceiptPrinter();
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <Modal className="modal order-modal" labelledBy={titleId} initialFocus={closeButton} onCancel={onClose} cancelOnBackdrop>
      <OrderModalHeader titleId={titleId} orderId={orderId} status={detail?.order.status ?? null} closeButton={closeButton} onClose={onClose} />
      {detail === undefined && <p>{texts.common.loading}</p>}
      {detail === null && <p>{t.notFound}</p>}
      {detail && (
        <>
          <div className="order-modal__controls">
            <StatusSelect order={detail.order} />
            <button type="button" className="button" onClick={() => void printer.begin().print(detail)}>
              {t.print}
            </button>
            <button type="button" className="button" onClick={() => void printer.begin().print(detail, 'kitchen')}>
              {t.printKitchen}
            </button>
          </div>
          <PrintState orderId={detail.order.id} />
          <OrderDetailBody detail={detail} now={now} />
        </>
      )}
    </Modal>
  );
}
