// Shared steps of the push tests: subscriptions stored as the app stores them, orders placed as the
// shop website places them, and the function's re-alert mode called as pg_cron calls it.
import type { Stack } from '../../helpers/stack';
import { makeClient } from '../../helpers/stack';
import type { TestSubscription } from '../../helpers/push-service';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import { placeDemoOrder, type PlacedOrder } from '../../../local-supabase/demo/order';

export const OTHER_COMPANY_ID = 'c0000000-0000-4000-8000-0000000000d1';

/** A second active company with one product, so orders can be placed for it. */
export async function addOtherCompany(stack: Stack): Promise<void> {
  await stack.sql(`insert into public.companies (id, slug, name, is_active) values ($1, 'andere-shop', 'Andere', true)`, [
    OTHER_COMPANY_ID,
  ]);
  await stack.sql(`insert into public.products (company_id, name, price_cents) values ($1, 'Pizza', 900)`, [OTHER_COMPANY_ID]);
}

export async function storeSubscription(stack: Stack, sub: TestSubscription, companyId = KMFC_COMPANY_ID): Promise<void> {
  await stack.sql(
    `insert into public.push_subscriptions (endpoint, p256dh, auth, user_id, company_id, device_id)
     values ($1, $2, $3, $4, $5, 'test-device')`,
    [sub.endpoint, sub.p256dh, sub.auth, AUTH_USER_IDS.eigenaar, companyId],
  );
}

export async function subscriptionExists(stack: Stack, endpoint: string): Promise<boolean> {
  const rows = await stack.sql('select 1 from public.push_subscriptions where endpoint = $1', [endpoint]);
  return rows.length === 1;
}

export function placeOrder(stack: Stack, slug = 'kmfc-shop'): Promise<PlacedOrder> {
  return placeDemoOrder(stack.url, stack.keys.serviceRoleKey, slug);
}

export interface RealertReport {
  orders: number;
  delivered: number;
  removed: number;
  failed: number;
}

/** One run of the re-alert job, as the hosted pg_cron job posts it; resolves when every push is answered. */
export async function realert(stack: Stack): Promise<RealertReport> {
  const { data, error } = await makeClient(stack.url, stack.keys.serviceRoleKey).functions.invoke('push-orders', {
    method: 'POST',
    body: { type: 'realert' },
  });
  if (error) throw error;
  return data as RealertReport;
}

export interface PushPayload {
  kind: string;
  orderId: string;
  attempt: number;
}

export function payloadsFor(received: { payload: unknown }[], orderId: string): PushPayload[] {
  return received.map((r) => r.payload as PushPayload).filter((p) => p.orderId === orderId);
}
