// Writing rows that are most likely new to the mirror (a download): `add` needs no read first, so a
// download makes about half the IndexedDB requests; the few rows whose key exists already are told
// apart by the ConstraintError Dexie's bulkAdd reports per row (the transaction goes on), and only those
// take the regular path: read, compare versions, put.
import Dexie, { type Table } from 'dexie';

/** Adds `values` in one request batch; returns the positions whose key existed (nothing written there). */
export async function addUnread<T, K>(table: Table<T, K>, values: readonly T[]): Promise<number[]> {
  if (values.length === 0) return [];
  try {
    await table.bulkAdd([...values]);
    return [];
  } catch (error) {
    if (!(error instanceof Dexie.BulkError)) throw error;
    const failures = Object.entries(error.failuresByPos);
    if (failures.some(([, failure]) => failure.name !== 'ConstraintError')) throw error;
    return failures.map(([position]) => Number(position));
  }
}
