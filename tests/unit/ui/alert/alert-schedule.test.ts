// The order alert's timing (spec section 9, DESIGN section 7): at once for a new order, then every 5 s
// while created orders exist; silent when inactive or at zero.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_REPEAT_MS, createAlertSchedule } from '../../../../src/ui/alert/alert-schedule';

/** n waiting orders: a1 ... an. */
const ids = (n: number, prefix = 'a'): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('alert schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const play = vi.fn();
    const schedule = createAlertSchedule({
      play,
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
    });
    return { play, schedule };
  };

  it('rings within 1 s for a new order while the count stays equal (one accepted elsewhere), and restarts the 5 s', () => {
    const { play, schedule } = setup();
    schedule.update(['a1', 'a2'], true);
    vi.advanceTimersByTime(1000);
    // Another device accepted a1 as b1 came in: still two waiting, but b1 is new.
    schedule.update(['a2', 'b1'], true);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(4999);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('does not ring extra when the same orders are read again, or one comes back to created', () => {
    const { play, schedule } = setup();
    schedule.update(['a1', 'a2'], true);
    schedule.update(['a2', 'a1'], true);
    schedule.update(['a2'], true);
    schedule.update(['a1', 'a2'], true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('ringFor (a pushed order) sounds at once and restarts the cycle, only while active', () => {
    const { play, schedule } = setup();
    schedule.ringFor('p0');
    expect(play).not.toHaveBeenCalled();
    schedule.update(['a1'], true);
    vi.advanceTimersByTime(3000);
    schedule.ringFor('p1');
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(4999);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(3);
    schedule.update(['a1'], false);
    schedule.ringFor('p2');
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('a pushed order rings once; its arrival through sync does not ring again, and the cycle goes on', () => {
    const { play, schedule } = setup();
    schedule.update([], true);
    schedule.ringFor('p1');
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    schedule.update(['p1'], true);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('a pushed order that never arrives here rings once, not every 5 s', () => {
    const { play, schedule } = setup();
    schedule.update([], true);
    schedule.ringFor('p1');
    vi.advanceTimersByTime(20_000);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('repeats every 5 seconds', () => {
    expect(ALERT_REPEAT_MS).toBe(5000);
  });

  it('sounds at once when the first created order arrives, then every 5 s', () => {
    const { play, schedule } = setup();
    schedule.update(ids(0), true);
    expect(play).not.toHaveBeenCalled();
    schedule.update(ids(1), true);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('sounds at once for each further new order and counts the 5 s from there', () => {
    const { play, schedule } = setup();
    schedule.update(ids(1), true);
    vi.advanceTimersByTime(3000);
    schedule.update(ids(2), true);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(4999);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('does not sound extra when an order is accepted but others remain', () => {
    const { play, schedule } = setup();
    schedule.update(ids(3), true);
    vi.advanceTimersByTime(2000);
    schedule.update(ids(2), true);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('stops when no created order is left', () => {
    const { play, schedule } = setup();
    schedule.update(ids(1), true);
    schedule.update(ids(0), true);
    vi.advanceTimersByTime(30_000);
    expect(play).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays silent while inactive, and sounds at once when it becomes active with orders waiting', () => {
    const { play, schedule } = setup();
    schedule.update(ids(2), false);
    vi.advanceTimersByTime(20_000);
    expect(play).not.toHaveBeenCalled();
    schedule.update(ids(2), true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stops when it becomes inactive (sound off or leadership lost)', () => {
    const { play, schedule } = setup();
    schedule.update(ids(1), true);
    schedule.update(ids(1), false);
    vi.advanceTimersByTime(30_000);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer behind after stop', () => {
    const { play, schedule } = setup();
    schedule.update(ids(1), true);
    schedule.stop();
    vi.advanceTimersByTime(30_000);
    expect(play).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps repeating when one play throws', () => {
    const play = vi.fn(() => {
      throw new Error('no audio');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const schedule = createAlertSchedule({ play });
    schedule.update(ids(1), true);
    vi.advanceTimersByTime(5000);
    expect(play).toHaveBeenCalledTimes(2);
    schedule.stop();
    errors.mockRestore();
  });
});
