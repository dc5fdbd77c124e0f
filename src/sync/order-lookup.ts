// Reading orders beyond the mirror, online only: search over every order (search_orders), an older
// order's lines and history for its read-only detail, and a customer's earlier orders (customer_summary,
// customer_orders). Nothing here is stored; the screens show it while open.
import type { AuditEventRow, OrderItemRow, OrderRow } from '../db/rows';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';

export interface SearchFilters {
  /** ISO 8601 bounds of placed_at: from inclusive, to exclusive. */
  from?: string | null;
  to?: string | null;
  statuses?: readonly string[] | null;
  /** The page after the one that ended at this placed_at. */
  before?: string | null;
  limit?: number;
}

export type FoundOrder = OrderRow & { order_items: OrderItemRow[] };

export interface CustomerSummary {
  orders: number;
  spentCents: number;
  canceled: number;
  notes: string[];
  last: OrderRow[];
}

function checked<T>(what: string, result: { data: T | null; error: { message: string; code?: string } | null; status: number }): T {
  if (result.error) throw new RequestError(what, failureOf(result.error, result.status));
  return result.data as T;
}

export class OrderLookup {
  private readonly client: () => Client | null;

  constructor(client: () => Client | null) {
    this.client = client;
  }

  private connected(): Client {
    const client = this.client();
    if (!client) throw new RequestError('reading orders', { status: 0, code: 'NO_CLIENT', message: 'not connected to the company' });
    return client;
  }

  /** Orders matching the query, newest first, with their lines (a page of filters.limit, 50 by default). */
  async search(query: string, filters: SearchFilters = {}): Promise<FoundOrder[]> {
    const result = await this.connected().rpc('search_orders', {
      p_query: query,
      ...(filters.from ? { p_from: filters.from } : {}),
      ...(filters.to ? { p_to: filters.to } : {}),
      ...(filters.before ? { p_before: filters.before } : {}),
      ...(filters.statuses?.length ? { p_status: [...filters.statuses] } : {}),
      p_limit: filters.limit ?? 50,
    }).select('*, order_items(*)').retry(false);
    return checked('searching orders', result) as unknown as FoundOrder[];
  }

  /** An order's audit events, oldest first. */
  async events(orderId: string): Promise<AuditEventRow[]> {
    const result = await this.connected().from('audit_events').select('*').eq('order_id', orderId)
      .order('at').order('id').retry(false);
    return checked('reading the history', result) as AuditEventRow[];
  }

  /** A customer's other orders by phone number (all but `exclude`): counts, total spent, notes and the last five. */
  async customer(phone: string, exclude?: string): Promise<CustomerSummary> {
    const client = this.connected();
    const other = exclude ? { p_exclude: exclude } : {};
    const [summary, last] = await Promise.all([
      client.rpc('customer_summary', { p_phone: phone, ...other }).retry(false),
      client.rpc('customer_orders', { p_phone: phone, p_limit: 5, ...other }).retry(false),
    ]);
    const [row] = checked('reading the customer', summary) ?? [];
    return {
      orders: Number(row?.orders ?? 0),
      spentCents: Number(row?.spent_cents ?? 0),
      canceled: Number(row?.canceled ?? 0),
      notes: row?.notes ?? [],
      last: (checked('reading the customer', last) ?? []) as OrderRow[],
    };
  }
}
