import { describe, expect, it, vi } from 'vitest';
import { settleEntry } from '../../../src/db/mirror';
import { setMeta } from '../../../src/db/meta';
import { settleLostClaim } from '../../../src/db/print-jobs';
import type { Ticket } from '../../../src/domain/ticket';
import { printOrder, retryPrint, type PrintDeps, type PrintTimers } from '../../../src/ui/lib/print/print-order';
import type { PrintOutcome } from '../../../src/ui/lib/print/print-types';
import { makeOrder, makePrintJob } from '../../fixtures/rows';
import { T0, allEntries, seed, signIn, useTestDb } from '../db/harness';

const t = useTestDb();

/** A printer that records every ticket and answers as told. */
function fakePrinter(answer: PrintOutcome = { ok: true }) {
  const tickets: Ticket[] = [];
  return { tickets, sendTicket: vi.fn(async (ticket: Ticket) => { tickets.push(ticket); return answer; }) };
}

/** Timers the test fires by hand: the claim's few seconds pass when the test says so. */
function handTimers() {
  const waiting = new Map<number, () => void>();
  let next = 0;
  const timers: PrintTimers = {
    setTimeout: (callback) => { waiting.set(++next, callback); return next; },
    clearTimeout: (handle) => { waiting.delete(handle as number); },
  };
  return { timers, fireAll: () => [...waiting.values()].forEach((callback) => callback()), pending: () => waiting.size };
}

async function setUp(online: boolean, answer?: PrintOutcome) {
  await signIn(t.db);
  const order = makeOrder({ status: 'preparing' });
  await seed(t.db, 'orders', order);
  const printer = fakePrinter(answer);
  const clock = handTimers();
  const deps: PrintDeps = { db: t.db, sendTicket: printer.sendTicket, shopName: 'Testshop', isOnline: async () => online, timers: clock.timers };
  return { order, printer, clock, deps };
}

/** The claim the flow queued, once it is there. */
async function queuedClaim() {
  return vi.waitFor(async () => {
    const [entry] = await allEntries(t.db);
    if (entry?.kind !== 'insert') throw new Error('no claim yet');
    return entry;
  });
}

describe('automatic printing online', () => {
  it('claims first and prints once the server has the claim, then records it printed', async () => {
    const { order, printer, deps } = await setUp(true);
    const printing = printOrder(deps, { orderId: order.id, kind: 'kitchen', reason: 'auto' });
    const claim = await queuedClaim();
    expect(claim.payload).toMatchObject({ reason: 'auto', state: 'pending', copy: 1 });
    expect(printer.sendTicket).not.toHaveBeenCalled();

    const row = await t.db.print_jobs.get(claim.row_id ?? '');
    await settleEntry(t.db, claim.seq, 'print_jobs', { outcome: 'confirmed', serverRow: { ...row!, version: 1, updated_at: '2025-01-15T12:00:00Z' } });

    expect(await printing).toEqual({ status: 'printed', jobId: claim.row_id, copy: 1 });
    expect(printer.tickets).toHaveLength(1);
    expect(printer.tickets[0]).toMatchObject({ kind: 'kitchen', reprint: null });
    const entries = await allEntries(t.db);
    expect(entries).toEqual([expect.objectContaining({ kind: 'patch', payload: { state: 'printed', error: null } })]);
  });

  it('prints nothing when another device won the claim (PT409)', async () => {
    const { order, printer, deps } = await setUp(true);
    const printing = printOrder(deps, { orderId: order.id, kind: 'kitchen', reason: 'auto' });
    const claim = await queuedClaim();
    await settleLostClaim(t.db, claim.seq);
    expect(await printing).toEqual({ status: 'lost' });
    expect(printer.sendTicket).not.toHaveBeenCalled();
    expect(await allEntries(t.db)).toEqual([]);
    expect(await t.db.print_jobs.count()).toBe(0);
  });

  it('prints nothing when the server refused the claim', async () => {
    const { order, printer, deps } = await setUp(true);
    const printing = printOrder(deps, { orderId: order.id, kind: 'customer', reason: 'auto' });
    const claim = await queuedClaim();
    await settleEntry(t.db, claim.seq, 'print_jobs', { outcome: 'rejected', serverRow: null, error: { kind: 'refused', status: 403, code: '42501', detail: 'denied' } });
    expect(await printing).toEqual({ status: 'refused' });
    expect(printer.sendTicket).not.toHaveBeenCalled();
  });

  it('without an answer in time, prints as offline and queues the outcome behind the claim', async () => {
    const { order, printer, clock, deps } = await setUp(true);
    const printing = printOrder(deps, { orderId: order.id, kind: 'kitchen', reason: 'auto' });
    await queuedClaim();
    clock.fireAll();
    expect(await printing).toMatchObject({ status: 'printed', copy: 1 });
    expect(printer.tickets).toHaveLength(1);
    expect((await allEntries(t.db)).map((entry) => entry.kind)).toEqual(['insert', 'patch']);
    expect(clock.pending()).toBe(0);
  });

  it('stops waiting when the connection drops (sync status offline)', async () => {
    const { order, printer, deps } = await setUp(true);
    const printing = printOrder(deps, { orderId: order.id, kind: 'kitchen', reason: 'auto' });
    await queuedClaim();
    await setMeta(t.db, 'sync_status', { state: 'offline', problem: null, since: T0 });
    expect(await printing).toMatchObject({ status: 'printed' });
    expect(printer.tickets).toHaveLength(1);
  });
});

