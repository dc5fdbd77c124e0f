// The print ledger in the local mirror (DESIGN section 9): every ticket any of the company's
// devices printed or tried to print, and this device's records of its own prints, sent through the
// outbox (an insert with the client's id, then the state; both carry this device's x-device-id, which
// the server checks). Reads: an order's print state per ticket kind and the next copy number.
import { liveQuery, type Subscription } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type ShopDb } from './database';
import { getDeviceId, storedDeviceId } from './device';
import { getMeta, setMeta } from './meta';
import { enqueue } from './outbox';
import { ACTIVE_STATES } from './outbox-types';
import type { PrintJobKind, PrintJobReason, PrintJobRow, PrintJobState } from './rows';

export type { PrintJobKind, PrintJobReason, PrintJobRow, PrintJobState } from './rows';

/** The server's limit on a job's error text. */
const ERROR_MAX = 500;

export const printJobKey = (id: string): string => `print_jobs:${id}`;

/** An order's jobs of one kind, oldest first. */
export function jobsOf(db: ShopDb, orderId: string, kind: PrintJobKind): Promise<PrintJobRow[]> {
  return db.print_jobs.where('[order_id+kind+created_at]').between([orderId, kind, ''], [orderId, kind, '\uffff']).toArray();
}

/** The copy number the next print of this order and kind carries: its jobs so far + 1. */
export async function nextCopy(db: ShopDb, orderId: string, kind: PrintJobKind): Promise<number> {
  return (await jobsOf(db, orderId, kind)).length + 1;
}

export interface KindPrintState {
  /** The newest job of this kind, or null when none was printed or tried. */
  latest: PrintJobRow | null;
  /** Some job of this kind is a second automatic ticket (printed offline while another device printed). */
  duplicate: boolean;
}

export type OrderPrintState = Record<PrintJobKind, KindPrintState>;

async function kindState(db: ShopDb, orderId: string, kind: PrintJobKind): Promise<KindPrintState> {
  const jobs = await jobsOf(db, orderId, kind);
  return { latest: jobs[jobs.length - 1] ?? null, duplicate: jobs.some((job) => job.duplicate) };
}

export async function orderPrintState(db: ShopDb, orderId: string): Promise<OrderPrintState> {
  const [kitchen, customer] = await Promise.all([kindState(db, orderId, 'kitchen'), kindState(db, orderId, 'customer')]);
  return { kitchen, customer };
}

/** undefined while loading. */
export function useOrderPrintState(orderId: string, db: ShopDb = appDb()): OrderPrintState | undefined {
  return useLiveQuery(() => orderPrintState(db, orderId), [db, orderId]);
}

/**
 * Whether the order's ticket of this kind was printed, tried or taken already (by this device, or
 * another's job that reached it): automatic printing then leaves it, so accept-and-print (whose job is
 * queued with the accept) gives one receipt.
 */
export async function hasJob(db: ShopDb, orderId: string, kind: PrintJobKind): Promise<boolean> {
  return (await jobsOf(db, orderId, kind)).length > 0;
}

export interface NewPrintJob {
  orderId: string;
  kind: PrintJobKind;
  reason: PrintJobReason;
  copy: number;
  /**
   * 'pending': an automatic print's claim (online), or a receipt printed as its order is accepted; a
   * job printed already is 'printed' or 'failed'.
   */
  state: PrintJobState;
  error?: string | null;
}

function errorText(state: PrintJobState, error: string | null | undefined): string | null {
  return state === 'failed' ? (error || 'failed').slice(0, ERROR_MAX) : null;
}

/**
 * Records a job: the local row and its insert in one transaction. Offline it waits in the outbox; a
 * resend cannot record it twice (the id is made here). Throws when nobody is signed in.
 */
export async function recordPrintJob(job: NewPrintJob, db: ShopDb = appDb()): Promise<PrintJobRow> {
  const deviceId = await getDeviceId(db);
  return db.transaction('rw', [db.print_jobs, db.outbox, db.meta], async () => queuePrintJob(db, job, deviceId));
}

/** recordPrintJob inside the caller's transaction (over print_jobs, outbox and meta). */
export async function queuePrintJob(db: ShopDb, job: NewPrintJob, deviceId: string): Promise<PrintJobRow> {
  const session = await getMeta(db, 'session');
  const id = db.env.uuid();
  const row: PrintJobRow = {
    id, company_id: session?.companyId ?? '', order_id: job.orderId, kind: job.kind, reason: job.reason, copy: job.copy,
    device_id: deviceId, user_id: session?.userId ?? null, state: job.state, error: errorText(job.state, job.error),
    duplicate: false, created_at: new Date(db.env.now()).toISOString(), updated_at: '', version: 0, deleted_at: null,
    last_mutation_id: null,
  };
  const { company_id: _company, updated_at: _u, version: _v, deleted_at: _d, duplicate: _dup, last_mutation_id: _m, ...payload } = row;
  await enqueue(db, {
    entity: 'print_jobs', key: printJobKey(id), row_id: id, kind: 'insert', action: 'printJob', payload,
    headers: { 'x-device-id': deviceId },
  });
  await db.print_jobs.put(row);
  return row;
}

/**
 * Moves this device's job forward (pending -> printed | failed, failed -> printed). Queued after the
 * job's insert (first in, first out per key), so the server sees them in turn.
 */
