// Issue 17 in the database: a shop_status closure with closed_until (fn_is_open at given times,
// set_shop_status's fourth argument and what it refuses), ready minutes and promised_at, and that the
// new columns sync: who may write them, the version trigger and the realtime publication.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMFC_COMPANY_ID, TODAY_ORDER_IDS } from '../../fixtures/seed-ids';
import {
  asClaimsRolledBack,
  inRolledBackTransaction,
  openSeededDatabase,
  sqlErrorOf,
  sqlStateOf,
  staffClaims,
  type Database,
  type Queryable,
} from './support';

let db: Database;
/** Wednesday of next week at 13:00 in Amsterdam (seed hours: Wednesday and Thursday 11:00-22:00). */
let wednesday: string;

beforeAll(async () => {
  db = await openSeededDatabase();
  const [row] = await db.query<{ at: string }>(
    `select ((date_trunc('week', now() at time zone 'Europe/Amsterdam') + interval '9 days 13 hours')
             at time zone 'Europe/Amsterdam')::text as at`,
  );
  wednesday = row.at;
});

afterAll(async () => {
  await db?.close();
});

/** `wednesday` moved by an interval, as a SQL expression. */
const wed = (shift: string) => `('${wednesday}'::timestamptz + interval '${shift}')`;

async function isOpenAt(tx: Queryable, at: string): Promise<{ is_open: boolean; source: string }> {
  const [row] = await tx.query<{ is_open: boolean; source: string }>(
    `select is_open, source from public.fn_is_open(${at})`,
  );
  return row;
}

async function closeUntil(tx: Queryable, until: string | null, note: string | null = 'Ziek') {
  return tx.query<{ is_closed: boolean; exception_note: string | null; closed_until_text: string | null }>(
    `select is_closed, exception_note, closed_until::text as closed_until_text
     from public.set_shop_status(p_is_closed => true, p_exception_note => $1, p_closed_until => ${until ?? 'null'})`,
    [note],
  );
}

describe('closed until', () => {
  it('fn_is_open: closed before closed_until, then open by the hours with source closure_expired', async () => {
    const seen = await asClaimsRolledBack(db, staffClaims('manager'), async (tx) => {
      await closeUntil(tx, wed('1 hour'));
      return [
        await isOpenAt(tx, wed('0 minutes')),
        await isOpenAt(tx, wed('59 minutes 59 seconds')),
        await isOpenAt(tx, wed('1 hour')),
        await isOpenAt(tx, wed('10 hours')), // 23:00, outside the hours
        await isOpenAt(tx, wed('23 hours')), // Thursday 12:00
      ];
    });
    expect(seen).toEqual([
      { is_open: false, source: 'shop_status' },
      { is_open: false, source: 'shop_status' },
      { is_open: true, source: 'closure_expired' },
      { is_open: false, source: 'outside_hours' },
      { is_open: true, source: 'closure_expired' },
    ]);
  });

  it('fn_is_open: a closure without closed_until stays closed, and reopening returns to opening_hours', async () => {
    const seen = await asClaimsRolledBack(db, staffClaims('manager'), async (tx) => {
      await closeUntil(tx, null);
      const closed = await isOpenAt(tx, wed('30 days'));
      await tx.query(`select public.set_shop_status(p_is_closed => false, p_exception_note => null)`);
      return [closed, await isOpenAt(tx, wed('0 minutes'))];
    });
    expect(seen).toEqual([
      { is_open: false, source: 'shop_status' },
      { is_open: true, source: 'opening_hours' },
    ]);
  });

  it('set_shop_status stores closed_until with three named arguments and clears it with the spec two', async () => {
    const rows = await asClaimsRolledBack(db, staffClaims('eigenaar'), async (tx) => {
      const [until] = await closeUntil(tx, wed('2 hours 30 minutes'));
      const [expected] = await tx.query<{ t: string }>(`select ${wed('2 hours 30 minutes')}::text as t`);
      const [plain] = await tx.query<{ closed_until: string | null }>(
        `select closed_until from public.set_shop_status(true, 'Verbouwing')`,
      );
      await closeUntil(tx, wed('1 hour'));
      const [reopened] = await tx.query<{ closed_until: string | null }>(
        `select closed_until from public.set_shop_status(false, null)`,
      );
      return { until, expected: expected.t, plain, reopened };
    });
    expect(rows.until).toMatchObject({ is_closed: true, exception_note: 'Ziek', closed_until_text: rows.expected });
    expect(rows.plain.closed_until).toBeNull();
    expect(rows.reopened.closed_until).toBeNull();
  });

  it('refuses closed_until off the 30-minute grid with 23514 naming the rule', async () => {
    for (const shift of ['15 minutes', '1 minute', '1 second', '29 minutes 59.5 seconds']) {
      const error = await sqlErrorOf(asClaimsRolledBack(db, staffClaims('manager'), (tx) => closeUntil(tx, wed(shift))));
      expect(error?.code, shift).toBe('23514');
      expect(error?.message).toMatch(/shop_status_closed_until_on_the_30_minute_grid/);
    }
  });

  it('refuses closed_until at or before now() with 23514, also through the table', async () => {
    const pastHalfHour = `(to_timestamp(floor(extract(epoch from now()) / 1800) * 1800))`;
    const error = await sqlErrorOf(
      asClaimsRolledBack(db, staffClaims('manager'), (tx) => closeUntil(tx, pastHalfHour)),
    );
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/closed_until must lie in the future/);
    const direct = await sqlStateOf(
      asClaimsRolledBack(db, staffClaims('manager'), (tx) =>
        tx.query(`insert into public.shop_status (is_closed, closed_until) values (true, ${pastHalfHour} - interval '1 day')`),
      ),
    );
    expect(direct).toBe('23514');
  });

  it('keeps an until that has passed when the row changes otherwise', async () => {
    const [row] = await inRolledBackTransaction(db, async (tx) => {
      await tx.query(`alter table public.shop_status disable trigger until_rules`);
      await tx.query(
        `insert into public.shop_status (company_id, is_closed, closed_until) values ($1, true, '2025-01-15T12:00:00Z')`,
        [KMFC_COMPANY_ID],
      );
      await tx.query(`alter table public.shop_status enable trigger until_rules`);
      return tx.query(`update public.shop_status set exception_note = 'Later' returning closed_until is not null as kept`);
    });
    expect(row).toEqual({ kept: true });
  });

  it('refuses p_closed_until when opening (22023), and anyone without can_manage_settings (42501)', async () => {
    const opening = await sqlErrorOf(
      asClaimsRolledBack(db, staffClaims('manager'), (tx) =>
        tx.query(`select public.set_shop_status(p_is_closed => false, p_closed_until => ${wed('1 hour')})`),
      ),
    );
    expect(opening?.code).toBe('22023');
    expect(opening?.message).toMatch(/only allowed when closing/);
    expect(await sqlStateOf(asClaimsRolledBack(db, staffClaims('keuken'), (tx) => closeUntil(tx, wed('1 hour'))))).toBe(
      '42501',
    );
  });
});

