// The driving tab's timers (DESIGN sync rules 6 and 7): named timers that end with the driver, and the
// periodic plan: orders every 10 s and the shop state every 30 s (spec section 9), everything on a
// slower round, and the outbox watchdog that kicks a drain whose oldest due entry waits too long.
import type { SyncIntervals, Timers } from '../deps';

export class Schedule {
  private readonly timers: Timers;
  private readonly signal: AbortSignal;
  private readonly handles = new Map<string, unknown>();

  constructor(timers: Timers, signal: AbortSignal) {
    this.timers = timers;
    this.signal = signal;
  }

  /** Runs `run` every `ms` until the driver stops. */
  every(name: string, ms: number, run: () => void): void {
    const tick = () => {
      if (this.signal.aborted) return;
      run();
      this.handles.set(name, this.timers.setTimeout(tick, ms));
    };
    this.handles.set(name, this.timers.setTimeout(tick, ms));
  }

  /** Runs `run` once after `ms`, unless a timer of that name is already waiting (calls gather). */
  after(name: string, ms: number, run: () => void): void {
    if (this.signal.aborted || this.handles.has(name)) return;
    this.handles.set(name, this.timers.setTimeout(() => {
      this.handles.delete(name);
      if (!this.signal.aborted) run();
    }, ms));
  }

  /** Like `after`, but a timer of that name already waiting is replaced. */
  replace(name: string, ms: number, run: () => void): void {
    const existing = this.handles.get(name);
    if (existing !== undefined) this.timers.clearTimeout(existing);
    this.handles.delete(name);
    this.after(name, ms, run);
  }

  /** Clears every timer (the driver stops). */
  clear(): void {
    for (const handle of this.handles.values()) this.timers.clearTimeout(handle);
    this.handles.clear();
  }
}

export interface PeriodicWork {
  orders(): void;
  shop(): void;
  everything(): void;
  watchdog(): void;
}

/** Starts the periodic plan; the first round of each comes one interval from now. */
export function startPeriodic(schedule: Schedule, intervals: SyncIntervals, work: PeriodicWork): void {
  schedule.every('orders', intervals.ordersMs, work.orders);
  schedule.every('shop', intervals.shopMs, work.shop);
  schedule.every('full', intervals.fullMs, work.everything);
  schedule.every('watchdog', intervals.watchdogMs, work.watchdog);
}
