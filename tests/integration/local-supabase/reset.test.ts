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
