// The history download (DESIGN sync rule 10): after the essentials, the rest of the order window
// (orders placed from the window's start until today, with lines, carts and print jobs) streams in newest
// first, a page per request, each page applied in one bulk transaction together with the new position, so
// the download resumes after a reload, a lost connection or a crash without reading a page twice.
// Rows changed meanwhile reach the mirror through the regular catch-up; versions decide (rule 7).
import type { ShopDb } from '../db/database';
import { getHistory, historyRows, type HistoryState } from '../db/history';
import { applyBatchIn } from '../db/mirror-batch';
import { orderScope, packHistory } from '../db/order-store';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';
import { pageRows, readOrderPage, type OrderPage, type PageQuery } from './order-pages';

export interface HistoryContext {
  client: Client;
  db: ShopDb;
  companyId: string;
}

function query(ctx: HistoryContext, state: HistoryState): PageQuery {
  return {
    client: ctx.client, companyId: ctx.companyId, what: 'order history',
    placedFrom: state.window_start, placedBefore: state.today_start,
  };
}

/** How many orders the history holds on the server (a count, no rows). */
export async function countHistory(ctx: HistoryContext, state: HistoryState): Promise<number> {
  const { count, error, status } = await ctx.client.from('orders').select('id', { count: 'exact', head: true })
    .eq('company_id', ctx.companyId).gte('placed_at', state.window_start).lt('placed_at', state.today_start).retry(false);
  if (error) throw new RequestError('counting the order history', failureOf(error, status));
  return count ?? 0;
}

/** The next page after the state's position (the first when it has none). */
export function readHistoryPage(ctx: HistoryContext, state: HistoryState): Promise<OrderPage> {
  return readOrderPage(query(ctx, state), state.before);
}

/** The state after `page` was applied on top of `state`. */
export function advanced(state: HistoryState, page: OrderPage): HistoryState {
  return { ...state, before: page.last, loaded: state.loaded + page.orders.length, done: page.final };
}

/**
 * Applies a page read from `state` and records the new position in the same transaction, unless the
 * stored state moved meanwhile (another tab drove, or sign-out wiped it): then nothing is applied.
 * The screens' copy moves with it when `show` (and always at the end). `started` gets the way to abort
 * the transaction: all of it is rolled back and this rejects (with the abort or with an error of a
 * request it cut off); the abort throws when the transaction is committing.
 */
export async function applyHistoryPage(
  db: ShopDb, state: HistoryState, page: OrderPage, started: (abort: () => void) => void = () => {}, show = true,
): Promise<HistoryState | null> {
  return db.transaction('rw', [...orderScope(db), db.print_jobs, db.outbox, db.meta], async (tx) => {
    started(() => tx.abort());
    const stored = await getHistory(db);
    if (!stored || stored.done || JSON.stringify(stored.before) !== JSON.stringify(state.before)) return null;
    const next = { ...advanced(state, page), total: stored.total };
    // Finished orders new to the mirror go into packs; the rest (and the print jobs) the regular way.
    const rest = await packHistory(db, page);
    await applyBatchIn(db, { rows: pageRows({ ...page, ...rest }), meta: historyRows(next, show || next.done), likelyNew: true });
    return next;
  });
}

/** The screens' copy catches up with the position (the download waits, or stopped on a failure). */
export async function showHistory(db: ShopDb): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const stored = await getHistory(db);
    if (stored) await db.meta.put({ key: 'history_shown', value: stored });
  });
}

/** Records the server's count once it is known (kept in the stored state, whatever page it is at). */
export async function recordHistoryTotal(db: ShopDb, total: number): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const stored = await getHistory(db);
    if (stored && stored.total === null) await db.meta.bulkPut(historyRows({ ...stored, total }, true));
  });
}
