// Fans one order's push out to every subscription of its company, in parallel, and removes the
// subscriptions the push service reports gone.
import { orderPush, type OrderFacts } from './payload.ts';
import { deleteSubscription, subscriptionsOf, type CompanySubscription } from './rest.ts';
import { sendPush } from './send.ts';
import type { PushDeps } from './types.ts';

export interface DeliveryReport {
  delivered: number;
  removed: number;
  failed: number;
}

export const emptyReport = (): DeliveryReport => ({ delivered: 0, removed: 0, failed: 0 });

export function addReports(a: DeliveryReport, b: DeliveryReport): DeliveryReport {
  return { delivered: a.delivered + b.delivered, removed: a.removed + b.removed, failed: a.failed + b.failed };
}

export async function deliverOrder(
  deps: PushDeps,
  order: OrderFacts,
  attempt: number,
  subscriptions: CompanySubscription[],
): Promise<DeliveryReport> {
  const push = orderPush(order, attempt);
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      const result = await sendPush(deps, subscription, push);
      if (result === 'gone') await deleteSubscription(deps, subscription.endpoint);
      return result;
    }),
  );
  return {
    delivered: results.filter((r) => r === 'delivered').length,
    removed: results.filter((r) => r === 'gone').length,
    failed: results.filter((r) => r === 'failed').length,
  };
}

/** The first push of a new order: every subscription of the order's company. */
export async function pushNewOrder(deps: PushDeps, order: OrderFacts & { company_id: string }): Promise<DeliveryReport> {
  const subscriptions = await subscriptionsOf(deps, [order.company_id]);
  return deliverOrder(deps, order, 1, subscriptions);
}
