// Web Push: a new order placed (place_order, as the shop website does) to the push arriving, decrypted, at
// a push service on loopback, for every subscription of the company (DESIGN section 7: p95 ≤ 2 s).
import { startStack } from '../local-supabase/stack';
import { placeDemoOrder } from '../local-supabase/demo/order';
import { makeClient } from '../tests/helpers/stack';
import { startPushService } from '../tests/helpers/push-service';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../tests/fixtures/seed-ids';
import { percentile, round } from './stats';

export interface PushBenchResult {
  orderToPush: { p50: number; p95: number; max: number; n: number; missing: number };
  subscriptions: number;
  orders: number;
}

export async function benchPush(orders = 40, subscriptions = 3): Promise<PushBenchResult> {
  // Re-alerts off: they would add pushes of the seed's waiting orders to the count.
  const stack = await startStack({ port: 0, memory: true, functions: { realertIntervalMs: 0 } });
  const service = await startPushService();
  try {
    const subs = Array.from({ length: subscriptions }, () => service.subscribe());
    for (const [i, sub] of subs.entries()) {
      await stack.sql(
        `insert into public.push_subscriptions (endpoint, p256dh, auth, user_id, company_id, device_id)
         values ($1, $2, $3, $4, $5, $6)`,
        [sub.endpoint, sub.p256dh, sub.auth, AUTH_USER_IDS.eigenaar, KMFC_COMPANY_ID, `bench-device-${i}`],
      );
    }
    const admin = makeClient(stack.url, stack.keys.serviceRoleKey);
    const first = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey, 'kmfc-shop', () => 0.5);
    const { data: items } = await admin.from('order_items').select('product_id, qty').eq('order_id', first.id);
    const latency: number[] = [];
    let missing = 0;
    for (let i = 0; i < orders; i++) {
      const id = crypto.randomUUID();
      const t0 = Date.now();
      const { error } = await admin.rpc('place_order', {
        p_company_slug: 'kmfc-shop',
        p_order: { id, customer_name: 'Bench Klant', delivery_type: 'pickup', payment_status: 'paid', items },
      });
      if (error) throw new Error(error.message);
      const forOrder = () => service.received.filter((r) => (r.payload as { orderId?: string }).orderId === id);
      const deadline = Date.now() + 5000;
      while (forOrder().length < subscriptions && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      const arrived = forOrder();
      missing += subscriptions - arrived.length;
      for (const push of arrived) latency.push(push.at - t0);
    }
    if (service.errors.length) throw new Error(`push service refused pushes: ${service.errors[0]}`);
    return {
      orderToPush: {
        p50: round(percentile(latency, 50)), p95: round(percentile(latency, 95)), max: round(Math.max(...latency)),
        n: latency.length, missing,
      },
      subscriptions,
      orders,
    };
  } finally {
    await service.stop();
    await stack.stop();
  }
}
