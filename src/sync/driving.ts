// Which tab drives (DESIGN sync rule 9): a signed-in engine campaigns for the leader lock; once it holds
// it, it runs a Driver on the company client it campaigned with, until it resigns (sign-out, stop) and
// the lock passes to a waiting tab. Each state holds what exists in it, so a driver is never assumed.
import type { Client } from './clients';
import type { LockManagerLike } from './deps';
import type { Driver } from './driver/index';
import { campaign, type Leadership } from './leader';

type DrivingState =
  | { kind: 'off' }
  /** Waiting for the lock (another tab drives meanwhile). */
  | { kind: 'campaigning'; leadership: Leadership }
  /** This tab drives: pull, realtime, push. */
  | { kind: 'leading'; leadership: Leadership; driver: Driver };

export interface DrivingOptions {
  locks: LockManagerLike;
  /** The driver for the signed-in staff member on this client; null when nobody is signed in now. */
  driverFor(client: Client): Promise<Driver | null>;
  /** This tab took the lead, just before its driver starts (the status becomes this tab's to write). */
  leading(): void;
  /** The driver has started. */
  started(): void;
}

export class Driving {
  private readonly options: DrivingOptions;
  private state: DrivingState = { kind: 'off' };
  private readonly listeners = new Set<(leading: boolean) => void>();

  constructor(options: DrivingOptions) {
    this.options = options;
  }

  get isLeader(): boolean {
    return this.state.kind === 'leading';
  }

  /** The running driver, while this tab drives. */
  get driver(): Driver | null {
    return this.state.kind === 'leading' ? this.state.driver : null;
  }

  /** Calls back when this tab starts or stops driving; returns the unsubscribe. */
  onChange(listener: (leading: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener(this.isLeader);
  }

  /** Waits for the lock (no-op while already waiting or driving), then drives on this client. */
  campaign(client: Client): void {
    if (this.state.kind !== 'off') return;
    // The lock may be granted at once, inside this call: `lead` reads the state only after awaiting.
    const leadership = campaign(this.options.locks, (resign) => {
      if (!resign.aborted) void this.lead(client, resign);
    });
    this.state = { kind: 'campaigning', leadership };
  }

  private async lead(client: Client, resign: AbortSignal): Promise<void> {
    const driver = await this.options.driverFor(client);
    const { state } = this;
    if (!driver || resign.aborted || state.kind !== 'campaigning') return;
    this.state = { kind: 'leading', leadership: state.leadership, driver };
    this.options.leading();
    this.changed();
    await driver.start();
    this.options.started();
  }

  /** Gives up the lock (or the wait for it) and stops the driver. */
  async resign(): Promise<void> {
    const { state } = this;
    if (state.kind === 'off') return;
    state.leadership.release();
    this.state = { kind: 'off' };
    if (state.kind !== 'leading') return;
    this.changed();
    await state.driver.stop();
  }
}
