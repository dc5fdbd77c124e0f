// The sign-in's "database initialisation" (spec section 2, DESIGN sync rule 10): only what the screens
// need to work, so the time to start working does not grow with the shop's history. The shop tables
// come whole; of the orders, every unfinished one and today's, with their lines, carts and print jobs.
// The cursors of those tables are taken before anything is read, so every change after that reaches the
// mirror through the regular catch-up; the rest of the window is left to the history download
// (history.ts).
import { startOfAmsterdamDay } from '../domain/amsterdam-time';
import { OPEN_STATUSES } from '../domain/order-status';
import type { MetaRow } from '../db/database';
import { historyRows, windowStartAt, type HistoryState } from '../db/history';
import { applyServerBatch } from '../db/mirror-batch';
import { cursorRow, getCursor, setSyncedAt, type Cursor } from '../db/meta';
import type { MirrorTable } from '../db/rows';
import { RequestError, failureOf } from './errors';
import { ORDER_TABLES, type OrderTable } from '../db/order-store';
import { ORDER_SLICE, pageRows, readOrderPage, slicePage } from './order-pages';
import { downloadPrintJobs } from './print-jobs-download';
import { catchUp, type PullContext } from './pull';

/** A cursor before every row: an empty table is read whole from its first catch-up on. */
const BEFORE_ALL: Cursor = { updated_at: '1970-01-01T00:00:00.000Z', id: '00000000-0000-0000-0000-000000000000' };

/** Tables whose rows come with the order pages: their cursors are taken before the first page. */
const PAGE_TABLES = [...ORDER_TABLES, 'print_jobs'] as const;

/** The table's newest change as a cursor (not settled: the next catch-up re-reads the overlap). */
async function newestChange(ctx: PullContext, table: OrderTable | 'print_jobs'): Promise<Cursor> {
  const { data, error, status } = await ctx.client.from(table).select('updated_at,id').eq('company_id', ctx.companyId)
    .order('updated_at', { ascending: false }).order('id', { ascending: false }).limit(1).retry(false);
  if (error) throw new RequestError(`reading the newest change of ${table}`, failureOf(error, status));
  const row = data?.[0];
  return { ...(row ? { updated_at: row.updated_at, id: row.id } : BEFORE_ALL), advanced_at: ctx.now(), settled: false };
}

/**
 * Downloads the essentials. A mirror that already has order cursors (signing in again as the same
 * person) only catches up. Resolves once the screens can work; the history state is then recorded.
 */
export async function downloadEssentials(ctx: PullContext): Promise<void> {
  const shopTables: MirrorTable[] = ['companies', 'shop_settings', 'shop_status', 'opening_hours', 'categories', 'products', 'staff_devices'];
  if (await getCursor(ctx.db, 'orders')) {
    for (const table of [...shopTables, ...ORDER_TABLES]) await catchUp(ctx, table);
    await downloadPrintJobs(ctx);
    return;
  }
  const todayStart = startOfAmsterdamDay(new Date(ctx.now())).toISOString();
  const query = {
    client: ctx.client, companyId: ctx.companyId, what: 'unfinished and today\'s orders',
    statuses: OPEN_STATUSES, placedSince: todayStart,
  };
  const history: HistoryState = {
    window_start: windowStartAt(ctx.now(), ctx.orderWindowDays), today_start: todayStart,
    before: null, loaded: 0, total: null, done: false,
  };
  // The cursors come first: every change after them reaches the mirror through the catch-ups.
  const cursors = await Promise.all(PAGE_TABLES.map((table) => newestChange(ctx, table)));
  // Then everything at once: the server is the slow side, not this device.
  const shop = Promise.all(shopTables.map((table) => catchUp(ctx, table)));
  shop.catch(() => {}); // awaited below, after the orders
  let page = await readOrderPage(query, null);
  for (;;) {
    const next = page.final ? null : readOrderPage(query, page.last);
    next?.catch(() => {}); // awaited below
    for (const slice of slicePage(page, ORDER_SLICE)) {
      // The last slice records the cursors and the history: then the mirror is complete but for history.
      const meta: MetaRow[] = slice.final
        ? [...PAGE_TABLES.map((table, i) => cursorRow(table, cursors[i])), ...historyRows(history, true)]
        : [];
      await applyServerBatch(ctx.db, { rows: pageRows(slice), meta, likelyNew: true });
    }
    if (!next) break;
    page = await next;
  }
  await shop;
  for (const table of PAGE_TABLES) await setSyncedAt(ctx.db, table, ctx.now());
}
