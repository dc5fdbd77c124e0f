// Orders are kept: no role deletes an order, its lines or its cart; the app cancels only with a reason;
// anonymise_customer clears a customer's personal data and keeps every amount; staff read only their own
// company's audit events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_IDS, KMFC_COMPANY_ID, OUDE_SHOP_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  actAs,
  anonClaims,
  asClaimsRolledBack,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlErrorOf,
  staffClaims,
  type Claims,
  type Database,
  type Queryable,
} from './support';

let db: Database;
let order: { id: string; cart_id: string; customer_phone: string };
const service: Claims = { role: 'service_role' };

beforeAll(async () => {
  db = await openSeededDatabase();
  [order] = await db.query<typeof order>(
    `select id, cart_id, customer_phone from public.orders
     where status = 'created' and customer_phone is not null and cart_id is not null limit 1`,
  );
});

afterAll(async () => {
  await db?.close();
});

function as<T>(claims: Claims | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return inRolledBackTransaction(db, async (tx) => {
    if (claims) await actAs(tx, claims);
    return fn(tx);
  });
}

describe('orders are kept', () => {
  const deletes = (): [string, string][] => [
    ['orders', `delete from public.orders where id = '${order.id}'`],
    ['order_items', `delete from public.order_items where order_id = '${order.id}'`],
    ['carts', `delete from public.carts where id = '${order.cart_id}'`],
    ['cart_items', `delete from public.cart_items where cart_id = '${order.cart_id}'`],
    ['orders', `truncate public.orders cascade`],
  ];

  it('refuses the owner of the tables, with a clear error', async () => {
    for (const [table, sql] of deletes()) {
      const error = await sqlErrorOf(as(null, (tx) => tx.query(sql)));
      expect(error, sql).toMatchObject({ code: '42501', message: expect.stringContaining(`${table} are kept`) });
    }
  });

  it('refuses the service role and staff', async () => {
    for (const claims of [service, staffClaims('eigenaar')])
      for (const [, sql] of deletes())
        expect((await sqlErrorOf(as(claims, (tx) => tx.query(sql))))?.code, `${claims.role}: ${sql}`).toBe('42501');
  });
});

describe('cancel reasons', () => {
  const cancel = (claims: Claims, reason: string | null) =>
    as(claims, async (tx) => {
      await tx.query(`update public.orders set status = 'canceled', cancel_reason = $2 where id = $1`, [order.id, reason]);
      await tx.query('reset role');
      return (await tx.query<{ cancel_reason: string | null; reason: string | null }>(
        `select o.cancel_reason, e.reason from public.orders o
         join public.audit_events e on e.entity_id = o.id::text and e.action = 'canceled' where o.id = $1`,
        [order.id],
      ))[0];
    });

  it('stores the chosen reason on the order and in its event', async () => {
    expect(await cancel(staffClaims('keuken'), 'Te druk')).toEqual({ cancel_reason: 'Te druk', reason: 'Te druk' });
    const other = 'Anders: klant belde twee keer';
    expect(await cancel(staffClaims('keuken'), other)).toEqual({ cancel_reason: other, reason: other });
  });

  it('refuses the app a cancellation without a reason, or with one that is not on the list', async () => {
    for (const reason of [null, '', 'Geen zin', 'Anders: ', `Anders: ${'x'.repeat(201)}`]) {
      const error = await sqlErrorOf(cancel(staffClaims('keuken'), reason));
      expect(error, String(reason)).toMatchObject({ code: '23514', message: expect.stringContaining('needs a reason') });
    }
  });

  it('lets the web shop (service role) cancel without one', async () => {
    expect(await cancel(service, null)).toEqual({ cancel_reason: null, reason: null });
  });

  it('drops the reason when an order leaves canceled, and refuses one on another status', async () => {
    const reason = await as(staffClaims('keuken'), async (tx) => {
      await tx.query(`update public.orders set status = 'canceled', cancel_reason = 'Te druk' where id = $1`, [order.id]);
      await tx.query(`update public.orders set status = 'accepted' where id = $1`, [order.id]);
      return (await tx.query<{ cancel_reason: string | null }>(`select cancel_reason from public.orders where id = $1`, [order.id]))[0];
    });
    expect(reason).toEqual({ cancel_reason: null });
    const error = await sqlErrorOf(
      as(staffClaims('keuken'), (tx) => tx.query(`update public.orders set cancel_reason = 'Te druk' where id = $1`, [order.id])),
    );
    expect(error?.code).toBe('23514');
  });
});

