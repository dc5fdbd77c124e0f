// The print ledger of a mirror that has orders but no print jobs cursor (made before the ledger existed):
// the jobs of today, not the company's whole print history. A new sign-in brings each order's jobs with
// the order itself (order-pages.ts) and takes the cursor with the orders' (essentials.ts). The cursor is
// taken first, so every job recorded after it arrives through the regular catch-up. A mirror that
// already has the cursor only catches up.
import { startOfAmsterdamDay } from '../domain/amsterdam-time';
import { applyServerRows } from '../db/mirror';
import { getCursor, setSyncedAt, type Cursor } from '../db/meta';
import type { PrintJobRow } from '../db/rows';
import { RequestError, failureOf } from './errors';
import { PAGE_SIZE, catchUp, type PullContext } from './pull';

const BEFORE_ALL: Cursor = { updated_at: '1970-01-01T00:00:00.000Z', id: '00000000-0000-0000-0000-000000000000' };

async function newestJobChange(ctx: PullContext): Promise<Cursor> {
  const { data, error, status } = await ctx.client.from('print_jobs').select('updated_at,id').eq('company_id', ctx.companyId)
    .order('updated_at', { ascending: false }).order('id', { ascending: false }).limit(1).retry(false);
  if (error) throw new RequestError('reading the newest print job', failureOf(error, status));
  const row = data?.[0];
  return { ...(row ? { updated_at: row.updated_at, id: row.id } : BEFORE_ALL), advanced_at: ctx.now(), settled: false };
}

/** Brings the print jobs the screens need: today's on a first download, else what changed. */
export async function downloadPrintJobs(ctx: PullContext): Promise<void> {
  if (await getCursor(ctx.db, 'print_jobs')) {
    await catchUp(ctx, 'print_jobs');
    return;
  }
  const cursor = await newestJobChange(ctx);
  const todayStart = startOfAmsterdamDay(new Date(ctx.now())).toISOString();
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error, status } = await ctx.client.from('print_jobs').select('*').eq('company_id', ctx.companyId)
      .gte('created_at', todayStart).order('id').range(from, from + PAGE_SIZE - 1).retry(false);
    if (error) throw new RequestError('downloading today\'s print jobs', failureOf(error, status));
    const rows = (data ?? []) as PrintJobRow[];
    const last = rows.length < PAGE_SIZE;
    // The cursor goes with the last page: a download cut short starts again from nothing.
    await applyServerRows(ctx.db, 'print_jobs', rows, last ? { cursor } : {});
    if (last) break;
  }
  await setSyncedAt(ctx.db, 'print_jobs', ctx.now());
}
