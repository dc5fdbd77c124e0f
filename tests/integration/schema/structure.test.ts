// The shape PostgREST, Realtime and the hosted platform depend on: unambiguous foreign-key paths for the
// app's embeds, row level security on every table, the realtime publication, and the privileges left
// to anon and authenticated after the hosted default grants were revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase, ALL_TABLES, APPEND_ONLY_TABLES, SERVER_TABLES, type Database } from './support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});


interface ForeignKey {
  from_table: string;
  from_columns: string;
  to_table: string;
}

describe('schema structure', () => {
  it('has exactly one foreign-key path per embedded pair, so PostgREST embeds are unambiguous', async () => {
    const fks = await db.query<ForeignKey>(
      `select c.conrelid::regclass::text as from_table,
              (select string_agg(a.attname, ',' order by a.attnum) from pg_attribute a
                where a.attrelid = c.conrelid and a.attnum = any (c.conkey)) as from_columns,
              c.confrelid::regclass::text as to_table
       from pg_constraint c
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    const between = (a: string, b: string) =>
      fks.filter(
        (fk) => (fk.from_table === a && fk.to_table === b) || (fk.from_table === b && fk.to_table === a),
      );
    // orders?select=*,order_items(*,cart_items(*,carts(*))) and the other embeds of the app
    const pairs: [string, string, string, string][] = [
      ['orders', 'order_items', 'order_items', 'order_id'],
      ['order_items', 'cart_items', 'order_items', 'cart_item_id'],
      ['cart_items', 'carts', 'cart_items', 'cart_id'],
      ['orders', 'carts', 'orders', 'cart_id'],
      ['order_items', 'products', 'order_items', 'product_id'],
      ['products', 'categories', 'products', 'category_id'],
      ['users', 'roles', 'users', 'role_id'],
      ['users', 'companies', 'users', 'company_id'],
    ];
    for (const [a, b, from, column] of pairs) {
      expect(between(a, b), `${a} <-> ${b}`).toEqual([
        { from_table: from, from_columns: column, to_table: from === a ? b : a },
      ]);
    }
    // No composite primary key contains a foreign key column, so PostgREST sees no junction tables
    // (a junction would add many-to-many paths such as orders <-> cart_items through order_items).
    const pkWithFk = await db.query(
      `select pk.conrelid::regclass::text as t from pg_constraint pk
       join pg_constraint fk on fk.conrelid = pk.conrelid and fk.contype = 'f' and fk.conkey && pk.conkey
       where pk.contype = 'p' and pk.connamespace = 'public'::regnamespace and array_length(pk.conkey, 1) > 1`,
    );
    expect(pkWithFk).toEqual([]);
  });

  it('has row level security enabled on every table', async () => {
    const rows = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows.map((r) => r.relname).sort()).toEqual([...ALL_TABLES, ...APPEND_ONLY_TABLES, ...SERVER_TABLES].sort());
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it('publishes every table to supabase_realtime', async () => {
    const rows = await db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    expect(rows.map((r) => r.tablename).sort()).toEqual([...ALL_TABLES, ...APPEND_ONLY_TABLES].sort());
  });

  it('leaves anon no table privilege except reading available_products and the lookup columns of companies', async () => {
    const tablePrivileges = await db.query<{ table_name: string; privilege_type: string }>(
      `select table_name, privilege_type from information_schema.role_table_grants
       where grantee = 'anon' and table_schema = 'public'`,
    );
    expect(tablePrivileges).toEqual([{ table_name: 'available_products', privilege_type: 'SELECT' }]);
    const columnPrivileges = await db.query<{
      table_name: string;
      column_name: string;
      privilege_type: string;
    }>(
      // PostgreSQL also lists each column of a relation granted as a whole (the view, checked above).
      `select table_name, column_name, privilege_type from information_schema.column_privileges
       where grantee = 'anon' and table_schema = 'public' and table_name <> 'available_products'
       order by column_name`,
    );
    expect(columnPrivileges).toEqual(
      ['id', 'is_active', 'name', 'slug', 'supabase_anon_key', 'supabase_url'].map((column_name) => ({
        table_name: 'companies',
        column_name,
        privilege_type: 'SELECT',
      })),
    );
  });

  it('gives authenticated delete only on the menu tables and push subscriptions, and no truncate anywhere', async () => {
    const rows = await db.query<{ table_name: string; privilege_type: string }>(
      `select table_name, privilege_type from information_schema.role_table_grants
       where grantee = 'authenticated' and table_schema = 'public' and privilege_type in ('DELETE', 'TRUNCATE',
             'REFERENCES', 'TRIGGER')
       order by table_name, privilege_type`,
    );
    expect(rows).toEqual([
      { table_name: 'categories', privilege_type: 'DELETE' },
      { table_name: 'product_option_groups', privilege_type: 'DELETE' },
      { table_name: 'product_option_links', privilege_type: 'DELETE' },
      { table_name: 'product_option_values', privilege_type: 'DELETE' },
      { table_name: 'products', privilege_type: 'DELETE' },
      { table_name: 'push_subscriptions', privilege_type: 'DELETE' },
    ]);
  });

  it('lets authenticated update orders only in status, promised_at, cancel_reason and last_mutation_id', async () => {
    const rows = await db.query<{ column_name: string }>(
      `select column_name from information_schema.column_privileges
       where grantee = 'authenticated' and table_schema = 'public' and table_name = 'orders'
         and privilege_type = 'UPDATE' order by column_name`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(['cancel_reason', 'last_mutation_id', 'promised_at', 'status']);
  });

  it('makes every SECURITY DEFINER function pin an empty search_path', async () => {
    const rows = await db.query<{ proname: string; proconfig: string[] | null }>(
      `select proname, proconfig from pg_proc where pronamespace = 'public'::regnamespace and prosecdef`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) expect(row.proconfig, row.proname).toContain('search_path=""');
  });

  it('keeps trigger functions and set_shop_status away from anon', async () => {
    const [row] = await db.query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'public.set_shop_status(boolean, text, uuid, timestamptz)', 'execute') as set_shop_status,
              has_function_privilege('anon', 'public.tg_set_sync_columns()', 'execute') as sync_trigger,
              has_function_privilege('authenticated', 'public.tg_guard_catalogue_write()', 'execute') as guard_trigger,
              has_function_privilege('authenticated', 'public.set_shop_status(boolean, text, uuid, timestamptz)', 'execute')
                as staff_set_shop_status`,
    );
    expect(row).toEqual({
      set_shop_status: false,
      sync_trigger: false,
      guard_trigger: false,
      staff_set_shop_status: true,
    });
  });
});
