// One order with everything the detail modal and the receipt show: its lines with the product's
// Productnummer and the cart line's options, and the cart's delivery address, notes and phone.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { storedOrder } from './order-packs';
import { partsOf, rowOf } from './order-record';
import type { CartRow, OrderItemRow, OrderRow } from './rows';

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

export async function orderDetail(db: ShopDb, id: string): Promise<OrderDetail | null> {
  const order = await storedOrder(db, id);
  if (!order) {
    // Not here yet: a download announces the orders it adds by their indexes only (add-orders-quietly.ts),
    // so a live read waiting for this one also watches every order's placed_at, and runs again on each.
    await db.orders.orderBy('placed_at').limit(1).primaryKeys();
    return null;
  }
  const parts = partsOf(order);
  const items = [...parts.lines].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const cart = parts.cart ?? undefined;
  const cartLines = new Map(parts.cart_lines.map((line) => [line.id, line]));
  const cartItems = items.map((item) => (item.cart_item_id ? cartLines.get(item.cart_item_id) : undefined));
  const products = await db.products.bulkGet(items.map((item) => item.product_id ?? ''));
  const lines = items.map((item, i) => ({
    item,
    productNumber: products[i]?.Productnummer ?? null,
    options: cartItems[i]?.item_options ?? null,
    customizations: cartItems[i]?.customizations_json ?? null,
  }));
  return {
    order: rowOf(order),
    lines,
    cart: cart ?? null,
    deliveryAddress: cart
      ? { address: cart.delivery_address, postcode: cart.delivery_postcode, city: cart.delivery_city }
      : null,
    deliveryNotes: cart?.delivery_notes ?? null,
    phone: order.customer_phone || cart?.customer_phone || null,
  };
}

/** undefined while loading, null when the order is not in the mirror. */
export function useOrderDetail(id: string, db: ShopDb = appDb()): OrderDetail | null | undefined {
  return useLiveQuery(() => orderDetail(db, id), [db, id]);
}
