// One IndexedDB record per order: the order row with its lines, its cart and the cart's lines inside
// (`parts`). IndexedDB's cost is per record written and per index entry, and an order arrives with
// several child rows, so one record instead of several makes a download's writes much faster.
// Server rows of order_items, carts and cart_items still apply one by one, each by its own id and
// version (sync rule 7), inside their order's record (parts.ts). The `cart_id` index finds an order by
// its cart's id; a part's own id is found by walking the orders (part-owners.ts), which only a part
// deleted outright on the server needs.
import type { CartPartsRecord, OrderLinesRecord } from './parts';
import type { CartItemRow, CartRow, OrderItemRow, OrderRow } from '../rows';

export interface OrderParts {
  lines: OrderItemRow[];
  cart: CartRow | null;
  cart_lines: CartItemRow[];
}

/** What the orders store holds. */
export interface OrderRecord extends OrderRow {
  parts?: OrderParts;
  /** When the order is due (promised, else expected), kept by due.ts for the queue's index. */
  due_at?: string;
}

export const NO_PARTS: OrderParts = { lines: [], cart: null, cart_lines: [] };

export function partsOf(order: OrderRecord | undefined): OrderParts {
  return order?.parts ?? NO_PARTS;
}

/** The ids of the order's lines, cart and cart lines. */
export function partIdsOf(order: OrderRecord): string[] {
  const parts = partsOf(order);
  return [...parts.lines.map((line) => line.id), ...(parts.cart ? [parts.cart.id] : []), ...parts.cart_lines.map((line) => line.id)];
}

/** The order row alone, as the server has it. */
export function rowOf(order: OrderRecord): OrderRow {
  const { parts: _parts, due_at: _due, ...row } = order;
  return row;
}

/** The order row with `parts` (a row from the server or a queued change carries none of its own). */
export function withParts<T extends OrderRow>(row: T, parts: OrderParts): T & OrderRecord {
  return { ...row, parts };
}

/**
 * A new version of an order row keeps the parts of the stored record. A changed cart id (the server
 * never changes it after placing the order) drops the old cart's parts; they are not looked for again.
 */
export function keepParts<T extends OrderRow>(row: T, stored: OrderRecord | undefined): T & OrderRecord {
  const parts = partsOf(stored);
  const sameCart = !stored || stored.cart_id === row.cart_id;
  return withParts(row, sameCart ? parts : { ...parts, cart: null, cart_lines: [] });
}

/** The order's lines as a lines record (the shape the merge in parts.ts works on). */
export function linesView(order: OrderRecord): OrderLinesRecord {
  const items = partsOf(order).lines;
  return { order_id: order.id, ids: items.map((item) => item.id), items };
}

/** The order's cart and cart lines as a cart record; undefined when the order has no cart id. */
export function cartView(order: OrderRecord): CartPartsRecord | undefined {
  if (!order.cart_id) return undefined;
  const { cart, cart_lines: items } = partsOf(order);
  return { cart_id: order.cart_id, ids: [...(cart ? [cart.id] : []), ...items.map((item) => item.id)], cart, items };
}

/** Parts from lines and cart records (the waiting ones an order takes in when it arrives). */
export function partsFrom(lines: OrderLinesRecord | undefined, cart: CartPartsRecord | undefined, base = NO_PARTS): OrderParts {
  return {
    lines: lines ? lines.items : base.lines,
    cart: cart ? cart.cart : base.cart,
    cart_lines: cart ? cart.items : base.cart_lines,
  };
}

/** Child rows of a batch grouped by the order they belong to (lines by order, cart rows by cart id). */
export interface BatchParts {
  byOrder: Map<string, OrderItemRow[]>;
  carts: Map<string, CartRow>;
  byCart: Map<string, CartItemRow[]>;
}

export function groupParts(lines: readonly OrderItemRow[], carts: readonly CartRow[], cartLines: readonly CartItemRow[]): BatchParts {
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  const byCart = new Map<string, CartItemRow[]>();
  for (const line of cartLines) byCart.set(line.cart_id, [...(byCart.get(line.cart_id) ?? []), line]);
  return { byOrder, carts: new Map(carts.map((cart) => [cart.id, cart])), byCart };
}

/** The parts of one order taken from a batch (none deleted: a new record holds only live rows). */
export function batchPartsOf(order: OrderRow, batch: BatchParts): OrderParts {
  const cart = order.cart_id ? batch.carts.get(order.cart_id) : undefined;
  return {
    lines: batch.byOrder.get(order.id) ?? [],
    cart: cart ?? null,
    cart_lines: order.cart_id ? batch.byCart.get(order.cart_id) ?? [] : [],
  };
}
