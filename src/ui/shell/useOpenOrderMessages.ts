// A click on an order's push notification (src/sw/push.ts) focuses this window and asks it to open that
// order: the orders screen shows its detail for `?order=<id>`, without reloading the app.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onWorkerMessage } from '../lib/sw-messages';

export function useOpenOrderMessages(): void {
  const navigate = useNavigate();
  useEffect(() => onWorkerMessage('open-order', ({ orderId }) => {
    navigate(orderId ? `/app/orders?order=${encodeURIComponent(orderId)}` : '/app/orders');
  }), [navigate]);
}
