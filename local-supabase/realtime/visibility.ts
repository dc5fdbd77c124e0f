// The RLS check of walrus: is the changed row visible to a subscriber? Runs
// `exists(select 1 from <table> where <pk> = …)` as the subscriber's role with its JWT claims, after
// the write committed (so it sees the current row). One transaction per distinct set of claims,
// one query per table for all of that table's rows in the batch.
import type { Database, Queryable } from '../db/database';
import type { TableMeta } from './metadata';

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface VisibilityTask {
  meta: TableMeta;
  /** Primary-key values of each row to check. */
  keys: Record<string, unknown>[];
  /** Filled in: which entries of keys are visible. */
  visible: Set<number>;
}

async function checkTable(tx: Queryable, task: VisibilityTask): Promise<void> {
  const table = `${quoteIdent(task.meta.schema)}.${quoteIdent(task.meta.table)}`;
  const match = task.meta.pk.map((c) => `x.${quoteIdent(c)} = r.${quoteIdent(c)}`).join(' and ');
  const rows = await tx.query<{ idx: number }>(
    `select (e.idx - 1)::int as idx
       from jsonb_array_elements($1::jsonb) with ordinality as e(rec, idx)
      where exists (select 1 from ${table} x, jsonb_populate_record(null::${table}, e.rec) r where ${match})`,
    [JSON.stringify(task.keys)],
  );
  for (const row of rows) task.visible.add(row.idx);
}

/**
 * Runs every task as the given claims. A task whose query fails (say, a policy that raises) sees
 * nothing; the others are unaffected thanks to savepoints.
 */
export async function checkVisibility(
  db: Database,
  claims: Record<string, unknown>,
  tasks: VisibilityTask[],
): Promise<void> {
  try {
    await db.asClaims(claims, async (tx) => {
      for (const task of tasks) {
        await tx.exec('savepoint realtime_rls');
        try {
          await checkTable(tx, task);
          await tx.exec('release savepoint realtime_rls');
        } catch {
          task.visible.clear();
          await tx.exec('rollback to savepoint realtime_rls');
        }
      }
    });
  } catch {
    // The role itself is unusable (e.g. it does not exist): nothing is visible.
    for (const task of tasks) task.visible.clear();
  }
}
