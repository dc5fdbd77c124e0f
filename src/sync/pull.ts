// Pull (DESIGN sync rule 7): every catch-up reads rows changed since the
// table's cursor (updated_at, id), with a small overlap, page by page; the rows and the new cursor are
// applied in one transaction, and a row only replaces a local one with an older version. Once a
// catch-up has re-read the overlap long enough after the cursor moved (settled), later ones read
// strictly after the cursor: an idle catch-up costs one small request, whatever came before it.
import type { ShopDb } from '../db/database';
import { entity } from '../db/entities';
import { applyServerRows } from '../db/mirror';
import { cursorRow, getCursor, setSyncedAt, type Cursor } from '../db/meta';
import type { MirrorRows, MirrorTable } from '../db/rows';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';

export const PAGE_SIZE = 1000;
/** Rows committed slightly out of clock order are still seen: a catch-up re-reads this much until settled. */
export const CURSOR_OVERLAP_MS = 2000;

export interface PullContext {
  client: Client;
  db: ShopDb;
  companyId: string;
  now: () => number;
  orderWindowDays: number;
}

type AnyRow = MirrorRows[MirrorTable];

export function quoted(value: string): string {
  return `"${value.replace(/"/g, '\\"')}"`;
}

function minus(timestamp: string, ms: number): string {
  return new Date(new Date(timestamp).getTime() - ms).toISOString();
}

/**
 * The column that holds a row's company (entities.ts: companies' own id, company_id elsewhere). A column
 * name chosen at run time is a string to the client's types, as the table is any of the mirrored ones.
 */
function companyColumn(table: MirrorTable): string {
  return entity(table).companyColumn;
}

function later(a: Cursor | undefined, b: Cursor): Cursor {
  if (!a) return b;
  const ta = new Date(a.updated_at).getTime();
  const tb = new Date(b.updated_at).getTime();
  if (tb > ta || (tb === ta && (b.updated_at > a.updated_at || (b.updated_at === a.updated_at && b.id > a.id)))) return b;
  return a;
}

async function setCursor(db: ShopDb, table: MirrorTable, cursor: Cursor): Promise<void> {
  const row = cursorRow(table, cursor);
  await db.meta.put(row);
}

function strictlyAfter(cursor: Cursor): string {
  return `updated_at.gt.${quoted(cursor.updated_at)},and(updated_at.eq.${quoted(cursor.updated_at)},id.gt.${cursor.id})`;
}

/**
 * A row committed late has an updated_at at most the overlap before its commit (transactions are
 * shorter than the overlap). So once a catch-up that began the overlap after the cursor moved has
 * re-read the overlap without moving it, nothing at or before the cursor can still appear.
 */
function settles(stored: Cursor | undefined, cursor: Cursor | undefined, startedAt: number): boolean {
  return !!stored && cursor === stored && !stored.settled && stored.advanced_at !== undefined &&
    startedAt - stored.advanced_at >= CURSOR_OVERLAP_MS;
}

/** Brings one table up to date from its cursor; returns how many rows changed the mirror. */
export async function catchUp(ctx: PullContext, table: MirrorTable): Promise<number> {
  const startedAt = ctx.now();
  const stored = await getCursor(ctx.db, table);
  let cursor = stored;
  let page: Cursor | null = null;
  let changed = 0;
  for (;;) {
    let query = ctx.client.from(table).select('*').order('updated_at').order('id').limit(PAGE_SIZE)
      .eq(companyColumn(table), ctx.companyId);
    if (page) query = query.or(strictlyAfter(page));
    else if (stored?.settled) query = query.or(strictlyAfter(stored));
    else if (stored) query = query.gte('updated_at', minus(stored.updated_at, CURSOR_OVERLAP_MS));
    else if (entity(table).windowed) query = query.gte('updated_at', new Date(startedAt - ctx.orderWindowDays * 86_400_000).toISOString());
    const { data, error, status } = await query.retry(false);
    if (error) throw new RequestError(`catching up ${table}`, failureOf(error, status));
    const rows = (data ?? []) as AnyRow[];
    if (rows.length > 0) {
      const last = rows[rows.length - 1];
      page = { updated_at: last.updated_at, id: last.id };
      const next = later(cursor, page);
      // Moved: the answer's time (after the server read it) starts the wait before it may settle.
      if (next !== cursor) cursor = { ...next, advanced_at: ctx.now(), settled: false };
    }
    changed += await applyServerRows(ctx.db, table, rows, cursor ? { cursor } : {});
    if (rows.length < PAGE_SIZE) break;
  }
  if (settles(stored, cursor, startedAt)) await setCursor(ctx.db, table, { ...stored!, settled: true });
  else if (stored && cursor === stored && stored.advanced_at === undefined) {
    // A cursor from before settling existed: count its wait from now.
    await setCursor(ctx.db, table, { ...stored, advanced_at: ctx.now(), settled: false });
  }
  await setSyncedAt(ctx.db, table, ctx.now());
  return changed;
}

/** Fetches one row by a column (after a rejection or conflict, or to check whether a write landed). */
export async function fetchRow(
  client: Client, table: MirrorTable, column: string, value: string | number,
): Promise<AnyRow | null> {
  const { data, error, status } = await client.from(table).select('*').eq(column, value).limit(1).retry(false);
  if (error) throw new RequestError(`reading ${table}`, failureOf(error, status));
  return ((data ?? []) as AnyRow[])[0] ?? null;
}
