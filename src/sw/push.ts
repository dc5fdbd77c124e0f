// Web Push in the service worker: a pushed order becomes a Dutch notification, tagged per
// order so a re-alert replaces it and sounds again; open windows are told so the driving tab rings at
// once; a push for an order the app already knows is past `created` shows nothing new. A click brings
// staff to the order's detail. The payload is the push-orders function's (supabase/functions).
/// <reference lib="webworker" />
import { knownOrderStatus } from '../db/order-store/sw-reader';

/** The decrypted payload of a push from push-orders. */
export interface OrderPush {
  kind: 'new-order';
  orderId: string;
  number: string;
  customerName: string;
  totalCents: number;
  fulfilment: 'delivery' | 'pickup';
  /** 1 for the first push, 2.. for the re-alerts every 60 s while the order stays created. */
  attempt: number;
}

/** Messages to the app's windows (src/ui/lib/sw-messages.ts reads them). */
export type WorkerMessage = { type: 'push-order'; order: OrderPush } | { type: 'open-order'; orderId: string };

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

export function parseOrderPush(data: PushMessageData | null): OrderPush | null {
  try {
    const value = data?.json() as Partial<OrderPush> | undefined;
    if (value?.kind !== 'new-order' || typeof value.orderId !== 'string') return null;
    return {
      kind: 'new-order', orderId: value.orderId, number: String(value.number ?? ''),
      customerName: String(value.customerName ?? ''), totalCents: Number(value.totalCents ?? 0),
      fulfilment: value.fulfilment === 'delivery' ? 'delivery' : 'pickup', attempt: Number(value.attempt ?? 1),
    };
  } catch {
    return null;
  }
}

export function orderTag(orderId: string): string {
  return `order-${orderId}`;
}

export function orderNotification(order: OrderPush): { title: string; options: NotificationOptions } {
  const how = order.fulfilment === 'delivery' ? 'Bezorgen' : 'Afhalen';
  return {
    title: `Nieuwe bestelling ${order.number}`.trim(),
    options: {
      body: [order.customerName, euros.format(order.totalCents / 100), how].filter(Boolean).join(' · '),
      tag: orderTag(order.orderId),
      // renotify is not in TypeScript's NotificationOptions yet; browsers that know it sound again.
      ...{ renotify: true },
      requireInteraction: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'nl',
      data: { orderId: order.orderId },
    },
  };
}

async function appWindows(sw: ServiceWorkerGlobalScope): Promise<readonly WindowClient[]> {
  return sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

export async function onPush(sw: ServiceWorkerGlobalScope, data: PushMessageData | null): Promise<void> {
  const order = parseOrderPush(data);
  if (!order) {
    // A push must show something; without a readable order, point to the orders screen.
    await sw.registration.showNotification('Nieuwe bestelling', { tag: 'order', lang: 'nl', icon: '/icons/icon-192.png' });
    return;
  }
  const status = await knownOrderStatus(order.orderId);
  if (status !== null && status !== 'created') {
    // Someone already acted on it: nothing new, and an earlier notification for it goes.
    for (const shown of await sw.registration.getNotifications({ tag: orderTag(order.orderId) })) shown.close();
    return;
  }
  const message: WorkerMessage = { type: 'push-order', order };
  for (const client of await appWindows(sw)) client.postMessage(message);
  const { title, options } = orderNotification(order);
  await sw.registration.showNotification(title, options);
}

export function orderUrl(orderId: string | undefined): string {
  return orderId ? `/app/orders?order=${encodeURIComponent(orderId)}` : '/app/orders';
}

/** A click: close it; an open window is focused and opens the order, else a new window does. */
export async function onNotificationClick(sw: ServiceWorkerGlobalScope, notification: Notification): Promise<void> {
  notification.close();
  const orderId = (notification.data as { orderId?: string } | null)?.orderId;
  const [client] = await appWindows(sw);
  if (!client) {
    await sw.clients.openWindow(orderUrl(orderId));
    return;
  }
  // Told rather than navigated: the app opens the detail without a reload, even in a window this
  // worker does not control yet (navigate() works only for controlled ones).
  const message: WorkerMessage = { type: 'open-order', orderId: orderId ?? '' };
  client.postMessage(message);
  await client.focus().catch(() => client);
}
