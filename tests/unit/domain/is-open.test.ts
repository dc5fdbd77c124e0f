import { describe, expect, it } from 'vitest';
import { computeIsOpen, timeToSeconds } from '../../../src/domain/is-open';
import { isOpenCases } from '../../fixtures/is-open-cases';

describe('computeIsOpen: the cases shared with fn_is_open()', () => {
  it('runs the whole shared list (at least the 30 cases of the brief)', () => {
    expect(isOpenCases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(isOpenCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = computeIsOpen({
      hours: c.hours,
      isManuallyClosed: c.is_manually_closed,
      shopStatusClosed: c.shop_status_is_closed,
      at: new Date(c.at),
    });
    expect(result).toEqual(c.expected);
  });
});

describe('computeIsOpen: database time format', () => {
  const wed = { weekday: 3, open_time: '11:00:00', close_time: '22:00:00', is_active: true };

  it("reads 'HH:MM:SS' times as the database returns them", () => {
    const at = new Date('2025-01-15T12:00:00Z'); // Wed 13:00
    expect(computeIsOpen({ hours: [wed], isManuallyClosed: false, shopStatusClosed: null, at })).toEqual({
      is_open: true,
      source: 'opening_hours',
    });
  });

  it('is closed one second before open time and open at close time minus one second', () => {
    const base = { hours: [wed], isManuallyClosed: false, shopStatusClosed: null };
    expect(computeIsOpen({ ...base, at: new Date('2025-01-15T09:59:59Z') }).is_open).toBe(false);
    expect(computeIsOpen({ ...base, at: new Date('2025-01-15T20:59:59Z') }).is_open).toBe(true);
  });

  it('ignores an inactive duplicate row for the same weekday', () => {
    const at = new Date('2025-01-15T12:00:00Z');
    const hours = [{ ...wed, is_active: false }, wed];
    expect(computeIsOpen({ hours, isManuallyClosed: false, shopStatusClosed: false, at }).is_open).toBe(true);
  });
});

describe('timeToSeconds', () => {
  it('parses HH:MM and HH:MM:SS, and rejects garbage', () => {
    expect(timeToSeconds('09:30')).toBe(9 * 3600 + 30 * 60);
    expect(timeToSeconds('23:59:59')).toBe(86_399);
    expect(timeToSeconds('nine')).toBeNaN();
  });
});
