// Places one realistic new order the way a shop website would: through the project's API with the
// service key, as one call to place_order so the order and its items appear together.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { CITIES, FIRST_NAMES, LAST_NAMES, NOTES, OPTIONS, STREETS, pick } from './order-data';

interface ProductRow {
  id: string;
  name: string;
  price_cents: number;
}

export interface PlacedOrder {
  id: string;
  customer_name: string;
  total_cents: number;
  delivery_type: string;
}

export async function placeDemoOrder(
  url: string,
  serviceKey: string,
  companySlug = 'kmfc-shop',
  random: () => number = Math.random,
): Promise<PlacedOrder> {
  const sb = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const products = await sb
    .from('products')
    .select('id, name, price_cents, companies!inner(slug)')
    .eq('companies.slug', companySlug)
    .eq('is_active', true)
    .eq('is_sold_out', false)
    .is('deleted_at', null);
  if (products.error) throw new Error(`Could not read products: ${products.error.message}`);
  const available = (products.data ?? []) as unknown as ProductRow[];
  if (available.length === 0) throw new Error(`Company '${companySlug}' has no products that can be ordered`);

  const delivery = random() < 0.65;
  const [city, postcodePrefix] = pick(CITIES, random);
  const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const product = pick(available, random);
    const options = random() < 0.4 ? [pick(OPTIONS, random)] : [];
    return { product_id: product.id, name: product.name, qty: 1 + Math.floor(random() * 3), unit_price_cents: product.price_cents, item_options: options.join(' + ') };
  });
  const scheduled = random() < 0.2;
  const order = {
    customer_name: `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)}`,
    customer_phone: `06${String(Math.floor(10_000_000 + random() * 89_999_999))}`,
    customer_email: null,
    delivery_type: delivery ? 'delivery' : 'pickup',
    is_asap: !scheduled,
    delivery_time: scheduled ? new Date(Date.now() + (60 + Math.floor(random() * 4) * 30) * 60_000).toISOString() : null,
    payment_status: random() < 0.7 ? 'paid' : 'unpaid',
    notes: random() < 0.35 ? pick(NOTES, random) : null,
    tip_cents: random() < 0.2 ? 100 * (1 + Math.floor(random() * 3)) : 0,
    delivery_address: delivery ? `${pick(STREETS, random)} ${1 + Math.floor(random() * 180)}` : null,
    delivery_postcode: delivery ? `${postcodePrefix}${10 + Math.floor(random() * 89)} ${String.fromCharCode(65 + Math.floor(random() * 26))}${String.fromCharCode(65 + Math.floor(random() * 26))}` : null,
    delivery_city: delivery ? city : null,
    items: lines,
  };
  const { data, error } = await sb.rpc('place_order', { p_company_slug: companySlug, p_order: order });
  if (error) throw new Error(`place_order failed: ${error.message}`);
  return data as PlacedOrder;
}
