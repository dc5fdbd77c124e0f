// The server side of the UI bench: many orders at once (set-based SQL, bench/sync/orders.ts), one new
// order as the shop website places it (place_order over REST), and a signed-in staff access token.
import type { Stack } from '../../local-supabase/stack';
import { insertOrders } from '../sync/orders';
import { COMPANY_ID } from '../sync/shared';
import { EMAIL, PASSWORD } from './browser';

export { COMPANY_ID };

/** Friet klein and Hamburger of the seed ("Productnummer" 101 and 201). */
const ITEMS = [
  { product_id: 'f0000000-0000-4000-8000-000000000101', qty: 2 },
  { product_id: 'f0000000-0000-4000-8000-000000000201', qty: 1, item_options: 'Extra kaas' },
];

const ORDER_TABLES = ['carts', 'cart_items', 'orders', 'order_items'];

/**
 * Inserts `count` orders of mixed statuses (placed within the last 7 days), then dates their updated_at
 * back to when they were made (the sync trigger stamps the insert's time). Otherwise all of them would
 * look changed within the same second, and every catch-up's 2-second cursor overlap would read them all
 * again: true of a bulk insert, never of orders that came in over days. Returns the time taken.
 */
export async function seedOrders(stack: Stack, tag: string, count: number): Promise<number> {
  const t0 = performance.now();
  await insertOrders(stack, tag, count, 'mixed');
  for (const table of ORDER_TABLES) {
    await stack.sql(`alter table public.${table} disable trigger set_sync_columns`);
    try {
      await stack.sql(`update public.${table} set updated_at = created_at where updated_at > created_at + interval '1 minute'`);
    } finally {
      await stack.sql(`alter table public.${table} enable trigger set_sync_columns`);
    }
  }
  return performance.now() - t0;
}

/** Orders the app mirrors: open ones and those placed in its 14-day window. */
export async function mirroredOrderCount(stack: Stack): Promise<number> {
  const [row] = await stack.sql<{ n: number }>(
    `select count(*)::int as n from public.orders where company_id = $1
     and (status in ('created','accepted','preparing','ready_pickup','ready_delivery','out_for_delivery')
          or placed_at >= now() - interval '14 days')`, [COMPANY_ID]);
  return row.n;
}

/** The order number staff see: '#' plus the last 8 characters of the id, upper case (spec section 9). */
export const orderNumber = (id: string) => `#${id.slice(-8).toUpperCase()}`;

/** Wall-clock ms with sub-ms precision, comparable with the page's performance.timeOrigin + now(). */
export const wall = () => performance.timeOrigin + performance.now();

/** Places a new order (status created) through place_order as the website does; resolves when committed. */
export async function placeOrder(stack: Stack, id: string): Promise<void> {
  const body = {
    p_company_slug: 'kmfc-shop',
    p_order: {
      id, customer_name: 'Bench Klant', customer_phone: '0612345678', customer_email: null,
      delivery_type: 'pickup', is_asap: true, delivery_time: null, payment_status: 'paid', notes: null, tip_cents: 0,
      items: ITEMS,
    },
  };
  const key = stack.keys.serviceRoleKey;
  const res = await fetch(`${stack.url}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`place_order ${id}: ${res.status} ${await res.text()}`);
}

/** Accepts every created order (as owner), so no alert is ringing. */
export async function acceptAllCreated(stack: Stack): Promise<number> {
  const rows = await stack.sql<{ id: string }>(
    `update public.orders set status = 'accepted' where company_id = $1 and status = 'created' returning id`, [COMPANY_ID]);
  return rows.length;
}

/** A staff access token (password grant), as the app holds after signing in. */
export async function staffToken(stack: Stack): Promise<string> {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in for the baseline failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
