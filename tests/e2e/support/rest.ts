// The server side of a journey: reads rows and places orders through PostgREST with the service-role
// key (bypassing row level security), the way the shop website and an inspector would.
import { e2eEnv } from './env';

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: e2eEnv.serviceKey, authorization: `Bearer ${e2eEnv.serviceKey}`, 'content-type': 'application/json', ...extra };
}

/** GET /rest/v1/<table>?<query>; throws with the body on an error status. */
export async function restGet<T>(table: string, query: string): Promise<T[]> {
  const res = await fetch(`${e2eEnv.supabaseUrl}/rest/v1/${table}?${query}`, { headers: headers() });
  if (!res.ok) throw new Error(`GET ${table}?${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

/** PATCH /rest/v1/<table>?<query> with the given fields. */
export async function restPatch(table: string, query: string, fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${e2eEnv.supabaseUrl}/rest/v1/${table}?${query}`, {
    method: 'PATCH', headers: headers({ prefer: 'return=minimal' }), body: JSON.stringify(fields),
  });
  if (!res.ok) throw new Error(`PATCH ${table}?${query}: ${res.status} ${await res.text()}`);
}

/** Friet klein and Hamburger of the seed ("Productnummer" 101 and 201). */
export const SEED_PRODUCTS = {
  frietKlein: 'f0000000-0000-4000-8000-000000000101',
  hamburger: 'f0000000-0000-4000-8000-000000000201',
} as const;

export interface TestOrder {
  id: string;
  customerName: string;
  delivery?: boolean;
  paid?: boolean;
  notes?: string;
  /** More fields of place_order's p_order, or other values for those above (customer_phone, items, ...). */
  fields?: Record<string, unknown>;
}

/** Places a new order (status created) as the shop website does, through place_order. */
export async function placeOrder(order: TestOrder): Promise<void> {
  const delivery = order.delivery ?? true;
  const body = {
    p_company_slug: 'kmfc-shop',
    p_order: {
      id: order.id,
      customer_name: order.customerName,
      customer_phone: '0612345678',
      customer_email: null,
      delivery_type: delivery ? 'delivery' : 'pickup',
      is_asap: true,
      delivery_time: null,
      payment_status: order.paid === false ? 'unpaid' : 'paid',
      notes: order.notes ?? null,
      tip_cents: 0,
      delivery_address: delivery ? 'Stationsweg 12' : null,
      delivery_postcode: delivery ? '1234 AB' : null,
      delivery_city: delivery ? 'Kampen' : null,
      items: [
        { product_id: SEED_PRODUCTS.frietKlein, qty: 2 },
        { product_id: SEED_PRODUCTS.hamburger, qty: 1, item_options: 'Extra kaas' },
      ],
      ...order.fields,
    },
  };
  const res = await fetch(`${e2eEnv.supabaseUrl}/rest/v1/rpc/place_order`, { method: 'POST', headers: headers(), body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`place_order ${order.id}: ${res.status} ${await res.text()}`);
}

/** The order number staff see: '#' plus the last 8 characters of the id, upper case (spec section 9). */
export function orderNumber(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}
