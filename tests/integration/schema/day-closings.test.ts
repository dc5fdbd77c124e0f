// Issue 32: the dagafsluiting. close_day stores a business day's totals once, numbered without gaps
// (also when two devices close at the same moment), refuses a day with open orders (listing them), a
// day not started and callers without both flags; no role changes or deletes a closing; day_report
// (the X-rapport) gives the same totals at any moment without storing them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_IDS, KMFC_COMPANY_ID, ROLE_IDS } from '../../fixtures/seed-ids';
import { DAY_27, DAY_28, ORDER, writeFigureData } from '../../fixtures/figures-data';
import { actAs, inRolledBackTransaction, openSeededDatabase, staffClaims, type Claims, type Database } from './support';

let db: Database;
beforeAll(async () => {
  db = await openSeededDatabase();
  await db.transaction((tx) => writeFigureData(tx));
});
afterAll(async () => {
  await db?.close();
});

interface Failure { code?: string; message: string; hint?: string; detail?: string }
interface Report { business_date: string; totals: Record<string, unknown>; open_orders: string[]; closing: unknown }
type Closing = { number: number; business_date: string; totals: Record<string, unknown>; closed_by: string; device_id: string | null };

async function closeDay(date: string, claims: Claims = staffClaims('eigenaar'), device = 'tablet-1'): Promise<Closing | Failure> {
  try {
    return await db.asClaims(claims, async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-device-id': device })]);
      const [row] = await tx.query<Closing>(
        `select number, business_date::text, totals, closed_by, device_id from public.close_day($1)`, [date]);
      return row;
    });
  } catch (error) {
    const { code, message, hint, detail } = error as Failure;
    return { code, message, hint, detail };
  }
}
const report = (date: string) => db.asClaims(staffClaims('eigenaar'), async (tx) =>
  (await tx.query<{ r: Report }>('select public.day_report($1) as r', [date]))[0].r);

describe('close_day', () => {
  it('refuses a day with open orders, naming them', async () => {
    const result = await closeDay('2026-03-29');
    expect(result).toMatchObject({ code: '55000', hint: 'day_has_open_orders', message: expect.stringContaining('1 open order') });
    expect(JSON.parse((result as Failure).detail!)).toEqual([ORDER.D]);
  });

  it('closes a day once, as number 1, with its totals, who and which device', async () => {
    const first = await closeDay('2026-03-27');
    expect(first).toMatchObject({ number: 1, business_date: '2026-03-27', closed_by: AUTH_USER_IDS.eigenaar, device_id: 'tablet-1' });
    expect((first as Closing).totals).toMatchObject({ ...DAY_27, business_date: '2026-03-27', business_day_end: '05:00' });
    expect(await closeDay('2026-03-27', staffClaims('eigenaar'), 'tablet-2'))
      .toMatchObject({ code: '23505', hint: 'day_closed', message: expect.stringContaining('already closed (Z-rapport 1)') });
  });

  it('numbers closings made at the same moment without gaps, and closes a day only once', async () => {
    const results = await Promise.all([closeDay('2026-03-28'), closeDay('2026-03-28', staffClaims('eigenaar'), 'tablet-2'), closeDay('2026-03-26')]);
    const closed = results.filter((r): r is Closing => 'number' in r);
    expect(closed.map((c) => c.number).sort()).toEqual([2, 3]);
    expect(results.filter((r) => 'code' in r && r.code === '23505')).toHaveLength(1);
    expect(closed.find((c) => c.business_date === '2026-03-28')?.totals).toMatchObject({
      ...DAY_28, cancel_reasons: [{ reason: 'Te druk', count: 1, cents: 500 }] });
    expect(closed.find((c) => c.business_date === '2026-03-26')?.totals).toMatchObject({ orders: 0, gross_cents: 0 });
  });

  it('refuses a day that has not started, and callers without both flags', async () => {
    expect(await closeDay('2099-01-01')).toMatchObject({ code: '22023', hint: 'day_not_started' });
    expect(await closeDay('2026-03-25', staffClaims('manager'))).toMatchObject({ code: '42501' });
    expect(await closeDay('2026-03-25', staffClaims('keuken'))).toMatchObject({ code: '42501' });
    // The revenue flag alone is not enough.
    await db.query(`update public.roles set can_view_revenue_statistics = true, can_manage_settings = false where id = $1`, [ROLE_IDS.manager]);
    try {
      expect(await closeDay('2026-03-25', staffClaims('manager'))).toMatchObject({ code: '42501', message: expect.stringContaining('can_manage_settings') });
    } finally {
      await db.query(`update public.roles set can_view_revenue_statistics = false, can_manage_settings = true where id = $1`, [ROLE_IDS.manager]);
    }
  });

  it('keeps every closing as it is: no role changes or deletes one', async () => {
    const attempts = ['update public.day_closings set totals = \'{}\'', 'delete from public.day_closings', 'truncate public.day_closings'];
    for (const claims of [null, { role: 'service_role' } as Claims, staffClaims('eigenaar')]) {
      for (const sql of attempts) {
        const code = await inRolledBackTransaction(db, async (tx) => {
          if (claims) await actAs(tx, claims);
          return tx.query(sql).then(() => 'ok', (error: { code?: string }) => error.code);
        });
        expect(code, `${claims?.role ?? 'owner'}: ${sql}`).toBe('42501');
      }
    }
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from public.day_closings where company_id = $1', [KMFC_COMPANY_ID]);
    expect(n).toBe(3);
  });

  it('shows closings only to staff who may see money', async () => {
    const seen = (staff: 'eigenaar' | 'keuken') => db.asClaims(staffClaims(staff), (tx) =>
      tx.query<{ number: number }>('select number from public.day_closings order by number'));
    expect((await seen('eigenaar')).map((r) => r.number)).toEqual([1, 2, 3]);
    expect(await seen('keuken')).toEqual([]);
  });
});

describe('day_report (X-rapport)', () => {
  it('gives the totals so far, the open orders and the closing when there is one', async () => {
    const open = await report('2026-03-29');
    expect(open).toMatchObject({ business_date: '2026-03-29', open_orders: [ORDER.D], closing: null });
    expect(open.totals).toMatchObject({ orders: 1, gross_cents: 800 });
    const closed = await report('2026-03-28');
    expect(closed.totals).toMatchObject(DAY_28);
    expect(closed.closing).toMatchObject({ business_date: '2026-03-28' });
  });
});
