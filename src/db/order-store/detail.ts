// One order with everything the detail modal and the receipt show: its lines with the product's
// Productnummer and the cart line's options, and the cart's delivery address, notes and phone.
import type { ShopDb } from '../database';
import type { CartRow, OrderItemRow, OrderRow } from '../rows';
import { hourOf, hourRowsSince, stampsOf } from './hours';
import { storedOrder } from './packs';
import { partsOf, rowOf, type OrderRecord } from './record';
import { tables } from './tables';
import type { Reading, Watch } from './watched';

export interface OrderLine {
  item: OrderItemRow;
  /** The product's "Productnummer", when the product is known locally. */
  productNumber: string | null;
  /** The cart line's options, joined with ' + '. */
  options: string | null;
  customizations: unknown;
}

export interface OrderDetail {
  order: OrderRow;
  lines: OrderLine[];
  cart: CartRow | null;
  deliveryAddress: { address: string | null; postcode: string | null; city: string | null } | null;
  deliveryNotes: string | null;
  /** The order's phone, or the cart's when the order has none (spec section 3). */
  phone: string | null;
}

function detailOf(order: OrderRecord, products: ({ Productnummer: string | null } | undefined)[], items: OrderItemRow[]): OrderDetail {
  const parts = partsOf(order);
  const cart = parts.cart ?? undefined;
  const cartLines = new Map(parts.cart_lines.map((line) => [line.id, line]));
  const cartItems = items.map((item) => (item.cart_item_id ? cartLines.get(item.cart_item_id) : undefined));
  return {
    order: rowOf(order),
    lines: items.map((item, i) => ({
      item,
      productNumber: products[i]?.Productnummer ?? null,
      options: cartItems[i]?.item_options ?? null,
      customizations: cartItems[i]?.customizations_json ?? null,
    })),
    cart: cart ?? null,
    deliveryAddress: cart
      ? { address: cart.delivery_address, postcode: cart.delivery_postcode, city: cart.delivery_city }
      : null,
    deliveryNotes: cart?.delivery_notes ?? null,
    phone: order.customer_phone || cart?.customer_phone || null,
  };
}

/** Watches the order's own hour (every write of the order changes its stamp) and its lines' products. */
function detailWatch(db: ShopDb, id: string, order: OrderRecord | undefined, productIds: string[]): Watch {
  if (!order) {
    // Not here yet: any order arriving may be it.
    return { key: `order:${id}:missing`, stamps: async () => stampsOf(await hourRowsSince(db, '')) };
  }
  const key: [string, string] = [order.status, hourOf(order.placed_at)];
  return {
    key: `order:${id}:${key.join('@')}:${productIds.join(',')}`,
    stamps: async () => {
      const [hour, products] = await Promise.all([tables(db).hours.get(key), db.products.bulkGet(productIds)]);
      return `${hour?.stamp ?? ''}|${products.map((product) => product?.version ?? '').join(',')}`;
    },
  };
}

/** The order with its parts, or null when the mirror does not hold it. */
export async function orderDetail(db: ShopDb, id: string): Promise<OrderDetail | null> {
  return (await orderDetailReading(db, id)).value;
}

export async function orderDetailReading(db: ShopDb, id: string): Promise<Reading<OrderDetail | null>> {
  const order = await storedOrder(db, id);
  if (!order) return { value: null, watch: detailWatch(db, id, undefined, []) };
  const items = [...partsOf(order).lines].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const productIds = items.map((item) => item.product_id ?? '');
  const products = await db.products.bulkGet(productIds);
  return { value: detailOf(order, products, items), watch: detailWatch(db, id, order, productIds) };
}
