import { describe, expect, it } from 'vitest';
import {
  addAmsterdamDays,
  amsterdamMidnight,
  amsterdamOffsetMs,
  amsterdamParts,
  isSameAmsterdamDay,
  startOfAmsterdamDay,
} from '../../../src/domain/amsterdam-time';

const HOUR = 3_600_000;
const d = (iso: string): Date => new Date(iso);

describe('amsterdamParts', () => {
  it('reads winter time as UTC+1', () => {
    expect(amsterdamParts(d('2025-01-15T12:34:56Z'))).toEqual({
      year: 2025,
      month: 1,
      day: 15,
      weekday: 3,
      hour: 13,
      minute: 34,
      second: 56,
    });
  });

  it('reads summer time as UTC+2', () => {
    expect(amsterdamParts(d('2025-07-16T09:30:00Z'))).toMatchObject({ day: 16, hour: 11, minute: 30 });
  });

  it('rolls the date and weekday over at Amsterdam midnight, not UTC midnight', () => {
    expect(amsterdamParts(d('2025-01-18T23:30:00Z'))).toMatchObject({
      day: 19,
      weekday: 0,
      hour: 0,
      minute: 30,
    });
    expect(amsterdamParts(d('2024-12-31T23:00:00Z'))).toMatchObject({
      year: 2025,
      month: 1,
      day: 1,
      hour: 0,
    });
  });

  it('reports midnight as hour 0, never 24', () => {
    expect(amsterdamParts(d('2025-01-14T23:00:00Z')).hour).toBe(0);
  });

  it('jumps from 01:59 CET to 03:00 CEST when summer time starts', () => {
    expect(amsterdamParts(d('2025-03-30T00:59:00Z'))).toMatchObject({ hour: 1, minute: 59 });
    expect(amsterdamParts(d('2025-03-30T01:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
  });

  it('shows 02:30 twice when summer time ends', () => {
    expect(amsterdamParts(d('2025-10-26T00:30:00Z'))).toMatchObject({ hour: 2, minute: 30 });
    expect(amsterdamParts(d('2025-10-26T01:30:00Z'))).toMatchObject({ hour: 2, minute: 30 });
  });

  it('gives the offset from UTC at the instant', () => {
    expect(amsterdamOffsetMs(d('2025-01-15T12:00:00.750Z'))).toBe(HOUR);
    expect(amsterdamOffsetMs(d('2025-07-16T12:00:00Z'))).toBe(2 * HOUR);
  });
});

describe('startOfAmsterdamDay', () => {
  it('is 23:00 UTC the day before in winter', () => {
    expect(startOfAmsterdamDay(d('2025-01-15T12:00:00Z')).toISOString()).toBe('2025-01-14T23:00:00.000Z');
  });

  it('is 22:00 UTC the day before in summer', () => {
    expect(startOfAmsterdamDay(d('2025-07-16T21:59:00Z')).toISOString()).toBe('2025-07-15T22:00:00.000Z');
  });

  it('keeps a just-after-midnight instant on its own Amsterdam day', () => {
    expect(startOfAmsterdamDay(d('2025-07-15T22:00:00Z')).toISOString()).toBe('2025-07-15T22:00:00.000Z');
    expect(startOfAmsterdamDay(d('2025-07-15T21:59:59Z')).toISOString()).toBe('2025-07-14T22:00:00.000Z');
  });

  it('on the DST start day (2025-03-30) is midnight CET, before and after the switch', () => {
    for (const at of ['2025-03-30T00:30:00Z', '2025-03-30T01:30:00Z', '2025-03-30T21:59:00Z']) {
      expect(startOfAmsterdamDay(d(at)).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    }
  });

  it('on the DST end day (2025-10-26) is midnight CEST, before and after the switch', () => {
    for (const at of ['2025-10-26T00:30:00Z', '2025-10-26T01:30:00Z', '2025-10-26T22:59:00Z']) {
      expect(startOfAmsterdamDay(d(at)).toISOString()).toBe('2025-10-25T22:00:00.000Z');
    }
  });

  it('makes the DST start day 23 hours and the DST end day 25 hours long', () => {
    const spring =
      addAmsterdamDays(d('2025-03-30T12:00:00Z'), 1).getTime() -
      startOfAmsterdamDay(d('2025-03-30T12:00:00Z')).getTime();
    const autumn =
      addAmsterdamDays(d('2025-10-26T12:00:00Z'), 1).getTime() -
      startOfAmsterdamDay(d('2025-10-26T12:00:00Z')).getTime();
    expect(spring).toBe(23 * HOUR);
    expect(autumn).toBe(25 * HOUR);
  });
});

describe('addAmsterdamDays and amsterdamMidnight', () => {
  it('gives the start of the next and previous Amsterdam day', () => {
    const at = d('2025-01-15T12:00:00Z');
    expect(addAmsterdamDays(at, 1).toISOString()).toBe('2025-01-15T23:00:00.000Z');
    expect(addAmsterdamDays(at, -1).toISOString()).toBe('2025-01-13T23:00:00.000Z');
    expect(addAmsterdamDays(at, 0).toISOString()).toBe('2025-01-14T23:00:00.000Z');
  });

  it('crosses a DST switch by calendar days, not by 24-hour steps', () => {
    expect(addAmsterdamDays(d('2025-03-29T12:00:00Z'), 2).toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(addAmsterdamDays(d('2025-10-25T12:00:00Z'), 2).toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });

  it('crosses month and year ends', () => {
    expect(addAmsterdamDays(d('2025-12-31T12:00:00Z'), 1).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(amsterdamMidnight(2025, 2, 29).toISOString()).toBe('2025-02-28T23:00:00.000Z'); // = 1 March
  });

  it('compares Amsterdam calendar days', () => {
    expect(isSameAmsterdamDay(d('2025-01-14T23:00:00Z'), d('2025-01-15T22:59:00Z'))).toBe(true);
    expect(isSameAmsterdamDay(d('2025-01-14T22:59:00Z'), d('2025-01-14T23:00:00Z'))).toBe(false);
  });
});
