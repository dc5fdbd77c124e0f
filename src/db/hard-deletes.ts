// Rows the server deleted outright (a realtime DELETE), remembered for a while. A catch-up or page read
// that was under way when the row was deleted still carries it, and would put it back, with none of
// its lines, for good: nothing tells the device about a row that is no longer there. So for a minute
// (longer than any request may take) a server row with a deleted id is not applied. Ids are never
// reused by the server (uuids), so nothing it sends later is lost. Per database, in memory: only the
// driving tab applies server rows, and a reload starts no read that began before it.
import type { ShopDb } from './database';

/** Longer than a request may take (15 s in production, with retries of a failed page elsewhere). */
export const HARD_DELETE_MEMORY_MS = 60_000;

const memory = new WeakMap<ShopDb, Map<string, number>>();

/** Remembers that the server deleted these rows of `table` outright, at `now`. */
export function rememberHardDeletes(db: ShopDb, table: string, ids: readonly string[], now = Date.now()): void {
  let deleted = memory.get(db);
  if (!deleted) memory.set(db, (deleted = new Map()));
  for (const [key, at] of deleted) if (now - at >= HARD_DELETE_MEMORY_MS) deleted.delete(key);
  for (const id of ids) deleted.set(`${table}:${id}`, now);
}

/** The rows whose id the server has not deleted outright within the memory. */
export function withoutHardDeleted<T extends { id: string }>(
  db: ShopDb, table: string, rows: readonly T[], now = Date.now(),
): readonly T[] {
  const deleted = memory.get(db);
  if (!deleted || deleted.size === 0) return rows;
  return rows.filter((row) => {
    const at = deleted.get(`${table}:${row.id}`);
    return at === undefined || now - at >= HARD_DELETE_MEMORY_MS;
  });
}
