// The function's small database access: PostgREST with the service role key (it bypasses row level
// security, as the function acts for the server, not for a staff member).
import type { PushDeps, Subscription } from './types.ts';

interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  company_id: string;
}

export interface CompanySubscription extends Subscription {
  companyId: string;
}

/** One re-alert to send, as claim_push_realerts returns it. */
export interface Realert {
  order_id: string;
  company_id: string;
  attempt: number;
  customer_name: string | null;
  total_cents: number;
  delivery_type: string;
}

async function rest<T>(deps: PushDeps, path: string, init: RequestInit = {}): Promise<T> {
  const key = deps.env.SUPABASE_SERVICE_ROLE_KEY;
  const response = await deps.fetch(`${deps.env.SUPABASE_URL.replace(/\/$/, '')}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`PostgREST ${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const inList = (ids: string[]) => `in.(${ids.map((id) => encodeURIComponent(id)).join(',')})`;

export async function subscriptionsOf(deps: PushDeps, companyIds: string[]): Promise<CompanySubscription[]> {
  if (companyIds.length === 0) return [];
  const rows = await rest<SubscriptionRow[]>(
    deps,
    `push_subscriptions?select=endpoint,p256dh,auth,company_id&company_id=${inList(companyIds)}`,
  );
  return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth }, companyId: r.company_id }));
}

export async function deleteSubscription(deps: PushDeps, endpoint: string): Promise<void> {
  await rest(deps, `push_subscriptions?endpoint=eq.${encodeURIComponent(endpoint)}`, {
    method: 'DELETE',
    headers: { Prefer: 'return=minimal' },
  });
}

export function claimRealerts(deps: PushDeps): Promise<Realert[]> {
  return rest<Realert[]>(deps, 'rpc/claim_push_realerts', {
    method: 'POST',
    body: JSON.stringify({ p_now: new Date(deps.now()).toISOString() }),
  });
}
