// What the modules of the driving tab's work share: the engine's surroundings (database, client, status
// flags, clock, timers, network) plus the driver's timers and the signal that says it has stopped.
import type { ShopDb } from '../../db/database';
import type { Client, RetryGate } from '../clients';
import type { ContactLog } from '../contact';
import type { NetworkSource, SyncIntervals, Timers, VisibilitySource } from '../deps';
import type { StatusFlags } from '../status';
import type { Schedule } from './schedule';

/** What the engine hands the driver. */
export interface DriverContext {
  db: ShopDb;
  client: Client;
  companyId: string;
  gate: RetryGate;
  flags: StatusFlags;
  /** Every answer of the server, for the link watch (link-watch.ts). */
  contact: ContactLog;
  intervals: SyncIntervals;
  timers: Timers;
  network: NetworkSource;
  visibility: VisibilitySource;
  now: () => number;
  random: () => number;
  statusChanged: () => void;
  refreshAuth: () => Promise<'ok' | 'offline' | 'impossible'>;
  accessChanged: () => void;
  log: (message: string, detail?: unknown) => void;
}

/** What each module gets: the above, the driver's named timers, and `signal`, aborted by Driver.stop(). */
export interface PartContext extends DriverContext {
  schedule: Schedule;
  signal: AbortSignal;
  /**
   * Until when background work (the history download) holds back: a realtime change is on its way to
   * the screens, and each history slice would make its write and the screens' reads wait. `interrupt`
   * cuts short the slice under way, if any (it is rolled back and applied again after the quiet).
   */
  quiet: { until: number; interrupt: (() => void) | null };
}

/** How long background work holds back after a realtime change: its nudge, its write, the reads after. */
export const QUIET_AFTER_CHANGE_MS = 250;
