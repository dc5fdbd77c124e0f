// An older order the server's search found, read-only: the same detail as a mirrored order's (customer,
// lines, amounts, notes) and its history read from the server, without status changes or printing.
import { useEffect, useId, useRef, useState } from 'react';
import type { OrderDetail } from '../../db/order-store';
import type { AuditEventRow } from '../../db/rows';
import type { FoundOrder } from '../../sync';
import { Modal } from '../components/Modal';
import { useEngine } from '../lib/engine';
import { search as t } from '../texts/search';
import { OrderDetailBody } from './OrderDetailBody';
import { OrderModalHeader } from './OrderModalHeader';

export type OlderOrderModalProps = { order: FoundOrder; now: number; onClose(): void };

function detailOf(found: FoundOrder): OrderDetail {
  const { order_items: items, ...order } = found;
  return {
    order,
    lines: items.map((item) => ({ item, productNumber: null, options: null, customizations: null })),
    cart: null,
    deliveryAddress: null,
    deliveryNotes: null,
    phone: order.customer_phone,
  };
}

export function OlderOrderModal({ order, now, onClose }: OlderOrderModalProps) {
  const engine = useEngine();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [events, setEvents] = useState<AuditEventRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    engine.lookup.events(order.id)
      .then((rows) => { if (current) setEvents(rows); })
      .catch((error: unknown) => {
        console.error('reading the history failed', error);
        if (current) setFailed(true);
      });
    return () => { current = false; };
  }, [engine, order.id]);
  return (
    <Modal className="modal order-modal" labelledBy={titleId} initialFocus={closeButton} onCancel={onClose} cancelOnBackdrop>
      <OrderModalHeader titleId={titleId} orderId={order.id} status={order.status} closeButton={closeButton} onClose={onClose} />
      <p className="order-modal__read-only">{t.readOnly}</p>
      {failed && <p className="field-error">{t.historyFailed}</p>}
      <OrderDetailBody detail={detailOf(order)} now={now} events={failed ? [] : events} />
    </Modal>
  );
}
