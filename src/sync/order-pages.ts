// Orders read a page at a time with their lines, cart, cart lines and print jobs embedded (one request
// per page instead of one per table and chunk of ids), newest first by (placed_at, id): the essentials
// at sign-in and the history after it. The page is split back into the mirrored tables. The print jobs
// come with their orders so every order on screen shows its print state and a reprint of it says
// HERDRUK, whenever it was placed (issue 16).
import type { CartItemRow, CartRow, OrderItemRow, OrderRow, PrintJobRow } from '../db/rows';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';
import { quoted } from './pull';

export const ORDER_TABLES = ['orders', 'order_items', 'carts', 'cart_items'] as const;
/** Orders applied per transaction: short enough that realtime and catch-up writes never wait long. */
export const ORDER_SLICE = 250;
/**
 * Orders per request. The answer is parsed in one go on the main thread (about 1.5 KB of JSON per
 * order), so a page of 1,000 held it for up to 60 ms on a busy tablet; 500 halves that.
 */
export const ORDER_PAGE = 500;
export type OrderTable = (typeof ORDER_TABLES)[number];

export interface OrderKey {
  placed_at: string;
  id: string;
}

export interface OrderPage {
  orders: OrderRow[];
  order_items: OrderItemRow[];
  carts: CartRow[];
  cart_items: CartItemRow[];
  print_jobs: PrintJobRow[];
  /** The oldest order of the page: the next page starts after it. */
  last: OrderKey | null;
  /** Fewer orders than a page: nothing older is left. */
  final: boolean;
}

type EmbeddedCart = CartRow & { cart_items?: CartItemRow[] };
type EmbeddedOrder = OrderRow & { order_items?: OrderItemRow[]; carts?: EmbeddedCart | null; print_jobs?: PrintJobRow[] };

const EMBEDDED = '*,order_items(*),carts(*,cart_items(*)),print_jobs(*)';

/** PostgREST `or` filter: strictly older than `key` in (placed_at desc, id desc) order. */
function olderThan(key: OrderKey): string {
  return `placed_at.lt.${quoted(key.placed_at)},and(placed_at.eq.${quoted(key.placed_at)},id.lt.${key.id})`;
}

export interface PageQuery {
  client: Client;
  companyId: string;
  /** Which orders: a PostgREST `or` filter and/or a placed_at range [from, before). */
  or?: string;
  placedFrom?: string;
  placedBefore?: string;
  what: string;
}

function split(rows: EmbeddedOrder[]): Omit<OrderPage, 'last' | 'final'> {
  const page: Omit<OrderPage, 'last' | 'final'> = { orders: [], order_items: [], carts: [], cart_items: [], print_jobs: [] };
  for (const { order_items: lines, carts: cart, print_jobs: jobs, ...order } of rows) {
    page.orders.push(order as OrderRow);
    if (lines) page.order_items.push(...lines);
    if (jobs) page.print_jobs.push(...jobs);
    if (cart) {
      const { cart_items: cartLines, ...cartRow } = cart;
      page.carts.push(cartRow as CartRow);
      if (cartLines) page.cart_items.push(...cartLines);
    }
  }
  return page;
}

/** One page of orders older than `after` (from the newest when null). */
export async function readOrderPage(query: PageQuery, after: OrderKey | null): Promise<OrderPage> {
  let request = query.client.from('orders').select(EMBEDDED).eq('company_id', query.companyId)
    .order('placed_at', { ascending: false }).order('id', { ascending: false }).limit(ORDER_PAGE);
  if (query.or) request = request.or(query.or);
  if (query.placedFrom) request = request.gte('placed_at', query.placedFrom);
  if (query.placedBefore) request = request.lt('placed_at', query.placedBefore);
  // The plain bound lets the (company_id, placed_at) index start at the cursor; the `or` alone is a
  // filter, so each page would walk every newer order of the window again.
  if (after) request = request.lte('placed_at', after.placed_at).or(olderThan(after));
  const { data, error, status } = await request.retry(false);
  if (error) throw new RequestError(`reading ${query.what}`, failureOf(error, status));
  const rows = (data ?? []) as unknown as EmbeddedOrder[];
  const lastRow = rows[rows.length - 1];
  return {
    ...split(rows),
    last: lastRow ? { placed_at: lastRow.placed_at, id: lastRow.id } : after,
    final: rows.length < ORDER_PAGE,
  };
}

/** The rows of a page by table, for applyServerBatch. */
export function pageRows(page: OrderPage): Partial<Record<OrderTable | 'print_jobs', readonly (OrderRow | OrderItemRow | CartRow | CartItemRow | PrintJobRow)[]>> {
  const rows = { orders: page.orders, order_items: page.order_items, carts: page.carts, cart_items: page.cart_items };
  return page.print_jobs.length ? { ...rows, print_jobs: page.print_jobs } : rows;
}

/** The page cut into pages of at most `size` orders with their own children (only the last one final). */
export function slicePage(page: OrderPage, size: number): OrderPage[] {
  if (page.orders.length <= size) return [page];
  const slices: OrderPage[] = [];
  for (let start = 0; start < page.orders.length; start += size) slices.push(sliceOf(page, start, size));
  return slices;
}

/** The page's orders [start, start + size) with their own children; final only if it ends the last page. */
export function sliceOf(page: OrderPage, start: number, size: number): OrderPage {
  if (start === 0 && page.orders.length <= size) return page;
  const orders = page.orders.slice(start, start + size);
  const orderIds = new Set(orders.map((order) => order.id));
  const cartIds = new Set(orders.flatMap((order) => (order.cart_id ? [order.cart_id] : [])));
  const lastOrder = orders[orders.length - 1];
  return {
    orders,
    order_items: page.order_items.filter((line) => orderIds.has(line.order_id)),
    carts: page.carts.filter((cart) => cartIds.has(cart.id)),
    cart_items: page.cart_items.filter((line) => cartIds.has(line.cart_id)),
    print_jobs: page.print_jobs.filter((job) => orderIds.has(job.order_id)),
    last: lastOrder ? { placed_at: lastOrder.placed_at, id: lastOrder.id } : page.last,
    final: page.final && start + size >= page.orders.length,
  };
}
