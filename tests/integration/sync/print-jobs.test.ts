// The print ledger through the real sync engine and local-supabase (issue 16): two devices claiming
// one automatic ticket at the same moment print it once between them (the loser's PT409 settles
// silently), and a device that printed offline records its job on reconnect, kept as a duplicate and
// shown as one in every mirror. "Accepteren en printen" on one device while another prints customer
// receipts automatically gives one receipt, however slowly the receipt's job travels.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { acceptWithReceipt } from '../../../src/db/order-store';
import { getDeviceId } from '../../../src/db/device';
import { orderPrintState } from '../../../src/db/print-jobs';
import type { Ticket } from '../../../src/domain/ticket';
import { printOrder, printRecorded, type PrintDeps } from '../../../src/ui/lib/print/print-order';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { startTestStack, type Stack } from '../../helpers/stack';
import { orderTablesOf, storedRecord } from '../../helpers/order-store';

let stack: Stack;
let owner: Device;
let manager: Device;

beforeAll(async () => {
  stack = await startTestStack();
  [owner, manager] = await Promise.all([
    startDevice(stack, { name: 'owner' }), startDevice(stack, { name: 'manager', email: 'manager@kmfc.test' }),
  ]);
});
afterAll(async () => {
  await Promise.all([owner?.stop(), manager?.stop()]);
  await stack?.stop();
});

function printer() {
  const tickets: Ticket[] = [];
  return { tickets, sendTicket: vi.fn(async (ticket: Ticket) => { tickets.push(ticket); return { ok: true as const }; }) };
}

function deps(device: Device, sendTicket: PrintDeps['sendTicket'], online: boolean): PrintDeps {
  // Generous: the claim's answer comes over loopback, but two cores are shared by several suites.
  return { db: device.db, sendTicket, shopName: 'KMFC', isOnline: async () => online, claimWaitMs: 15_000 };
}

async function drained(device: Device): Promise<void> {
  await waitFor(async () => (await device.db.outbox.count()) === 0, { timeoutMs: 15_000, what: `${device.name} to settle its outbox` });
}

interface ServerJob { device_id: string; reason: string; state: string; duplicate: boolean; copy: number }

function serverJobs(orderId: string): Promise<ServerJob[]> {
  return stack.sql<ServerJob>('select device_id, reason, state, duplicate, copy from public.print_jobs where order_id = $1 order by created_at', [orderId]);
}

async function waitingOrders(count: number): Promise<string[]> {
  const rows = await stack.sql<{ id: string }>("select id from public.orders where status = 'created' order by placed_at limit $1", [count]);
  for (const device of [owner, manager]) {
    await waitFor(async () => (await orderTablesOf(device.db).orders.bulkGet(rows.map((row) => row.id))).every(Boolean), { timeoutMs: 10_000, what: `${device.name} to mirror the orders` });
  }
  return rows.map((row) => row.id);
}

it('two devices claiming one automatic ticket at once: exactly one prints, the other settles silently', async () => {
  const [orderId] = await waitingOrders(1);
  const [a, b] = [printer(), printer()];
  const results = await Promise.all([
    printOrder(deps(owner, a.sendTicket, true), { orderId, kind: 'kitchen', reason: 'auto' }),
    printOrder(deps(manager, b.sendTicket, true), { orderId, kind: 'kitchen', reason: 'auto' }),
  ]);

  expect(results.map((result) => result.status).sort()).toEqual(['lost', 'printed']);
  expect(a.tickets.length + b.tickets.length).toBe(1);
  const winner = results[0].status === 'printed' ? owner : manager;
  await Promise.all([drained(owner), drained(manager)]);
  // Nothing for staff to see on the losing device: no rejected entry, no job row of its own.
  expect(await serverJobs(orderId)).toEqual([
    { device_id: await getDeviceId(winner.db), reason: 'auto', state: 'printed', duplicate: false, copy: 1 },
  ]);
  for (const device of [owner, manager]) {
    await waitFor(async () => (await orderPrintState(device.db, orderId)).kitchen.latest?.state === 'printed', { timeoutMs: 10_000, what: `${device.name} to show it printed` });
  }

  // A tablet signing in later brings the order's jobs with the order in the sign-in download.
  const late = await startDevice(stack, { name: 'late', email: 'keuken@kmfc.test' });
  try {
    expect(await orderPrintState(late.db, orderId)).toMatchObject({ kitchen: { latest: { state: 'printed', copy: 1 } } });
  } finally {
    await late.stop();
  }
});

