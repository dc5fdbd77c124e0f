// Issue 17: the states that end by themselves, judged at an instant passed in, and the "until" choices.
import { describe, expect, it } from 'vitest';
import { computeIsOpen } from '../../../src/domain/is-open';
import { formatUntil } from '../../../src/domain/format';
import { busyStateAt, isClosedAt, isSoldOutAt, nextExpiry } from '../../../src/domain/until';
import { gridTimesAfter, nextOpening, restOfToday } from '../../../src/domain/until-times';

const at = (iso: string) => new Date(iso);
// Wed 2025-01-15 13:00 Amsterdam (winter time, UTC+1).
const WED_1300 = at('2025-01-15T12:00:00.000Z');
const day = (weekday: number, open: string, close: string) => ({ weekday, open_time: open, close_time: close, is_active: true });

describe('isSoldOutAt', () => {
  it('is sold out until sold_out_until, in stock from that instant on', () => {
    const product = { is_sold_out: true, sold_out_until: '2025-01-15T13:00:00.000Z' };
    expect(isSoldOutAt(product, at('2025-01-15T12:59:59.999Z'))).toBe(true);
    expect(isSoldOutAt(product, at('2025-01-15T13:00:00.000Z'))).toBe(false);
  });

  it('stays sold out without an end, and in stock when not sold out', () => {
    expect(isSoldOutAt({ is_sold_out: true, sold_out_until: null }, WED_1300)).toBe(true);
    expect(isSoldOutAt({ is_sold_out: true }, WED_1300)).toBe(true);
    expect(isSoldOutAt({ is_sold_out: false, sold_out_until: '2030-01-01T00:00:00Z' }, WED_1300)).toBe(false);
  });
});

describe('busyStateAt (as fn_busy_state)', () => {
  const company = { is_busy: true, busy_extra_minutes: 20, busy_until: '2025-01-15T12:30:00+00:00' };
  it('is busy with its minutes and end before busy_until, off with 0 minutes from it on', () => {
    expect(busyStateAt(company, WED_1300)).toEqual({ isBusy: true, extraMinutes: 20, until: company.busy_until });
    expect(busyStateAt(company, at('2025-01-15T12:30:00Z'))).toEqual({ isBusy: false, extraMinutes: 0, until: null });
  });
  it('is the spec switch when nothing more was chosen; not busy without a company', () => {
    expect(busyStateAt({ is_busy: true }, WED_1300)).toEqual({ isBusy: true, extraMinutes: 0, until: null });
    expect(busyStateAt({ is_busy: false, busy_extra_minutes: 30 }, WED_1300).isBusy).toBe(false);
    expect(busyStateAt(null, WED_1300).isBusy).toBe(false);
  });
});

describe('closure with closed_until', () => {
  const hours = [day(3, '11:00', '22:00')];
  const closed = { is_closed: true, closed_until: '2025-01-15T12:30:00.000Z' };
  it('isClosedAt is over from closed_until on', () => {
    expect(isClosedAt(closed, WED_1300)).toBe(true);
    expect(isClosedAt(closed, at('2025-01-15T12:30:00.000Z'))).toBe(false);
    expect(isClosedAt({ is_closed: true, closed_until: null }, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isClosedAt(null, WED_1300)).toBe(false);
  });
  it('computeIsOpen: shop_status before the end, closure_expired after it within the hours, the hours outside', () => {
    const input = { hours, isManuallyClosed: false, shopStatusClosed: true, shopStatusClosedUntil: closed.closed_until };
    expect(computeIsOpen({ ...input, at: WED_1300 })).toEqual({ is_open: false, source: 'shop_status' });
    expect(computeIsOpen({ ...input, at: at('2025-01-15T12:30:00Z') })).toEqual({ is_open: true, source: 'closure_expired' });
    expect(computeIsOpen({ ...input, at: at('2025-01-15T22:00:00Z') })).toEqual({ is_open: false, source: 'outside_hours' });
  });
});

describe('nextOpening ("Rest van vandaag", "Tot de volgende opening")', () => {
  const week = [day(3, '11:00', '22:00'), day(4, '16:00', '23:00'), day(5, '18:00', '02:00')];
  it('is the next business day\'s opening while open, and before today\'s opening too', () => {
    expect(nextOpening(week, WED_1300)).toEqual(at('2025-01-16T15:00:00.000Z')); // Thu 16:00
    expect(nextOpening(week, at('2025-01-15T07:00:00Z'))).toEqual(at('2025-01-16T15:00:00.000Z'));
  });
  it('after midnight inside yesterday\'s late hours it is today\'s opening; closed days are skipped', () => {
    // Sat 01:00 belongs to Friday's 18:00-02:00; Saturday is closed, the next is Wednesday 11:00.
    expect(nextOpening(week, at('2025-01-18T00:00:00Z'))).toEqual(at('2025-01-22T10:00:00.000Z'));
    const withSaturday = [...week, day(6, '12:00', '20:00')];
    expect(nextOpening(withSaturday, at('2025-01-18T00:00:00Z'))).toEqual(at('2025-01-18T11:00:00.000Z'));
  });
  it('follows the clock change (Sunday 2025-03-30 to Monday in summer time)', () => {
    expect(nextOpening([day(1, '11:00', '22:00')], at('2025-03-29T12:00:00Z'))).toEqual(at('2025-03-31T09:00:00.000Z'));
  });
  it('is null with no open day; restOfToday then ends at midnight', () => {
    expect(nextOpening([], WED_1300)).toBeNull();
    expect(restOfToday([], WED_1300)).toEqual(at('2025-01-15T23:00:00.000Z'));
  });
});

describe('choices and labels', () => {
  it('gridTimesAfter gives the next half hours', () => {
    expect(gridTimesAfter(at('2025-01-15T12:10:00Z'), 3).map((d) => d.toISOString())).toEqual([
      '2025-01-15T12:30:00.000Z', '2025-01-15T13:00:00.000Z', '2025-01-15T13:30:00.000Z',
    ]);
    expect(gridTimesAfter(at('2025-01-15T12:30:00Z'), 1)[0].toISOString()).toBe('2025-01-15T13:00:00.000Z');
  });
  it('nextExpiry is the soonest end still to come', () => {
    const now = WED_1300.getTime();
    expect(nextExpiry(['2025-01-15T13:00:00Z', null, '2025-01-15T12:30:00Z', '2025-01-15T11:00:00Z'], now))
      .toBe(Date.parse('2025-01-15T12:30:00Z'));
    expect(nextExpiry([null, undefined, '2025-01-15T11:00:00Z'], now)).toBeNull();
  });
  it('formatUntil: the time today, morgen with the time, else dd/mm with the time', () => {
    expect(formatUntil(at('2025-01-15T16:30:00Z'), WED_1300)).toBe('17:30');
    expect(formatUntil(at('2025-01-16T10:00:00Z'), WED_1300)).toBe('morgen 11:00');
    expect(formatUntil(at('2025-01-17T10:00:00Z'), WED_1300)).toBe('17/01 11:00');
  });
});
