// Messages from the service worker (src/sw/push.ts) to this window: a pushed order (the driving tab
// rings at once) and a notification click (open that order). Typed here for the app side; the worker
// keeps its own copy of the shapes, since it imports nothing of the app.

export interface PushedOrder {
  orderId: string;
  number: string;
  attempt: number;
}

export type WorkerMessage = { type: 'push-order'; order: PushedOrder } | { type: 'open-order'; orderId: string };

/** Calls `listener` for each message of `type`; returns the unsubscribe. No service worker: nothing. */
export function onWorkerMessage<T extends WorkerMessage['type']>(
  type: T, listener: (message: Extract<WorkerMessage, { type: T }>) => void,
): () => void {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container) return () => {};
  const handler = (event: MessageEvent) => {
    const data = event.data as Partial<WorkerMessage> | null;
    if (data?.type === type) listener(data as Extract<WorkerMessage, { type: T }>);
  };
  container.addEventListener('message', handler);
  return () => container.removeEventListener('message', handler);
}
