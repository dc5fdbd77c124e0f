// Issue 32: the figures functions against a hand computation on a fixed data set (figures-data.ts):
// business days by the 05:00 end across a daylight-saving night, BTW per line with a proportional
// discount, the delivery fee at 9 %, tips outside turnover, payments that add up, cancellations per
// reason, hours and speed from the audit trail, products and option values; permissions per flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_COMPANY_ID, ROLE_IDS } from '../../fixtures/seed-ids';
import { DAY_27, DAY_28, DAY_29, MAYO, writeFigureData } from '../../fixtures/figures-data';
import { actAs, inRolledBackTransaction, openSeededDatabase, sqlErrorOf, staffClaims, type Database, type Queryable } from './support';

let db: Database;
beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(async () => {
  await db?.close();
});

type Staff = 'eigenaar' | 'manager' | 'keuken';
function withData<T>(staff: Staff, fn: (tx: Queryable) => Promise<T>, setup?: (tx: Queryable) => Promise<void>): Promise<T> {
  return inRolledBackTransaction(db, async (tx) => {
    await writeFigureData(tx);
    await setup?.(tx);
    await actAs(tx, staffClaims(staff));
    return fn(tx);
  });
}
const call = async <T>(tx: Queryable, sql: string, params: unknown[]): Promise<T> =>
  Object.values((await tx.query<Record<string, T>>(sql, params))[0])[0];
interface Money {
  [figure: string]: unknown;
  gross_cents: number; paid_online_cents: number; to_collect_cents: number; refunded_cents: number;
  turnover_incl_cents: number; turnover_excl_cents: number;
  vat_cents_by_rate: Record<number, number>; incl_cents_by_rate: Record<number, number>;
}
interface RevenueFigures {
  business_day_end: string; days: (Money & { business_date: string })[]; total: Money; cancel_reasons: unknown[];
  activity: { hours: unknown[]; [figure: string]: unknown };
}
interface ProductFigures { orders: number; products: Record<string, unknown>[]; option_values: unknown[] }
const revenue = (tx: Queryable, from: string, to: string) =>
  call<RevenueFigures>(tx, 'select public.revenue_figures($1, $2)', [from, to]);
const products = (tx: Queryable, from: string, to: string) =>
  call<ProductFigures>(tx, 'select public.product_figures($1, $2)', [from, to]);

describe('business days', () => {
  it('end at 05:00 Amsterdam time, across a daylight-saving night', async () => {
    const rows = await inRolledBackTransaction(db, (tx) => tx.query<{ d: string }>(
      `select public.business_date(t::timestamptz, '05:00')::text as d from unnest($1::text[]) t`,
      [['2026-03-28T03:59:00Z', '2026-03-28T04:00:00Z', '2026-03-29T02:59:00Z', '2026-03-29T03:00:00Z', '2026-10-25T03:59:00Z', '2026-10-25T04:00:00Z']]));
    expect(rows.map((r) => r.d)).toEqual(['2026-03-27', '2026-03-28', '2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25']);
  });

  it('follow the hour the owner sets, a whole hour up to 12:00', async () => {
    const result = await withData('eigenaar', async (tx) => {
      await tx.query(`update public.shop_settings set business_day_end = '02:00' where company_id = $1`, [KMFC_COMPANY_ID]);
      const figures = await revenue(tx, '2026-03-28', '2026-03-28');
      const bad = await sqlErrorOf(tx.query(`update public.shop_settings set business_day_end = '02:30' where company_id = $1`, [KMFC_COMPANY_ID]));
      return { figures, bad };
    });
    // With the day ending at 02:00, E (04:30 CET) and B (01:30 CET) belong to 03-28 with A; C (04:30 CEST,
    // after the skipped hour) to 03-29.
    expect(result.figures.business_day_end).toBe('02:00');
    expect(result.figures.total).toMatchObject({ orders: 3, gross_cents: 2890, canceled: 0 });
    expect(result.bad?.code).toBe('23514');
  });
});

