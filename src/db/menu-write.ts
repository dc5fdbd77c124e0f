// How every menu edit is made (products, categories, option groups, values, links): applied to the
// local row at once and queued in the same transaction (sync rule 1), new rows with client-made ids.
// Edits are conditional on the version staff saw (expected.version): another device's change meanwhile
// is not overwritten but comes back as a `changed` conflict (menu-conflicts.ts). Removal is soft
// (deleted_at), as on the server, so other devices' catch-ups see it. All entries of the menu leave in
// queue order (entities.ts stream), so a value never reaches the server before its group.
import type { Table } from 'dexie';
import type { ShopDb } from './database';
import type { MenuTable } from './entities';
import { getMeta } from './meta';
import { enqueue } from './outbox';
import type { ActionId } from './outbox-types';
import type { MirrorRows } from './rows';

export type MenuRow<T extends MenuTable> = MirrorRows[T];

export type WriteResult = { ok: true; id: string } | { ok: false; reason: 'not-found' };

function tableOf<T extends MenuTable>(db: ShopDb, table: T): Table<MenuRow<T>, string> {
  return db.table<MenuRow<T>, string>(table);
}

/** The stores a menu write touches: the table, the outbox and meta (the session). */
export function menuScope(db: ShopDb, tables: readonly MenuTable[]): Table[] {
  return [...tables.map((table) => db.table(table)), db.outbox, db.meta];
}

/** The fields a new row of a table is made with (the server fills in the rest the same way). */
export type NewFields<T extends MenuTable> = Partial<Omit<MenuRow<T>, 'company_id' | 'created_at' | 'updated_at' | 'version'>>;

/**
 * Inside a rw transaction over menuScope: a new row, shown at once with version 0 (any server version
 * is newer), queued as an insert of its fields. A retry cannot duplicate it: the id is the client's.
 */
export async function insertIn<T extends MenuTable>(
  db: ShopDb, table: T, fields: NewFields<T>, action: ActionId,
): Promise<string> {
  const id = fields.id ?? db.env.uuid();
  const session = await getMeta(db, 'session');
  const now = new Date(db.env.now()).toISOString();
  const payload: Record<string, unknown> = { ...fields, id };
  await enqueue(db, { entity: table, key: `${table}:${id}`, row_id: id, kind: 'insert', action, payload });
  const row = {
    deleted_at: null, last_mutation_id: null, ...fields, id, company_id: session?.companyId ?? '', created_at: now,
    updated_at: now, version: 0,
  } as unknown as MenuRow<T>;
  await tableOf(db, table).put(row);
  return id;
}

/**
 * Inside a rw transaction over menuScope: sets fields on a row. `conditional`: only if nobody changed the
 * row since staff saw it (its version now); unsent sets of the same row merge into one change.
 */
export async function patchIn<T extends MenuTable>(
  db: ShopDb, table: T, id: string, fields: Partial<MenuRow<T>>, action: ActionId, conditional = true,
): Promise<boolean> {
  const store = tableOf(db, table);
  const row = await store.get(id);
  if (!row) return false;
  // By content: an allergen list equal to the stored one is no change (and no conflict) to send.
  const same = (a: unknown, b: unknown) => a === b || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));
  const changed = Object.entries(fields).filter(([name, value]) => !same((row as Record<string, unknown>)[name], value));
  if (changed.length === 0) return true;
  const payload = Object.fromEntries(changed);
  await enqueue(db, {
    entity: table, key: `${table}:${id}`, row_id: id, kind: 'patch', action, payload,
    expected: conditional ? { version: row.version } : null,
  });
  await store.put({ ...row, ...payload });
  return true;
}

/** One new row in its own transaction. */
export function insertRow<T extends MenuTable>(db: ShopDb, table: T, fields: NewFields<T>, action: ActionId): Promise<string> {
  return db.transaction('rw', menuScope(db, [table]), async () => insertIn(db, table, fields, action));
}

/** One edit in its own transaction; 'not-found' when the row is not (or no longer) on this device. */
export async function patchRow<T extends MenuTable>(
  db: ShopDb, table: T, id: string, fields: Partial<MenuRow<T>>, action: ActionId, conditional = true,
): Promise<WriteResult> {
  const found = await db.transaction('rw', menuScope(db, [table]), async () => patchIn(db, table, id, fields, action, conditional));
  return found ? { ok: true, id } : { ok: false, reason: 'not-found' };
}

/** Removes a row (soft: deleted_at); the screens leave removed rows out at once. */
export function removeRow(db: ShopDb, table: MenuTable, id: string, action: ActionId): Promise<WriteResult> {
  const fields = { deleted_at: new Date(db.env.now()).toISOString() } as Partial<MenuRow<typeof table>>;
  return patchRow(db, table, id, fields, action, false);
}

type Positioned = 'position' | 'sort_index';

/**
 * Puts rows in the given order by numbering their `field` 0, 1, 2 …; only rows whose number changes get
 * an edit. One transaction: a drag or a move up/down is one step, sent in order.
 */
export async function reorderRows(
  db: ShopDb, table: MenuTable, orderedIds: readonly string[], field: Positioned, action: ActionId,
): Promise<void> {
  await db.transaction('rw', menuScope(db, [table]), async () => {
    const rows = await db.table(table).bulkGet([...orderedIds]) as (Record<string, unknown> | undefined)[];
    for (const [index, row] of rows.entries()) {
      if (row && row[field] !== index) await patchIn(db, table, orderedIds[index], { [field]: index }, action, false);
    }
  });
}

/** Moves one id a place up (-1) or down (+1) in an ordered list: the new order, or null at an end. */
export function moved(orderedIds: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = orderedIds.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= orderedIds.length) return null;
  const next = [...orderedIds];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
