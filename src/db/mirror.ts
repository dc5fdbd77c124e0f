// Applies rows from the server to the mirror, whoever stores the table (entities.ts): only when the
// server's version is newer than the local one (sync rule 7), with queued local changes kept on top
// (rule 8), and the catch-up cursor advanced in the same transaction (rule 7), so a crash can never
// skip rows. Also where a queued change's trip ends (settleEntry).
import type { Table } from 'dexie';
import { isNewer, planRows, writePlan, type RowStorage } from './apply-plan';
import type { ShopDb } from './database';
import { entity, keyOfRow } from './entities';
import { rememberHardDeletes, withoutHardDeleted } from './hard-deletes';
import { cursorRow, markOpenInputsChanged, type Cursor } from './meta';
import { normalise, type AnyRow } from './normalise';
import { orderPartStorage, orderStorage } from './order-store';
import type { OutboxEntry, OutboxError } from './outbox-types';
import { activeEntries, overlay } from './overlay';
import { auditStorage } from './audit-storage';
import { plainStorage } from './plain-storage';
import type { MirrorTable } from './rows';

export type { AnyRow } from './normalise';

export interface ApplyOptions {
  /** Advance this table's cursor to here in the same transaction. */
  cursor?: Cursor;
  /** Also apply rows whose version equals the local one: a roll-back or an adopted conflict. */
  allowEqual?: boolean;
}

export function storageOf(table: MirrorTable): RowStorage {
  switch (entity(table).storage) {
    case 'orders':
      return orderStorage;
    case 'order-part':
      return orderPartStorage;
    case 'events':
      return auditStorage;
    default:
      return plainStorage;
  }
}

/** The IndexedDB stores writing a table's rows touches. */
export function storesOf(db: ShopDb, table: MirrorTable): Table[] {
  return storageOf(table).scope(db, table);
}

/** Applies server rows; returns how many changed the mirror. */
export async function applyServerRows(
  db: ShopDb, table: MirrorTable, rows: readonly AnyRow[], options: ApplyOptions = {},
): Promise<number> {
  return db.transaction('rw', [...storesOf(db, table), db.outbox, db.meta], async () => {
    const changed = await applyIn(db, table, rows, options.allowEqual);
    if (options.cursor) await db.meta.put(cursorRow(table, options.cursor));
    if (changed > 0 && entity(table).openStateInput) await markOpenInputsChanged(db);
    return changed;
  });
}

/** Inside a transaction over storesOf(table), outbox and meta: the rows newer than the local ones. */
export async function applyIn(db: ShopDb, table: MirrorTable, all: readonly AnyRow[], allowEqual = false): Promise<number> {
  const rows = withoutHardDeleted(db, table, all);
  const storage = storageOf(table);
  if (storage.apply) return storage.apply(db, table, rows, allowEqual);
  const plan = await planRows(db, table, rows, await storage.get(db, table, rows.map((row) => row.id)), allowEqual);
  await writePlan(db, table, storage, plan);
  return plan.changed;
}

/**
 * Rows the server deleted outright (a realtime DELETE names only the id) go through the same merge as
 * a row arriving with deleted_at: gone at once when nothing is queued for them, else kept with the
 * queued change on top (rule 8) until the queue for that row has settled (settleEntry). A hard delete
 * is the server's last word, so the kept row outranks every version the server sent before it.
 */
export async function applyServerDeletes(
  db: ShopDb, table: MirrorTable, ids: readonly string[], deletedAt: string,
): Promise<number> {
  rememberHardDeletes(db, table, ids);
  const storage = storageOf(table);
  if (storage.applyDeletes) return storage.applyDeletes(db, table, ids, deletedAt);
  return db.transaction('rw', [...storesOf(db, table), db.outbox, db.meta], async () => {
    const locals = (await storage.get(db, table, ids)).filter((local) => local !== undefined);
    const tombstones = locals.map((local) => ({ ...local, deleted_at: local.deleted_at ?? deletedAt, version: Number.MAX_SAFE_INTEGER }));
    const plan = await planRows(db, table, tombstones, locals);
    await writePlan(db, table, storage, plan);
    if (plan.changed > 0 && entity(table).openStateInput) await markOpenInputsChanged(db);
    return plan.changed;
  });
}

/**
 * This device's own change landed: the later queued edits of the row were made on top of it, so they now
 * expect the version it produced, not the one staff saw before it (else they would conflict with it).
 */
async function advanceExpectations(db: ShopDb, confirmed: OutboxEntry, version: number): Promise<void> {
  await db.outbox.where('key').equals(confirmed.key)
    .filter((other) => other.seq > confirmed.seq && typeof other.expected?.version === 'number')
    .modify((other) => {
      other.expected = { ...other.expected, version };
    });
}

export type Settlement =
  | { outcome: 'confirmed'; serverRow: AnyRow | null }
  | { outcome: 'rejected'; serverRow: AnyRow | null; error: OutboxError };

/**
 * Ends an entry's trip in one transaction: confirmed entries leave the queue; refusals and lost
 * conflicts stay as `rejected` with why (the screen words it) until staff dismiss them, and the row
 * shows the server's value again (with any other queued changes on top).
 */
export async function settleEntry(
  db: ShopDb, seq: number, table: MirrorTable, settlement: Settlement,
): Promise<void> {
  const storage = storageOf(table);
  await db.transaction('rw', [...storesOf(db, table), db.outbox, db.meta, db.photos], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    // A photo's trip ends with its entry: uploaded, or refused (staff choose it again).
    if (entry.kind === 'photo') await db.photos.delete(entry.mutation_id);
    if (settlement.outcome === 'confirmed') {
      await db.outbox.delete(seq);
      if (settlement.serverRow) await advanceExpectations(db, entry, settlement.serverRow.version);
    } else {
      await db.outbox.put({ ...entry, state: 'rejected', last_error: settlement.error });
    }
    const { serverRow } = settlement;
    const id = serverRow?.id ?? entry.row_id;
    const [local] = id ? await storage.get(db, table, [id]) : [undefined];
    const gone = async () => {
      // Nothing is queued for the row any more: a row deleted here, or by the server, goes now.
      if ((await activeEntries(db, entry.key)).length === 0 && local) await storage.remove(db, table, [local.id]);
    };
    if (serverRow && isNewer(serverRow, local, true)) {
      const pending = await activeEntries(db, keyOfRow(table, serverRow) ?? entry.key);
      const row = normalise(table, serverRow);
      if (row.deleted_at && pending.length === 0) await storage.remove(db, table, [row.id]);
      else await writePlan(db, table, storage, { puts: [overlay(row, pending)], locals: [local], deletes: [], changed: 1 });
    } else if (!serverRow && settlement.outcome !== 'confirmed') {
      await gone();
    } else if (local?.deleted_at) {
      // Nothing to roll back to (the mirror holds a newer version, or the answer had no row); a row the
      // server deleted meanwhile, kept for this change, goes once nothing is queued for it any more.
      await gone();
    }
    // The row now shows what the server has; an open-state answer from before this is stale.
    if (entity(table).openStateInput) await markOpenInputsChanged(db);
  });
}
