// The audit trail: every change of an order, a print job or a shop setting writes an event in the same
// transaction, with the person (auth.uid()), the device (x-device-id), the database role and the reason;
// events hold no customer's personal values and are never changed or deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_IDS, KMFC_COMPANY_ID, PRODUCT_IDS, openingHoursId } from '../../fixtures/seed-ids';
import {
  actAs,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlErrorOf,
  staffClaims,
  type Claims,
  type Database,
  type Queryable,
} from './support';

let db: Database;
let created: { id: string; customer_name: string; customer_phone: string };

beforeAll(async () => {
  db = await openSeededDatabase();
  [created] = await db.query<typeof created>(
    `select id, customer_name, customer_phone from public.orders
     where status = 'created' and customer_name is not null and customer_phone is not null limit 1`,
  );
});

afterAll(async () => {
  await db?.close();
});

interface AuditEvent {
  entity: string;
  entity_id: string;
  order_id: string | null;
  action: string;
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
  reason: string | null;
  user_id: string | null;
  device_id: string | null;
  db_role: string;
}

/** Acts as these claims with this device's x-device-id header, as PostgREST does for the app's requests. */
async function actFrom(tx: Queryable, claims: Claims, deviceId: string): Promise<void> {
  await actAs(tx, claims);
  await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-device-id': deviceId })]);
}

async function eventsSince(tx: Queryable, mark: string, entity?: string): Promise<AuditEvent[]> {
  await tx.query(`reset role`);
  return tx.query<AuditEvent>(
    `select entity, entity_id, order_id::text, action, old, new, reason, user_id::text, device_id, db_role
     from public.audit_events where at >= $1::timestamptz and ($2::text is null or entity = $2) order by at`,
    [mark, entity ?? null],
  );
}

async function now(tx: Queryable): Promise<string> {
  const [{ at }] = await tx.query<{ at: string }>(`select clock_timestamp()::text as at`);
  return at;
}

describe('order events', () => {
  it('records an accept with the promised time, the person, the device and the role', async () => {
    const events = await inRolledBackTransaction(db, async (tx) => {
      const mark = await now(tx);
      await actFrom(tx, staffClaims('keuken'), 'tablet-keuken');
      await tx.query(
        `update public.orders set status = 'accepted', promised_at = now() + interval '20 minutes' where id = $1`,
        [created.id],
      );
      return eventsSince(tx, mark, 'orders');
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      entity: 'orders',
      entity_id: created.id,
      order_id: created.id,
      action: 'accepted',
      old: { status: 'created', promised_at: null },
      user_id: AUTH_USER_IDS.keuken,
      device_id: 'tablet-keuken',
      db_role: 'authenticated',
      reason: null,
    });
    expect(Object.keys(events[0].new ?? {}).sort()).toEqual(['promised_at', 'status']);
  });

  it('calls a later promised time a delay, and each status step a step', async () => {
    const actions = await inRolledBackTransaction(db, async (tx) => {
      const mark = await now(tx);
      await actFrom(tx, staffClaims('keuken'), 'tablet-keuken');
      await tx.query(`update public.orders set status = 'accepted', promised_at = now() where id = $1`, [created.id]);
      await tx.query(`update public.orders set promised_at = promised_at + interval '15 minutes' where id = $1`, [created.id]);
      await tx.query(`update public.orders set status = 'preparing' where id = $1`, [created.id]);
      return (await eventsSince(tx, mark, 'orders')).map((event) => event.action);
    });
    expect(actions).toEqual(['accepted', 'delayed', 'status']);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const events = await inRolledBackTransaction(db, async (tx) => {
      const mark = await now(tx);
      await actFrom(tx, staffClaims('keuken'), 'tablet-keuken');
      await tx.query(`update public.orders set status = status where id = $1`, [created.id]);
      return eventsSince(tx, mark);
    });
    expect(events).toEqual([]);
  });

  it('names a psql session by its role, without a person or device', async () => {
    const [event] = await inRolledBackTransaction(db, async (tx) => {
      const mark = await now(tx);
      await tx.query(`update public.orders set payment_status = case when payment_status = 'paid' then 'unpaid' else 'paid' end where id = $1`, [created.id]);
      return eventsSince(tx, mark, 'orders');
    });
    expect(event).toMatchObject({ action: 'updated', user_id: null, device_id: null, db_role: 'postgres' });
    expect(Object.keys(event.new ?? {})).toEqual(['payment_status']);
  });

  it("records that a customer's name or phone changed, never its value", async () => {
    const [event] = await inRolledBackTransaction(db, async (tx) => {
      const mark = await now(tx);
      await tx.query(`update public.orders set customer_name = 'Anna Nieuw', customer_phone = null where id = $1`, [created.id]);
      return eventsSince(tx, mark, 'orders');
    });
    expect(event.old).toEqual({ customer_name: true, customer_phone: true });
    expect(event.new).toEqual({ customer_name: true, customer_phone: null });
    const text = JSON.stringify(event);
    for (const value of [created.customer_name, created.customer_phone, 'Anna Nieuw']) expect(text).not.toContain(value);
  });

  it('records a placed order without personal values', async () => {
    const [event] = await db.query<AuditEvent>(
      `select action, new, db_role from public.audit_events where entity = 'orders' and entity_id = $1 order by at limit 1`,
      [created.id],
    );
    expect(event).toMatchObject({ action: 'placed', db_role: 'postgres' });
    expect(event.new).toMatchObject({ status: 'created', customer_name: true, customer_phone: true });
    expect(JSON.stringify(event.new)).not.toContain(created.customer_name);
  });
});

