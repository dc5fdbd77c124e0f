// Applies a batch of server rows of several tables in one transaction: a page of orders with their
// lines, carts and print jobs, the essentials of a sign-in, or a realtime burst, with meta rows such as
// cursors or the history position in the same transaction. A download's rows are mostly new: they are
// added unread (add-unread.ts), and its new orders written whole (the order store).
import type { MetaRow, ShopDb } from './database';
import { addUnread } from './add-unread';
import { entity, keyOfRow } from './entities';
import { withoutHardDeleted } from './hard-deletes';
import { applyIn, storesOf } from './mirror';
import { normalisedAll, type AnyRow } from './normalise';
import { ingestOrderBatch, isOrderTable, type OrderBatch } from './order-store';
import { activeEntriesByKey, overlay } from './overlay';
import { tableOf } from './plain-storage';
import type { MirrorTable } from './rows';

export interface ServerBatch {
  rows: Partial<Record<MirrorTable, readonly AnyRow[]>>;
  /** Meta rows written in the same transaction (cursors, the history position). */
  meta?: readonly MetaRow[];
  /** Most rows are new to the mirror (a download): added unread, existing ones found by their key. */
  likelyNew?: boolean;
}

/** Rows of several tables in one transaction. */
export async function applyServerBatch(db: ShopDb, batch: ServerBatch): Promise<number> {
  const tables = Object.keys(batch.rows) as MirrorTable[];
  const stores = [...new Set(tables.flatMap((table) => storesOf(db, table)))];
  return db.transaction('rw', [...stores, db.outbox, db.meta], async () => applyBatchIn(db, batch));
}

/** applyServerBatch inside the caller's transaction (over every table's stores, outbox and meta). */
export async function applyBatchIn(db: ShopDb, batch: ServerBatch): Promise<number> {
  const rows = Object.fromEntries(Object.entries(batch.rows)
    .map(([table, list]) => [table, withoutHardDeleted(db, table, list ?? [])])) as ServerBatch['rows'];
  const tables = Object.keys(rows) as MirrorTable[];
  const orderRows = Object.fromEntries(tables.filter(isOrderTable).map((table) => [table, rows[table]])) as OrderBatch;
  let changed = Object.keys(orderRows).length > 0 ? await ingestOrderBatch(db, orderRows, batch.likelyNew) : 0;
  for (const table of tables.filter((name) => !isOrderTable(name))) {
    const list = rows[table] ?? [];
    changed += batch.likelyNew && !entity(table).onePer ? await addIn(db, table, list) : await applyIn(db, table, list);
  }
  if (batch.meta && batch.meta.length > 0) await db.meta.bulkPut([...batch.meta]);
  return changed;
}

/**
 * Inside a transaction: rows added unread (with queued changes on top); those whose key exists, and
 * deletions, as applyIn.
 */
async function addIn(db: ShopDb, table: MirrorTable, rows: readonly AnyRow[]): Promise<number> {
  const normal = normalisedAll(table, rows);
  const live = normal.filter((row) => !row.deleted_at);
  const pending = await activeEntriesByKey(db, live.flatMap((row) => keyOfRow(table, row) ?? []));
  const values = live.map((row) => overlay(row, pending.get(keyOfRow(table, row) ?? '') ?? []));
  const taken = await addUnread(tableOf(db, table), values);
  const rest = [...taken.map((position) => live[position]), ...normal.filter((row) => row.deleted_at)];
  return live.length - taken.length + await applyIn(db, table, rest);
}
