// Push (DESIGN sync rules 3 to 6): drains the outbox, oldest first per key and keys in parallel.
// Transient failures retry with backoff forever; an expired token is refreshed without counting an
// attempt; permanent refusals are marked rejected and the row rolled back to the server's; nothing
// is dropped silently and one key never blocks the others.
import type { ShopDb } from '../db/database';
import { getDeviceId } from '../db/device';
import { settleEntry } from '../db/mirror';
import { dueEntries, markRetry, markSending, settleUnmirrored } from '../db/outbox';
import { settleLostClaim } from '../db/print-jobs';
import { photoOf } from '../db/product-photos';
import { entity, isMirrored } from '../db/entities';
import type { OutboxEntry, OutboxError } from '../db/outbox-types';
import type { OrderRow } from '../db/rows';
import type { Client, RetryGate } from './clients';
import { RequestError, backoffDelay, failureOfError } from './errors';
import { alreadyApplied, readServerRow, sendEntry, tableOf } from './send';
import { sendPushSubscription } from './send-push-subscription';

export interface PushContext {
  db: ShopDb;
  client: () => Client;
  gate: RetryGate;
  now: () => number;
  random: () => number;
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Refreshes the session; false when that is impossible (the engine then waits in needs-auth). */
  refreshAuth: () => Promise<'ok' | 'offline' | 'impossible'>;
  /** False while the browser says offline: nothing new is started then. */
  isOnline: () => boolean;
  /** Resolves when something new may be due (an entry was queued, the network came back). */
  wake: () => Promise<void>;
  log?: (message: string, detail?: unknown) => void;
}

/** The server's answer to a second automatic claim of one order and ticket kind (print_jobs migration). */
export const LOST_CLAIM = 'PT409';

/** At most this many keys in flight at once. */
export const PARALLEL_KEYS = 4;

export type DrainResult = 'idle' | 'waiting' | 'needs-auth';

/**
 * Sends until nothing is due: up to PARALLEL_KEYS keys at a time, each key's entries in order. A slow
 * key holds only its own slot; entries queued meanwhile start as soon as `wake` fires.
 */
export async function drainOnce(ctx: PushContext): Promise<DrainResult> {
  const inFlight = new Map<string, Promise<void>>();
  let needsAuth = false;
  for (;;) {
    const online = ctx.isOnline();
    if (!needsAuth && online && ctx.gate.notBefore <= ctx.now() && inFlight.size < PARALLEL_KEYS) {
      const due = (await dueEntries(ctx.db, ctx.now(), PARALLEL_KEYS + inFlight.size))
        .filter((entry) => !inFlight.has(entry.key))
        .slice(0, PARALLEL_KEYS - inFlight.size);
      for (const entry of due) {
        inFlight.set(entry.key, pushOne(ctx, entry).then((result) => {
          inFlight.delete(entry.key);
          if (result === 'needs-auth') needsAuth = true;
        }));
      }
    }
    if (inFlight.size === 0) {
      if (needsAuth) return 'needs-auth';
      if (!online || ctx.gate.notBefore > ctx.now()) return 'waiting';
      if ((await dueEntries(ctx.db, ctx.now(), 1)).length === 0) return 'idle';
      continue;
    }
    await Promise.race([...inFlight.values(), ctx.wake()]);
  }
}

async function pushOne(ctx: PushContext, queued: OutboxEntry): Promise<'done' | 'retry' | 'needs-auth'> {
  const entry = await markSending(ctx.db, queued.seq);
  if (!entry) return 'done';
  const { seq } = entry;
  if (!isMirrored(entry.entity)) return pushUnmirrored(ctx, entry);
  const table = tableOf(entry);
  try {
    const client = ctx.client();
    // A send was started before (reload, crash or lost answer): the server may already have it, unless
    // the entity's writes are idempotent without the ledger (entities.ts).
    const landed = entry.sends > 1 && entity(entry.entity).ledger ? await alreadyApplied(client, entry) : null;
    const photo = entry.kind === 'photo' ? (await photoOf(ctx.db, entry.mutation_id))?.blob ?? null : null;
    const result = landed ? { outcome: 'confirmed' as const, row: landed.row } : await sendEntry(client, entry, await getDeviceId(ctx.db), photo);
    if (result.outcome === 'confirmed') {
      await settleEntry(ctx.db, seq, table, { outcome: 'confirmed', serverRow: result.row });
    } else if (result.outcome === 'conflict' && table !== 'orders') {
      // A menu edit made on a version another device has changed since: staff choose (menu-conflicts.ts).
      await settleEntry(ctx.db, seq, table, { outcome: 'rejected', serverRow: result.row, error: { kind: 'changed' } });
    } else if (result.outcome === 'conflict') {
      await settleConflict(ctx, entry, result.row as OrderRow);
    } else {
      await settleEntry(ctx.db, seq, table, { outcome: 'rejected', serverRow: null, error: { kind: 'missing' } });
    }
    return 'done';
  } catch (error) {
    return handleFailure(ctx, entry, error);
  }
}

