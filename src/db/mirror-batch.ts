// Applies a batch of server rows of several tables in one transaction: a page of orders with their
// lines and carts, or the essentials of a sign-in (with meta rows such as cursors or the history
// position in the same transaction). A download's new rows are added unread (add-new.ts) and its new
// orders written whole (add-orders.ts); each order is written once, with its parts.
import type { MetaRow, ShopDb } from './database';
import { addNew } from './add-new';
import { addOrders } from './add-orders';
import { withoutHardDeleted } from './hard-deletes';
import {
  applyIn, normalisedAll, orderKeysOf, PLACEHOLDER_TABLES, planIn, storesOf, tableOf, type AnyRow, type Plan,
} from './mirror';
import { unpack } from './order-packs';
import { applyChildRows, isChildTable, type ChildRows } from './order-parts';
import type { OrderRecord } from './order-record';
import { activeEntriesByKey, keyOfRow, overlay } from './overlay';
import type { MirrorTable } from './rows';

export interface ServerBatch {
  rows: Partial<Record<MirrorTable, readonly AnyRow[]>>;
  /** Meta rows written in the same transaction (cursors, the history position). */
  meta?: readonly MetaRow[];
  /** Most rows are new to the mirror (a download): added unread, existing ones found by their key (add-new.ts). */
  likelyNew?: boolean;
}

/** Rows of several tables in one transaction (a page of orders with their lines and carts). */
export async function applyServerBatch(db: ShopDb, given: ServerBatch): Promise<number> {
  const batch = { ...given, rows: withoutHardDeletedRows(db, given.rows) };
  const tables = Object.keys(batch.rows) as MirrorTable[];
  const stores = [...new Set(tables.flatMap((table) => storesOf(db, table)))];
  return db.transaction('rw', [...stores, db.outbox, db.meta], async () => {
    let changed = 0;
    // Packed orders the batch touches become order records first (order-packs.ts).
    await unpack(db, tables.flatMap((table) => orderKeysOf(table, batch.rows[table] ?? [])));
    let children: ChildRows[] = tables.filter(isChildTable).map((table) => ({ table, rows: normalisedAll(table, batch.rows[table] ?? []) as never[] }));
    let orders: Plan = { puts: [], deletes: [], changed: 0 };
    for (const table of tables.filter((name) => !isChildTable(name))) {
      const rows = batch.rows[table] ?? [];
      if (table === 'orders') {
        // New orders of a download are added whole, with their parts from the batch.
        const added = batch.likelyNew ? await addOrders(db, normalisedAll(table, rows) as OrderRecord[], children) : null;
        children = added?.children ?? children;
        orders = await planIn(db, table, added?.rest ?? rows);
        changed += (added?.changed ?? 0) + orders.changed;
      } else {
        changed += batch.likelyNew && !PLACEHOLDER_TABLES.includes(table) ? await addIn(db, table, rows) : await applyIn(db, table, rows);
      }
    }
    // Child rows go into the order records planned above, so each order is written once.
    const planned = new Map((orders.puts as OrderRecord[]).map((order) => [order.id, order]));
    changed += await applyChildRows(db, children, false, planned);
    await db.orders.bulkPut([...planned.values()]);
    await db.orders.bulkDelete(orders.deletes);
    if (batch.meta && batch.meta.length > 0) await db.meta.bulkPut([...batch.meta]);
    return changed;
  });
}

/** The batch's rows less those the server deleted outright meanwhile (hard-deletes.ts). */
function withoutHardDeletedRows(db: ShopDb, rows: ServerBatch['rows']): ServerBatch['rows'] {
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, withoutHardDeleted(db, table, list ?? [])]));
}

/** Inside a transaction: rows added unread (with queued changes on top); those whose key exists, and deletions, as applyIn. */
async function addIn(db: ShopDb, table: MirrorTable, rows: readonly AnyRow[]): Promise<number> {
  const normal = normalisedAll(table, rows);
  const live = normal.filter((row) => !row.deleted_at);
  const pending = await activeEntriesByKey(db, live.flatMap((row) => keyOfRow(table, row) ?? []));
  const values = live.map((row) => overlay(row, pending.get(keyOfRow(table, row) ?? '') ?? []));
  const taken = await addNew(tableOf(db, table), values);
  const rest = [...taken.map((position) => live[position]), ...normal.filter((row) => row.deleted_at)];
  return live.length - taken.length + await applyIn(db, table, rest);
}

