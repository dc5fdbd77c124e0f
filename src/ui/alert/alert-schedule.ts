// When the order alert sounds (spec section 9, DESIGN section 7): at once when a new created order arrives
// (not at the next tick), then every 5 s while created orders exist. Timers are injected for tests.

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
  /** The latest pending count, and whether alerts may sound now (leader, enabled, permitted). */
  update(pendingCount: number, active: boolean): void;
  stop(): void;
}

export interface AlertScheduleOptions {
  play(): void;
  timers?: AlertTimers;
  repeatMs?: number;
}

export function createAlertSchedule({ play, timers = browserTimers, repeatMs = ALERT_REPEAT_MS }: AlertScheduleOptions): AlertSchedule {
  let timer: unknown = null;
  let previous = 0;

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
      ring();
      repeat();
    }, repeatMs);
  };

  return {
    update(count, active) {
      const ringing = active && count > 0;
      if (!ringing) {
        clear();
      } else if (timer === null || count > previous) {
        // Starting, or one more order came in: sound now and count the 5 s from here.
        clear();
        ring();
        repeat();
      }
      previous = count;
    },
    stop() {
      clear();
      previous = 0;
    },
  };
}
