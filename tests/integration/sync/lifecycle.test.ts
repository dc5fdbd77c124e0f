// Engines come and go (DESIGN sync rules 2, 9): a reload mid-queue loses nothing and applies nothing
// twice; two tabs share one database, only one drives, and the other takes over when it stops.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { memoryStorage, startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { setProductInStock, setProductVisible } from '../../../src/db/products';
import type { LockManagerLike } from '../../../src/sync/deps';
import { memoryLocks } from '../../../src/sync/leader';
import { productId } from '../../fixtures/seed-ids';

let stack: Stack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function versions(ids: string[]): Promise<number[]> {
  const rows = await stack.sql<{ id: string; version: string }>('select id, version from products where id = any($1)', [ids]);
  return ids.map((id) => Number(rows.find((row) => row.id === id)!.version));
}

it('a reload mid-queue: a new engine on the same IndexedDB finishes the work, each change once', async () => {
  const device = await startDevice(stack, { name: 'reload' });
  try {
    const ids = ['401', '402', '403', '404', '405'].map(productId);
    const before = await versions(ids);
    device.goOffline();
    for (const id of ids) await setProductInStock(id, false, device.db);
    // The server commits every send but no answer comes back; then the tab dies mid-send.
    device.proxy!.addFault({ method: 'PATCH', path: '/rest/v1/products', times: Infinity, fault: { kind: 'lose-response' } });
    device.proxy!.addFault({ path: '/rest/v1/rpc/mutation_applied', times: Infinity, fault: { kind: 'drop' } });
    device.goOnline();
    await waitFor(async () => (await versions(ids)).every((v, i) => v === before[i] + 1), { timeoutMs: 10_000, what: 'the server to have all five' });
    await device.engine.stop();
    await device.db.outbox.toCollection().modify((entry) => {
      entry.state = 'sending';
    });
    expect(await device.db.outbox.count()).toBe(5);
    device.proxy!.clearFaults();
    await device.reload();
    await waitFor(async () => (await device.db.outbox.count()) === 0, { timeoutMs: 10_000, what: 'the new engine to finish' });
    expect(await versions(ids)).toEqual(before.map((v) => v + 1));
    expect(device.proxy!.forwarded('PATCH', '/rest/v1/products')).toBe(5);
    for (const id of ids) expect((await device.db.products.get(id))?.is_sold_out).toBe(true);
  } finally {
    await device.stop();
  }
});

/** One lock manager for both tabs, counting the requests made (a tab asks when it campaigns). */
function countedLocks(): LockManagerLike & { requests: number } {
  const inner = memoryLocks();
  const counted = {
    requests: 0,
    request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      counted.requests++;
      return inner.request(name, options, callback);
    },
  };
  return counted;
}

it('two tabs on one database: one drives; when it stops, the other takes over', async () => {
  const locks = countedLocks();
  const storage = memoryStorage();
  const dbName = `tabs-${Date.now()}`;
  const first: Device = await startDevice(stack, { name: 'tab-1', dbName, locks, storage });
  const second: Device = await startDevice(stack, { name: 'tab-2', dbName, locks, storage, signIn: false });
  try {
    await waitFor(() => first.engine.isLeader, { timeoutMs: 5_000, what: 'tab 1 to lead' });
    // Tab 2 sees the session too and asks for the lock: it waits behind tab 1 instead of driving.
    await waitFor(() => locks.requests === 2, { timeoutMs: 5_000, what: 'tab 2 to ask for the lock' });
    expect(second.engine.isLeader).toBe(false);
    expect(second.proxy!.log.filter((e) => e.path.startsWith('/realtime')).length).toBe(0);

    await setProductVisible(productId('501'), false, second.db); // made in tab 2, sent by tab 1
    await waitFor(async () => (await first.db.outbox.count()) === 0, { timeoutMs: 5_000, what: 'tab 1 to send' });
    expect(first.proxy!.forwarded('PATCH', productId('501'))).toBe(1);
    expect(second.proxy!.forwarded('PATCH', '/rest/v1/')).toBe(0);

    await first.engine.stop();
    await waitFor(() => second.engine.isLeader, { timeoutMs: 5_000, what: 'tab 2 to take over' });
    await setProductVisible(productId('502'), false, second.db);
    await waitFor(async () => (await second.db.outbox.count()) === 0, { timeoutMs: 5_000, what: 'tab 2 to send' });
    expect(second.proxy!.forwarded('PATCH', productId('502'))).toBe(1);
    const [row] = await stack.sql<{ is_active: boolean }>('select is_active from products where id = $1', [productId('502')]);
    expect(row.is_active).toBe(false);
  } finally {
    await second.stop();
    await first.proxy?.close();
  }
});
