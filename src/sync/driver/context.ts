// What the parts of the driving tab's work share: the engine's surroundings (database, client, status
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

/** What each part gets: the above, the driver's named timers, and `signal`, aborted by Driver.stop(). */
export interface PartContext extends DriverContext {
  schedule: Schedule;
  signal: AbortSignal;
}
