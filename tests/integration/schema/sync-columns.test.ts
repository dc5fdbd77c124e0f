// Sync columns (DESIGN sections 3 and 4): updated_at and version are set by the database only, ids never
// change, and every table has the columns, trigger and cursor index the catch-up relies on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_IDS, STAFF_USER_IDS, openingHoursId, productId } from '../../fixtures/seed-ids';
import { actAs, inRolledBackTransaction, openSeededDatabase, staffClaims, ALL_TABLES, APPEND_ONLY_TABLES, type Database } from './support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

const CLIENT_WRITTEN = [
  'companies', 'products', 'orders', 'opening_hours', 'shop_status', 'shop_settings',
  'product_option_groups', 'product_option_values', 'product_option_links',
];

interface SyncRow {
  id: string;
  version: string;
  updated_at: Date;
}

describe('sync columns', () => {
  it('has updated_at, version, deleted_at, the trigger and an (updated_at, id) index on every table', async () => {
    const columns = await db.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
    }>(
      `select table_name, column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' and column_name in ('updated_at', 'version', 'deleted_at', 'last_mutation_id')`,
    );
    for (const table of ALL_TABLES) {
      const of = (name: string) => columns.find((c) => c.table_name === table && c.column_name === name);
      expect(of('updated_at'), table).toMatchObject({
        data_type: 'timestamp with time zone',
        is_nullable: 'NO',
      });
      expect(of('version'), table).toMatchObject({ data_type: 'bigint', is_nullable: 'NO' });
      expect(of('deleted_at'), table).toMatchObject({
        data_type: 'timestamp with time zone',
        is_nullable: 'YES',
      });
      if (CLIENT_WRITTEN.includes(table)) {
        expect(of('last_mutation_id'), table).toMatchObject({ data_type: 'uuid', is_nullable: 'YES' });
      }
    }
    for (const table of APPEND_ONLY_TABLES) {
      const of = (name: string) => columns.find((c) => c.table_name === table && c.column_name === name);
      expect(of('updated_at'), table).toMatchObject({ data_type: 'timestamp with time zone', is_nullable: 'NO' });
      expect(of('version'), table).toMatchObject({ data_type: 'bigint', is_nullable: 'NO' });
      expect(of('deleted_at'), table).toBeUndefined();
    }
    const triggers = await db.query<{ table_name: string }>(
      `select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = 'set_sync_columns' and c.relnamespace = 'public'::regnamespace`,
    );
    expect(triggers.map((t) => t.table_name).sort()).toEqual([...ALL_TABLES].sort());
    const indexes = await db.query<{ table_name: string }>(
      `select tablename as table_name from pg_indexes
       where schemaname = 'public' and indexdef like '%(updated_at, id)%'`,
    );
    expect(indexes.map((i) => i.table_name).sort()).toEqual([...ALL_TABLES, ...APPEND_ONLY_TABLES].sort());
  });

  it('bumps version by one and moves updated_at forward on every update', async () => {
    const id = productId('101');
    const [before, first, second] = await inRolledBackTransaction(db, async (tx) => {
      const read = async () =>
        (
          await tx.query<SyncRow>(`select id, version::text, updated_at from public.products where id = $1`, [
            id,
          ])
        )[0];
      const initial = await read();
      await tx.query(`update public.products set is_sold_out = true where id = $1`, [id]);
      const afterFirst = await read();
      await tx.query(`update public.products set is_sold_out = false where id = $1`, [id]);
      return [initial, afterFirst, await read()];
    });
    expect(before.version).toBe('1');
    expect(first.version).toBe('2');
    expect(second.version).toBe('3');
    // clock_timestamp(), not now(): two updates in one transaction still get increasing times
    expect(first.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(second.updated_at.getTime()).toBeGreaterThan(first.updated_at.getTime());
  });

  it('ignores a client-sent version and updated_at on update', async () => {
    const id = productId('202');
    const [before, after] = await inRolledBackTransaction(db, async (tx) => {
      const read = async () =>
        (
          await tx.query<SyncRow>(`select id, version::text, updated_at from public.products where id = $1`, [
            id,
          ])
        )[0];
      const initial = await read();
      await tx.query(
        `update public.products set version = 999, updated_at = '2000-01-01T00:00:00Z', name = name where id = $1`,
        [id],
      );
      return [initial, await read()];
    });
    expect(after.version).toBe(String(Number(before.version) + 1));
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });

  it('ignores a client-sent version and updated_at on insert', async () => {
    const row = await inRolledBackTransaction(db, async (tx) => {
      const [inserted] = await tx.query<SyncRow>(
        `insert into public.categories (company_id, name, position, version, updated_at)
         values ('c0000000-0000-4000-8000-000000000001', 'Sauzen', 7, 42, '2000-01-01T00:00:00Z')
         returning id, version::text, updated_at`,
      );
      return inserted;
    });
    expect(row.version).toBe('1');
    expect(row.updated_at.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('keeps the existing id when an upsert on (company_id, weekday) sends another id', async () => {
    const rows = await inRolledBackTransaction(db, async (tx) => {
      await actAs(tx, staffClaims('manager'));
      return tx.query<{ id: string; version: string; open_time: string }>(
        `insert into public.opening_hours (id, weekday, open_time, close_time, is_active, last_mutation_id)
         values ('99999999-0000-4000-8000-000000000001', 1, '10:00', '21:00', true, gen_random_uuid())
         on conflict (company_id, weekday) do update
           set id = excluded.id, open_time = excluded.open_time, close_time = excluded.close_time,
               is_active = excluded.is_active, last_mutation_id = excluded.last_mutation_id
         returning id, version::text, to_char(open_time, 'HH24:MI') as open_time`,
      );
    });
    expect(rows).toEqual([{ id: openingHoursId(1), version: '2', open_time: '10:00' }]);
  });

  it('copies auth.users.last_sign_in_at into public.users.last_login_at and bumps its version', async () => {
    const row = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update auth.users set last_sign_in_at = '2030-05-01T12:00:00Z' where id = $1`, [
        AUTH_USER_IDS.keuken,
      ]);
      return (
        await tx.query<{ last_login_at: Date; version: string }>(
          `select last_login_at, version::text from public.users where id = $1`,
          [STAFF_USER_IDS.keuken],
        )
      )[0];
    });
    expect(row.last_login_at.toISOString()).toBe('2030-05-01T12:00:00.000Z');
    expect(row.version).toBe('2');
  });
});
