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

describe('computeIsOpen: automatically closed without a device (fn_is_open’s no_device)', () => {
  const allWeek = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open_time: '11:00', close_time: '22:00', is_active: true }));
  const at = new Date('2025-01-15T12:00:00Z'); // Wed 13:00, open by the hours
  const seen = (secondsBefore: number) => new Date(at.getTime() - secondsBefore * 1000);
  const base = { hours: allWeek, isManuallyClosed: false, shopStatusClosed: null, at };

  it('changes nothing while the setting is off', () => {
    expect(computeIsOpen({ ...base, autoCloseWithoutDevice: false, lastDeviceSeenAt: null }))
      .toEqual({ is_open: true, source: 'opening_hours' });
  });

  it('stays open with a device seen 2 minutes, or exactly 3 minutes, before', () => {
    expect(computeIsOpen({ ...base, autoCloseWithoutDevice: true, lastDeviceSeenAt: seen(120) }).is_open).toBe(true);
    expect(computeIsOpen({ ...base, autoCloseWithoutDevice: true, lastDeviceSeenAt: seen(180) }).is_open).toBe(true);
  });

  it('closes with no_device when the last device was seen 4 minutes before, or never', () => {
    expect(computeIsOpen({ ...base, autoCloseWithoutDevice: true, lastDeviceSeenAt: seen(240) }))
      .toEqual({ is_open: false, source: 'no_device' });
    expect(computeIsOpen({ ...base, autoCloseWithoutDevice: true, lastDeviceSeenAt: null }))
      .toEqual({ is_open: false, source: 'no_device' });
  });

  it('keeps the hours’ and closures’ own sources when the shop would be closed anyway', () => {
    const early = new Date('2025-01-15T05:00:00Z'); // Wed 06:00
    expect(computeIsOpen({ ...base, at: early, autoCloseWithoutDevice: true, lastDeviceSeenAt: null }))
      .toEqual({ is_open: false, source: 'outside_hours' });
    expect(computeIsOpen({ ...base, isManuallyClosed: true, autoCloseWithoutDevice: true, lastDeviceSeenAt: null }))
      .toEqual({ is_open: false, source: 'manual_closure' });
  });
});
