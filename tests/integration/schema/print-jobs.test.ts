// Print jobs (migrations 20251125000003_print_jobs.sql and 20251125000004): one automatic job per order
// and ticket kind, none once the ticket was printed by hand (a losing claim gets PT409), a job printed
// offline and recorded late kept as a duplicate, who reads and writes, only the printing device moves
// its job forward, no deletes, and the values checked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  actAs,
  anonClaims,
  asClaimsRolledBack,
  openSeededDatabase,
  sqlErrorOf,
  sqlStateAs,
  staffClaims,
  userClaims,
  type Claims,
  type Database,
  type Queryable,
} from './support';

let db: Database;
let orderIds: string[];
let nextOrder = 0;

const NO_ORDERS_AUTH_ID = 'e0000000-0000-4000-8000-0000000000e1';
const NO_ORDERS_ROLE_ID = 'a0000000-0000-4000-8000-0000000000e1';
const OTHER = {
  companyId: 'c0000000-0000-4000-8000-0000000000e2',
  roleId: 'a0000000-0000-4000-8000-0000000000e2',
  authUserId: 'e0000000-0000-4000-8000-0000000000e2',
  orderId: '0d000000-0000-4000-8000-0000000000e2',
};

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.exec(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', '${NO_ORDERS_AUTH_ID}', 'authenticated', 'authenticated',
            'instellingen@kmfc.test', '', now(), now()),
           ('00000000-0000-0000-0000-000000000000', '${OTHER.authUserId}', 'authenticated', 'authenticated',
            'baas@andere.test', '', now(), now());
    insert into public.roles (id, company_id, name, slug, can_manage_settings)
    values ('${NO_ORDERS_ROLE_ID}', '${KMFC_COMPANY_ID}', 'Instellingen', 'instellingen', true);
    insert into public.users (user_main_id, company_id, role_id, is_active)
    values ('${NO_ORDERS_AUTH_ID}', '${KMFC_COMPANY_ID}', '${NO_ORDERS_ROLE_ID}', true);
    insert into public.companies (id, slug, name, is_active) values ('${OTHER.companyId}', 'andere-shop', 'Andere', true);
    insert into public.roles (id, company_id, name, slug, can_view_new_orders, can_view_order_history)
    values ('${OTHER.roleId}', '${OTHER.companyId}', 'Eigenaar', 'eigenaar', true, true);
    insert into public.users (user_main_id, company_id, role_id, is_active)
    values ('${OTHER.authUserId}', '${OTHER.companyId}', '${OTHER.roleId}', true);
    insert into public.orders (id, company_id, status, subtotal_cents, total_cents)
    values ('${OTHER.orderId}', '${OTHER.companyId}', 'created', 900, 900);
  `);
  const rows = await db.query<{ id: string }>(
    `select id from public.orders where company_id = $1 order by id limit 20`, [KMFC_COMPANY_ID]);
  orderIds = rows.map((row) => row.id);
});

afterAll(async () => {
  await db?.close();
});

const keuken = staffClaims('keuken');
const eigenaar = staffClaims('eigenaar');

/** A seeded order no other test has printed (committed tests must not meet each other's jobs). */
function freshOrder(): string {
  const id = orderIds[nextOrder++];
  if (!id) throw new Error('out of seeded orders');
  return id;
}

interface JobInput {
  id?: string;
  orderId: string;
  kind?: 'kitchen' | 'customer';
  reason?: 'auto' | 'manual' | 'reprint';
  copy?: number;
  deviceId?: string;
  state?: string;
  error?: string | null;
  userId?: string;
}

interface JobRow { id: string; company_id: string; duplicate: boolean; state: string; version: string }

/** The insert the app's outbox sends (an upsert that ignores a retried id). */
function insertJob(tx: Queryable, job: JobInput): Promise<JobRow[]> {
  return tx.query<JobRow>(
    `insert into public.print_jobs (id, order_id, kind, reason, copy, device_id, user_id, state, error)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (id) do nothing
     returning id, company_id, duplicate, state, version::text`,
    [job.id ?? randomUUID(), job.orderId, job.kind ?? 'kitchen', job.reason ?? 'auto', job.copy ?? 1,
      job.deviceId ?? 'tablet-1', job.userId ?? AUTH_USER_IDS.keuken, job.state ?? 'pending', job.error ?? null],
  );
}

/** PostgREST's per-request headers, as the app's writes carry its device id. */
async function fromDevice(tx: Queryable, claims: Claims, deviceId: string | null): Promise<void> {
  await actAs(tx, claims);
  const headers = deviceId ? { 'x-device-id': deviceId } : {};
  await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
}

/** Commits one insert as keuken; the failure's SQLSTATE, message and detail, or the row. */
async function commitJob(job: JobInput): Promise<{ row?: JobRow; code?: string; message?: string; detail?: string }> {
  try {
    const [row] = await db.asClaims(keuken, (tx) => insertJob(tx, job));
    return { row };
  } catch (error) {
    const { code, message, detail } = error as { code?: string; message: string; detail?: string };
    return { code, message, detail };
  }
}

describe('print_jobs: automatic printing exactly once', () => {
  it('lets the first claim through and refuses a second with PT409, naming the winner', async () => {
    const orderId = freshOrder();
    const first = await commitJob({ orderId });
    expect(first.row).toMatchObject({ company_id: KMFC_COMPANY_ID, duplicate: false, state: 'pending', version: '1' });
    const second = await commitJob({ orderId, deviceId: 'tablet-2' });
    expect(second).toMatchObject({ code: 'PT409', message: 'print_job_auto_taken', detail: first.row?.id });
    // the other ticket kind has its own slot; manual prints and reprints are never refused
    expect((await commitJob({ orderId, kind: 'customer', deviceId: 'tablet-2' })).row).toBeDefined();
    expect((await commitJob({ orderId, reason: 'manual', state: 'printed' })).row).toBeDefined();
    expect((await commitJob({ orderId, reason: 'reprint', copy: 2, state: 'printed' })).row).toBeDefined();
  });

  it('decides two claims sent at the same moment: one wins, the other gets PT409', async () => {
    const orderId = freshOrder();
    const results = await Promise.all([
      commitJob({ orderId, deviceId: 'tablet-1' }),
      commitJob({ orderId, deviceId: 'tablet-2' }),
    ]);
    expect(results.filter((result) => result.row)).toHaveLength(1);
    expect(results.filter((result) => result.code === 'PT409')).toHaveLength(1);
    const [{ n }] = await db.query<{ n: number }>(
      `select count(*)::integer as n from public.print_jobs where order_id = $1 and reason = 'auto'`, [orderId]);
    expect(n).toBe(1);
  });

  it('lets the winner retry its own insert without an error', async () => {
    const orderId = freshOrder();
    const id = randomUUID();
    expect((await commitJob({ id, orderId })).row).toBeDefined();
    expect(await commitJob({ id, orderId })).toEqual({ row: undefined });
  });

  it('keeps a job printed offline and recorded after the winner, marked duplicate', async () => {
    const orderId = freshOrder();
    await commitJob({ orderId });
    const late = await commitJob({ orderId, deviceId: 'tablet-offline', state: 'printed' });
    expect(late.row).toMatchObject({ duplicate: true, state: 'printed' });
    const rows = await db.query<{ duplicate: boolean }>(
      `select duplicate from public.print_jobs where order_id = $1 and kind = 'kitchen' order by duplicate`, [orderId]);
    expect(rows).toEqual([{ duplicate: false }, { duplicate: true }]);
  });

  it('lets a job printed offline that arrives first win: a later claim is refused', async () => {
    const orderId = freshOrder();
    expect((await commitJob({ orderId, deviceId: 'tablet-offline', state: 'printed' })).row)
      .toMatchObject({ duplicate: false });
    expect((await commitJob({ orderId })).code).toBe('PT409');
  });

  it('refuses a claim once the ticket was printed by hand (20251125000004), and keeps a later offline one as a duplicate', async () => {
    const orderId = freshOrder();
    const byHand = await commitJob({ orderId, kind: 'customer', reason: 'manual', state: 'printed', deviceId: 'tablet-1' });
    expect(byHand.row).toMatchObject({ duplicate: false });
    expect(await commitJob({ orderId, kind: 'customer', deviceId: 'tablet-2' }))
      .toMatchObject({ code: 'PT409', message: 'print_job_auto_taken', detail: byHand.row?.id });
    expect((await commitJob({ orderId, kind: 'customer', deviceId: 'tablet-offline', state: 'printed' })).row)
      .toMatchObject({ duplicate: true });
    // a hand print that failed holds the ticket too: its notice offers "Opnieuw" on that tablet
    const other = freshOrder();
    await commitJob({ orderId: other, kind: 'customer', reason: 'manual', state: 'failed', error: 'paper-out: Het papier is op.' });
    expect((await commitJob({ orderId: other, kind: 'customer', deviceId: 'tablet-2' })).code).toBe('PT409');
    // and the kitchen ticket of the same order keeps its own automatic slot
    expect((await commitJob({ orderId, kind: 'kitchen', deviceId: 'tablet-2' })).row).toMatchObject({ duplicate: false });
  });

  it('never takes duplicate from the client', async () => {
    expect(await sqlStateAs(db, keuken,
      `insert into public.print_jobs (id, order_id, kind, reason, copy, device_id, state, duplicate)
       values ($1, $2, 'kitchen', 'manual', 1, 'tablet-1', 'printed', true)`, [randomUUID(), orderIds[0]])).toBe('42501');
  });
});

describe('print_jobs: who reads and writes', () => {
  it('shows a company’s jobs to its staff who may see orders, and nobody else', async () => {
    const orderId = freshOrder();
    await commitJob({ orderId });
    const read = (claims: Claims) => asClaimsRolledBack(db, claims, (tx) =>
      tx.query<{ n: number }>(`select count(*)::integer as n from public.print_jobs where order_id = $1`, [orderId]));
    expect(await read(eigenaar)).toEqual([{ n: 1 }]);
    expect(await read(userClaims(NO_ORDERS_AUTH_ID))).toEqual([{ n: 0 }]);
    expect(await read(userClaims(OTHER.authUserId))).toEqual([{ n: 0 }]);
    expect(await sqlStateAs(db, anonClaims, `select * from public.print_jobs`)).toBe('42501');
  });

  it('refuses a job from staff without an orders flag, for another user, or for another company’s order', async () => {
    const orderId = orderIds[0];
    const insert = (claims: Claims, job: JobInput) =>
      sqlErrorOf(asClaimsRolledBack(db, claims, (tx) => insertJob(tx, { reason: 'manual', state: 'printed', ...job })));
    expect(await insert(userClaims(NO_ORDERS_AUTH_ID), { orderId, userId: NO_ORDERS_AUTH_ID }))
      .toMatchObject({ code: '42501' });
    expect(await insert(keuken, { orderId, userId: AUTH_USER_IDS.eigenaar })).toMatchObject({ code: '42501' });
    expect(await insert(keuken, { orderId: OTHER.orderId })).toMatchObject({ code: '42501' });
    expect(await insert(anonClaims, { orderId })).toMatchObject({ code: '42501' });
  });

  it('lets only the device that printed move its job forward', async () => {
    const orderId = freshOrder();
    const { row } = await commitJob({ orderId, deviceId: 'tablet-1' });
    const update = (claims: Claims, deviceId: string | null, set = `state = 'printed'`) =>
      sqlErrorOf(asClaimsRolledBack(db, claims, async (tx) => {
        await fromDevice(tx, claims, deviceId);
        const rows = await tx.query(`update public.print_jobs set ${set} where id = $1 returning id`, [row?.id]);
        if (rows.length !== 1) throw new Error(`updated ${rows.length} rows`);
      }));
    expect(await update(keuken, 'tablet-1')).toBeUndefined();
    expect(await update(keuken, 'tablet-1', `state = 'failed', error = 'Papier op'`)).toBeUndefined();
    // another tablet on the same account, another staff member, or no device header
    expect(await update(keuken, 'tablet-2')).toMatchObject({ code: '42501' });
    expect(await update(eigenaar, 'tablet-1')).toMatchObject({ code: '42501' });
    expect(await update(keuken, null)).toMatchObject({ code: '42501' });
    // only state and error change
    expect(await update(keuken, 'tablet-1', `kind = 'customer'`)).toMatchObject({ code: '42501' });
    expect(await update(keuken, 'tablet-1', `duplicate = true`)).toMatchObject({ code: '42501' });
    expect(await sqlStateAs(db, keuken, `delete from public.print_jobs where id = $1`, [row?.id])).toBe('42501');
  });

  it('moves state forward only: pending → printed | failed, failed → printed', async () => {
    const orderId = freshOrder();
    const { row } = await commitJob({ orderId, deviceId: 'tablet-1' });
    const steps = (...states: string[]) => sqlErrorOf(asClaimsRolledBack(db, keuken, async (tx) => {
      await fromDevice(tx, keuken, 'tablet-1');
      for (const state of states) {
        await tx.query(`update public.print_jobs set state = $2 where id = $1`, [row?.id, state]);
      }
    }));
    expect(await steps('failed', 'printed')).toBeUndefined();
    expect(await steps('printed', 'pending')).toMatchObject({ code: '23514' });
    expect(await steps('printed', 'failed')).toMatchObject({ code: '23514' });
    expect(await steps('failed', 'pending')).toMatchObject({ code: '23514' });
  });
});

describe('print_jobs: values', () => {
  it('refuses a bad kind, reason, copy, state, device id, and an error on a job that printed (23514)', async () => {
    const orderId = orderIds[0];
    const bad = (job: Partial<JobInput>) =>
      sqlErrorOf(asClaimsRolledBack(db, keuken, (tx) => insertJob(tx, { orderId, reason: 'manual', ...job })));
    expect(await bad({ kind: 'bar' as 'kitchen' })).toMatchObject({ code: '23514' });
    expect(await bad({ reason: 'again' as 'auto' })).toMatchObject({ code: '23514' });
    expect(await bad({ copy: 0 })).toMatchObject({ code: '23514' });
    expect(await bad({ state: 'done' })).toMatchObject({ code: '23514' });
    expect(await bad({ deviceId: '' })).toMatchObject({ code: '23514' });
    expect(await bad({ state: 'printed', error: 'Papier op' })).toMatchObject({ code: '23514' });
    expect(await bad({ state: 'failed', error: 'x'.repeat(501) })).toMatchObject({ code: '23514' });
    expect(await bad({ state: 'failed', error: 'Papier op' })).toBeUndefined();
  });
});
