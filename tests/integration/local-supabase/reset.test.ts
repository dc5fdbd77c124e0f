// db:reset and the gateway's reset restore migrations and seed, including the schemas migrations add.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

it('resets a migrated project, sync_ledger included, back to the seed', async () => {
  await stack.sql(`update products set name = 'Gewijzigd' where true`);
  await stack.sql(`insert into sync_ledger.applied_mutations (mutation_id, table_name) values (gen_random_uuid(), 'products')`).catch(() => {});
  await stack.reset();
  const [{ changed }] = await stack.sql<{ changed: number }>(`select count(*)::int as changed from products where name = 'Gewijzigd'`);
  expect(changed).toBe(0);
  const [{ ledger }] = await stack.sql<{ ledger: number }>('select count(*)::int as ledger from sync_ledger.applied_mutations');
  expect(ledger).toBe(0);
  const [{ products }] = await stack.sql<{ products: number }>('select count(*)::int as products from products');
  expect(products).toBeGreaterThan(0);
});

/** Every row of the schemas a reset brings back, as one fingerprint per table. */
async function contents(): Promise<Record<string, string>> {
  const tables = await stack.sql<{ name: string }>(`select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'storage', 'sync_ledger', 'auth') and c.relkind = 'r' order by 1`);
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await stack.sql<{ print: string | null }>(`select md5(string_agg(t::text, '|' order by t::text)) as print from ${name} t`);
    prints[name] = row.print ?? 'empty';
  }
  return prints;
}

it('a second reset puts back exactly the rows of the first, also of append-only tables and auth', async () => {
  await stack.reset();
  const seeded = await contents();
  await stack.sql(`update products set name = 'Gewijzigd' where true`);
  await stack.sql(`delete from opening_hours where true`);
  await stack.sql(`insert into audit_events (company_id, entity, entity_id, action, db_role)
    select id, 'companies', id, 'test', 'postgres' from companies limit 1`);
  await stack.sql(`insert into auth.users (id, email) values (gen_random_uuid(), 'nieuw@kmfc.test')`).catch(() => {});
  expect(await contents()).not.toEqual(seeded);
  await stack.reset();
  expect(await contents()).toEqual(seeded);
});

it('a changed schema makes the next reset a full one: a replaced function comes back as migrated', async () => {
  await stack.reset();
  const source = async () => (await stack.sql<{ src: string }>(`select prosrc as src from pg_proc where proname = 'business_date'`))[0].src;
  const migrated = await source();
  await stack.sql(`create or replace function public.business_date(p_at timestamptz, p_end time) returns date
    language sql stable as $$ select date '2000-01-01' $$`);
  expect(await source()).not.toBe(migrated);
  await stack.reset();
  expect(await source()).toBe(migrated);
});
