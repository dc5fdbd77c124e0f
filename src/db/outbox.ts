// The outbox: local changes waiting for the server (DESIGN sync rules 1, 2, 4). Mutation functions add
// entries in the same transaction as the row change; the sync engine takes them out in order per key.
import type { ShopDb } from './database';
import { entity } from './entities';
import { getMeta } from './meta';
import {
  ACTIVE_STATES, type ActionId, type OutboxEntity, type OutboxEntry, type OutboxError, type OutboxKind,
} from './outbox-types';

export interface NewEntry {
  entity: OutboxEntity;
  key: string;
  row_id: string | null;
  kind: OutboxKind;
  action: ActionId;
  payload: Record<string, unknown>;
  expected?: Record<string, unknown> | null;
  headers?: Record<string, string>;
  /** Sent only once the entries of this key queued before it have left the queue (OutboxEntry.after). */
  after?: string;
}

const MERGEABLE: readonly OutboxKind[] = ['patch', 'upsert', 'shop_status'];
/** Whole-row writes: an unsent one is superseded by a later one of the other kind on the same key. */
const SUPERSEDING: readonly OutboxKind[] = ['upsert', 'delete'];

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in: local changes need a signed-in staff member.');
  }
}

/**
 * Queues a change. Call inside a rw transaction over the changed table, `outbox` and `meta`.
 * An unsent plain field set merges into the key's last entry when that one was never sent (rule 4).
 */
export async function enqueue(db: ShopDb, entry: NewEntry): Promise<OutboxEntry> {
  if (!entity(entry.entity).kinds.includes(entry.kind)) throw new Error(`${entry.entity} takes no ${entry.kind} changes (entities.ts)`);
  const session = await getMeta(db, 'session');
  if (!session) throw new NotSignedInError();
  const last = (await db.outbox.where('key').equals(entry.key).reverse().sortBy('seq'))
    .find((candidate) => ACTIVE_STATES.includes(candidate.state));
  const unsent = last?.state === 'pending' && last.sends === 0;
  if (last && unsent && entry.kind === 'patch' && last.kind === 'insert' && entity(entry.entity).stream) {
    // A menu row made here and not sent yet: the edit goes into the new row itself.
    const merged: OutboxEntry = { ...last, payload: { ...last.payload, ...entry.payload } };
    await db.outbox.put(merged);
    return merged;
  }
  if (last && MERGEABLE.includes(entry.kind) && last.kind === entry.kind &&
      last.state === 'pending' && last.sends === 0) {
    const merged: OutboxEntry = {
      ...last,
      payload: { ...last.payload, ...entry.payload },
      action: entry.action,
      row_id: last.row_id ?? entry.row_id,
    };
    await db.outbox.put(merged);
    return merged;
  }
  if (last && SUPERSEDING.includes(entry.kind) && SUPERSEDING.includes(last.kind) &&
      last.state === 'pending' && last.sends === 0) {
    // Never sent, so the server never saw it: the new write takes its place (and its turn in the queue).
    const replaced: OutboxEntry = {
      ...last, kind: entry.kind, action: entry.action, payload: entry.payload, row_id: entry.row_id ?? last.row_id,
    };
    await db.outbox.put(replaced);
    return replaced;
  }
  const now = db.env.now();
  const draft: Omit<OutboxEntry, 'seq'> = {
    mutation_id: db.env.uuid(),
    entity: entry.entity,
    key: entry.key,
    row_id: entry.row_id,
    kind: entry.kind,
    action: entry.action,
    payload: entry.payload,
    expected: entry.expected ?? null,
    user_id: session.userId,
    company_id: session.companyId,
    created_at: now,
    attempts: 0,
    sends: 0,
    next_attempt_at: now,
    state: 'pending',
    last_error: null,
    ...(entry.headers ? { headers: entry.headers } : {}),
    ...(entry.after ? { after: entry.after } : {}),
  };
  const seq = await db.outbox.add(draft);
  return { ...draft, seq };
}

