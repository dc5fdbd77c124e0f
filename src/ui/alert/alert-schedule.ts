// When the order alert sounds (spec section 9, DESIGN section 7): at once when a new
// created order arrives, then every 5 s while created orders exist. "New" is an order id not seen
// before, not a bigger count: with two devices one may accept an order while another comes in, and
// the count stays the same. Each new order restarts the 5 s cycle. Timers are injected for tests.

export const ALERT_REPEAT_MS = 5000;

export interface AlertTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: AlertTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface AlertSchedule {
  /** The ids of the created orders now, and whether alerts may sound (leader, enabled, permitted). */
  update(pendingIds: readonly string[], active: boolean): void;
  /**
   * A pushed order this tab does not hold yet: rings now (if it may sound) and counts the 5 s from here.
   * The id counts as seen, so its arrival through sync does not ring a second time; if by the next
   * step still nothing waits here, the cycle ends.
   */
  ringFor(id: string): void;
  stop(): void;
}

export interface AlertScheduleOptions {
  play(): void;
  timers?: AlertTimers;
  repeatMs?: number;
}

export function createAlertSchedule({ play, timers = browserTimers, repeatMs = ALERT_REPEAT_MS }: AlertScheduleOptions): AlertSchedule {
  let timer: unknown = null;
  let waiting = 0;
  let active = false;
  // Every id seen waiting; kept after it leaves, so an order that returns to created is not "new".
  const seen = new Set<string>();

  const ring = () => {
    try {
      play();
    } catch (error) {
      console.error('order alert failed to play', error);
    }
  };
  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const repeat = () => {
    timer = timers.setTimeout(() => {
      timer = null;
      if (waiting === 0) return; // only a pushed order rang, and it never arrived here
      ring();
      repeat();
    }, repeatMs);
  };
  const restart = () => {
    clear();
    ring();
    repeat();
  };

  return {
    update(ids, isActive) {
      let arrived = false;
      for (const id of ids) {
        if (seen.has(id)) continue;
        seen.add(id);
        arrived = true;
      }
      waiting = ids.length;
      active = isActive;
      if (!active || waiting === 0) clear();
      // Starting (first orders, or sound just allowed), or a new order came in: now, then every 5 s.
      else if (timer === null || arrived) restart();
    },
    ringFor(id) {
      seen.add(id);
      if (active) restart();
    },
    stop() {
      clear();
      seen.clear();
      waiting = 0;
    },
  };
}
