import { describe, expect, it } from 'vitest';
import { getMeta } from '../../../src/db/meta';
import { InvalidTimeError, openingWeek, setDayOpen, setDayTime } from '../../../src/db/opening-hours';
import { NotSignedInError } from '../../../src/db/outbox';
import { COMPANY_ID, makeOpeningHours } from '../../fixtures/rows';
import { allEntries, expectOneTransaction, seed, signIn, T0, track, useTestDb } from './harness';

const t = useTestDb();

describe('setDayOpen', () => {
  it('updates is_active of an existing weekday with one upsert entry in the same transaction', async () => {
    await signIn(t.db);
    const monday = makeOpeningHours({ weekday: 1, is_active: true });
    await seed(t.db, 'opening_hours', monday);

    const { writes } = await track(t, () => setDayOpen(1, false, t.db));

    expectOneTransaction(writes, ['opening_hours', 'outbox']);
    expect(await t.db.opening_hours.get(monday.id)).toEqual({ ...monday, is_active: false });
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'opening_hours', key: 'opening_hours:1', row_id: monday.id, kind: 'upsert', action: 'dayOpen',
      payload: { weekday: 1, is_active: false }, expected: null,
    });
  });

  it('creates a local row with the defaults 09:00-17:00 for a missing weekday, keyed opening_hours:<weekday>', async () => {
    await signIn(t.db);

    const { writes } = await track(t, () => setDayOpen(3, true, t.db));

    expectOneTransaction(writes, ['opening_hours', 'outbox']);
    const rows = await t.db.opening_hours.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      weekday: 3, open_time: '09:00', close_time: '17:00', is_active: true, company_id: COMPANY_ID,
      created_at: new Date(T0).toISOString(), version: 0, deleted_at: null,
    });
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      key: 'opening_hours:3', row_id: rows[0].id, kind: 'upsert',
      payload: { id: rows[0].id, weekday: 3, open_time: '09:00', close_time: '17:00', is_active: true },
    });
  });

  it('creates a closed local row when a missing weekday is switched off', async () => {
    await signIn(t.db);
    await setDayOpen(0, false, t.db);
    expect(await t.db.opening_hours.toArray()).toMatchObject([{ weekday: 0, is_active: false }]);
  });

  it('marks the open-state inputs as changed', async () => {
    await signIn(t.db);
    t.clock.advance(7_000);
    await setDayOpen(2, true, t.db);
    expect(await getMeta(t.db, 'open_inputs_changed_at')).toBe(T0 + 7_000);
  });

  it('rejects a weekday outside 0..6 and writes nothing', async () => {
    await signIn(t.db);
    await expect(setDayOpen(7, true, t.db)).rejects.toBeInstanceOf(RangeError);
    expect(await t.db.opening_hours.count()).toBe(0);
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('throws NotSignedInError without a session and creates no row', async () => {
    await expect(setDayOpen(3, true, t.db)).rejects.toBeInstanceOf(NotSignedInError);
    expect(await t.db.opening_hours.count()).toBe(0);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('setDayTime', () => {
  it('updates the open time of an existing weekday', async () => {
    await signIn(t.db);
    const friday = makeOpeningHours({ weekday: 5 });
    await seed(t.db, 'opening_hours', friday);

    const { writes } = await track(t, () => setDayTime(5, 'open', '11:30', t.db));

    expectOneTransaction(writes, ['opening_hours', 'outbox']);
    expect(await t.db.opening_hours.get(friday.id)).toMatchObject({ open_time: '11:30', close_time: '17:00:00' });
    expect((await allEntries(t.db))[0]).toMatchObject({
      key: 'opening_hours:5', row_id: friday.id, action: 'dayTime', payload: { weekday: 5, open_time: '11:30' },
    });
  });

  it('creates a missing weekday open, with the other time defaulted', async () => {
    await signIn(t.db);

    await setDayTime(6, 'close', '22:00', t.db);

    const rows = await t.db.opening_hours.toArray();
    expect(rows).toMatchObject([{ weekday: 6, is_active: true, open_time: '09:00', close_time: '22:00' }]);
    expect((await allEntries(t.db))[0].payload).toMatchObject({
      weekday: 6, is_active: true, open_time: '09:00', close_time: '22:00',
    });
  });

  it('accepts a grid time with zero seconds and stores it as HH:MM', async () => {
    await signIn(t.db);
    await setDayTime(1, 'open', '10:00:00', t.db);
    expect(await t.db.opening_hours.toArray()).toMatchObject([{ open_time: '10:00' }]);
  });

  for (const time of ['10:15', '9:00', '24:00', '10:00:30', 'tien uur']) {
    it(`rejects the off-grid time '${time}' with InvalidTimeError and writes nothing`, async () => {
      await signIn(t.db);
      const monday = makeOpeningHours({ weekday: 1 });
      await seed(t.db, 'opening_hours', monday);

      const { writes } = await track(t, async () => {
        await expect(setDayTime(1, 'open', time, t.db)).rejects.toBeInstanceOf(InvalidTimeError);
      });

      expect(writes).toEqual([]);
      expect(await t.db.opening_hours.get(monday.id)).toEqual(monday);
      expect(await t.db.outbox.count()).toBe(0);
    });
  }

  it('merges an open toggle and time changes of one weekday while unsent', async () => {
    await signIn(t.db);

    await setDayOpen(4, true, t.db);
    await setDayTime(4, 'open', '12:00', t.db);
    await setDayTime(4, 'close', '23:30', t.db);

    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    const [row] = await t.db.opening_hours.toArray();
    expect(entries[0]).toMatchObject({
      row_id: row.id, action: 'dayTime',
      payload: { id: row.id, weekday: 4, is_active: true, open_time: '12:00', close_time: '23:30' },
    });
    expect(row).toMatchObject({ is_active: true, open_time: '12:00', close_time: '23:30' });
  });

  it('throws NotSignedInError without a session', async () => {
    await expect(setDayTime(1, 'open', '10:00', t.db)).rejects.toBeInstanceOf(NotSignedInError);
    expect(await t.db.opening_hours.count()).toBe(0);
  });
});

describe('openingWeek', () => {
  it('lists Monday to Sunday with the defaults (closed, 09:00-17:00) for missing weekdays', async () => {
    const week = await openingWeek(t.db);

    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    for (const day of week) {
      expect(day).toEqual({
        weekday: day.weekday, open_time: '09:00', close_time: '17:00', is_active: false, exists: false, id: null,
      });
    }
  });

  it('shows stored weekdays with times as HH:MM and their ids', async () => {
    const sunday = makeOpeningHours({ weekday: 0, open_time: '12:00:00', close_time: '21:30:00', is_active: true });
    const tuesday = makeOpeningHours({ weekday: 2, open_time: '16:00:00', close_time: '02:00:00', is_active: false });
    await seed(t.db, 'opening_hours', sunday, tuesday);

    const week = await openingWeek(t.db);

    expect(week[6]).toEqual({
      weekday: 0, open_time: '12:00', close_time: '21:30', is_active: true, exists: true, id: sunday.id,
    });
    expect(week[1]).toEqual({
      weekday: 2, open_time: '16:00', close_time: '02:00', is_active: false, exists: true, id: tuesday.id,
    });
    expect(week.filter((day) => day.exists)).toHaveLength(2);
  });
});
