// Realtime is a nudge (DESIGN sync rule 7), but the row it carries is applied at once, with the same
// version check, so a new order shows even while the catch-up read is slow or failing; the catch-up
// still follows and moves the cursor. A realtime DELETE goes through the mirror's merge too, so a change
// still queued for that row survives it (rule 8).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { getCursor } from '../../../src/db/meta';
import { setProductVisible } from '../../../src/db/products';
import { readSyncStatus } from '../../../src/sync/status';
import { orderTablesOf, storedRecord } from '../../helpers/order-store';

let stack: Stack;
let device: Device;

/** Live: the channel is subscribed and the first catch-up of every table is done (the cursor rests). */
async function live(timeoutMs = 10_000): Promise<void> {
  await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs, what: 'live' });
}

beforeAll(async () => {
  stack = await startTestStack();
  device = await startDevice(stack, { name: 'realtime-rows' });
  await waitFor(() => device.engine.isLeader, { timeoutMs: 5_000, what: 'driving' });
  await live(45_000); // the first catch-up after sign-in; slow on a busy machine
});
afterAll(async () => {
  await device?.stop();
  await stack?.stop();
});

it('a new order shows from its realtime row while reading orders fails, and the cursor waits for the read', async () => {
  await live();
  const before = await getCursor(device.db, 'orders');
  device.proxy!.addFault({ method: 'GET', path: '/rest/v1/orders', times: Infinity, fault: { kind: 'status', status: 503 } });
  const order = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
  await waitFor(() => storedRecord(device.db, order.id), { timeoutMs: 5_000, what: 'the order from its realtime row' });
  expect((await storedRecord(device.db, order.id))?.status).toBe('created');
  expect(await getCursor(device.db, 'orders')).toEqual(before);
  device.proxy!.clearFaults();
  await waitFor(async () => (await getCursor(device.db, 'orders'))?.id !== before?.id, { timeoutMs: 15_000, what: 'the catch-up to move the cursor' });
});

async function newProduct(name: string): Promise<string> {
  const [row] = await stack.sql<{ id: string }>(
    `insert into products (company_id, name, price_cents) select id, $1, 250 from companies where slug = 'kmfc-shop' returning id`, [name]);
  await waitFor(() => device.db.products.get(row.id), { timeoutMs: 5_000, what: `${name} on the device` });
  return row.id;
}

it('a realtime DELETE keeps a change still queued for the row; the delete is applied once the change has settled', async () => {
  await live();
  const id = await newProduct('Wordt verwijderd');
  device.proxy!.addFault({ method: 'PATCH', path: '/rest/v1/products', times: Infinity, fault: { kind: 'status', status: 503 } });
  await setProductVisible(id, false, device.db);
  await stack.sql('delete from products where id = $1', [id]);
  // Realtime keeps commit order, and the mirror applies in the order it is asked: once a product
  // added after the delete is on the device, the DELETE has been handled.
  await newProduct('Na het verwijderen');

  expect(await device.db.products.get(id)).toMatchObject({ is_active: false });
  const [entry, ...others] = await device.db.outbox.toArray();
  expect(others).toEqual([]);
  expect(entry).toMatchObject({ key: `products:${id}`, payload: { is_active: false } });
  expect(['pending', 'sending', 'failed']).toContain(entry.state);

  device.proxy!.clearFaults();
  await waitFor(async () => (await device.db.products.get(id)) === undefined, { timeoutMs: 10_000, what: 'the delete once the change has settled' });
  expect(await device.db.outbox.get(entry.seq ?? -1)).toMatchObject({ state: 'rejected' });
});

/** A delete by older means: the server now refuses to delete order rows (they are kept), so the guard
 * is lifted for it (an order's delete cascades to its lines). */
async function deleteOutright(table: 'orders' | 'order_items', id: string): Promise<void> {
  const guarded = ['orders', 'order_items'];
  for (const name of guarded) await stack.sql(`alter table ${name} disable trigger keep_rows`);
  try {
    await stack.sql(`delete from ${table} where id = $1`, [id]);
  } finally {
    for (const name of guarded) await stack.sql(`alter table ${name} enable trigger keep_rows`);
  }
}

it("a line deleted outright on the server leaves its order's record, and an order deleted outright goes with its lines", async () => {
  await live();
  const order = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey, 'kmfc-shop', () => 0.9); // four lines
  const lines = await stack.sql<{ id: string }>('select id from order_items where order_id = $1 order by id', [order.id]);
  expect(lines).toHaveLength(4);
  const lineIds = async () => (await storedRecord(device.db, order.id))?.parts?.lines.map((line) => line.id).sort() ?? [];
  await waitFor(async () => (await lineIds()).length === lines.length, { timeoutMs: 5_000, what: "the order's lines on the device" });
  await deleteOutright('order_items', lines[0].id);
  await waitFor(async () => !(await lineIds()).includes(lines[0].id), { timeoutMs: 5_000, what: 'the deleted line gone from the order' });
  expect(await lineIds()).toEqual(lines.slice(1).map((line) => line.id));
  await deleteOutright('orders', order.id);
  await waitFor(async () => (await storedRecord(device.db, order.id)) === undefined, { timeoutMs: 5_000, what: 'the deleted order gone' });
  // None of its lines is left waiting for it (the history download may hold others' lines meanwhile).
  expect(await orderTablesOf(device.db).lines.get(order.id)).toBeUndefined();
});
