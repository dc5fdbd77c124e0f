// How server rows meet the mirror, whoever stores them (entities.ts): a row replaces the local one only
// when its version is newer (sync rule 7), changes still queued for it stay on top (rule 8), and a row
// the server deleted goes unless a change to it is queued. A storage turns the planned rows into what it
// keeps: the plain table of that name (plain-storage.ts), or the order store.
import type { Table } from 'dexie';
import type { ShopDb } from './database';
import { keyOfRow } from './entities';
import type { AnyRow } from './normalise';
import { normalise } from './normalise';
import { activeEntriesByKey, overlay } from './overlay';
import type { MirrorTable } from './rows';

/** Where a table's rows are kept on the device. Each call but applyDeletes runs inside a transaction over scope(). */
export interface RowStorage {
  /** The IndexedDB stores a write of the table's rows touches. */
  scope(db: ShopDb, table: MirrorTable): Table[];
  /** The rows stored under these ids (undefined where none). */
  get(db: ShopDb, table: MirrorTable, ids: readonly string[]): Promise<(AnyRow | undefined)[]>;
  /** Writes server rows (queued changes on top); `locals` are what get() gave for their ids. */
  put(db: ShopDb, table: MirrorTable, rows: readonly AnyRow[], locals: readonly (AnyRow | undefined)[]): Promise<void>;
  remove(db: ShopDb, table: MirrorTable, ids: readonly string[]): Promise<void>;
  /** Applies server rows its own way (an order's parts, inside its record); returns how many changed the mirror. */
  apply?(db: ShopDb, table: MirrorTable, rows: readonly AnyRow[], allowEqual: boolean): Promise<number>;
  /** In transactions of its own: rows the server deleted outright. */
  applyDeletes?(db: ShopDb, table: MirrorTable, ids: readonly string[], deletedAt: string): Promise<number>;
}

export function isNewer(row: AnyRow, local: AnyRow | undefined, allowEqual = false): boolean {
  return !local || row.version > local.version || (allowEqual && row.version === local.version);
}

export interface Plan {
  puts: AnyRow[];
  /** The local row of each put, in the same order. */
  locals: (AnyRow | undefined)[];
  deletes: string[];
  changed: number;
}

/** Inside a transaction: what applying `rows` over `locals` (by position) writes. */
export async function planRows(
  db: ShopDb, table: MirrorTable, rows: readonly AnyRow[], locals: readonly (AnyRow | undefined)[], allowEqual = false,
): Promise<Plan> {
  const fresh = rows.flatMap((row, i) => (isNewer(row, locals[i], allowEqual) ? [{ row: normalise(table, row), local: locals[i] }] : []));
  const pending = await activeEntriesByKey(db, fresh.flatMap(({ row }) => keyOfRow(table, row) ?? []));
  const plan: Plan = { puts: [], locals: [], deletes: [], changed: 0 };
  for (const { row, local } of fresh) {
    const key = keyOfRow(table, row);
    const entries = (key && pending.get(key)) || [];
    if (row.deleted_at && entries.length === 0) {
      plan.deletes.push(row.id);
      if (local) plan.changed++;
    } else {
      plan.puts.push(overlay(row, entries));
      plan.locals.push(local);
      plan.changed++;
    }
  }
  return plan;
}

/** Inside a transaction over the storage's scope: applies a plan. */
export async function writePlan(db: ShopDb, table: MirrorTable, storage: RowStorage, plan: Plan): Promise<void> {
  await storage.put(db, table, plan.puts, plan.locals);
  await storage.remove(db, table, plan.deletes);
}