/** Idempotent writes to a table without a mirror: sent again as they are, nothing to roll back. */
async function pushUnmirrored(ctx: PushContext, entry: OutboxEntry): Promise<'done' | 'retry' | 'needs-auth'> {
  try {
    await sendPushSubscription(ctx.client(), entry);
    await settleUnmirrored(ctx.db, entry.seq, { outcome: 'confirmed' });
    return 'done';
  } catch (error) {
    return handleFailure(ctx, entry, error);
  }
}

async function settleConflict(ctx: PushContext, entry: OutboxEntry, row: OrderRow): Promise<void> {
  const error: OutboxError = { kind: 'conflict', orderId: row.id, orderStatus: row.status };
  await settleEntry(ctx.db, entry.seq, 'orders', { outcome: 'rejected', serverRow: row, error });
  // Later steps were built on a status that never happened on the server: they lose too.
  const later = await ctx.db.outbox.where('key').equals(entry.key)
    .filter((other) => other.seq > entry.seq && other.kind === 'order_step' && other.state !== 'rejected')
    .toArray();
  for (const other of later) {
    await settleEntry(ctx.db, other.seq, 'orders', { outcome: 'rejected', serverRow: row, error });
  }
}

async function handleFailure(ctx: PushContext, entry: OutboxEntry, error: unknown): Promise<'retry' | 'needs-auth' | 'done'> {
  const { seq } = entry;
  const kind = error instanceof RequestError ? error.kind : 'transient';
  const failure = failureOfError(error);
  if (kind === 'transient') {
    const wait = Math.max(backoffDelay(entry.attempts, ctx.random, ctx.backoffBaseMs, ctx.backoffCapMs), ctx.gate.notBefore - ctx.now());
    await markRetry(ctx.db, seq, ctx.now() + wait, { kind, ...failure }, true);
    return 'retry';
  }
  if (kind === 'auth') {
    const refreshed = await ctx.refreshAuth();
    // The refreshed token goes with the next attempt; an expired token is not the entry's fault.
    const wait = refreshed === 'ok' ? 0 : backoffDelay(entry.attempts, ctx.random, ctx.backoffBaseMs, ctx.backoffCapMs);
    await markRetry(ctx.db, seq, ctx.now() + wait, { kind, ...failure }, false);
    return refreshed === 'impossible' ? 'needs-auth' : 'retry';
  }
  if (failure.code === LOST_CLAIM) {
    // Not a refusal staff must see: another device claimed this automatic ticket first and prints it.
    await settleLostClaim(ctx.db, seq);
    return 'done';
  }
  if (!isMirrored(entry.entity)) {
    if (kind === 'duplicate') await settleUnmirrored(ctx.db, seq, { outcome: 'confirmed' });
    else await settleUnmirrored(ctx.db, seq, { outcome: 'rejected', error: { kind: 'refused', ...failure } });
    return 'done';
  }
  // Permanent (or a duplicate insert): read the server's row to show its value again.
  try {
    const row = await readServerRow(ctx.client(), entry);
    if (kind === 'duplicate' && row) {
      await settleEntry(ctx.db, seq, tableOf(entry), { outcome: 'confirmed', serverRow: row });
      return 'done';
    }
    ctx.log?.('change refused by the server', { entry, error: failure.detail });
    await settleEntry(ctx.db, seq, tableOf(entry), { outcome: 'rejected', serverRow: row, error: { kind: 'refused', ...failure } });
    return 'done';
  } catch (readError) {
    // Without the server's row the roll-back cannot be shown: try the whole entry again later.
    return handleFailure(ctx, entry, readError instanceof RequestError && readError.kind !== 'permanent' ? readError : new RequestError('rolling back', { status: 0, message: String(readError) }));
  }
}