describe('printing offline, by hand, and failures', () => {
  it('offline, an automatic ticket prints first and is recorded as printed', async () => {
    const { order, printer, deps } = await setUp(false);
    const result = await printOrder(deps, { orderId: order.id, kind: 'kitchen', reason: 'auto' });
    expect(result).toMatchObject({ status: 'printed', copy: 1 });
    expect(printer.tickets).toHaveLength(1);
    expect(await allEntries(t.db)).toEqual([expect.objectContaining({ kind: 'insert', payload: expect.objectContaining({ reason: 'auto', state: 'printed' }) })]);
  });

  it('records a printer failure as a failed job with the printer’s error', async () => {
    const { order, deps } = await setUp(false, { ok: false, failure: 'paper-out', detail: 'status 0x0c' });
    const result = await printOrder(deps, { orderId: order.id, kind: 'kitchen', reason: 'manual' });
    expect(result).toMatchObject({ status: 'failed', failure: 'paper-out', detail: 'status 0x0c' });
    if (result.status !== 'failed') throw new Error('expected a failure');
    expect(await t.db.print_jobs.get(result.jobId)).toMatchObject({ state: 'failed', error: 'paper-out: status 0x0c', reason: 'manual' });
  });

  it('records a connection that throws as a failed print', async () => {
    const { order, deps } = await setUp(true);
    const result = await printOrder({ ...deps, sendTicket: async () => { throw new Error('USB gone'); } }, { orderId: order.id, kind: 'kitchen', reason: 'manual' });
    expect(result).toMatchObject({ status: 'failed', failure: 'refused', detail: 'USB gone' });
  });

  it('a reprint after two earlier prints says HERDRUK 2', async () => {
    const { order, printer, deps } = await setUp(true);
    await seed(t.db, 'print_jobs', makePrintJob({ order_id: order.id, kind: 'customer' }), makePrintJob({ order_id: order.id, kind: 'customer', reason: 'manual', created_at: '2025-01-15T11:10:00Z' }));
    expect(await printOrder(deps, { orderId: order.id, kind: 'customer', reason: 'reprint' })).toMatchObject({ status: 'printed', copy: 3 });
    expect(printer.tickets[0]).toMatchObject({ kind: 'customer', reprint: 2 });
  });

  it('says missing for an order not in the mirror, printing nothing', async () => {
    const { printer, deps } = await setUp(true);
    expect(await printOrder(deps, { orderId: 'nope', kind: 'kitchen', reason: 'manual' })).toEqual({ status: 'missing' });
    expect(printer.sendTicket).not.toHaveBeenCalled();
  });
});

describe('the date on the paper', () => {
  it('judges Vandaag and Morgen by the injected clock at the moment of each print', async () => {
    await signIn(t.db);
    const order = makeOrder({ status: 'accepted', promised_at: '2025-01-16T17:30:00.000Z' });
    await seed(t.db, 'orders', order);
    const printer = fakePrinter({ ok: false, failure: 'paper-out', detail: 'status 0x0c' });
    const deps: PrintDeps = { db: t.db, sendTicket: printer.sendTicket, shopName: 'Testshop', isOnline: async () => false, now: () => T0 };
    const failed = await printOrder(deps, { orderId: order.id, kind: 'kitchen', reason: 'manual' });
    expect(printer.tickets[0]).toMatchObject({ kind: 'kitchen', dueAt: 'Morgen 18:30', duePromised: true });
    if (failed.status !== 'failed') throw new Error('expected a failure');
    // Retried the next morning: the same ticket now says Vandaag.
    const job = (await t.db.print_jobs.get(failed.jobId))!;
    await retryPrint({ ...deps, now: () => Date.parse('2025-01-16T08:00:00.000Z') }, job);
    expect(printer.tickets[1]).toMatchObject({ kind: 'kitchen', dueAt: 'Vandaag 18:30' });
  });
});

describe('retrying a failed print', () => {
  it('moves this device’s failed job to printed with the same copy (no HERDRUK for a ticket that never came out)', async () => {
    const { order, deps } = await setUp(false, { ok: false, failure: 'no-response', detail: 'timeout' });
    const failed = await printOrder(deps, { orderId: order.id, kind: 'kitchen', reason: 'auto' });
    if (failed.status !== 'failed') throw new Error('expected a failure');
    const printer = fakePrinter();
    const job = (await t.db.print_jobs.get(failed.jobId))!;
    expect(await retryPrint({ ...deps, sendTicket: printer.sendTicket }, job)).toEqual({ status: 'printed', jobId: job.id, copy: 1 });
    expect(printer.tickets[0]).toMatchObject({ reprint: null });
    expect(await t.db.print_jobs.get(job.id)).toMatchObject({ state: 'printed', error: null });
    expect((await allEntries(t.db)).map((entry) => entry.kind)).toEqual(['insert', 'patch']);
  });

  it('prints another device’s failed job as a new manual job of this device', async () => {
    const { order, printer, deps } = await setUp(true);
    const other = makePrintJob({ order_id: order.id, state: 'failed', error: 'paper-out: x', device_id: 'tablet-2' });
    await seed(t.db, 'print_jobs', other);
    const result = await retryPrint(deps, other);
    expect(result).toMatchObject({ status: 'printed', copy: 2 });
    expect(printer.tickets[0]).toMatchObject({ reprint: 1 });
    expect(await t.db.print_jobs.get(other.id)).toMatchObject({ state: 'failed' });
    // By hand after an earlier copy: recorded as the reprint it is.
    if (result.status !== 'printed') throw new Error('expected a print');
    expect(await t.db.print_jobs.get(result.jobId)).toMatchObject({ reason: 'reprint', copy: 2 });
  });
});
