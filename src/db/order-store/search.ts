// Search over every order the mirror holds (domain/order-search.ts says what matches): an index of the
// orders' folded words and phone digits, built once from a walk over the store and built again when the
// order hours (hours.ts, written with every order) have changed since. Kept in memory per database, so a
// keystroke filters an array instead of reading 20,000 orders from IndexedDB.
import { useLiveQuery } from 'dexie-react-hooks';
import { matchesOrder, orderSearchText, phoneDigits, type SearchQuery } from '../../domain/order-search';
import type { ShopDb } from '../database';
import type { OrderRow } from '../rows';
import { tables } from './tables';
import { forEachOrder } from './walk';

interface Entry {
  row: OrderRow;
  text: string;
  phone: string;
}

interface SearchIndex {
  signature: string;
  entries: Entry[];
}

export interface LocalSearchFilters {
  /** ISO 8601 bounds of placed_at: from inclusive, to exclusive. */
  from?: string | null;
  to?: string | null;
  statuses?: readonly string[] | null;
}

const built = new WeakMap<ShopDb, SearchIndex>();
const building = new WeakMap<ShopDb, Promise<SearchIndex>>();

/** What changes whenever an order is written: every hour's stamp. */
export async function hoursSignature(db: ShopDb): Promise<string> {
  const hours = await tables(db).hours.toArray();
  return hours.map((hour) => hour.stamp).join();
}

async function build(db: ShopDb, signature: string): Promise<SearchIndex> {
  const entries: Entry[] = [];
  await forEachOrder(db, (page) => {
    for (const { order } of page) if (!order.deleted_at) entries.push({ row: order, text: orderSearchText(order), phone: phoneDigits(order.customer_phone) });
  }, 2000);
  entries.sort((a, b) => (a.row.placed_at < b.row.placed_at ? 1 : a.row.placed_at > b.row.placed_at ? -1 : a.row.id < b.row.id ? 1 : -1));
  const index = { signature, entries };
  built.set(db, index);
  return index;
}

/**
 * The index as of the store's current state (built again when an order changed since). `known`: the
 * hours' signature the caller already watches (useOrdersChanged), which saves reading the hours again.
 */
async function currentIndex(db: ShopDb, known?: string): Promise<SearchIndex> {
  const signature = known ?? (await hoursSignature(db));
  const index = built.get(db);
  if (index?.signature === signature) return index;
  const under = building.get(db);
  if (under) {
    const fresh = await under;
    if (fresh.signature === signature) return fresh;
  }
  const next = build(db, signature).finally(() => building.delete(db));
  building.set(db, next);
  return next;
}

/** Builds the index ahead of the first keystroke (the search field got focus). */
export async function prepareSearch(db: ShopDb): Promise<void> {
  await currentIndex(db);
}

/** The newest `limit` stored orders that match, newest first; null query: none. */
export async function searchStoredOrders(
  db: ShopDb, query: SearchQuery | null, filters: LocalSearchFilters = {}, limit = 50, signature?: string,
): Promise<OrderRow[]> {
  if (!query) return [];
  const { entries } = await currentIndex(db, signature);
  const statuses = filters.statuses?.length ? new Set(filters.statuses) : null;
  const found: OrderRow[] = [];
  for (const { row, text, phone } of entries) {
    if (filters.to && row.placed_at >= filters.to) continue;
    if (filters.from && row.placed_at < filters.from) break;
    if (statuses && !statuses.has(row.status)) continue;
    if (!matchesOrder(row, query, text, phone)) continue;
    found.push(row);
    if (found.length >= limit) break;
  }
  return found;
}

/** A customer's stored orders by phone number (any form of it), newest first. */
export async function storedOrdersOfPhone(db: ShopDb, phone: string): Promise<OrderRow[]> {
  const digits = phoneDigits(phone);
  if (!digits) return [];
  const { entries } = await currentIndex(db);
  return entries.filter((entry) => entry.phone === digits).map((entry) => entry.row);
}

/** The hours' signature, live: a screen searches again when it changes. */
export function useOrdersChanged(db: ShopDb): string | undefined {
  return useLiveQuery(() => hoursSignature(db), [db]);
}
