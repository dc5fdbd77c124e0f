// The rows realtime events carry, gathered per table until the nudge fires (the last one per id), then
// applied in one transaction with the mirror's version check. The cursor is left to the catch-up that
// follows, so a row missed or reordered here is still read (DESIGN sync rule 7).
import Dexie from 'dexie';
import type { ShopDb } from '../../db/database';
import { applyServerRows } from '../../db/mirror';
import type { MirrorRows, MirrorTable } from '../../db/rows';

type AnyRow = MirrorRows[MirrorTable];

export class RealtimeRows {
  private readonly byTable = new Map<MirrorTable, Map<string, AnyRow>>();

  add(table: MirrorTable, payloadRow: unknown): void {
    const row = payloadRow as Partial<AnyRow> | undefined;
    if (!row?.id || row.version === undefined) return;
    this.byTable.set(table, (this.byTable.get(table) ?? new Map()).set(row.id, row as AnyRow));
  }

  /** A row deleted on the server: what was gathered for it must not bring it back. */
  forget(table: MirrorTable, id: string): void {
    this.byTable.get(table)?.delete(id);
  }

  /** Applies what was gathered for the table; failures are left to the catch-up. */
  async apply(db: ShopDb, table: MirrorTable): Promise<void> {
    const rows = [...(this.byTable.get(table)?.values() ?? [])];
    this.byTable.delete(table);
    if (rows.length) await Dexie.ignoreTransaction(() => applyServerRows(db, table, rows));
  }
}
