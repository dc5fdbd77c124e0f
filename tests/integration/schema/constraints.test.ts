// Values the database refuses (DESIGN section 4): order status, weekday, the 30-minute grid, whole
// non-negative cents, positive quantities and the 200-character closure reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_COMPANY_ID, TODAY_ORDER_IDS, openingHoursId, productId } from '../../fixtures/seed-ids';
import { openSeededDatabase, sqlStateAsOwner, type Database } from './support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

const CHECK_VIOLATION = '23514';
const order = TODAY_ORDER_IDS.readyDelivery;

describe('constraints', () => {
  it('rejects an unknown order status with 23514', async () => {
    expect(
      await sqlStateAsOwner(db, `update public.orders set status = 'ready_for_pickup' where id = $1`, [
        order,
      ]),
    ).toBe(CHECK_VIOLATION);
  });

  it('accepts every order status of the spec', async () => {
    for (const status of [
      'created',
      'accepted',
      'preparing',
      'ready_pickup',
      'ready_delivery',
      'picked_up',
      'out_for_delivery',
      'delivered',
      'canceled',
    ]) {
      expect(
        await sqlStateAsOwner(db, `update public.orders set status = $2 where id = $1`, [order, status]),
      ).toBeUndefined();
    }
  });

  it('rejects an unknown payment status and delivery type with 23514', async () => {
    expect(
      await sqlStateAsOwner(db, `update public.orders set payment_status = 'maybe' where id = $1`, [order]),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateAsOwner(db, `update public.orders set delivery_type = 'drone' where id = $1`, [order]),
    ).toBe(CHECK_VIOLATION);
  });

  it('rejects weekday 7 and weekday -1 with 23514', async () => {
    const insert = `insert into public.opening_hours (company_id, weekday, open_time, close_time, is_active)
                    values ($1, $2, '09:00', '17:00', true)`;
    expect(await sqlStateAsOwner(db, insert, [KMFC_COMPANY_ID, 7])).toBe(CHECK_VIOLATION);
    expect(await sqlStateAsOwner(db, insert, [KMFC_COMPANY_ID, -1])).toBe(CHECK_VIOLATION);
  });

  it('rejects a second row for the same weekday with 23505', async () => {
    expect(
      await sqlStateAsOwner(
        db,
        `insert into public.opening_hours (company_id, weekday, open_time, close_time, is_active)
         values ($1, 3, '09:00', '17:00', true)`,
        [KMFC_COMPANY_ID],
      ),
    ).toBe('23505');
  });

  it('rejects 09:15 and 09:00:30 as opening or closing time with 23514', async () => {
    const id = openingHoursId(1);
    expect(
      await sqlStateAsOwner(db, `update public.opening_hours set open_time = '09:15' where id = $1`, [id]),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateAsOwner(db, `update public.opening_hours set close_time = '21:45' where id = $1`, [id]),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateAsOwner(db, `update public.opening_hours set open_time = '09:00:30' where id = $1`, [id]),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateAsOwner(
        db,
        `update public.opening_hours set open_time = '00:00', close_time = '23:30' where id = $1`,
        [id],
      ),
    ).toBeUndefined();
  });

  it('rejects negative cents with 23514', async () => {
    for (const column of [
      'subtotal_cents',
      'delivery_fee_cents',
      'tip_cents',
      'discount_cents',
      'total_cents',
    ]) {
      expect(
        await sqlStateAsOwner(db, `update public.orders set ${column} = -1 where id = $1`, [order]),
        column,
      ).toBe(CHECK_VIOLATION);
    }
    expect(
      await sqlStateAsOwner(db, `update public.products set price_cents = -1 where id = $1`, [
        productId('101'),
      ]),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateAsOwner(db, `update public.order_items set unit_price_cents = -5 where order_id = $1`, [
        order,
      ]),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlStateAsOwner(db, `update public.shop_settings set delivery_fee_cents = -250`)).toBe(
      CHECK_VIOLATION,
    );
  });

  it('rejects fractional cents with 22P02 (money is whole cents)', async () => {
    expect(
      await sqlStateAsOwner(db, `update public.orders set tip_cents = '1.5' where id = $1`, [order]),
    ).toBe('22P02');
  });

  it('rejects a zero quantity with 23514', async () => {
    expect(
      await sqlStateAsOwner(db, `update public.order_items set qty = 0 where order_id = $1`, [order]),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlStateAsOwner(db, `update public.cart_items set qty = 0`)).toBe(CHECK_VIOLATION);
  });

  it('rejects a 201-character closure reason with 23514 and accepts 200', async () => {
    const insert = `insert into public.shop_status (company_id, is_closed, exception_note) values ($1, true, $2)`;
    expect(await sqlStateAsOwner(db, insert, [KMFC_COMPANY_ID, 'x'.repeat(201)])).toBe(CHECK_VIOLATION);
    expect(await sqlStateAsOwner(db, insert, [KMFC_COMPANY_ID, 'é'.repeat(200)])).toBeUndefined();
  });

  it('allows one shop_status and one shop_settings row per company (23505)', async () => {
    expect(
      await sqlStateAsOwner(db, `insert into public.shop_settings (company_id) values ($1)`, [
        KMFC_COMPANY_ID,
      ]),
    ).toBe('23505');
    expect(
      await sqlStateAsOwner(db, `insert into public.shop_status (company_id) values ($1), ($1)`, [
        KMFC_COMPANY_ID,
      ]),
    ).toBe('23505');
  });
});