export async function setPrintJobState(
  id: string, state: 'printed' | 'failed', error: string | null = null, db: ShopDb = appDb(),
): Promise<void> {
  const deviceId = await getDeviceId(db);
  await db.transaction('rw', [db.print_jobs, db.outbox, db.meta], async () => {
    const fields = { state, error: errorText(state, error) };
    await enqueue(db, {
      entity: 'print_jobs', key: printJobKey(id), row_id: id, kind: 'patch', action: 'printJob', payload: fields,
      headers: { 'x-device-id': deviceId },
    });
    await db.print_jobs.update(id, fields);
    // Failing again after an acknowledged failure: the notice shows again.
    if (state === 'failed') await acknowledged(db, (ids) => ids.filter((other) => other !== id));
  });
}

async function acknowledged(db: ShopDb, change: (ids: string[]) => string[]): Promise<void> {
  const ids = (await getMeta(db, 'print_acknowledged')) ?? [];
  await setMeta(db, 'print_acknowledged', change(ids));
}

/**
 * This device's failed prints whose notice nobody acknowledged, oldest first. A failure stays until
 * acknowledged or printed after all (a retry moves the job to printed).
 */
export async function unacknowledgedFailures(db: ShopDb): Promise<PrintJobRow[]> {
  const [deviceId, seen] = await Promise.all([storedDeviceId(db), getMeta(db, 'print_acknowledged')]);
  if (!deviceId) return [];
  const ignore = new Set(seen ?? []);
  const failed = await db.print_jobs.where('order_id').above('').filter((job) =>
    job.state === 'failed' && job.device_id === deviceId && !ignore.has(job.id)).toArray();
  return failed.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export function useUnacknowledgedFailures(db: ShopDb = appDb()): PrintJobRow[] | undefined {
  return useLiveQuery(() => unacknowledgedFailures(db), [db]);
}

/** Staff saw the notice of this failed job ("Gezien"). Ids of jobs gone from the mirror are dropped. */
export async function acknowledgePrintFailure(jobId: string, db: ShopDb = appDb()): Promise<void> {
  await db.transaction('rw', [db.meta, db.print_jobs], async () => {
    const ids = [...new Set([...((await getMeta(db, 'print_acknowledged')) ?? []), jobId])];
    const jobs = await db.print_jobs.bulkGet(ids);
    await setMeta(db, 'print_acknowledged', ids.filter((_, i) => jobs[i]));
  });
}

/** What became of an online claim: still on its way, won (print), lost to another device, or refused. */
export type ClaimOutcome = 'waiting' | 'won' | 'lost' | 'refused';

/** The outbox first: once the claim left it, its settlement (row kept or removed) is already written. */
export async function claimOutcome(db: ShopDb, jobId: string): Promise<ClaimOutcome> {
  const entries = await db.outbox.where('key').equals(printJobKey(jobId)).toArray();
  const insert = entries.find((entry) => entry.kind === 'insert');
  if (insert && ACTIVE_STATES.includes(insert.state)) return 'waiting';
  if (insert?.state === 'rejected') return 'refused';
  return (await db.print_jobs.get(jobId)) ? 'won' : 'lost';
}

/**
 * Waits until the claim is settled by the driving tab's sync. Gives up ('gave-up') when `giveUp`
 * resolves (a few seconds) or the sync status says offline: the caller then prints as offline.
 */
export function waitForClaim(db: ShopDb, jobId: string, giveUp: Promise<unknown>): Promise<ClaimOutcome | 'gave-up'> {
  return new Promise((resolve) => {
    let done = false;
    let subscription: Subscription | null = null;
    const finish = (outcome: ClaimOutcome | 'gave-up') => {
      if (done) return;
      done = true;
      subscription?.unsubscribe();
      resolve(outcome);
    };
    const watched = liveQuery(async () => ({
      outcome: await claimOutcome(db, jobId),
      offline: (await getMeta(db, 'sync_status'))?.state === 'offline',
    }));
    subscription = watched.subscribe({
      next: ({ outcome, offline }) => {
        if (outcome !== 'waiting') finish(outcome);
        else if (offline) finish('gave-up');
      },
      error: () => finish('gave-up'),
    });
    if (done) subscription.unsubscribe();
    void giveUp.then(() => finish('gave-up'));
  });
}

/**
 * The server answered a claim with PT409: another device prints this ticket. The claim leaves the
 * queue without a word to staff and its row goes. If this device printed anyway meanwhile (it stopped
 * waiting when the connection dropped, so a state update is queued after the claim), the paper is out:
 * the claim is sent again as a late job with that state, which the server keeps as a duplicate.
 */
export async function settleLostClaim(db: ShopDb, seq: number): Promise<void> {
  await db.transaction('rw', [db.print_jobs, db.outbox], async () => {
    const claim = await db.outbox.get(seq);
    if (!claim) return;
    const later = (await db.outbox.where('key').equals(claim.key).sortBy('seq'))
      .filter((entry) => entry.seq > seq && ACTIVE_STATES.includes(entry.state));
    if (later.length === 0) {
      await db.outbox.delete(seq);
      if (claim.row_id) await db.print_jobs.delete(claim.row_id);
      return;
    }
    const outcome = later.reduce((fields, entry) => ({ ...fields, ...entry.payload }), {} as Record<string, unknown>);
    await db.outbox.bulkDelete(later.map((entry) => entry.seq));
    await db.outbox.put({
      ...claim, payload: { ...claim.payload, ...outcome }, state: 'pending', attempts: 0, sends: 0,
      next_attempt_at: db.env.now(), last_error: null,
    });
  });
}
