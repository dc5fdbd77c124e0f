import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  TIME_CHOICES,
  WEEKDAYS_MONDAY_FIRST,
  WEEKDAY_NAMES,
  dayOrDefault,
  isGridTime,
  toHHMM,
} from '../../../src/domain/opening-hours';

describe('opening-hours grid', () => {
  it('defaults to 09:00-17:00', () => {
    expect([DEFAULT_OPEN_TIME, DEFAULT_CLOSE_TIME]).toEqual(['09:00', '17:00']);
  });

  it('orders weekdays Monday first with Sunday (0) last, named in Dutch', () => {
    expect(WEEKDAYS_MONDAY_FIRST).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(WEEKDAYS_MONDAY_FIRST.map((w) => WEEKDAY_NAMES[w])).toEqual([
      'Maandag',
      'Dinsdag',
      'Woensdag',
      'Donderdag',
      'Vrijdag',
      'Zaterdag',
      'Zondag',
    ]);
  });

  it('offers 48 times every 30 minutes from 00:00 to 23:30', () => {
    expect(TIME_CHOICES).toHaveLength(48);
    expect(TIME_CHOICES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(TIME_CHOICES.at(-1)).toBe('23:30');
    expect(new Set(TIME_CHOICES).size).toBe(48);
  });

  it('cuts database times to HH:MM and leaves unreadable text alone', () => {
    expect(toHHMM('09:00:00')).toBe('09:00');
    expect(toHHMM('17:30')).toBe('17:30');
    expect(toHHMM('9:00')).toBe('09:00');
    expect(toHHMM('later')).toBe('later');
  });

  it('accepts only times on the 30-minute grid', () => {
    expect(isGridTime('09:30')).toBe(true);
    expect(isGridTime('23:30:00')).toBe(true);
    expect(isGridTime('09:15')).toBe(false);
    expect(isGridTime('24:00')).toBe(false);
    expect(isGridTime('09:30:15')).toBe(false);
    expect(isGridTime('9:30')).toBe(false);
  });
});

describe('dayOrDefault', () => {
  const rows = [{ weekday: 1, open_time: '11:00:00', close_time: '22:30:00', is_active: true }];

  it('returns the existing record with HH:MM times', () => {
    expect(dayOrDefault(rows, 1)).toEqual({
      weekday: 1,
      open_time: '11:00',
      close_time: '22:30',
      is_active: true,
      exists: true,
    });
  });

  it('shows a missing weekday as closed 09:00-17:00 without a record', () => {
    expect(dayOrDefault(rows, 0)).toEqual({
      weekday: 0,
      open_time: '09:00',
      close_time: '17:00',
      is_active: false,
      exists: false,
    });
  });
});
