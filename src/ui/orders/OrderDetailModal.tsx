// The order detail modal (spec section 2): a labelled dialog with the full order, the status dropdown
// and the print button. Escape or the close button closes it; focus goes back where it was.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useOrderDetail } from '../../db/order-detail';
import { orderNumber } from '../../domain/format';
import { texts } from '../texts';
import { useReceiptPrinter } from '../lib/print/useReceiptPrinter';
import { OrderDetailBody } from './OrderDetailBody';
import { StatusBadge } from './StatusBadge';
import { StatusSelect } from './StatusSelect';

const t = texts.orders.detail;

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex="0"]';

/** Tab and Shift+Tab wrap around inside the dialog (aria-modal: the page behind is out of reach). */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  const focusables = container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
  if (!focusables.length) return;
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export type OrderDetailModalProps = { orderId: string; now: number; onClose(): void };

export function OrderDetailModal({ orderId, now, onClose }: OrderDetailModalProps) {
  const detail = useOrderDetail(orderId);
  const printer = useReceiptPrinter();
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };

  return (
    <div className="overlay" onKeyDown={onKeyDown} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="modal order-modal" role="dialog" aria-modal="true" aria-labelledby="order-modal-title">
        <header className="order-modal__header">
          <div className="order-modal__title">
            <h2 id="order-modal-title">{t.title(orderNumber(orderId))}</h2>
            {detail && <StatusBadge status={detail.order.status} />}
          </div>
          <button ref={closeButton} type="button" className="icon-button order-modal__close" aria-label={texts.common.close}
            onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {detail === undefined && <p>{texts.common.loading}</p>}
        {detail === null && <p>{t.notFound}</p>}
        {detail && (
          <>
            <div className="order-modal__controls">
              <StatusSelect order={detail.order} />
              <button type="button" className="button" onClick={() => void printer.begin().print(detail)}>
                {t.print}
              </button>
            </div>
            <OrderDetailBody detail={detail} now={now} />
          </>
        )}
      </div>
    </div>
  );
}
