// Issue 17's columns follow the sync rules (DESIGN sections 3 and 4): the right staff may write them and
// nobody else, every write bumps version and updated_at, and realtime publishes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_COMPANY_ID, PRODUCT_IDS, SHOP_SETTINGS_ID, TODAY_ORDER_IDS } from '../../fixtures/seed-ids';
import {
  asClaimsRolledBack,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlStateOf,
  staffClaims,
  type Database,
} from './support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

const product = PRODUCT_IDS.frietKlein;
const STATUS_ID = '5b000000-0000-4000-8000-000000000001';
const soldOutForAnHour = `update public.products
  set is_sold_out = true, sold_out_until = now() + interval '1 hour', last_mutation_id = gen_random_uuid()
  where id = $1 returning sold_out_until is not null as has_until`;
const busyForAnHour = `update public.companies
  set is_busy = true, busy_extra_minutes = 30, busy_until = now() + interval '1 hour'
  where id = $1 returning busy_extra_minutes`;

describe('who may write the until columns', () => {
  it('lets the manager (product status, no product data) set sold_out_until; refuses the kitchen (42501)', async () => {
    expect(await asClaimsRolledBack(db, staffClaims('manager'), (tx) => tx.query(soldOutForAnHour, [product]))).toEqual([
      { has_until: true },
    ]);
    expect(
      await sqlStateOf(asClaimsRolledBack(db, staffClaims('keuken'), (tx) => tx.query(soldOutForAnHour, [product]))),
    ).toBe('42501');
  });

  it('still needs can_edit_product_data when anything besides stock and visibility changes', async () => {
    expect(
      await sqlStateOf(
        asClaimsRolledBack(db, staffClaims('manager'), (tx) =>
          tx.query(`update public.products set sold_out_until = now(), name = 'x' where id = $1`, [product]),
        ),
      ),
    ).toBe('42501');
  });

  it('lets can_manage_settings set busy minutes and busy_until; refuses the kitchen (42501)', async () => {
    expect(
      await asClaimsRolledBack(db, staffClaims('manager'), (tx) => tx.query(busyForAnHour, [KMFC_COMPANY_ID])),
    ).toEqual([{ busy_extra_minutes: 30 }]);
    expect(
      await sqlStateOf(
        asClaimsRolledBack(db, staffClaims('keuken'), (tx) => tx.query(busyForAnHour, [KMFC_COMPANY_ID])),
      ),
    ).toBe('42501');
  });

  it('switching a product back in stock clears its sold_out_until', async () => {
    const [row] = await asClaimsRolledBack(db, staffClaims('manager'), async (tx) => {
      await tx.query(soldOutForAnHour, [product]);
      return tx.query(`update public.products set is_sold_out = false where id = $1 returning sold_out_until`, [
        product,
      ]);
    });
    expect(row).toEqual({ sold_out_until: null });
  });
});

describe('sync columns and realtime', () => {
  it('bumps version and updated_at on a change of each new column', async () => {
    const changes: [string, string, string][] = [
      ['products', product, `sold_out_until = now() + interval '1 hour', is_sold_out = true`],
      ['companies', KMFC_COMPANY_ID, `busy_until = now() + interval '1 hour', is_busy = true`],
      ['companies', KMFC_COMPANY_ID, `busy_extra_minutes = 45, is_busy = true`],
      ['shop_settings', SHOP_SETTINGS_ID, `ready_minutes_delivery = 50`],
      ['shop_settings', SHOP_SETTINGS_ID, `ready_minutes_pickup = 25`],
      ['orders', TODAY_ORDER_IDS.readyDelivery, `promised_at = now()`],
      ['shop_status', STATUS_ID, `closed_until = date_bin('30 minutes', now(), 'epoch') + interval '1 hour'`],
    ];
    const bumped = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`insert into public.shop_status (id, company_id, is_closed) values ($1, $2, true)`, [
        STATUS_ID,
        KMFC_COMPANY_ID,
      ]);
      const seen: string[] = [];
      for (const [table, id, set] of changes) {
        // Dated back first, triggers off: two changes of one row in one transaction can fall in the same
        // tick of the clock (PGlite's is coarse), and then updated_at could not be seen to move.
        await tx.query(`set local session_replication_role = replica`);
        await tx.query(`update public.${table} set updated_at = updated_at - interval '1 second' where id = $1`, [id]);
        await tx.query(`set local session_replication_role = origin`);
        const [row] = await tx.query<{ bumped: boolean }>(
          `with before as (select version, updated_at from public.${table} where id = $1)
           update public.${table} t set ${set} from before where t.id = $1
           returning t.version = before.version + 1 and t.updated_at > before.updated_at as bumped`,
          [id],
        );
        if (row?.bumped) seen.push(`${table}: ${set}`);
      }
      return seen;
    });
    expect(bumped).toEqual(changes.map(([table, , set]) => `${table}: ${set}`));
  });

  it('publishes the new columns (no column lists on the realtime publication)', async () => {
    const rows = await db.query<{ tablename: string; attnames: string[] }>(
      `select tablename, attnames::text[] as attnames from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public'
         and tablename in ('products', 'companies', 'shop_status', 'orders', 'shop_settings')`,
    );
    const columns = Object.fromEntries(rows.map((r) => [r.tablename, r.attnames]));
    expect(columns.products).toContain('sold_out_until');
    expect(columns.companies).toEqual(expect.arrayContaining(['busy_extra_minutes', 'busy_until']));
    expect(columns.shop_status).toContain('closed_until');
    expect(columns.orders).toContain('promised_at');
    expect(columns.shop_settings).toEqual(expect.arrayContaining(['ready_minutes_delivery', 'ready_minutes_pickup']));
  });
});