describe('revenue_figures', () => {
  it('gives every day and the range as computed by hand', async () => {
    const f = await withData('eigenaar', (tx) => revenue(tx, '2026-03-27', '2026-03-30'));
    expect(f.days.map((d) => d.business_date)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(f.days[0]).toMatchObject(DAY_27);
    expect(f.days[1]).toMatchObject(DAY_28);
    expect(f.days[2]).toMatchObject(DAY_29);
    expect(f.days[3]).toMatchObject({ orders: 0, gross_cents: 0, average_order_cents: 0 });
    expect(f.total).toMatchObject({
      orders: 4, gross_cents: 3690, tip_cents: 50, delivery_fee_cents: 250, discount_cents: 110,
      turnover_incl_cents: 3640, turnover_excl_cents: 3233, vat_cents_by_rate: { 9: 206, 21: 201 },
      incl_cents_by_rate: { 9: 2480, 21: 1160 }, paid_online_cents: 1640, to_collect_cents: 2050,
      average_order_cents: 923, pickup: 3, delivery: 1, canceled: 1, canceled_cents: 500,
    });
    expect(f.cancel_reasons).toEqual([{ reason: 'Te druk', count: 1, cents: 500 }]);
  });

  it('adds up: payments to gross, BTW and excl to incl, days to the range', async () => {
    const f = await withData('eigenaar', (tx) => revenue(tx, '2026-03-27', '2026-03-29'));
    for (const m of [...f.days, f.total]) {
      expect(m.paid_online_cents + m.to_collect_cents + m.refunded_cents).toBe(m.gross_cents);
      expect(m.turnover_excl_cents + m.vat_cents_by_rate[9] + m.vat_cents_by_rate[21]).toBe(m.turnover_incl_cents);
      expect(m.incl_cents_by_rate[9] + m.incl_cents_by_rate[21]).toBe(m.turnover_incl_cents);
    }
    expect(f.days.reduce((sum, d) => sum + d.gross_cents, 0)).toBe(f.total.gross_cents);
  });

  it('counts orders per weekday and hour, and the speed from the audit trail', async () => {
    const f = await withData('eigenaar', (tx) => revenue(tx, '2026-03-27', '2026-03-29'));
    expect(f.activity.hours).toEqual([
      { weekday: 6, hour: 4, orders: 1 }, { weekday: 6, hour: 12, orders: 1 },
      { weekday: 7, hour: 1, orders: 1 }, { weekday: 7, hour: 5, orders: 1 },
    ]);
    expect(f.activity).toMatchObject({
      accept_median_s: 120, accept_p90_s: 264, ready_median_s: 900, ready_p90_s: 1140,
      promised: 2, on_time: 1, on_time_share: 0.5,
    });
  });

  it('refuses a bad range with a clear error', async () => {
    const backwards = await sqlErrorOf(withData('eigenaar', (tx) => revenue(tx, '2026-03-29', '2026-03-28')));
    const long = await sqlErrorOf(withData('eigenaar', (tx) => revenue(tx, '2025-01-01', '2026-03-28')));
    expect(backwards).toMatchObject({ code: '22023', message: expect.stringContaining('range of business days') });
    expect(long).toMatchObject({ code: '22023', message: expect.stringContaining('at most 366') });
  });
});

describe('product_figures', () => {
  it('lists products and option values sold, cancelled orders left out', async () => {
    const f = await withData('eigenaar', (tx) => products(tx, '2026-03-28', '2026-03-28'));
    expect(f.orders).toBe(2);
    expect(f.products.map((p) => [p.name, p.qty, p.turnover_cents])).toEqual([
      ['Friet', 2, 700], ['Burger', 1, 1000], ['Bier', 1, 400],
    ]);
    expect(f.option_values).toEqual([{ value_id: MAYO, group: 'Saus', name: 'Mayo', qty: 2, turnover_cents: 100 }]);
  });
});

describe('permissions per flag', () => {
  const onlyProducts = async (tx: Queryable) => {
    await tx.query(`update public.roles set can_view_revenue_statistics = false, can_view_product_statistics = true where id = $1`, [ROLE_IDS.manager]);
  };
  it('money needs can_view_revenue_statistics, products can_view_product_statistics', async () => {
    const keukenMoney = await sqlErrorOf(withData('keuken', (tx) => revenue(tx, '2026-03-28', '2026-03-28')));
    const keukenProducts = await sqlErrorOf(withData('keuken', (tx) => products(tx, '2026-03-28', '2026-03-28')));
    const managerMoney = await sqlErrorOf(withData('manager', (tx) => revenue(tx, '2026-03-28', '2026-03-28'), onlyProducts));
    const managerProducts = await withData('manager', (tx) => products(tx, '2026-03-28', '2026-03-28'), onlyProducts);
    expect(keukenMoney?.code).toBe('42501');
    expect(keukenProducts?.code).toBe('42501');
    expect(managerMoney).toMatchObject({ code: '42501', message: expect.stringContaining('can_view_revenue_statistics') });
    expect(managerProducts.orders).toBe(2);
  });

  it('no one calls the inner functions through the API', async () => {
    const error = await sqlErrorOf(withData('eigenaar', (tx) =>
      tx.query(`select public.figure_report($1, '2026-03-28', '2026-03-28')`, [KMFC_COMPANY_ID])));
    expect(error?.code).toBe('42501');
  });
});
