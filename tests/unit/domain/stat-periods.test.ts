// The Cijfers periods and what each is compared with (issue 32).
import { describe, expect, it } from 'vitest';
import { dayCount, period } from '../../../src/domain/stat-periods';

const today = '2026-11-26'; // a Thursday

describe('period', () => {
  it('compares a day with the same weekday a week earlier', () => {
    expect(period('today', today)).toEqual({ kind: 'today', from: today, to: today, before: { from: '2026-11-19', to: '2026-11-19' } });
    expect(period('yesterday', today)).toMatchObject({ from: '2026-11-25', to: '2026-11-25', before: { from: '2026-11-18', to: '2026-11-18' } });
  });

  it('takes weeks from Monday, this week to date beside as many days of the week before', () => {
    expect(period('this-week', today)).toMatchObject({ from: '2026-11-23', to: today, before: { from: '2026-11-16', to: '2026-11-19' } });
    expect(period('last-week', today)).toMatchObject({ from: '2026-11-16', to: '2026-11-22', before: { from: '2026-11-09', to: '2026-11-15' } });
    expect(period('this-week', '2026-11-29')).toMatchObject({ from: '2026-11-23', to: '2026-11-29' }); // a Sunday
  });

  it('compares this month to date with the month before, within that month', () => {
    expect(period('this-month', today)).toMatchObject({ from: '2026-11-01', to: today, before: { from: '2026-10-01', to: '2026-10-26' } });
    expect(period('this-month', '2026-03-31')).toMatchObject({ before: { from: '2026-02-01', to: '2026-02-28' } });
  });

  it('compares a chosen range with as many days right before it', () => {
    const p = period('range', today, { from: '2026-10-30', to: '2026-11-02' });
    expect(p).toMatchObject({ from: '2026-10-30', to: '2026-11-02', before: { from: '2026-10-26', to: '2026-10-29' } });
    expect(dayCount(p)).toBe(4);
  });
});