it('a ticket printed offline is recorded on reconnect, kept as a duplicate and shown as one', async () => {
  const [, orderId] = await waitingOrders(2);
  const online = printer();
  expect(await printOrder(deps(owner, online.sendTicket, true), { orderId, kind: 'kitchen', reason: 'auto' })).toMatchObject({ status: 'printed' });
  await drained(owner);

  manager.goOffline();
  const offline = printer();
  try {
    expect(await printOrder(deps(manager, offline.sendTicket, false), { orderId, kind: 'kitchen', reason: 'auto' })).toMatchObject({ status: 'printed' });
    expect(offline.tickets).toHaveLength(1);
    expect(await manager.db.outbox.count()).toBe(1);
  } finally {
    manager.goOnline();
  }
  await drained(manager);

  const jobs = await serverJobs(orderId);
  expect(jobs.map((job) => [job.device_id, job.duplicate])).toEqual([
    [await getDeviceId(owner.db), false], [await getDeviceId(manager.db), true],
  ]);
  for (const device of [owner, manager]) {
    await waitFor(async () => (await orderPrintState(device.db, orderId)).kitchen.duplicate, { timeoutMs: 10_000, what: `${device.name} to show the duplicate` });
  }
});

it('accept and print on one device, customer receipts automatic on another: the other device finds the receipt taken', async () => {
  const [, , orderId] = await waitingOrders(3);
  // The receipt's job travels slowly; the accept must still not overtake it.
  owner.proxy?.addFault({ method: 'POST', path: '/rest/v1/print_jobs', fault: { kind: 'delay', ms: 1_500 } });
  const [here, there] = [printer(), printer()];
  const accepted = await acceptWithReceipt(orderId, owner.db);
  if (!accepted.ok) throw new Error('not accepted');
  expect(await printRecorded(deps(owner, here.sendTicket, true), accepted.job)).toMatchObject({ status: 'printed' });

  // The other device prints customer receipts of orders it sees accepted, claiming each first.
  await waitFor(async () => (await storedRecord(manager.db, orderId))?.status === 'accepted', { timeoutMs: 15_000, what: 'manager to see the accept' });
  expect(await printOrder(deps(manager, there.sendTicket, true), { orderId, kind: 'customer', reason: 'auto' })).toEqual({ status: 'lost' });
  expect(here.tickets.map((ticket) => ticket.kind)).toEqual(['customer']);
  expect(there.tickets).toEqual([]);
  await Promise.all([drained(owner), drained(manager)]);
  expect(await serverJobs(orderId)).toEqual([
    { device_id: await getDeviceId(owner.db), reason: 'manual', state: 'printed', duplicate: false, copy: 1 },
  ]);
});

it('a tablet signing in brings the print jobs of older orders with their history: their state shows, a reprint counts on', async () => {
  const [old] = await stack.sql<{ id: string; company_id: string }>(
    `select id, company_id from public.orders where placed_at < now() - interval '3 days' and placed_at > now() - interval '10 days'
     and status in ('delivered', 'picked_up') order by placed_at limit 1`);
  expect(old).toBeDefined();
  await stack.sql(`insert into public.print_jobs (id, company_id, order_id, kind, reason, copy, device_id, state, created_at)
    values (gen_random_uuid(), $1, $2, 'kitchen', 'auto', 1, 'other-tablet', 'printed', now() - interval '3 days')`, [old.company_id, old.id]);

  const late = await startDevice(stack, { name: 'history', email: 'keuken@kmfc.test' });
  try {
    await waitFor(async () => (await late.db.meta.get('history'))?.value && ((await late.db.meta.get('history'))?.value as { done: boolean }).done,
      { timeoutMs: 30_000, what: 'the history download to finish' });
    expect(await orderPrintState(late.db, old.id)).toMatchObject({ kitchen: { latest: { state: 'printed', device_id: 'other-tablet' } } });
    const tickets = printer();
    expect(await printOrder(deps(late, tickets.sendTicket, true), { orderId: old.id, kind: 'kitchen', reason: 'manual' }))
      .toMatchObject({ status: 'printed', copy: 2 });
    expect(tickets.tickets[0]).toMatchObject({ kind: 'kitchen', reprint: 1 });
  } finally {
    await late.stop();
  }
});