describe("the order update trigger's column list", () => {
  it('compares every column of orders but the sync columns', async () => {
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'orders'
         and column_name not in ('updated_at', 'version', 'last_mutation_id')`,
    );
    const [{ prosrc }] = await db.query<{ prosrc: string }>(`select prosrc from pg_proc where proname = 'tg_audit_order_update'`);
    const missing = columns.map((c) => c.column_name).filter((name) => !prosrc.includes(`new.${name} is distinct from old.${name}`));
    expect(missing, 'add them to tg_audit_order_update (migration 20251129000003)').toEqual([]);
  });
});

describe('events of prints and shop settings', () => {
  it('records a reprint with its device, person and reason', async () => {
    const events = await inRolledBackTransaction(db, async (tx) => {
      const mark = await now(tx);
      await actFrom(tx, staffClaims('keuken'), 'tablet-keuken');
      await tx.query(
        `insert into public.print_jobs (id, order_id, kind, reason, copy, device_id, user_id, state)
         values (gen_random_uuid(), $1, 'kitchen', 'reprint', 2, 'tablet-keuken', auth.uid(), 'pending')`,
        [created.id],
      );
      await tx.query(`update public.print_jobs set state = 'printed' where order_id = $1`, [created.id]);
      return eventsSince(tx, mark, 'print_jobs');
    });
    expect(events.map((event) => [event.action, event.reason])).toEqual([
      ['print_claimed', 'reprint'],
      ['printed', null],
    ]);
    for (const event of events)
      expect(event).toMatchObject({ order_id: created.id, user_id: AUTH_USER_IDS.keuken, device_id: 'tablet-keuken' });
    expect(events[0].new).toMatchObject({ kind: 'kitchen', copy: 2, reason: 'reprint' });
  });

  it('records a closure with its note as the reason, busy mode, opening hours, settings and products', async () => {
    const events = await inRolledBackTransaction(db, async (tx) => {
      const mark = await now(tx);
      await actFrom(tx, staffClaims('eigenaar'), 'tablet-baas');
      await tx.query(`select public.set_shop_status(true, 'Ziek', null)`);
      await tx.query(`update public.companies set is_busy = true where id = $1`, [KMFC_COMPANY_ID]);
      await tx.query(`update public.opening_hours set open_time = open_time + interval '30 minutes' where id = $1`, [openingHoursId(2)]);
      await tx.query(`update public.shop_settings set min_order_cents = min_order_cents + 100`);
      await tx.query(`update public.products set is_sold_out = not is_sold_out where id = $1`, [PRODUCT_IDS.frietKlein]);
      return eventsSince(tx, mark);
    });
    expect(events.map((event) => [event.entity, event.action])).toEqual([
      ['shop_status', expect.stringMatching(/^(insert|update)$/)],
      ['companies', 'update'],
      ['opening_hours', 'update'],
      ['shop_settings', 'update'],
      ['products', 'update'],
    ]);
    expect(events[0]).toMatchObject({ reason: 'Ziek', new: expect.objectContaining({ is_closed: true }) });
    expect(events[1]).toMatchObject({ entity_id: KMFC_COMPANY_ID, old: { is_busy: false }, new: { is_busy: true } });
    for (const event of events)
      expect(event).toMatchObject({ user_id: AUTH_USER_IDS.eigenaar, device_id: 'tablet-baas', db_role: 'authenticated' });
  });
});

describe('a removal', () => {
  it('records a category added and removed, the removal with the whole row as it was', async () => {
    const events = await inRolledBackTransaction(db, async (tx) => {
      const mark = await now(tx);
      await actFrom(tx, staffClaims('eigenaar'), 'tablet-baas');
      const [{ id }] = await tx.query<{ id: string }>(`insert into public.categories (name, position) values ('Soepen', 9) returning id`);
      await tx.query(`delete from public.categories where id = $1`, [id]);
      return eventsSince(tx, mark, 'categories');
    });
    expect(events.map((event) => event.action)).toEqual(['insert', 'delete']);
    expect(events[0].new).toMatchObject({ name: 'Soepen', position: 9 });
    expect(events[1]).toMatchObject({ new: null, old: expect.objectContaining({ name: 'Soepen' }), user_id: AUTH_USER_IDS.eigenaar, device_id: 'tablet-baas' });
  });
});

describe('an append-only trail', () => {
  const statements = [`update public.audit_events set reason = 'x'`, `delete from public.audit_events`, `truncate public.audit_events`];

  it('refuses to change or delete an event as the owner of the table, with a clear error', async () => {
    for (const sql of statements) {
      const error = await sqlErrorOf(inRolledBackTransaction(db, (tx) => tx.query(sql)));
      expect(error, sql).toMatchObject({ code: '42501', message: expect.stringContaining('append-only') });
    }
  });

  it('refuses it to the service role and to staff', async () => {
    for (const claims of [{ role: 'service_role' } as Claims, staffClaims('eigenaar')])
      for (const sql of statements) {
        const error = await sqlErrorOf(
          inRolledBackTransaction(db, async (tx) => {
            await actAs(tx, claims);
            await tx.query(sql);
          }),
        );
        expect(error?.code, `${claims.role}: ${sql}`).toBe('42501');
      }
  });

  it('refuses staff to write an event of their own', async () => {
    const error = await sqlErrorOf(
      inRolledBackTransaction(db, async (tx) => {
        await actAs(tx, staffClaims('eigenaar'));
        await tx.query(
          `insert into public.audit_events (company_id, entity, entity_id, action, db_role) values ($1, 'orders', 'x', 'placed', 'x')`,
          [KMFC_COMPANY_ID],
        );
      }),
    );
    expect(error?.code).toBe('42501');
  });
});
