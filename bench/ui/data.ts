// The server side of the UI bench: many orders at once (set-based SQL, bench/sync/orders.ts), one new
// order as the shop website places it (place_order over REST), and a signed-in staff access token.
import type { Stack } from '../../local-supabase/stack';
import { startOfAmsterdamDay } from '../../src/domain/amsterdam-time';
import { insertOrders, type Placement } from '../sync/orders';
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
 * Inserts `count` orders (by default of mixed statuses, placed within the last 7 days), then dates their
 * updated_at back to when they were made (the sync trigger stamps the insert's time). Otherwise all of
 * them would look changed within the same second, and every catch-up's 2-second cursor overlap would read
 * them all again: true of a bulk insert, never of orders that came in over days. Returns the time taken.
 */
export async function seedOrders(stack: Stack, tag: string, count: number, status: 'mixed' | 'finished' = 'mixed',
  placement?: Placement): Promise<number> {
  const t0 = performance.now();
  await insertOrders(stack, tag, count, status, placement);
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

/** Orders placed today (Amsterdam) in every window of the sign-in figures: the shop's day so far. */
export const TODAY_ORDERS = 100;
const DAY_S = 86_400;
/** History goes back this far before today, inside the 14-day window whatever the time of day. */
const HISTORY_DAYS = 12;

/** `count` orders of mixed statuses placed today, between midnight (Amsterdam) and 5 minutes ago. */
export function seedToday(stack: Stack, tag: string, count: number, now = new Date()): Promise<number> {
  const sinceMidnight = (now.getTime() - startOfAmsterdamDay(now).getTime()) / 1000;
  return seedOrders(stack, tag, count, 'mixed', { before: now, spreadSeconds: sinceMidnight - 600 });
}

/** `count` finished orders placed over the 12 days before today: the history a new device downloads last. */
export function seedHistory(stack: Stack, tag: string, count: number, now = new Date()): Promise<number> {
  return seedOrders(stack, tag, count, 'finished', { before: startOfAmsterdamDay(now), spreadSeconds: HISTORY_DAYS * DAY_S });
}

/**
 * Grows the server's window to `target` orders for the sign-in figures: at least TODAY_ORDERS placed today,
 * the rest history of earlier days, all finished (a shop finishes its orders within the hour), so what
 * grows with the window is the history only, as in a shop. Returns the window's order count.
 */
export async function growWindow(stack: Stack, target: number, log: (line: string) => void): Promise<number> {
  const [today] = await stack.sql<{ n: number }>(`select count(*)::int as n from public.orders where company_id = $1 and placed_at >= $2`,
    [COMPANY_ID, startOfAmsterdamDay(new Date()).toISOString()]);
  if (today.n < TODAY_ORDERS) await seedToday(stack, 'ui-today', TODAY_ORDERS - today.n);
  const missing = target - await mirroredOrderCount(stack);
  if (missing > 0) {
    log(`ui: inserting ${missing.toLocaleString('en')} orders of earlier days (window of ${target.toLocaleString('en')})`);
    await seedHistory(stack, `ui-history-${target}`, missing);
  }
  return mirroredOrderCount(stack);
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
