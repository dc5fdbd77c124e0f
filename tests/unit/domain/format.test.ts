import { describe, expect, it } from 'vitest';
import {
  expectedTime,
  formatDateTime,
  formatEuro,
  formatOrderTime,
  formatTime,
  orderNumber,
} from '../../../src/domain/format';

/** Intl separates the euro sign with a non-breaking space; compare with plain spaces. */
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuro', () => {
  it('shows cents as nl-NL euro with a decimal comma', () => {
    expect(plain(formatEuro(1250))).toBe('€ 12,50');
    expect(plain(formatEuro(0))).toBe('€ 0,00');
    expect(plain(formatEuro(5))).toBe('€ 0,05');
  });

  it('groups thousands with a dot', () => {
    expect(plain(formatEuro(123456))).toBe('€ 1.234,56');
  });
});

describe('orderNumber', () => {
  it("is '#' plus the last 8 characters of the id, uppercase", () => {
    expect(orderNumber('3f2b9c1e-0d4a-4e6b-9a7c-12ab34cd56ef')).toBe('#34CD56EF');
  });

  it('uses the whole id when it is shorter than 8 characters', () => {
    expect(orderNumber('ab12')).toBe('#AB12');
  });
});

describe('formatOrderTime', () => {
  const now = new Date('2025-01-15T12:00:00Z'); // Wed 13:00 Amsterdam

  it("says 'Vandaag' for the same Amsterdam day", () => {
    expect(formatOrderTime(new Date('2025-01-15T17:45:00Z'), now)).toBe('Vandaag 18:45');
    expect(formatOrderTime(new Date('2025-01-14T23:05:00Z'), now)).toBe('Vandaag 00:05');
  });

  it("says 'Morgen' for the next Amsterdam day, even when UTC is still today", () => {
    expect(formatOrderTime(new Date('2025-01-15T23:30:00Z'), now)).toBe('Morgen 00:30');
  });

  it("shows 'dd/mm HH:MM' for other days, including yesterday", () => {
    expect(formatOrderTime(new Date('2025-01-14T18:00:00Z'), now)).toBe('14/01 19:00');
    expect(formatOrderTime(new Date('2025-01-17T10:00:00Z'), now)).toBe('17/01 11:00');
  });

  it("shows the day after tomorrow as 'dd/mm HH:MM', like the spec's '27/11 18:30'", () => {
    const tue = new Date('2026-11-24T12:00:00Z'); // Tue 13:00 Amsterdam
    expect(formatOrderTime(new Date('2026-11-25T17:30:00Z'), tue)).toBe('Morgen 18:30');
    expect(formatOrderTime(new Date('2026-11-26T17:30:00Z'), tue)).toBe('26/11 18:30');
    expect(formatOrderTime(new Date('2026-11-27T17:30:00Z'), tue)).toBe('27/11 18:30');
  });

  it("shows 'dd/mm' by the Amsterdam day when UTC is still the day before", () => {
    // 2025-01-16 23:30 UTC is Fri 17/01 00:30 in Amsterdam: the day after tomorrow, not tomorrow.
    expect(formatOrderTime(new Date('2025-01-16T23:30:00Z'), now)).toBe('17/01 00:30');
  });

  it('uses summer time across the DST start', () => {
    const sat = new Date('2025-03-29T12:00:00Z');
    expect(formatOrderTime(new Date('2025-03-30T10:00:00Z'), sat)).toBe('Morgen 12:00');
  });

  it('treats the 25-hour DST end day as one day', () => {
    const earlyMorning = new Date('2025-10-25T22:30:00Z'); // Sun 00:30 CEST
    expect(formatOrderTime(new Date('2025-10-26T22:30:00Z'), earlyMorning)).toBe('Vandaag 23:30');
    expect(formatOrderTime(new Date('2025-10-26T23:00:00Z'), earlyMorning)).toBe('Morgen 00:00');
  });
});

describe('formatDateTime and formatTime', () => {
  it("shows 'dd-mm-yyyy HH:MM' in Amsterdam time", () => {
    expect(formatDateTime(new Date('2024-12-31T23:05:00Z'))).toBe('01-01-2025 00:05');
    expect(formatDateTime(new Date('2025-07-16T09:30:00Z'))).toBe('16-07-2025 11:30');
  });

  it("shows 'HH:MM' in Amsterdam time", () => {
    expect(formatTime(new Date('2025-07-16T09:05:00Z'))).toBe('11:05');
  });
});

describe('expectedTime', () => {
  const placed_at = '2025-01-15T12:00:00Z';

  it('is placed_at plus one hour for ASAP orders, ignoring any delivery_time', () => {
    expect(
      expectedTime({ is_asap: true, placed_at, delivery_time: '2025-01-15T18:00:00Z' }).toISOString(),
    ).toBe('2025-01-15T13:00:00.000Z');
  });

  it('is the chosen delivery_time for scheduled orders', () => {
    expect(
      expectedTime({ is_asap: false, placed_at, delivery_time: '2025-01-15T18:00:00+01:00' }).toISOString(),
    ).toBe('2025-01-15T17:00:00.000Z');
  });

  it('falls back to placed_at plus one hour when delivery_time is missing or unreadable', () => {
    expect(expectedTime({ is_asap: false, placed_at, delivery_time: null }).toISOString()).toBe(
      '2025-01-15T13:00:00.000Z',
    );
    expect(expectedTime({ is_asap: false, placed_at, delivery_time: 'soon' }).toISOString()).toBe(
      '2025-01-15T13:00:00.000Z',
    );
  });
});
