import { describe, expect, it } from 'vitest';
import { dismissRejected, dueEntries, enqueue, makeDueNow, markRetry, markSending, nextDueAt, requeueSending } from '../../../src/db/outbox';
import { outboxCounts, unsentCount } from '../../../src/db/outbox-counts';
import { settleEntry } from '../../../src/db/mirror';
import type { OutboxEntry, OutboxError, OutboxKind } from '../../../src/db/outbox-types';
import { rejectedEntries, unsentKeys } from '../../../src/db/pending';
import { allEntries, signIn, T0, track, useTestDb } from './harness';

const t = useTestDb();

/** Queues an entry for `key` the way the mutations do (steps never merge, so each call adds one). */
async function queue(key: string, kind: OutboxKind = 'order_step', after?: string): Promise<OutboxEntry> {
  const entity = key.startsWith('print_jobs:') ? 'print_jobs' : 'orders';
  return t.db.transaction('rw', [t.db.outbox, t.db.meta], async () => enqueue(t.db, {
    entity, key, row_id: key.split(':')[1] ?? null, kind, action: 'orderStep', payload: { status: 'accepted' },
    after,
  }));
}

const seqOf = (entry: OutboxEntry): number => entry.seq;

const refused = (code: string): OutboxError => ({ kind: 'refused', status: 403, code, detail: `${code} refused` });
const offline: OutboxError = { kind: 'transient', status: 0, code: null, detail: 'fetch failed' };

/** The server refused the entry: rejected the way the push settles it. */
function reject(entry: OutboxEntry, code: string): Promise<void> {
  return settleEntry(t.db, entry.seq, 'orders', { outcome: 'rejected', serverRow: null, error: refused(code) });
}

describe('the write spy of the harness', () => {
  it('tells separate transactions apart', async () => {
    await signIn(t.db);
    const { writes } = await track(t, async () => {
      await queue('orders:a');
      await queue('orders:b');
    });
    expect(new Set(writes.map((write) => write.trans)).size).toBe(2);
  });
});

describe('dueEntries', () => {
  it('returns only the oldest active entry per key, oldest key first', async () => {
    await signIn(t.db);
    const a1 = await queue('orders:a');
    await queue('orders:a');
    const b1 = await queue('orders:b');
    await queue('orders:a');

    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(a1), seqOf(b1)]);
  });

  it("skips a key whose head is being sent, while other keys still go", async () => {
    await signIn(t.db);
    const a1 = await queue('orders:a');
    await queue('orders:a');
    const b1 = await queue('orders:b');
    await markSending(t.db, seqOf(a1));

    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(b1)]);
  });

  it('skips a key whose head waits for a retry, while other keys still go', async () => {
    await signIn(t.db);
    const a1 = await queue('orders:a');
    await queue('orders:a');
    const b1 = await queue('orders:b');
    await markRetry(t.db, seqOf(a1), T0 + 4_000, offline, true);

    expect((await dueEntries(t.db, T0 + 3_999)).map(seqOf)).toEqual([seqOf(b1)]);
    expect((await dueEntries(t.db, T0 + 4_000)).map(seqOf)).toEqual([seqOf(a1), seqOf(b1)]);
  });

  it('passes over rejected entries: the next active entry of the key is its head', async () => {
    await signIn(t.db);
    const a1 = await queue('orders:a');
    const a2 = await queue('orders:a');
    await reject(a1, '42501');

    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(a2)]);
  });

  it('holds an entry back while an earlier entry of its `after` key is queued, and lets it go once that one left', async () => {
    await signIn(t.db);
    const job = await queue('print_jobs:j', 'insert');
    const accept = await queue('orders:a', 'order_step', 'print_jobs:j');
    const other = await queue('orders:b');
    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(job), seqOf(other)]);
    // Being sent, or waiting for a retry, the earlier entry still holds it back.
    await markSending(t.db, seqOf(job));
    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(other)]);
    await markRetry(t.db, seqOf(job), T0 + 4_000, offline, true);
    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(other)]);
    // Confirmed by the server: it left the queue.
    await t.db.outbox.delete(seqOf(job));
    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(accept), seqOf(other)]);
  });

  it('lets an entry go when its `after` key\'s earlier entry was refused, or the key has only later entries', async () => {
    await signIn(t.db);
    const job = await queue('print_jobs:j', 'insert');
    const accept = await queue('orders:a', 'order_step', 'print_jobs:j');
    await reject(job, '42501');
    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(accept)]);
    // The job's later state change is queued after the accept: it does not hold the accept back.
    const later = await queue('print_jobs:j', 'patch');
    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(accept), seqOf(later)]);
  });

  it('returns at most `limit` keys', async () => {
    await signIn(t.db);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await queue(`orders:${key}`);
    expect((await dueEntries(t.db, T0, 3)).map((entry) => entry.key)).toEqual(['orders:a', 'orders:b', 'orders:c']);
  });

  it('is empty when nothing is queued', async () => {
    expect(await dueEntries(t.db, T0)).toEqual([]);
  });
});