/**
 * The entries that may be sent now: for every key its oldest queued entry, when that one is due, not
 * already being sent, and not waiting for an earlier entry of its `after` key or of its stream. In a stream
 * (the menu: entities.ts) a new or removed row waits for every earlier change, and any change waits for the
 * earlier new rows: a value never goes before its group, a link before its product, a category's removal
 * never before its products moved out; yet edits of existing rows
 * (a price, a sold-out switch) still go side by side. A key whose head waits for a retry holds back only
 * that key, the entries that wait for it, and in its stream what may depend on it (rule 5).
 */
export async function dueEntries(db: ShopDb, now: number, limit = 50): Promise<OutboxEntry[]> {
  const active = await db.outbox.where('state').anyOf(ACTIVE_STATES as string[]).sortBy('seq');
  const seen = new Set<string>();
  const streams = new Map<string, { any: boolean; inserts: boolean }>();
  const due: OutboxEntry[] = [];
  for (const entry of active) {
    const stream = entity(entry.entity).stream;
    const earlier = stream ? streams.get(stream) ?? { any: false, inserts: false } : null;
    if (stream && earlier) streams.set(stream, { any: true, inserts: earlier.inserts || entry.kind === 'insert' });
    if (seen.has(entry.key)) continue;
    seen.add(entry.key);
    // In seq order, so an earlier entry of the `after` key (or of the stream) has been seen if still queued.
    if (entry.after && seen.has(entry.after)) continue;
    if (earlier && (structural(entry) ? earlier.any : earlier.inserts)) continue;
    if (entry.state !== 'sending' && entry.next_attempt_at <= now) due.push(entry);
    if (due.length >= limit) break;
  }
  return due;
}

/** A new row, or a removal: what the database checks against the rest of the stream's rows. */
function structural(entry: OutboxEntry): boolean {
  return entry.kind === 'insert' || 'deleted_at' in entry.payload;
}

/** The earliest time an entry becomes due (for the retry timer), or null when nothing waits. */
export async function nextDueAt(db: ShopDb): Promise<number | null> {
  const waiting = await db.outbox.where('state').anyOf(['pending', 'failed']).toArray();
  if (waiting.length === 0) return null;
  return Math.min(...waiting.map((entry) => entry.next_attempt_at));
}

export async function markSending(db: ShopDb, seq: number): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.state === 'rejected' || entry.state === 'sending') return undefined;
    const sending: OutboxEntry = { ...entry, state: 'sending', sends: entry.sends + 1 };
    await db.outbox.put(sending);
    return sending;
  });
}

export async function markRetry(
  db: ShopDb, seq: number, nextAttemptAt: number, error: OutboxError, countAttempt: boolean,
): Promise<void> {
  await db.outbox.update(seq, (entry) => {
    entry.state = countAttempt ? 'failed' : 'pending';
    entry.attempts += countAttempt ? 1 : 0;
    entry.next_attempt_at = nextAttemptAt;
    entry.last_error = error;
  });
}

/** After a crash or reload mid-send: back to the queue (sends > 0 makes the next send check first). */
export async function requeueSending(db: ShopDb): Promise<number> {
  return db.outbox.where('state').equals('sending').modify((entry) => {
    entry.state = 'pending';
  });
}

/** Rejected entries stay until staff have seen them; this clears them. */
export async function dismissRejected(db: ShopDb, seq?: number): Promise<void> {
  if (seq !== undefined) await db.outbox.where('seq').equals(seq).and((e) => e.state === 'rejected').delete();
  else await db.outbox.where('state').equals('rejected').delete();
}

/** The connection is back: entries waiting out a backoff become due now (rule 6). */
export async function makeDueNow(db: ShopDb, now: number): Promise<number> {
  return db.outbox.where('state').equals('failed').modify((entry) => {
    if (entry.next_attempt_at > now) entry.next_attempt_at = now;
  });
}

/**
 * Ends the trip of an entry for a table the app does not mirror (entities.ts, storage 'none'): confirmed
 * entries leave the queue, refused ones stay `rejected` with why; there is no local row to roll back.
 */
export async function settleUnmirrored(
  db: ShopDb, seq: number, settlement: { outcome: 'confirmed' } | { outcome: 'rejected'; error: OutboxError },
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    if (settlement.outcome === 'confirmed') await db.outbox.delete(seq);
    else await db.outbox.put({ ...entry, state: 'rejected', last_error: settlement.error });
  });
}
