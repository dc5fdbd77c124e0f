// The rows realtime events carry, gathered per table until the nudge fires (the last one per id), then
// applied in one transaction with the mirror's version check; the rows of the four order tables (a new
// order comes as its cart, cart lines, order and lines at once) together, so the screens' reads of the
// orders rerun once, not once per table. The cursor is left to the catch-up that follows, so a row
// missed or reordered here is still read (DESIGN sync rule 7).
import Dexie from 'dexie';
import type { ShopDb } from '../../db/database';
import { applyServerRows } from '../../db/mirror';
import { applyServerBatch } from '../../db/mirror-batch';
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

  /** Applies what was gathered for these tables in one transaction; failures are left to the catch-up. */
  async applyTogether(db: ShopDb, tables: readonly MirrorTable[]): Promise<void> {
    const rows: Partial<Record<MirrorTable, AnyRow[]>> = {};
    for (const table of tables) {
      const gathered = [...(this.byTable.get(table)?.values() ?? [])];
      this.byTable.delete(table);
      if (gathered.length) rows[table] = gathered;
    }
    if (Object.keys(rows).length) await Dexie.ignoreTransaction(() => applyServerBatch(db, { rows }));
  }
}