describe('sending and retrying', () => {
  it('markSending counts the send and refuses an entry already sending or rejected', async () => {
    await signIn(t.db);
    const a = await queue('orders:a');
    const b = await queue('orders:b');
    await reject(b, '23514');

    expect(await markSending(t.db, seqOf(a))).toMatchObject({ state: 'sending', sends: 1 });
    expect(await markSending(t.db, seqOf(a))).toBeUndefined();
    expect(await markSending(t.db, seqOf(b))).toBeUndefined();
    expect(await markSending(t.db, 999)).toBeUndefined();
  });

  it('markRetry counts a failed attempt, but not a token refresh', async () => {
    await signIn(t.db);
    const a = await queue('orders:a');
    const timeout: OutboxError = { kind: 'transient', status: 504, code: null, detail: 'timeout' };
    await markRetry(t.db, seqOf(a), T0 + 1_000, timeout, true);
    expect(await t.db.outbox.get(seqOf(a))).toMatchObject({ state: 'failed', attempts: 1, next_attempt_at: T0 + 1_000, last_error: timeout });

    const expired: OutboxError = { kind: 'auth', status: 401, code: 'PGRST303', detail: 'JWT expired' };
    await markRetry(t.db, seqOf(a), T0 + 2_000, expired, false);
    expect(await t.db.outbox.get(seqOf(a))).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: T0 + 2_000, last_error: expired });
  });

  it('requeueSending puts entries left sending back to pending, keeping their send count', async () => {
    await signIn(t.db);
    const a = await queue('orders:a');
    const b = await queue('orders:b');
    await markSending(t.db, seqOf(a));

    expect(await requeueSending(t.db)).toBe(1);
    expect(await t.db.outbox.get(seqOf(a))).toMatchObject({ state: 'pending', sends: 1 });
    expect(await t.db.outbox.get(seqOf(b))).toMatchObject({ state: 'pending', sends: 0 });
    expect((await dueEntries(t.db, T0)).map(seqOf)).toEqual([seqOf(a), seqOf(b)]);
  });

  it('makeDueNow brings failed entries waiting out a backoff forward to now, and leaves due ones alone', async () => {
    await signIn(t.db);
    const a = await queue('orders:a');
    const b = await queue('orders:b');
    await markRetry(t.db, seqOf(a), T0 + 60_000, offline, true);
    await markRetry(t.db, seqOf(b), T0 - 5_000, offline, true);

    expect(await makeDueNow(t.db, T0 + 1_000)).toBe(2);
    expect((await t.db.outbox.get(seqOf(a)))?.next_attempt_at).toBe(T0 + 1_000);
    expect((await t.db.outbox.get(seqOf(b)))?.next_attempt_at).toBe(T0 - 5_000);
    expect((await dueEntries(t.db, T0 + 1_000)).map(seqOf)).toEqual([seqOf(a), seqOf(b)]);
  });

  it('nextDueAt is the earliest retry time of waiting entries, null when none wait', async () => {
    expect(await nextDueAt(t.db)).toBeNull();
    await signIn(t.db);
    const a = await queue('orders:a');
    await queue('orders:b');
    await markRetry(t.db, seqOf(a), T0 + 9_000, offline, true);
    expect(await nextDueAt(t.db)).toBe(T0);
  });
});

describe('counts and rejected entries', () => {
  async function oneOfEach(): Promise<{ rejected: OutboxEntry[] }> {
    await signIn(t.db);
    await queue('orders:pending');
    const sending = await queue('orders:sending');
    const failed = await queue('orders:failed');
    const r1 = await queue('orders:r1');
    const r2 = await queue('orders:r2');
    await markSending(t.db, seqOf(sending));
    await markRetry(t.db, seqOf(failed), T0 + 1_000, offline, true);
    await reject(r1, '42501');
    await reject(r2, '23514');
    return { rejected: [r1, r2] };
  }

  it('outboxCounts counts sending as pending, and failed and rejected apart', async () => {
    expect(await outboxCounts(t.db)).toEqual({ pending: 0, failed: 0, rejected: 0 });
    await oneOfEach();
    expect(await outboxCounts(t.db)).toEqual({ pending: 2, failed: 1, rejected: 2 });
  });

  it('unsentCount counts pending, sending and failed entries, not rejected ones', async () => {
    await oneOfEach();
    expect(await unsentCount(t.db)).toBe(3);
  });

  it('unsentKeys names the keys with active entries', async () => {
    await oneOfEach();
    expect([...(await unsentKeys(t.db))].sort()).toEqual(['orders:failed', 'orders:pending', 'orders:sending']);
  });

  it('rejectedEntries lists rejected entries newest first with why they were refused', async () => {
    await oneOfEach();
    expect((await rejectedEntries(t.db)).map((entry) => [entry.key, entry.last_error])).toEqual([
      ['orders:r2', refused('23514')],
      ['orders:r1', refused('42501')],
    ]);
  });

  it('dismissRejected(seq) removes that rejected entry only', async () => {
    const { rejected: [r1, r2] } = await oneOfEach();

    await dismissRejected(t.db, seqOf(r1));

    expect((await rejectedEntries(t.db)).map(seqOf)).toEqual([seqOf(r2)]);
    expect(await unsentCount(t.db)).toBe(3);
  });

  it('dismissRejected(seq) leaves an entry that is not rejected', async () => {
    await signIn(t.db);
    const a = await queue('orders:a');
    await dismissRejected(t.db, seqOf(a));
    expect(await allEntries(t.db)).toHaveLength(1);
  });

  it('dismissRejected() removes every rejected entry and nothing else', async () => {
    await oneOfEach();

    await dismissRejected(t.db);

    expect(await outboxCounts(t.db)).toEqual({ pending: 2, failed: 1, rejected: 0 });
  });
});
