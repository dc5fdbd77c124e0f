// The storage schema local-supabase makes with the platform objects (local-supabase/db/storage.sql), as a
// hosted project has it before any migration: path helpers, row level security, the API roles' grants,
// updated_at by trigger and direct deletes refused; safe to run again. And migration
// 20251130000009_product_images: the bucket and its policies, applying again without error.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSql } from '../../../local-supabase/db/platform';
import { supabaseDir } from '../../../local-supabase/db/migrate';
import { openSeededDatabase, type Database } from '../schema/support';

let db: Database;
beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('the storage schema', () => {
  it('has the path helpers policies use', async () => {
    const [row] = await db.query<{ folders: string[]; file: string; ext: string; top: string[] }>(
      `select storage.foldername('c1/p1/photo.min.webp') as folders, storage.filename('c1/p1/photo.min.webp') as file,
              storage.extension('c1/p1/photo.min.webp') as ext, storage.foldername('photo.webp') as top`);
    expect(row).toEqual({ folders: ['c1', 'p1'], file: 'photo.min.webp', ext: 'webp', top: [] });
  });

  it('has row level security on buckets and objects, and grants all on them to the API roles', async () => {
    const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'storage'::regnamespace and relname in ('buckets', 'objects') order by relname`);
    expect(tables).toEqual([{ relname: 'buckets', relrowsecurity: true }, { relname: 'objects', relrowsecurity: true }]);
    const grants = await db.query<{ role: string; ok: boolean }>(
      `select role, has_table_privilege(role, 'storage.objects', 'select, insert, update, delete')
                and has_table_privilege(role, 'storage.buckets', 'select') as ok
         from unnest(array['anon', 'authenticated', 'service_role']) as role`);
    expect(grants.every((grant) => grant.ok)).toBe(true);
  });

  it('keeps updated_at by trigger and refuses a delete that does not come through the Storage API', async () => {
    await db.query(`insert into storage.objects (bucket_id, name, metadata) values ('product-images', 'x/y/z.webp', '{}')`);
    const [before] = await db.query<{ updated_at: Date }>(`select updated_at from storage.objects where name = 'x/y/z.webp'`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.query(`update storage.objects set metadata = '{"size": 1}' where name = 'x/y/z.webp'`);
    const [after] = await db.query<{ updated_at: Date }>(`select updated_at from storage.objects where name = 'x/y/z.webp'`);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());

    await expect(db.query(`delete from storage.objects where name = 'x/y/z.webp'`)).rejects.toMatchObject({ code: '42501' });
    const removed = await db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      return tx.query(`delete from storage.objects where name = 'x/y/z.webp' returning name`);
    });
    expect(removed).toHaveLength(1);
  });

  it('is made again without error where it exists (every start runs it)', async () => {
    await db.exec(platformSql);
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from pg_trigger where tgname = 'protect_objects_delete'`);
    expect(count.n).toBe(1);
  });
});

describe('migration 20251130000009_product_images', () => {
  it('makes the public bucket product-images: 10 MB, webp, jpeg and png', async () => {
    const [bucket] = await db.query(`select id, name, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'product-images'`);
    expect(bucket).toEqual({
      id: 'product-images', name: 'product-images', public: true, limit: 10485760,
      allowed_mime_types: ['image/webp', 'image/jpeg', 'image/png'],
    });
  });

  it('gives storage.objects one policy per command, all for authenticated', async () => {
    const policies = await db.query<{ policyname: string; cmd: string; roles: string[] }>(
      `select policyname, cmd, roles::text[] as roles from pg_policies where schemaname = 'storage' and tablename = 'objects' order by policyname`);
    expect(policies).toEqual([
      { policyname: 'product_images_delete', cmd: 'DELETE', roles: ['authenticated'] },
      { policyname: 'product_images_insert', cmd: 'INSERT', roles: ['authenticated'] },
      { policyname: 'product_images_select', cmd: 'SELECT', roles: ['authenticated'] },
      { policyname: 'product_images_update', cmd: 'UPDATE', roles: ['authenticated'] },
    ]);
  });

  it('applies again unchanged (as where an earlier copy of it ran)', async () => {
    const sql = readFileSync(`${supabaseDir}migrations/20251130000009_product_images.sql`, 'utf8');
    await db.transaction((tx) => tx.exec(sql));
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from pg_policies where schemaname = 'storage'`);
    expect(count.n).toBe(4);
  });
});
