import { describe, expect, it } from 'vitest';
import { pruneFinishedOrders } from '../../../src/db/order-store';
import { getDeviceId } from '../../../src/db/device';
import { settleEntry } from '../../../src/db/mirror';
import { markRetry, markSending } from '../../../src/db/outbox';
import {
  claimOutcome, hasJob, nextCopy, orderPrintState, recordPrintJob, setPrintJobState, settleLostClaim,
} from '../../../src/db/print-jobs';
import { COMPANY_ID, makeOrder, makePrintJob } from '../../fixtures/rows';
import { T0, allEntries, expectOneTransaction, seed, signIn, track, useTestDb } from './harness';
import { storedRecord } from '../../helpers/order-store';

const t = useTestDb();
const ORDER = 'a0000000-0000-4000-8000-000000000001';

describe('recordPrintJob', () => {
  it('writes the job and its insert (with this device’s x-device-id) in one transaction', async () => {
    const session = await signIn(t.db);
    const deviceId = await getDeviceId(t.db);
    const { result: job, writes } = await track(t, () =>
      recordPrintJob({ orderId: ORDER, kind: 'kitchen', reason: 'auto', copy: 1, state: 'pending' }, t.db));

    expectOneTransaction(writes, ['print_jobs', 'outbox']);
    const [entry] = await allEntries(t.db);
    expect(entry).toMatchObject({
      entity: 'print_jobs', key: `print_jobs:${job.id}`, row_id: job.id, kind: 'insert', action: 'printJob',
      headers: { 'x-device-id': deviceId },
      payload: {
        id: job.id, order_id: ORDER, kind: 'kitchen', reason: 'auto', copy: 1, device_id: deviceId,
        user_id: session.userId, state: 'pending', error: null, created_at: new Date(T0).toISOString(),
      },
    });
    // The server sets these; the client never sends them.
    expect(Object.keys(entry.payload)).not.toEqual(expect.arrayContaining(['duplicate']));
    expect(await t.db.print_jobs.get(job.id)).toMatchObject({ company_id: COMPANY_ID, state: 'pending', version: 0 });
  });

  it('keeps only a failed job’s error, cut to the server’s 500 characters', async () => {
    await signIn(t.db);
    const failed = await recordPrintJob({ orderId: ORDER, kind: 'kitchen', reason: 'manual', copy: 1, state: 'failed', error: 'x'.repeat(600) }, t.db);
    const printed = await recordPrintJob({ orderId: ORDER, kind: 'kitchen', reason: 'manual', copy: 2, state: 'printed', error: 'ignored' }, t.db);
    expect((await t.db.print_jobs.get(failed.id))?.error).toHaveLength(500);
    expect((await t.db.print_jobs.get(printed.id))?.error).toBeNull();
  });

  it('refuses without a signed-in staff member', async () => {
    await expect(recordPrintJob({ orderId: ORDER, kind: 'kitchen', reason: 'manual', copy: 1, state: 'printed' }, t.db))
      .rejects.toThrow(/Not signed in/);
    expect(await t.db.print_jobs.count()).toBe(0);
  });
});

describe('print state and copy numbers', () => {
  it('counts the jobs of the order and kind for the next copy, and shows the newest and any duplicate', async () => {
    await signIn(t.db);
    expect(await nextCopy(t.db, ORDER, 'kitchen')).toBe(1);
    expect(await orderPrintState(t.db, ORDER)).toEqual({
      kitchen: { latest: null, duplicate: false }, customer: { latest: null, duplicate: false },
    });
    const first = makePrintJob({ order_id: ORDER, created_at: '2025-01-15T11:00:00+00:00' });
    const late = makePrintJob({ order_id: ORDER, created_at: '2025-01-15T11:05:00+00:00', duplicate: true, device_id: 'offline-tablet' });
    const customer = makePrintJob({ order_id: ORDER, kind: 'customer', reason: 'manual' });
    await seed(t.db, 'print_jobs', first, late, customer, makePrintJob());
    t.clock.advance(3_600_000);
    const reprint = await recordPrintJob({ orderId: ORDER, kind: 'kitchen', reason: 'reprint', copy: 3, state: 'failed', error: 'paper-out' }, t.db);

    expect(await nextCopy(t.db, ORDER, 'kitchen')).toBe(4);
    expect(await nextCopy(t.db, ORDER, 'customer')).toBe(2);
    const state = await orderPrintState(t.db, ORDER);
    expect(state.kitchen).toEqual({ latest: expect.objectContaining({ id: reprint.id, state: 'failed' }), duplicate: true });
    expect(state.customer).toEqual({ latest: expect.objectContaining({ id: customer.id }), duplicate: false });
    expect(await hasJob(t.db, ORDER, 'kitchen')).toBe(true);
    expect(await hasJob(t.db, ORDER, 'customer')).toBe(true);
    expect(await hasJob(t.db, 'a0000000-0000-4000-8000-000000000002', 'kitchen')).toBe(false);
  });
});

