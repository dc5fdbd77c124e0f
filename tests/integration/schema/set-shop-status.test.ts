// set_shop_status(p_is_closed, p_exception_note, p_mutation_id): validates the closure reason, needs
// can_manage_settings, upserts the caller's company's single shop_status row and returns it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  anonClaims,
  asClaimsRolledBack,
  openSeededDatabase,
  sqlErrorOf,
  sqlStateOf,
  staffClaims,
  type Database,
  type Queryable,
} from './support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

interface ShopStatusRow {
  id: string;
  company_id: string;
  is_closed: boolean;
  exception_note: string | null;
  last_mutation_id: string | null;
  version: string;
}

async function setShopStatus(
  tx: Queryable,
  isClosed: boolean | null,
  note: string | null,
  mutationId: string | null = null,
): Promise<ShopStatusRow> {
  const rows = await tx.query<ShopStatusRow>(
    `select id, company_id, is_closed, exception_note, last_mutation_id, version::text
     from public.set_shop_status($1, $2, $3)`,
    [isClosed, note, mutationId],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe('set_shop_status', () => {
  it('closes the shop for a manager and returns the new row', async () => {
    const row = await asClaimsRolledBack(db, staffClaims('manager'), (tx) => setShopStatus(tx, true, 'Ziek'));
    expect(row).toMatchObject({
      company_id: KMFC_COMPANY_ID,
      is_closed: true,
      exception_note: 'Ziek',
      version: '1',
    });
  });

  it('trims the reason and stores an empty or whitespace-only one as null', async () => {
    const rows = await asClaimsRolledBack(db, staffClaims('manager'), async (tx) => [
      await setShopStatus(tx, true, '  Vandaag gesloten wegens ziekte \n'),
      await setShopStatus(tx, true, ''),
      await setShopStatus(tx, true, ' \t\n '),
      await setShopStatus(tx, false, null),
    ]);
    expect(rows.map((r) => r.exception_note)).toEqual(['Vandaag gesloten wegens ziekte', null, null, null]);
  });

  it('updates the single row in place: same id, version up, one row for the company', async () => {
    const [first, second, count] = await asClaimsRolledBack(db, staffClaims('eigenaar'), async (tx) => {
      const a = await setShopStatus(tx, true, 'Verbouwing');
      const b = await setShopStatus(tx, false, null);
      const [{ n }] = await tx.query<{ n: number }>(`select count(*)::integer as n from public.shop_status`);
      return [a, b, n] as const;
    });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ is_closed: false, exception_note: null, version: '2' });
    expect(count).toBe(1);
  });

  it('stores the mutation id', async () => {
    const mutationId = '3f0c8a52-6c55-4c6e-9d6b-0a9c1f1d2e3f';
    const row = await asClaimsRolledBack(db, staffClaims('manager'), (tx) =>
      setShopStatus(tx, true, null, mutationId),
    );
    expect(row.last_mutation_id).toBe(mutationId);
  });

  it('accepts exactly 200 characters after trimming', async () => {
    const note = `  ${'a'.repeat(200)}  `;
    const row = await asClaimsRolledBack(db, staffClaims('manager'), (tx) => setShopStatus(tx, true, note));
    expect(row.exception_note).toBe('a'.repeat(200));
  });

  it('rejects a reason over 200 characters with 22001 and a clear message', async () => {
    const error = await sqlErrorOf(
      asClaimsRolledBack(db, staffClaims('manager'), (tx) => setShopStatus(tx, true, 'b'.repeat(201))),
    );
    expect(error?.code).toBe('22001');
    expect(error?.message).toMatch(/201 characters, at most 200/);
  });

  it('rejects keuken (no can_manage_settings) with 42501', async () => {
    expect(
      await sqlStateOf(asClaimsRolledBack(db, staffClaims('keuken'), (tx) => setShopStatus(tx, true, 'x'))),
    ).toBe('42501');
  });

  it('is not executable by anon (42501)', async () => {
    expect(await sqlStateOf(asClaimsRolledBack(db, anonClaims, (tx) => setShopStatus(tx, true, null)))).toBe(
      '42501',
    );
  });

  it('rejects a null p_is_closed with 22004', async () => {
    expect(
      await sqlStateOf(asClaimsRolledBack(db, staffClaims('manager'), (tx) => setShopStatus(tx, null, null))),
    ).toBe('22004');
  });

  it('makes fn_is_open report shop_status while closed', async () => {
    const rows = await asClaimsRolledBack(db, staffClaims('manager'), async (tx) => {
      await setShopStatus(tx, true, 'Even dicht');
      return tx.query(`select is_open, source from public.fn_is_open('2025-01-15T12:00:00Z')`);
    });
    expect(rows).toEqual([{ is_open: false, source: 'shop_status' }]);
  });
});
