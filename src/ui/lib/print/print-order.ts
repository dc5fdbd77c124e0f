// Prints one ticket of one order and records it in the print ledger (DESIGN section 9).
// An automatic print online first claims the ticket (a pending job) and prints only when the server
// lets this device have it, so two tablets never both print it; offline, or when the answer does not
// come within a few seconds, it prints first and records the job after, and the server keeps a
// second automatic ticket as a duplicate. Manual prints and reprints print and record. Every outcome is
// recorded, a failure with the printer's error. The printer itself is injected (sendTicket).
import type { ShopDb } from '../../../db/database';
import { getDeviceId } from '../../../db/device';
import { orderDetail } from '../../../db/order-store';
import {
  nextCopy, recordPrintJob, setPrintJobState, waitForClaim, type PrintJobKind, type PrintJobReason, type PrintJobRow,
} from '../../../db/print-jobs';
import { buildTicket, type Ticket } from '../../../domain/ticket';
import type { PrinterFailure, PrintOutcome } from './print-types';

/** How long an automatic print waits for the server to settle its claim before printing as offline. */
export const CLAIM_WAIT_MS = 4000;

export interface PrintTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PrintDeps {
  db: ShopDb;
  sendTicket(ticket: Ticket, shopName: string): Promise<PrintOutcome>;
  shopName: string;
  /** Whether this device reaches the server now (the sync status is live). */
  isOnline(): Promise<boolean>;
  timers?: PrintTimers;
  claimWaitMs?: number;
  /** The clock (ms) that dates the paper: Vandaag and Morgen are judged at the moment of printing. */
  now?: () => number;
}

export interface PrintRequest {
  orderId: string;
  kind: PrintJobKind;
  reason: PrintJobReason;
}

export type PrintResult =
  | { status: 'printed'; jobId: string; copy: number }
  | { status: 'failed'; jobId: string; copy: number; failure: PrinterFailure; detail: string }
  /** Another device claimed this automatic ticket first; nothing printed here. */
  | { status: 'lost' }
  /** The server refused the claim (not the race): nothing printed, the refusal shows as a sync notice. */
  | { status: 'refused' }
  /** The order is not in this device's mirror. */
  | { status: 'missing' };

const defaultTimers: PrintTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** The job's error text: the failure kind first, so the notice can word it again later. */
export function jobError(outcome: Extract<PrintOutcome, { ok: false }>): string {
  return `${outcome.failure}: ${outcome.detail}`;
}

/** The failure kind back from a job's error text, or null when it names none. */
export function failureOfJob(error: string | null): PrinterFailure | null {
  const kind = error?.split(':', 1)[0] ?? '';
  const known: readonly PrinterFailure[] = ['no-printer', 'no-response', 'paper-out', 'cover-open', 'offline', 'connection-lost', 'refused'];
  return (known as readonly string[]).includes(kind) ? (kind as PrinterFailure) : null;
}

async function send(deps: PrintDeps, ticket: Ticket): Promise<PrintOutcome> {
  try {
    return await deps.sendTicket(ticket, deps.shopName);
  } catch (error) {
    // A connection that throws instead of answering is still a failed print, recorded as one.
    return { ok: false, failure: 'refused', detail: error instanceof Error ? error.message : String(error) };
  }
}

const printedAt = (deps: PrintDeps): Date => new Date((deps.now ?? Date.now)());

function resultOf(jobId: string, copy: number, outcome: PrintOutcome): PrintResult {
  return outcome.ok ? { status: 'printed', jobId, copy } : { status: 'failed', jobId, copy, ...outcome };
}

/** Waits for the claim's settlement, at most claimWaitMs. */
async function settleClaim(deps: PrintDeps, jobId: string) {
  const timers = deps.timers ?? defaultTimers;
  let handle: unknown;
  const giveUp = new Promise<void>((resolve) => {
    handle = timers.setTimeout(resolve, deps.claimWaitMs ?? CLAIM_WAIT_MS);
  });
  try {
    return await waitForClaim(deps.db, jobId, giveUp);
  } finally {
    timers.clearTimeout(handle);
  }
}

export async function printOrder(deps: PrintDeps, request: PrintRequest): Promise<PrintResult> {
  const { db } = deps;
  const detail = await orderDetail(db, request.orderId);
  if (!detail) return { status: 'missing' };
  const copy = await nextCopy(db, request.orderId, request.kind);
  const ticket = buildTicket(detail, { kind: request.kind, copy, printedAt: printedAt(deps), promisedAt: detail.order.promised_at });
  // A print by hand of a ticket printed (or tried) before is a reprint, and its paper says so.
  const reason = request.reason === 'manual' && copy > 1 ? 'reprint' : request.reason;
  const job = { orderId: request.orderId, kind: request.kind, reason, copy };

  if (reason === 'auto' && (await deps.isOnline())) {
    const claim = await recordPrintJob({ ...job, state: 'pending' }, db);
    const settled = await settleClaim(deps, claim.id);
    if (settled === 'lost') return { status: 'lost' };
    if (settled === 'refused') return { status: 'refused' };
    // Won, or no answer in time (then the claim stays queued; a lost one is kept as a late job).
    const outcome = await send(deps, ticket);
    await setPrintJobState(claim.id, outcome.ok ? 'printed' : 'failed', outcome.ok ? null : jobError(outcome), db);
    return resultOf(claim.id, copy, outcome);
  }

  const outcome = await send(deps, ticket);
  const recorded = await recordPrintJob({ ...job, state: outcome.ok ? 'printed' : 'failed', error: outcome.ok ? null : jobError(outcome) }, db);
  return resultOf(recorded.id, copy, outcome);
}

/**
 * Prints a job this device recorded before printing (pending: the receipt of "Accepteren en printen";
 * failed: a retry) with its own copy number, and moves it to printed or failed.
 */
export async function printRecorded(deps: PrintDeps, job: PrintJobRow): Promise<PrintResult> {
  const detail = await orderDetail(deps.db, job.order_id);
  if (!detail) return { status: 'missing' };
  const ticket = buildTicket(detail, { kind: job.kind, copy: job.copy, printedAt: printedAt(deps), promisedAt: detail.order.promised_at });
  const outcome = await send(deps, ticket);
  await setPrintJobState(job.id, outcome.ok ? 'printed' : 'failed', outcome.ok ? null : jobError(outcome), deps.db);
  return resultOf(job.id, job.copy, outcome);
}

/**
 * Prints a failed job again. This device's own job keeps its copy number and moves to printed (the
 * server allows failed -> printed), so a ticket that never came out is not marked HERDRUK; another
 * device's failed job is not this device's to change, so it prints as a new manual job.
 */
export async function retryPrint(deps: PrintDeps, job: PrintJobRow): Promise<PrintResult> {
  if (job.device_id !== (await getDeviceId(deps.db))) return printOrder(deps, { orderId: job.order_id, kind: job.kind, reason: 'manual' });
  return printRecorded(deps, job);
}
