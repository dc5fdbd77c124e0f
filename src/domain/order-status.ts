// The order status machine of spec §4: statuses and Dutch labels, next steps, cancel rule,
// detail dropdown choices, and which statuses belong to each orders tab and dashboard group.

export const ORDER_STATUSES = [
  'created',
  'accepted',
  'preparing',
  'ready_pickup',
  'ready_delivery',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'canceled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type DeliveryType = 'delivery' | 'pickup';

const STATUS_SET: ReadonlySet<string> = new Set(ORDER_STATUSES);

export function isOrderStatus(s: string): s is OrderStatus {
  return STATUS_SET.has(s);
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Ontvangen',
  accepted: 'Geaccepteerd',
  preparing: 'Word bereid',
  ready_pickup: 'Klaar voor afhaal',
  ready_delivery: 'Klaar voor bezorging',
  picked_up: 'Afgehaald',
  out_for_delivery: 'Onderweg',
  delivered: 'Bezorgd',
  canceled: 'Geannuleerd',
};

export const UNKNOWN_STATUS_LABEL = 'Status Onbekend';

/** Dutch label of a status; 'Status Onbekend' for anything not in ORDER_STATUSES. */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? STATUS_LABELS[status] : UNKNOWN_STATUS_LABEL;
}

/** Delivery orders go to ready_delivery; anything else (pickup, unknown) counts as pickup. */
function isDelivery(deliveryType: string): boolean {
  return deliveryType === 'delivery';
}

/** The status the next-step progression leads to, or null at the end (or for unknown statuses). */
export function nextStatus(status: string, deliveryType: string): OrderStatus | null {
  switch (status) {
    case 'created':
      return 'accepted';
    case 'accepted':
      return 'preparing';
    case 'preparing':
      return isDelivery(deliveryType) ? 'ready_delivery' : 'ready_pickup';
    case 'ready_pickup':
      return 'picked_up';
    case 'ready_delivery':
      return 'out_for_delivery';
    case 'out_for_delivery':
      return 'delivered';
    default:
      return null;
  }
}

/**
 * Label of the next-step button, or null where the spec hides it (created, delivered, canceled,
 * picked_up, unknown). Created orders get the accept buttons instead.
 */
export function nextStepLabel(status: string, deliveryType: string): string | null {
  switch (status) {
    case 'accepted':
      return 'Start bereiding';
    case 'preparing':
      return isDelivery(deliveryType) ? 'Klaar voor bezorging' : 'Klaar voor afhalen';
    case 'ready_pickup':
      return 'Afgehaald';
    case 'ready_delivery':
      return 'Onderweg';
    case 'out_for_delivery':
      return 'Bezorgd';
    default:
      return null;
  }
}

export const FINISHED_STATUSES = [
  'delivered',
  'canceled',
  'picked_up',
] as const satisfies readonly OrderStatus[];

export const OPEN_STATUSES = [
  'created',
  'accepted',
  'preparing',
  'ready_pickup',
  'ready_delivery',
  'out_for_delivery',
] as const satisfies readonly OrderStatus[];

const FINISHED_SET: ReadonlySet<string> = new Set(FINISHED_STATUSES);

/** True for delivered, canceled and picked_up. */
export function isFinished(status: string): boolean {
  return FINISHED_SET.has(status);
}

/** Cancel is offered unless the order is delivered, canceled or picked up. */
export function canCancel(status: string): boolean {
  return !isFinished(status);
}

/** The detail modal's status dropdown, in display order. */
export function statusChoices(deliveryType: string): OrderStatus[] {
  const tail: OrderStatus[] = isDelivery(deliveryType)
    ? ['ready_delivery', 'out_for_delivery', 'delivered']
    : ['ready_pickup', 'picked_up'];
  return ['created', 'accepted', 'preparing', ...tail, 'canceled'];
}

export type OrderTab = 'new' | 'active' | 'archive';

export const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  new: ['created'],
  active: ['accepted', 'preparing', 'ready_pickup', 'ready_delivery', 'out_for_delivery'],
  archive: ['delivered', 'canceled', 'picked_up'],
};

/** The orders tab a status belongs to, or null for unknown statuses. */
export function tabOf(status: string): OrderTab | null {
  for (const tab of ['new', 'active', 'archive'] as const) {
    if ((TAB_STATUSES[tab] as readonly string[]).includes(status)) return tab;
  }
  return null;
}

export type DashboardGroup = 'new' | 'preparing' | 'ready';

/** Spec §4 spells the ready group ready_for_*; the orders screen uses ready_*. Both are kept. */
export const DASHBOARD_GROUP_STATUSES: Record<DashboardGroup, readonly string[]> = {
  new: ['created'],
  preparing: ['accepted', 'preparing'],
  ready: ['ready_pickup', 'ready_delivery', 'ready_for_pickup', 'ready_for_delivery'],
};

/** The dashboard group a status counts in, or null when it counts in none. */
export function dashboardGroupOf(status: string): DashboardGroup | null {
  for (const group of ['new', 'preparing', 'ready'] as const) {
    if (DASHBOARD_GROUP_STATUSES[group].includes(status)) return group;
  }
  return null;
}
