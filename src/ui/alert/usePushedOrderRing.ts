// A pushed order rings the alert at once in the driving tab: the service worker tells every
// window, and the order may not have reached this tab yet (realtime slow or silently dead). An order the
// mirror already holds rings through the schedule already, so only an unknown one rings here.
import { useEffect, useRef } from 'react';
import { appDb } from '../../db/database';
import { storedOrderRow } from '../../db/order-store';
import { onWorkerMessage } from '../lib/sw-messages';

export function usePushedOrderRing(active: boolean, ring: (orderId: string) => void): void {
  const latest = useRef({ active, ring });
  useEffect(() => {
    latest.current = { active, ring };
  });
  useEffect(() => onWorkerMessage('push-order', ({ order }) => {
    if (!latest.current.active) return;
    void storedOrderRow(appDb(), order.orderId).then((known) => {
      if (!known && latest.current.active) latest.current.ring(order.orderId);
    }).catch((error: unknown) => console.error('pushed order lookup failed', error));
  }), []);
}
