// Per-table facts the fan-out needs (columns with pg_type.typname in attnum order, primary key,
// RLS, replica identity) and per-role facts (selectable columns, RLS bypass), cached for a few
// seconds and dropped whenever a drain fails or a record no longer fits the cached columns.
import type { Database } from '../db/database';

export interface Column {
  name: string;
  /** pg_type.typname, e.g. int8, _text. */
  type: string;
  /** format_type(): a type expression usable in a cast, e.g. "timestamp with time zone". */
  sql: string;
}

export interface TableMeta {
  oid: number;
  schema: string;
  table: string;
  columns: Column[];
  types: Map<string, string>;
  pk: string[];
  rls: boolean;
  /** Columns an UPDATE/DELETE old_record holds: the PK by default, all with REPLICA IDENTITY FULL. */
  identity: string[];
}

export interface RoleView {
  /** Columns the role may SELECT, in attnum order. */
  columns: Column[];
  selectable: Set<string>;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

const TABLE_SQL = `
select c.oid::int8::float8 as oid, c.relrowsecurity as rls, c.relreplident as ident,
  (select coalesce(json_agg(json_build_object('name', a.attname, 'type', t.typname, 'sql', format_type(a.atttypid, a.atttypmod)) order by a.attnum), '[]')
     from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
  (select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]')
     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
    where i.indrelid = c.oid and i.indisprimary) as pk,
  (select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]')
     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
    where i.indrelid = c.oid and i.indisreplident) as ident_index
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`;

interface TableRow {
  oid: number;
  rls: boolean;
  ident: string;
  columns: Column[];
  pk: string[];
  ident_index: string[];
}

export class Metadata {
  private tables = new Map<string, Entry<TableMeta | null>>();
  private views = new Map<string, Entry<RoleView>>();
  private roles = new Map<string, Entry<{ exists: boolean; bypass: boolean }>>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 5000,
  ) {}

  invalidate(): void {
    this.tables.clear();
    this.views.clear();
    this.roles.clear();
  }

  private cached<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const hit = map.get(key);
    const now = Date.now();
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    map.set(key, { at: now, value });
    value.catch(() => map.delete(key));
    return value;
  }

  table(schema: string, table: string): Promise<TableMeta | null> {
    return this.cached(this.tables, `${schema}.${table}`, async () => {
      const [row] = await this.db.query<TableRow>(TABLE_SQL, [schema, table]);
      if (!row) return null;
      const names = row.columns.map((c) => c.name);
      const identity =
        row.ident === 'f' ? names : row.ident === 'i' ? row.ident_index : row.ident === 'n' ? [] : row.pk;
      return {
        oid: row.oid,
        schema,
        table,
        columns: row.columns,
        types: new Map(row.columns.map((c) => [c.name, c.type])),
        pk: row.pk,
        rls: row.rls,
        identity,
      };
    });
  }

  /** Drops the cached table when a record has columns the cache does not know (or lacks some). */
  fits(meta: TableMeta, record: Record<string, unknown> | null): boolean {
    if (!record) return true;
    const keys = Object.keys(record);
    return keys.length === meta.columns.length && keys.every((k) => meta.types.has(k));
  }

  forget(meta: TableMeta): void {
    this.tables.delete(`${meta.schema}.${meta.table}`);
    for (const key of this.views.keys()) if (key.startsWith(`${meta.oid}:`)) this.views.delete(key);
  }

  roleView(meta: TableMeta, role: string): Promise<RoleView> {
    return this.cached(this.views, `${meta.oid}:${role}`, async () => {
      const rows = await this.db.query<{ name: string }>(
        `select a.attname as name from pg_attribute a
          where a.attrelid = $1::oid and a.attnum > 0 and not a.attisdropped
            and has_column_privilege($2::text, a.attrelid, a.attnum, 'SELECT')
          order by a.attnum`,
        [meta.oid, role],
      );
      const selectable = new Set(rows.map((r) => r.name));
      return { selectable, columns: meta.columns.filter((c) => selectable.has(c.name)) };
    });
  }

  role(role: string): Promise<{ exists: boolean; bypass: boolean }> {
    return this.cached(this.roles, role, async () => {
      const [row] = await this.db.query<{ bypass: boolean }>(
        'select rolbypassrls or rolsuper as bypass from pg_roles where rolname = $1',
        [role],
      );
      return { exists: !!row, bypass: !!row?.bypass };
    });
  }
}
