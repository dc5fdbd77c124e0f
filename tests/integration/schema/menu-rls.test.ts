// Issue 31: who reads and writes the option tables (row level security and the catalogue write guard,
// like products), stock-only changes of values with can_change_product_status, the "until" rule of
// values, the mutation ledger, and the audit trail of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  actAs,
  anonClaims,
  asClaimsRolledBack,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlStateAs,
  staffClaims,
  userClaims,
  type Claims,
  type Database,
  type Queryable,
} from './support';
import { CHEESEBURGER, GROUP_IDS, VALUE_IDS, linkId } from './menu-support';

let db: Database;
const OTHER = {
  companyId: 'c0000000-0000-4000-8000-0000000000e1',
  authUserId: 'e0000000-0000-4000-8000-0000000000e1',
  groupId: '9a000000-0000-4000-8000-0000000000e1',
};
const TABLES = ['product_option_groups', 'product_option_values', 'product_option_links'];
const eigenaar = staffClaims('eigenaar');
const manager = staffClaims('manager');
const keuken = staffClaims('keuken');
const otherStaff = userClaims(OTHER.authUserId);

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.exec(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', '${OTHER.authUserId}', 'authenticated', 'authenticated',
            'baas@derde.test', '', now(), now());
    insert into public.companies (id, slug, name) values ('${OTHER.companyId}', 'derde-shop', 'Derde');
    insert into public.roles (id, company_id, name, slug, can_edit_product_data, can_change_product_status)
    values ('a0000000-0000-4000-8000-0000000000e1', '${OTHER.companyId}', 'Eigenaar', 'eigenaar', true, true);
    insert into public.users (user_main_id, company_id, role_id) values ('${OTHER.authUserId}', '${OTHER.companyId}', 'a0000000-0000-4000-8000-0000000000e1');
    insert into public.product_option_groups (id, company_id, name) values ('${OTHER.groupId}', '${OTHER.companyId}', 'Toppings');
    -- a removed value: staff still read it (the catch-up must see the removal)
    update public.product_option_values set deleted_at = now() where id = '${VALUE_IDS.zonderUi}';
  `);
});

afterAll(async () => {
  await db?.close();
});

async function counts(claims: Claims): Promise<number[]> {
  return asClaimsRolledBack(db, claims, async (tx) => {
    const result: number[] = [];
    for (const table of TABLES) {
      const [{ n }] = await tx.query<{ n: number }>(`select count(*)::integer as n from public.${table}`);
      result.push(n);
    }
    return result;
  });
}

describe('reading the option tables', () => {
  it('shows every staff member of the company all rows, removed ones included, and nothing of another company', async () => {
    for (const claims of [eigenaar, manager, keuken]) expect(await counts(claims)).toEqual([2, 6, 10]);
    const removed = await asClaimsRolledBack(db, keuken, (tx) =>
      tx.query(`select deleted_at is not null as removed from public.product_option_values where id = $1`, [VALUE_IDS.zonderUi]));
    expect(removed).toEqual([{ removed: true }]);
    expect(await counts(otherStaff)).toEqual([1, 0, 0]);
  });

  it('gives anon 42501 on every option table', async () => {
    for (const table of TABLES) expect(await sqlStateAs(db, anonClaims, `select id from public.${table}`), table).toBe('42501');
  });
});

describe('writing the option tables', () => {
  it('lets can_edit_product_data make, change, link and remove groups and values', async () => {
    const rows = await asClaimsRolledBack(db, eigenaar, async (tx) => {
      // company_id defaults to the caller's company, as for products
      const [group] = await tx.query<{ id: string; company_id: string }>(
        `insert into public.product_option_groups (name, min_choices, max_choices) values ('Brood', 1, 1) returning id, company_id`);
      await tx.query(`insert into public.product_option_values (group_id, name) values ($1, 'Wit'), ($1, 'Bruin')`, [group.id]);
      await tx.query(`insert into public.product_option_links (product_id, group_id, position) values ($1, $2, 2)`, [CHEESEBURGER, group.id]);
      await tx.query(`update public.product_option_values set price_delta_cents = 25 where group_id = $1`, [group.id]);
      await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1 and name = 'Wit'`, [group.id]);
      await tx.query(`delete from public.product_option_links where id = $1`, [linkId(2, '201')]);
      return tx.query(`select company_id from public.product_option_groups where id = $1`, [group.id]);
    });
    expect(rows).toEqual([{ company_id: KMFC_COMPANY_ID }]);
  });

  it('refuses every structural write to can_change_product_status alone and to the kitchen (42501)', async () => {
    const writes = [
      `insert into public.product_option_groups (name) values ('Brood')`,
      `update public.product_option_groups set name = 'Sauzen' where id = '${GROUP_IDS.saus}'`,
      `update public.product_option_groups set deleted_at = now() where id = '${GROUP_IDS.saus}'`,
      `insert into public.product_option_values (group_id, name) values ('${GROUP_IDS.saus}', 'Samurai')`,
      `update public.product_option_values set price_delta_cents = 10 where id = '${VALUE_IDS.bacon}'`,
      `update public.product_option_values set is_sold_out = true, name = 'Spek' where id = '${VALUE_IDS.bacon}'`,
      `delete from public.product_option_values where id = '${VALUE_IDS.bacon}'`,
      `insert into public.product_option_links (product_id, group_id) values ('${CHEESEBURGER}', '${GROUP_IDS.saus}')`,
      `update public.product_option_links set position = 5 where id = '${linkId(1, '101')}'`,
    ];
    for (const claims of [manager, keuken]) {
      for (const sql of writes) expect(await sqlStateAs(db, claims, sql), `${claims.sub}: ${sql}`).toBe('42501');
    }
  });

  it('lets can_change_product_status sell out a value and back, which clears its sold_out_until', async () => {
    const rows = await asClaimsRolledBack(db, manager, async (tx) => {
      const set = (sql: string) =>
        tx.query<{ is_sold_out: boolean; until: boolean; version: string }>(
          `update public.product_option_values set ${sql} where id = $1
           returning is_sold_out, sold_out_until is not null as until, version::text`, [VALUE_IDS.bacon]);
      return [
        ...(await set(`is_sold_out = true, sold_out_until = now() + interval '2 hours'`)),
        ...(await set(`is_sold_out = false`)),
      ];
    });
    expect(rows).toEqual([
      { is_sold_out: true, until: true, version: '2' },
      { is_sold_out: false, until: false, version: '3' },
    ]);
  });

  it('refuses the kitchen even a stock change, and another company reaches no KMFC row', async () => {
    expect(await sqlStateAs(db, keuken, `update public.product_option_values set is_sold_out = true where id = $1`, [VALUE_IDS.bacon]))
      .toBe('42501');
    const changed = await asClaimsRolledBack(db, otherStaff, (tx) =>
      tx.query(`update public.product_option_values set is_sold_out = true returning id`));
    expect(changed).toEqual([]);
    expect(await sqlStateAs(db, otherStaff, `insert into public.product_option_groups (company_id, name) values ($1, 'X')`, [KMFC_COMPANY_ID]))
      .toBe('42501');
    expect(await sqlStateAs(db, otherStaff, `delete from public.product_option_groups where id = $1`, [GROUP_IDS.saus])).toBeUndefined();
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::integer as n from public.product_option_groups where id = $1`, [GROUP_IDS.saus]);
    expect(n).toBe(1);
  });

  it('records the mutation id in the ledger and skips a resent write', async () => {
    const mutation = '5d6c1c8e-3d2a-4f4b-9e55-6a1f0e2b7c11';
    const result = await asClaimsRolledBack(db, eigenaar, async (tx) => {
      const first = await tx.query(`insert into public.product_option_groups (id, name, last_mutation_id) values (gen_random_uuid(), 'Brood', $1) returning id`, [mutation]);
      const again = await tx.query(`insert into public.product_option_groups (id, name, last_mutation_id) values (gen_random_uuid(), 'Brood', $1) returning id`, [mutation]);
      const [{ applied }] = await tx.query<{ applied: boolean }>(`select public.mutation_applied($1) as applied`, [mutation]);
      return { first: first.length, again: again.length, applied };
    });
    expect(result).toEqual({ first: 1, again: 0, applied: true });
  });
});

interface Event {
  entity: string;
  entity_id: string;
  action: string;
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
  user_id: string | null;
  device_id: string | null;
}

async function actFrom(tx: Queryable, claims: Claims, device: string): Promise<string> {
  const [{ at }] = await tx.query<{ at: string }>(`select clock_timestamp()::text as at`);
  await actAs(tx, claims);
  await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-device-id': device })]);
  return at;
}

async function eventsSince(tx: Queryable, mark: string): Promise<Event[]> {
  await tx.query(`reset role`);
  return tx.query<Event>(
    `select entity, entity_id, action, old, new, user_id::text, device_id from public.audit_events
     where at >= $1::timestamptz and entity like 'product_option_%' order by at`, [mark]);
}

describe('the audit trail of the option tables', () => {
  it('records inserts with the new row, updates with old and new of the changed columns, and the removal', async () => {
    const events = await inRolledBackTransaction(db, async (tx) => {
      const mark = await actFrom(tx, eigenaar, 'tablet-baas');
      const [{ id }] = await tx.query<{ id: string }>(`insert into public.product_option_groups (name, max_choices) values ('Brood', 2) returning id`);
      await tx.query(`insert into public.product_option_values (group_id, name, price_delta_cents, allergens) values ($1, 'Wit', 0, '{gluten}')`, [id]);
      await tx.query(`insert into public.product_option_links (product_id, group_id) values ($1, $2)`, [CHEESEBURGER, id]);
      await tx.query(`update public.product_option_values set price_delta_cents = 175 where id = $1`, [VALUE_IDS.bacon]);
      await tx.query(`update public.product_option_links set deleted_at = '2030-01-01T00:00:00Z' where id = $1`, [linkId(2, '203')]);
      return eventsSince(tx, mark);
    });
    expect(events.map((e) => [e.entity, e.action])).toEqual([
      ['product_option_groups', 'insert'],
      ['product_option_values', 'insert'],
      ['product_option_links', 'insert'],
      ['product_option_values', 'update'],
      ['product_option_links', 'update'],
    ]);
    for (const event of events) expect(event).toMatchObject({ user_id: AUTH_USER_IDS.eigenaar, device_id: 'tablet-baas' });
    expect(events[0].new).toMatchObject({ name: 'Brood', min_choices: 0, max_choices: 2, company_id: KMFC_COMPANY_ID });
    expect(events[1].new).toMatchObject({ name: 'Wit', allergens: ['gluten'] });
    expect(events[2].new).toMatchObject({ product_id: CHEESEBURGER });
    expect(events[3]).toMatchObject({ entity_id: VALUE_IDS.bacon, old: { price_delta_cents: 150 }, new: { price_delta_cents: 175 } });
    expect(events[4]).toMatchObject({ entity_id: linkId(2, '203'), old: { deleted_at: null }, new: { deleted_at: expect.stringMatching(/^2030-01-01/) } });
  });

  it('records a value sold out by the manager, with who and which device', async () => {
    const events = await inRolledBackTransaction(db, async (tx) => {
      const mark = await actFrom(tx, manager, 'tablet-toonbank');
      await tx.query(`update public.product_option_values set is_sold_out = true where id = $1`, [VALUE_IDS.curry]);
      return eventsSince(tx, mark);
    });
    expect(events).toEqual([{
      entity: 'product_option_values', entity_id: VALUE_IDS.curry, action: 'update', old: { is_sold_out: false }, new: { is_sold_out: true },
      user_id: AUTH_USER_IDS.manager, device_id: 'tablet-toonbank',
    }]);
  });
});
