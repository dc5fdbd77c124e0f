// A fast way back to the seed (the journeys reset before every test): after a full reset the rows of
// the seeded project are copied into the schema _local_snapshot, and the next reset puts them back
// (truncate and insert, triggers off) instead of dropping the schema and migrating again. Dropping and
// re-creating ~30 migrations' objects every time grows PGlite's catalogs and memory: the 70th full
// reset took 4.6 s instead of 0.9 s, and the journeys late in a run ran twice as slow. The snapshot is
// used only while nothing it depends on changed: the migration and seed files, and the database's own
// schema (tables and columns, functions with their source, triggers, policies, grants). Otherwise the
// caller does the full reset.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from './database';

/** The schemas a reset brings back (the rest of the platform keeps its state, as the full reset does). */
const SCHEMAS = ['public', 'storage', 'sync_ledger', 'auth'];
const SNAPSHOT = '_local_snapshot';

/** The migrations and seed files as they are now. */
export function filesPrint(dir: string): string {
  const hash = createHash('sha256');
  const migrations = join(dir, 'migrations');
  const names = existsSync(migrations) ? readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort() : [];
  for (const name of names) hash.update(name).update(readFileSync(join(migrations, name)));
  const seed = join(dir, 'seed.sql');
  if (existsSync(seed)) hash.update('seed').update(readFileSync(seed));
  return hash.digest('hex');
}

const SCHEMA_PRINT = `
select md5(coalesce(string_agg(item, '|' order by item), '')) as print from (
  select 'n' || n.oid || n.nspname || coalesce(n.nspacl::text, '') as item
    from pg_namespace n where n.nspname not like 'pg\\_%' and n.nspname not in ('information_schema', '${SNAPSHOT}')
  union all
  select 'c' || c.oid || c.relkind::text || c.relrowsecurity::text || coalesce(c.relacl::text, '') || coalesce((
    select string_agg(a.attname || ':' || a.atttypid || ':' || a.attnotnull || ':' || coalesce(a.attacl::text, ''), ',' order by a.attnum)
    from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1)
  union all
  select 'p' || p.oid || md5(p.prosrc) || coalesce(p.proconfig::text, '') || coalesce(p.proacl::text, '')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1)
  union all
  select 't' || t.oid || t.tgenabled::text from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1)
  union all
  select 'r' || r.oid || md5(coalesce(pg_get_expr(r.polqual, r.polrelid), '') || coalesce(pg_get_expr(r.polwithcheck, r.polrelid), ''))
    from pg_policy r join pg_class c on c.oid = r.polrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1)
  union all
  select 'd' || d.oid from pg_attrdef d join pg_class c on c.oid = d.adrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1)
) items`;

interface TableOf { schema: string; name: string; columns: string[] }

async function schemaPrint(db: Queryable): Promise<string> {
  const [row] = await db.query<{ print: string }>(SCHEMA_PRINT, [SCHEMAS]);
  return row.print;
}

async function tablesOf(db: Queryable): Promise<TableOf[]> {
  const rows = await db.query<{ schema: string; name: string; columns: string[] }>(`
    select n.nspname as schema, c.relname as name,
           array(select a.attname::text from pg_attribute a
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                 order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition
    order by 1, 2`, [SCHEMAS]);
  return rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const tableName = (t: TableOf) => `${quoted(t.schema)}.${quoted(t.name)}`;
const copyName = (t: TableOf) => `${SNAPSHOT}.${quoted(`${t.schema}.${t.name}`)}`;

/** Copies the rows as they are now (right after a full reset) and what they depend on. */
export async function takeSnapshot(db: Database, files: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`drop schema if exists ${SNAPSHOT} cascade; create schema ${SNAPSHOT};
      revoke all on schema ${SNAPSHOT} from public;
      create table ${SNAPSHOT}.meta (files text not null, schema_print text not null, tables jsonb not null);`);
    const tables = await tablesOf(tx);
    for (const t of tables) await tx.exec(`create table ${copyName(t)} as select * from ${tableName(t)}`);
    await tx.query(`insert into ${SNAPSHOT}.meta values ($1, $2, $3)`, [files, await schemaPrint(tx), JSON.stringify(tables)]);
  });
}

/** Puts the snapshot's rows back; false (nothing changed) when there is none or it no longer fits. */
export async function restoreSnapshot(db: Database, files: string): Promise<boolean> {
  const [meta] = await db.query<{ files: string; schema_print: string; tables: TableOf[] }>(
    `select files, schema_print, tables from ${SNAPSHOT}.meta`).catch(() => []);
  if (!meta || meta.files !== files || meta.schema_print !== await schemaPrint(db)) return false;
  await db.transaction(async (tx) => {
    // Replica: no trigger fires (the append-only tables' guards, realtime capture, updated_at stamps).
    await tx.exec(`set local session_replication_role = replica;
      truncate ${meta.tables.map(tableName).join(', ')}, _local_realtime.changes;`);
    for (const t of meta.tables) {
      const columns = t.columns.map(quoted).join(', ');
      await tx.exec(`insert into ${tableName(t)} (${columns}) overriding system value select ${columns} from ${copyName(t)}`);
    }
  });
  return true;
}

/** The full reset drops the snapshot with everything else. */
export const DROP_SNAPSHOT = `drop schema if exists ${SNAPSHOT} cascade;`;
