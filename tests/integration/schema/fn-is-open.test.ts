// fn_is_open(p_at, p_company_slug): the shared case table (tests/fixtures/is-open-cases.ts), then how
// the function picks the company and who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpenCases } from '../../fixtures/is-open-cases';
import { KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  actAs,
  anonClaims,
  asClaimsRolledBack,
  inRolledBackTransaction,
  openSeededDatabase,
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

interface IsOpenRow {
  is_open: boolean;
  source: string;
}

async function isOpen(tx: Queryable, at: string | null, slug: string | null): Promise<IsOpenRow[]> {
  return tx.query<IsOpenRow>(`select is_open, source from public.fn_is_open($1::timestamptz, $2)`, [
    at,
    slug,
  ]);
}

/** Rows of a shop that is open on Wednesday 2025-01-15 13:00 in Amsterdam. */
const WEDNESDAY_NOON_UTC = '2025-01-15T12:00:00Z';

describe('fn_is_open: shared cases', () => {
  it.each(isOpenCases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const rows = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`delete from public.opening_hours where company_id = $1`, [KMFC_COMPANY_ID]);
      for (const row of testCase.hours) {
        await tx.query(
          `insert into public.opening_hours (company_id, weekday, open_time, close_time, is_active)
           values ($1, $2, $3::time, $4::time, $5)`,
          [KMFC_COMPANY_ID, row.weekday, row.open_time, row.close_time, row.is_active],
        );
      }
      await tx.query(`update public.shop_settings set is_manually_closed = $2 where company_id = $1`, [
        KMFC_COMPANY_ID,
        testCase.is_manually_closed,
      ]);
      if (testCase.shop_status_is_closed !== null) {
        await tx.query(`insert into public.shop_status (company_id, is_closed) values ($1, $2)`, [
          KMFC_COMPANY_ID,
          testCase.shop_status_is_closed,
        ]);
      }
      return isOpen(tx, testCase.at, 'kmfc-shop');
    });
    expect(rows).toEqual([testCase.expected]);
  });
});

describe('fn_is_open: company and callers', () => {
  it('uses the only active company for an anonymous call without a slug', async () => {
    const rows = await asClaimsRolledBack(db, anonClaims, (tx) => isOpen(tx, WEDNESDAY_NOON_UTC, null));
    expect(rows).toEqual([{ is_open: true, source: 'opening_hours' }]);
  });

  it('uses the caller’s company for a staff call without arguments (the app’s RPC)', async () => {
    const rows = await inRolledBackTransaction(db, async (tx) => {
      // a second active company, so "the only active company" cannot be what answers
      await tx.query(`insert into public.companies (slug, name) values ('tweede-shop', 'Tweede')`);
      await tx.query(`update public.shop_settings set is_manually_closed = true where company_id = $1`, [
        KMFC_COMPANY_ID,
      ]);
      await actAs(tx, staffClaims('keuken'));
      return tx.query<IsOpenRow>(`select is_open, source from public.fn_is_open()`);
    });
    expect(rows).toEqual([{ is_open: false, source: 'manual_closure' }]);
  });

  it('answers unknown_company for an unknown or inactive slug', async () => {
    const rows = await asClaimsRolledBack(db, anonClaims, async (tx) => [
      ...(await isOpen(tx, WEDNESDAY_NOON_UTC, 'bestaat-niet')),
      ...(await isOpen(tx, WEDNESDAY_NOON_UTC, 'oude-shop')),
    ]);
    expect(rows).toEqual([
      { is_open: false, source: 'unknown_company' },
      { is_open: false, source: 'unknown_company' },
    ]);
  });

  it('answers unknown_company for an anonymous call without a slug when several companies are active', async () => {
    const rows = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`insert into public.companies (slug, name) values ('tweede-shop', 'Tweede')`);
      await actAs(tx, anonClaims);
      return isOpen(tx, WEDNESDAY_NOON_UTC, null);
    });
    expect(rows).toEqual([{ is_open: false, source: 'unknown_company' }]);
  });

  it('defaults p_at to now() and ignores soft-deleted opening hours', async () => {
    const rows = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`update public.opening_hours set deleted_at = now() where company_id = $1`, [
        KMFC_COMPANY_ID,
      ]);
      return tx.query<IsOpenRow>(
        `select is_open, source from public.fn_is_open(p_company_slug => 'kmfc-shop')`,
      );
    });
    expect(rows).toEqual([{ is_open: false, source: 'closed_today' }]);
  });

  it('is executable by anon and authenticated and runs with the definer’s rights', async () => {
    const [grants] = await db.query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'public.fn_is_open(timestamptz, text)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.fn_is_open(timestamptz, text)', 'execute') as authenticated,
              (select prosecdef from pg_proc where oid = 'public.fn_is_open(timestamptz, text)'::regprocedure) as definer`,
    );
    expect(grants).toEqual({ anon: true, authenticated: true, definer: true });
  });
});
