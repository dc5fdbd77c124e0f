// Writing rows that are most likely new to the mirror (the essentials and the history): `add` needs no
// read first, so a download makes about half the IndexedDB requests; the few rows whose key exists
// already are told apart by the ConstraintError Dexie's bulkAdd reports per row (the transaction goes
// on), and only those take the regular path: read, compare versions, put.
// The requests go out ADD_CHUNK at a time: handing a record to IndexedDB copies it on the main thread
// (about 0.1 ms for an order with its parts), so one batch of 500 orders held the page for 50 ms.
import Dexie, { type Table } from 'dexie';

/** Records handed to IndexedDB in one go; the next batch follows once they are stored (same transaction). */
export const ADD_CHUNK = 100;

async function addChunk<T, K>(table: Table<T, K>, values: T[], offset: number): Promise<number[]> {
  try {
    await table.bulkAdd(values);
    return [];
  } catch (error) {
    if (!(error instanceof Dexie.BulkError)) throw error;
    const failures = Object.entries(error.failuresByPos);
    if (failures.some(([, failure]) => failure.name !== 'ConstraintError')) throw error;
    return failures.map(([position]) => offset + Number(position));
  }
}

/** Adds `values` inside the caller's transaction; returns the positions whose key existed (nothing written there). */
export async function addNew<T, K>(table: Table<T, K>, values: readonly T[]): Promise<number[]> {
  const taken: number[] = [];
  for (let start = 0; start < values.length; start += ADD_CHUNK) {
    taken.push(...await addChunk(table, values.slice(start, start + ADD_CHUNK), start));
  }
  return taken;
}
