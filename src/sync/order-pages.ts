// Orders read a page at a time with their lines, cart, cart lines and print jobs (one request per page
// instead of one per table and chunk of ids), newest first by (placed_at, id): the essentials at
// sign-in and the history after it. The server's order_page_compact function reads each table once
// for the whole page, where PostgREST's embedding runs a subquery per order and table, and sends each
// table's column names once with its rows as arrays of values, far fewer bytes than whole JSON objects
// to make, carry and parse. The print jobs come with their orders so every order on screen shows its
// print state and a reprint of it says HERDRUK, whenever it was placed.
import { ORDER_TABLES, type OrderTable } from '../db/order-store';
import type { Json } from '../db/database.types';
import type { CartItemRow, CartRow, OrderItemRow, OrderRow, PrintJobRow } from '../db/rows';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';

/** Orders applied per transaction: short enough that realtime and catch-up writes never wait long. */
export const ORDER_SLICE = 250;
/**
 * Orders per request. The answer is parsed in one go on the main thread, so a page is kept small
 * enough not to hold a busy tablet's main thread for long.
 */
export const ORDER_PAGE = 500;

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

export interface PageQuery {
  client: Client;
  companyId: string;
  /** Only orders with one of these statuses or placed since `placedSince` (the essentials). */
  statuses?: readonly string[];
  placedSince?: string;
  /** Only orders placed in [from, before). */
  placedFrom?: string;
  placedBefore?: string;
  what: string;
}

type PageRows = Omit<OrderPage, 'last' | 'final'>;
type PageTable = keyof PageRows;
const PAGE_TABLES: readonly PageTable[] = [...ORDER_TABLES, 'print_jobs'];

/** The answer of order_page_compact: per table its column names, and its rows as arrays of values. */
export type CompactPage = {
  columns: Record<PageTable, string[]>;
  orders: Json[][];
  order_items: Json[][];
  carts: Json[][];
  cart_items: Json[][];
  print_jobs: Json[][];
};

type JsonObject = { [key: string]: Json | undefined };

function objectOf(value: Json | undefined): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}

/**
 * Rows as objects again, each with its table's columns in the server's order. order_page_compact returns
 * json, which the generated types cannot describe, so the page's shape is checked here.
 */
export function expandPage(compact: Json): PageRows {
  const page = objectOf(compact);
  const columnsOf = objectOf(page?.columns);
  const expand = (table: PageTable) => {
    const columns = columnsOf?.[table];
    const values = page?.[table];
    if (!Array.isArray(columns) || !Array.isArray(values)) throw new Error(`order page without ${table}`);
    return values.map((row) => {
      if (!Array.isArray(row)) throw new Error(`order page with a ${table} row that is not a list of values`);
      const object: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) object[String(columns[i])] = row[i];
      return object;
    });
  };
  // The server's rows as the mirror's row types (the mirror keeps them as they come).
  return Object.fromEntries(PAGE_TABLES.map((table) => [table, expand(table)])) as unknown as PageRows;
}

/** One page of orders older than `after` (from the newest when null). */
export async function readOrderPage(query: PageQuery, after: OrderKey | null): Promise<OrderPage> {
  // GET (the function only reads): the position is in the URL. Absent arguments are left out, so the
  // function's defaults (null) apply; a null in a GET would arrive as the text 'null'.
  const { data, error, status } = await query.client.rpc('order_page_compact', {
    p_company: query.companyId,
    p_limit: ORDER_PAGE,
    p_after_placed_at: after?.placed_at,
    p_after_id: after?.id,
    p_placed_from: query.placedFrom,
    p_placed_before: query.placedBefore,
    p_statuses: query.statuses && [...query.statuses],
    p_placed_since: query.placedSince,
  }, { get: true }).retry(false);
  if (error) throw new RequestError(`reading ${query.what}`, failureOf(error, status));
  const rows = expandPage(data);
  const lastRow = rows.orders[rows.orders.length - 1];
  return {
    orders: rows.orders, order_items: rows.order_items, carts: rows.carts, cart_items: rows.cart_items, print_jobs: rows.print_jobs,
    last: lastRow ? { placed_at: lastRow.placed_at, id: lastRow.id } : after,
    final: rows.orders.length < ORDER_PAGE,
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
