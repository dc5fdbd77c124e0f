// The storage of most tables (entities.ts, storage 'plain'): a Dexie table of the same name, one
// record per server row, stored as the server sent it with queued changes on top.
import type { Table } from 'dexie';
import type { RowStorage } from './apply-plan';
import type { ShopDb } from './database';
import { entity } from './entities';
import type { AnyRow } from './normalise';
import type { MirrorRows, MirrorTable } from './rows';

export function tableOf(db: ShopDb, table: MirrorTable): Table<AnyRow, string> {
  return db.table<AnyRow, string>(table);
}

/**
 * A weekday or shop status made offline got a local id; the server keeps one row per weekday and one
 * status per company, with its own id, so the local stand-in goes when the server's row arrives.
 */
async function dropStandIns(db: ShopDb, table: MirrorTable, rows: readonly AnyRow[]): Promise<void> {
  const onePer = entity(table).onePer;
  if (!onePer || rows.length === 0) return;
  const store = tableOf(db, table);
  const kept = new Set(rows.map((row) => row.id));
  const others = onePer === 'company'
    ? await store.toCollection().primaryKeys()
    : await store.where('weekday').anyOf(rows.map((row) => (row as MirrorRows['opening_hours']).weekday)).primaryKeys();
  await store.bulkDelete(others.filter((id) => !kept.has(id)));
}

export const plainStorage: RowStorage = {
  scope: (db, table) => [tableOf(db, table)],
  get: (db, table, ids) => tableOf(db, table).bulkGet([...ids]),
  async put(db, table, rows) {
    if (rows.length === 0) return;
    await dropStandIns(db, table, rows);
    await tableOf(db, table).bulkPut([...rows]);
  },
  async remove(db, table, ids) {
    if (ids.length > 0) await tableOf(db, table).bulkDelete([...ids]);
  },
};