describe('claims and state updates', () => {
  async function claim() {
    await signIn(t.db);
    const job = await recordPrintJob({ orderId: ORDER, kind: 'kitchen', reason: 'auto', copy: 1, state: 'pending' }, t.db);
    const [entry] = await allEntries(t.db);
    return { job, entry };
  }

  it('queues the state after the insert, never merged into it, and shows it at once', async () => {
    const { job } = await claim();
    await setPrintJobState(job.id, 'failed', 'no-response: timeout', t.db);
    const entries = await allEntries(t.db);
    expect(entries.map((entry) => entry.kind)).toEqual(['insert', 'patch']);
    expect(entries[1]).toMatchObject({ payload: { state: 'failed', error: 'no-response: timeout' }, headers: { 'x-device-id': await getDeviceId(t.db) } });
    expect(await t.db.print_jobs.get(job.id)).toMatchObject({ state: 'failed', error: 'no-response: timeout' });
  });

  it('says waiting while the claim is queued or failing, won once the server has it', async () => {
    const { job, entry } = await claim();
    expect(await claimOutcome(t.db, job.id)).toBe('waiting');
    await markSending(t.db, entry.seq);
    await markRetry(t.db, entry.seq, T0 + 1000, { kind: 'transient', status: 0, code: null, detail: 'offline' }, true);
    expect(await claimOutcome(t.db, job.id)).toBe('waiting');
    await settleEntry(t.db, entry.seq, 'print_jobs', { outcome: 'confirmed', serverRow: { ...job, version: 1, updated_at: '2025-01-15T12:00:01Z' } });
    expect(await claimOutcome(t.db, job.id)).toBe('won');
  });

  it('says refused when the server refused the claim for another reason', async () => {
    const { job, entry } = await claim();
    await settleEntry(t.db, entry.seq, 'print_jobs', { outcome: 'rejected', serverRow: null, error: { kind: 'refused', status: 403, code: '42501', detail: 'no' } });
    expect(await claimOutcome(t.db, job.id)).toBe('refused');
  });

  it('a lost claim leaves the queue and the mirror without a trace for staff', async () => {
    const { job, entry } = await claim();
    await settleLostClaim(t.db, entry.seq);
    expect(await allEntries(t.db)).toEqual([]);
    expect(await t.db.print_jobs.get(job.id)).toBeUndefined();
    expect(await claimOutcome(t.db, job.id)).toBe('lost');
    expect(await nextCopy(t.db, ORDER, 'kitchen')).toBe(1);
  });

  it('a lost claim this device printed anyway is sent again as a late job with the printed state', async () => {
    const { job, entry } = await claim();
    await markSending(t.db, entry.seq);
    await setPrintJobState(job.id, 'printed', null, t.db);
    t.clock.advance(5000);
    await settleLostClaim(t.db, entry.seq);
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      seq: entry.seq, kind: 'insert', state: 'pending', sends: 0, attempts: 0, next_attempt_at: T0 + 5000,
      payload: { id: job.id, reason: 'auto', state: 'printed', error: null },
    });
    expect(await t.db.print_jobs.get(job.id)).toMatchObject({ state: 'printed' });
  });
});

describe('clean-up', () => {
  it('removes the jobs of pruned orders, and keeps an order whose job is still queued', async () => {
    await signIn(t.db);
    const old = makeOrder({ status: 'delivered', placed_at: '2024-01-01T10:00:00.000Z' });
    const held = makeOrder({ status: 'delivered', placed_at: '2024-01-01T11:00:00.000Z' });
    await seed(t.db, 'orders', old, held);
    const oldJob = makePrintJob({ order_id: old.id });
    await seed(t.db, 'print_jobs', oldJob, makePrintJob({ order_id: held.id }));
    await recordPrintJob({ orderId: held.id, kind: 'customer', reason: 'reprint', copy: 2, state: 'printed' }, t.db);

    expect(await pruneFinishedOrders(t.db, '2024-06-01T00:00:00.000Z')).toBe(1);
    expect(await storedRecord(t.db, old.id)).toBeUndefined();
    expect(await t.db.print_jobs.get(oldJob.id)).toBeUndefined();
    expect(await storedRecord(t.db, held.id)).toBeDefined();
    expect(await t.db.print_jobs.where('order_id').equals(held.id).count()).toBe(2);
  });
});