describe('anonymise_customer', () => {
  it('clears the personal data of every order and cart of that phone number and keeps the amounts', async () => {
    const result = await as(staffClaims('eigenaar'), async (tx) => {
      await tx.query(`select set_config('request.headers', '{"x-device-id":"tablet-baas"}', true)`);
      await tx.query('reset role');
      const before = await tx.query<{ id: string; total_cents: number }>(
        `select id, total_cents from public.orders where public.phone_digits(customer_phone) = public.phone_digits($1) order by id`,
        [order.customer_phone],
      );
      const others = await tx.query<{ n: number }>(`select count(*)::int as n from public.orders where customer_name is not null`);
      await actAs(tx, staffClaims('eigenaar'));
      // Another way of writing the same number finds the same customer.
      const spaced = `+31 ${order.customer_phone.replace(/^0/, '').replace(/(\d{3})/g, '$1 ')}`;
      const [{ anonymise_customer: counts }] = await tx.query<{ anonymise_customer: { orders: number; carts: number } }>(
        `select public.anonymise_customer($1)`,
        [spaced],
      );
      await tx.query('reset role');
      const after = await tx.query<Record<string, unknown>>(
        `select id, total_cents, customer_name, customer_phone, customer_email, billing_address, billing_postcode,
                billing_city, billing_house_number, notes from public.orders where id = any ($1::uuid[]) order by id`,
        [before.map((row) => row.id)],
      );
      const cart = await tx.query(`select customer_phone, delivery_address from public.carts where id = $1`, [order.cart_id]);
      const left = await tx.query<{ n: number }>(`select count(*)::int as n from public.orders where customer_name is not null`);
      const events = await tx.query<{ entity: string; action: string; old: unknown; new: unknown; user_id: string; device_id: string }>(
        `select entity, action, old, new, user_id::text, device_id from public.audit_events
         where action = 'anonymised' order by at`,
      );
      return { before, counts, after, cart, others: others[0].n - left[0].n, events };
    });
    expect(result.before.length).toBeGreaterThan(0);
    expect(result.counts.orders).toBe(result.before.length);
    expect(result.others).toBe(result.before.length);
    for (const [i, row] of result.after.entries()) {
      expect(row).toMatchObject({ id: result.before[i].id, total_cents: result.before[i].total_cents, customer_name: null, customer_phone: null });
      expect(row).toMatchObject({ customer_email: null, billing_address: null, billing_postcode: null, billing_city: null, notes: null });
    }
    expect(result.cart).toEqual([{ customer_phone: null, delivery_address: null }]);
    const orderEvents = result.events.filter((event) => event.entity === 'orders');
    expect(orderEvents).toHaveLength(result.before.length);
    expect(JSON.stringify(result.events)).not.toContain(order.customer_phone);
    expect(result.events.at(-1)).toMatchObject({
      entity: 'customers',
      new: { orders: result.before.length, carts: result.counts.carts },
      user_id: AUTH_USER_IDS.eigenaar,
      device_id: 'tablet-baas',
    });
  });

  it('is for the owner only', async () => {
    for (const staff of ['manager', 'keuken'] as const) {
      const error = await sqlErrorOf(asClaimsRolledBack(db, staffClaims(staff), (tx) => tx.query(`select public.anonymise_customer('0612345678')`)));
      expect(error, staff).toMatchObject({ code: '42501', message: expect.stringContaining('owner') });
    }
    expect((await sqlErrorOf(asClaimsRolledBack(db, anonClaims, (tx) => tx.query(`select public.anonymise_customer('0612345678')`))))?.code).toBe('42501');
  });
});

describe('who reads the trail', () => {
  it("shows staff their own company's events and nothing else", async () => {
    const companies = async (claims: Claims) =>
      (await asClaimsRolledBack(db, claims, (tx) => tx.query<{ company_id: string }>(`select distinct company_id::text from public.audit_events`))).map(
        (row) => row.company_id,
      );
    // The other company has events (its seed rows), which the first company's staff never see.
    expect((await db.query(`select 1 from public.audit_events where company_id = $1`, [OUDE_SHOP_COMPANY_ID])).length).toBeGreaterThan(0);
    expect(await companies(staffClaims('keuken'))).toEqual([KMFC_COMPANY_ID]);
    expect((await sqlErrorOf(asClaimsRolledBack(db, anonClaims, (tx) => tx.query(`select * from public.audit_events`))))?.code).toBe('42501');
  });
});
