// Server rows as the mirror keeps them: timestamps the screens sort or compare are normalised to ISO
// 8601 UTC on the way in (the server may send another offset or precision); the rest stays as sent.
import { entity } from './entities';
import type { MirrorRows, MirrorTable } from './rows';

export type AnyRow = MirrorRows[MirrorTable];

export function normalise(table: MirrorTable, row: AnyRow): AnyRow {
  const fields = entity(table).normalisedTimes;
  if (!fields) return row;
  const copy: Record<string, unknown> = { ...row };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = new Date(value).toISOString();
  }
  return copy as unknown as AnyRow;
}

export function normalisedAll(table: MirrorTable, rows: readonly AnyRow[]): AnyRow[] {
  return entity(table).normalisedTimes ? rows.map((row) => normalise(table, row)) : [...rows];
}
