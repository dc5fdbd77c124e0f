// Issue 17: the due time of an order (promised, else expected), the queue order and the countdown.
import { describe, expect, it } from 'vitest';
import {
  compareDue, countdown, defaultReadyMinutes, delayedDue, dueOf, waitedMinutes,
} from '../../../src/domain/due';

const NOW = new Date('2025-01-15T12:00:00.000Z');
const order = (id: string, placed: string, promised: string | null = null) =>
  ({ id, placed_at: placed, is_asap: true, delivery_time: null, promised_at: promised });

describe('dueOf', () => {
  it('is the promised time when there is one, else the expected time (placed + 1 h for ASAP)', () => {
    expect(dueOf(order('a', '2025-01-15T11:30:00.000Z', '2025-01-15T11:50:00+00:00'))).toEqual({
      at: new Date('2025-01-15T11:50:00.000Z'), promised: true,
    });
    expect(dueOf(order('a', '2025-01-15T11:30:00.000Z'))).toEqual({ at: new Date('2025-01-15T12:30:00.000Z'), promised: false });
    expect(dueOf({ ...order('a', '2025-01-15T11:30:00.000Z'), is_asap: false, delivery_time: '2025-01-15T17:00:00Z' }).at)
      .toEqual(new Date('2025-01-15T17:00:00Z'));
  });
});

describe('compareDue', () => {
  it('puts the soonest due first, whether promised or expected; ties by placed_at then id', () => {
    const late = order('late', '2025-01-15T11:00:00.000Z', '2025-01-15T12:40:00.000Z');
    const expected = order('expected', '2025-01-15T11:20:00.000Z'); // due 12:20
    const soon = order('soon', '2025-01-15T11:55:00.000Z', '2025-01-15T12:05:00.000Z');
    const tieB = order('b', '2025-01-15T11:00:00.000Z', '2025-01-15T12:40:00.000Z');
    expect([late, expected, soon, tieB].sort(compareDue).map((o) => o.id)).toEqual(['soon', 'expected', 'b', 'late']);
  });
});

describe('countdown', () => {
  const due = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
  it('is calm at 10 minutes left, soon at 4 and at 5, late at 3 minutes past', () => {
    expect(countdown(due(10), NOW)).toEqual({ urgency: 'calm', minutes: 10 });
    expect(countdown(due(5), NOW)).toEqual({ urgency: 'soon', minutes: 5 });
    expect(countdown(due(4), NOW)).toEqual({ urgency: 'soon', minutes: 4 });
    expect(countdown(due(0), NOW)).toEqual({ urgency: 'soon', minutes: 0 });
    expect(countdown(due(-3), NOW)).toEqual({ urgency: 'late', minutes: 3 });
  });
  it('rounds minutes left up and minutes late down', () => {
    expect(countdown(new Date(NOW.getTime() + 5 * 60_000 + 1), NOW)).toEqual({ urgency: 'calm', minutes: 6 });
    expect(countdown(new Date(NOW.getTime() - 59_000), NOW)).toEqual({ urgency: 'late', minutes: 0 });
  });
});

describe('ready time and delay', () => {
  it('defaults per delivery type plus the busy minutes; the server defaults when settings lack them', () => {
    const settings = { ready_minutes_delivery: 40, ready_minutes_pickup: 15 };
    expect(defaultReadyMinutes(settings, true, 0)).toBe(40);
    expect(defaultReadyMinutes(settings, false, 20)).toBe(35);
    expect(defaultReadyMinutes(null, true, 0)).toBe(45);
    expect(defaultReadyMinutes({}, false, 10)).toBe(30);
  });
  it('delays from the promised time, else from the expected time', () => {
    expect(delayedDue(order('a', '2025-01-15T11:30:00.000Z', '2025-01-15T12:20:00.000Z'), 10).toISOString())
      .toBe('2025-01-15T12:30:00.000Z');
    expect(delayedDue(order('a', '2025-01-15T11:30:00.000Z'), 5).toISOString()).toBe('2025-01-15T12:35:00.000Z');
  });
  it('waitedMinutes counts whole minutes since placing, never below zero', () => {
    expect(waitedMinutes('2025-01-15T11:55:30.000Z', NOW)).toBe(4);
    expect(waitedMinutes('2025-01-15T12:01:00.000Z', NOW)).toBe(0);
  });
});