describe('ready times', () => {
  it('defaults the ready minutes to 45 for delivery and 20 for pickup', async () => {
    const rows = await db.query(`select ready_minutes_delivery, ready_minutes_pickup from public.shop_settings`);
    expect(rows).toEqual([{ ready_minutes_delivery: 45, ready_minutes_pickup: 20 }]);
  });

  it('refuses ready minutes below 1 or over 240 with 23514 naming the rule; a manager may set 1 to 240', async () => {
    const set = (column: string, minutes: number) =>
      asClaimsRolledBack(db, staffClaims('manager'), (tx) =>
        tx.query(`update public.shop_settings set ${column} = $1 returning id`, [minutes]),
      );
    for (const column of ['ready_minutes_delivery', 'ready_minutes_pickup']) {
      for (const bad of [-5, 0, 241]) {
        const error = await sqlErrorOf(set(column, bad));
        expect(error?.code, `${column} ${bad}`).toBe('23514');
        expect(error?.message).toMatch(new RegExp(`shop_settings_${column}_from_1_to_240`));
      }
      for (const ok of [1, 240]) expect(await set(column, ok), `${column} ${ok}`).toHaveLength(1);
    }
    expect(
      await sqlStateOf(
        asClaimsRolledBack(db, staffClaims('keuken'), (tx) => tx.query(`update public.shop_settings set ready_minutes_pickup = 30`)),
      ),
    ).toBe('42501');
  });

  it('lets staff with an orders flag promise a ready time at accept, in the same conditional update', async () => {
    const [row] = await asClaimsRolledBack(db, staffClaims('keuken'), (tx) =>
      tx.query(
        `with before as (select version from public.orders where id = $1)
         update public.orders o set status = 'accepted', promised_at = now() + interval '20 minutes',
                last_mutation_id = gen_random_uuid()
         from before
         where o.id = $1 and o.status = 'created'
         returning o.status, o.promised_at - now() = interval '20 minutes' as in_20,
                   o.version = before.version + 1 as version_up`,
        [TODAY_ORDER_IDS.createdWithHtmlNote],
      ),
    );
    expect(row).toEqual({ status: 'accepted', in_20: true, version_up: true });
  });
});
