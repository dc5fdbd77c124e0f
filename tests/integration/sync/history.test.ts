// Essentials first, history after (issue 14, DESIGN sync rule 10): signing in mirrors the unfinished and
// today's orders before it returns; the rest of the window streams in afterwards, resumes after a reload
// from where it stopped (nothing read twice, nothing missing), and a lost connection neither signs the
// user out nor loses the position.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOfAmsterdamDay } from '../../../src/domain/amsterdam-time';
import { OPEN_STATUSES } from '../../../src/domain/order-status';
import { getHistory, type HistoryState } from '../../../src/db/history';
import { getMeta } from '../../../src/db/meta';
import { partsOf, type OrderRecord } from '../../../src/db/order-store/record';
import { loadSession } from '../../../src/db/session';
import { readSyncStatus } from '../../../src/sync/status';
import { insertOrders } from '../../../bench/sync/orders';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { startDevice, type Device } from '../../helpers/device';
import { startTestStack, type Stack } from '../../helpers/stack';
import { waitFor } from '../../helpers/wait-for';
import { KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import { allChildRows, allRecords, orderTablesOf, storedRecord } from '../../helpers/order-store';

let stack: Stack;
/** The history's page requests (order_page_compact with the window's end: placed before today). */
const HISTORY_PAGE = /\/rest\/v1\/rpc\/order_page_compact\?.*p_placed_before=/;

beforeAll(async () => {
  stack = await startTestStack({ functions: { realertIntervalMs: 0 } });
  await insertOrders(stack, 'history', 2_600, 'mixed');
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/** Reads until `done` holds for what was read, and returns that; a timeout shows the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  let last: T | undefined;
  const found = await waitFor(async () => {
    last = await read();
    return done(last) ? { value: last } : null;
  }, { timeoutMs, everyMs: 20, what: () => `${what}: ${JSON.stringify(last)}` });
  return found.value;
}

const history = (device: Device) => getHistory(device.db) as Promise<HistoryState | undefined>;

async function serverIds(where: string, params: unknown[]): Promise<string[]> {
  const rows = await stack.sql<{ id: string }>(`select id from orders where company_id = $1 and (${where}) order by id`, [KMFC_COMPANY_ID, ...params]);
  return rows.map((row) => row.id);
}

/** The mirror's order ids, stored and packed (order-packs.ts): an order in both places would show twice. */
async function localIds(device: Device): Promise<string[]> {
  return (await localOrders(device)).map((order) => order.id).sort();
}

async function localOrders(device: Device): Promise<OrderRecord[]> {
  return allRecords(device.db);
}

/**
 * Everything the window holds ends up in the mirror exactly, lines and carts included. The catch-up may
 * first bring finished orders from before the window (changed within its overlap); the prune after it
 * removes them, so this waits for the mirror to match.
 */
async function expectWholeWindow(device: Device, state: HistoryState): Promise<void> {
  const open = OPEN_STATUSES.map((status) => `'${status}'`).join(',');
  const ids = await serverIds(`status in (${open}) or placed_at >= $2`, [state.window_start]);
  const same = (local: string[]) => JSON.stringify(local) === JSON.stringify(ids);
  expect(await until(() => localIds(device), same, 'the mirror to hold the window', 10_000).catch(() => localIds(device))).toEqual(ids);
  const [{ lines }] = await stack.sql<{ lines: number }>('select count(*)::int as lines from order_items where order_id = any($1)', [ids]);
  expect((await allChildRows(device.db, 'order_items')).length).toBe(lines);
  // Every order that has a cart holds it in its record.
  const orders = await localOrders(device);
  expect(orders.filter((order) => order.cart_id && partsOf(order).cart?.id !== order.cart_id).map((order) => order.id)).toEqual([]);
  // Nothing waits for an order that is stored (carts of orders outside the window, or of none, may wait).
  const stored = new Set(orders.flatMap((order) => [order.id, ...(order.cart_id ? [order.cart_id] : [])]));
  const waiting = [...await orderTablesOf(device.db).lines.toCollection().primaryKeys(), ...await orderTablesOf(device.db).carts.toCollection().primaryKeys()];
  expect(waiting.filter((key) => stored.has(key))).toEqual([]);
}

it('signs in with the unfinished and today\'s orders, then streams the rest in: nothing missing, nothing twice', async () => {
  const device = await startDevice(stack, { name: 'history-first', signIn: false });
  try {
    device.proxy!.addFault({ path: HISTORY_PAGE, times: Infinity, fault: { kind: 'delay', ms: 300 } });
    await device.engine.signIn('eigenaar@kmfc.test', 'kmfc-demo');
    const open = OPEN_STATUSES.map((status) => `'${status}'`).join(',');
    const today = startOfAmsterdamDay(new Date()).toISOString();
    const essentials = await serverIds(`status in (${open}) or placed_at >= $2`, [today]);
    const mirrored = new Set(await localIds(device));
    expect(essentials.filter((id) => !mirrored.has(id))).toEqual([]);
    const started = await history(device);
    expect(started?.done).toBe(false);
    expect(started?.today_start).toBe(today);

    const done = await until(() => history(device), (state) => state?.done === true, 'the history to complete');
    // The orders were inserted in one statement just before: more than a page changed within the
    // catch-up's overlap (a burst). The device is still live within 5 s of its download finishing.
    await until(async () => (await readSyncStatus(device.db)).state, (state) => state === 'live', 'the sync state to be live', 5_000);
    expect(done!.total).toBe((await serverIds('placed_at >= $2 and placed_at < $3', [done!.window_start, today])).length);
    expect(done!.loaded).toBe(done!.total);
    await expectWholeWindow(device, done!);
  } finally {
    await device.stop();
  }
}, 90_000);

it('resumes after a reload from the stored position, and ends with every order once', async () => {
  const device = await startDevice(stack, { name: 'history-reload', signIn: false });
  try {
    device.proxy!.addFault({ path: HISTORY_PAGE, times: Infinity, fault: { kind: 'delay', ms: 400 } });
    await device.engine.signIn('eigenaar@kmfc.test', 'kmfc-demo');
    await until(() => history(device), (state) => (state?.loaded ?? 0) >= 250, 'a first slice of history');
    await device.engine.stop();
    const stopped = (await history(device))!;
    expect(stopped.done).toBe(false);
    expect(stopped.before).not.toBeNull();
    const reloadedAt = Date.now();

    await device.reload();
    const done = await until(() => history(device), (state) => state?.done === true, 'the history to complete');
    const resumed = device.proxy!.log.filter((entry) => entry.at >= reloadedAt && HISTORY_PAGE.test(entry.path));
    expect(resumed[0].path).toContain(stopped.before!.id);
    expect(done!.loaded).toBe(done!.total);
    await expectWholeWindow(device, done!);
  } finally {
    await device.stop();
  }
}, 90_000);

it('cuts a history slice short for a new order, shows the order, and still ends with every order once', async () => {
  const device = await startDevice(stack, { name: 'history-new-order', signIn: false });
  try {
    await device.engine.signIn('eigenaar@kmfc.test', 'kmfc-demo');
    const cutShort = () => device.logs.filter((line) => line.startsWith('history slice cut short')).length;
    const placed: string[] = [];
    // Until one arrives while a slice is being written (most do: slices follow each other closely).
    while (cutShort() === 0 && !(await history(device))?.done && placed.length < 20) {
      placed.push((await placeDemoOrder(stack.url, stack.keys.serviceRoleKey)).id);
      await until(() => storedRecord(device.db, placed[placed.length - 1]), Boolean, 'the new order on the device', 10_000);
    }
    expect(cutShort()).toBeGreaterThan(0);
    const done = await until(() => history(device), (state) => state?.done === true, 'the history to complete');
    expect(done!.loaded).toBe(done!.total);
    await expectWholeWindow(device, done!);
  } finally {
    await device.stop();
  }
}, 90_000);

it('keeps the user signed in when the connection is lost during the history, and resumes when it is back', async () => {
  const device = await startDevice(stack, { name: 'history-offline', signIn: false });
  try {
    device.proxy!.addFault({ path: HISTORY_PAGE, times: Infinity, fault: { kind: 'delay', ms: 300 } });
    await device.engine.signIn('eigenaar@kmfc.test', 'kmfc-demo');
    await until(() => history(device), (state) => (state?.loaded ?? 0) > 0, 'a first slice of history');
    device.proxy!.setOffline(true); // the Wi-Fi drops; the browser has not noticed yet
    await until(async () => device.logs.filter((line) => line.startsWith('order history page failed')).length, (n) => n >= 2, 'failed history pages');
    expect(await loadSession(device.db)).toBeDefined();
    const waiting = (await history(device))!;
    expect(waiting.done).toBe(false);

    device.proxy!.setOffline(false);
    const done = await until(() => history(device), (state) => state?.done === true, 'the history to complete');
    expect(done!.loaded).toBe(done!.total);
    expect((await getMeta(device.db, 'sync_status'))?.state).not.toBe('needs-auth');
    await expectWholeWindow(device, done!);
  } finally {
    await device.stop();
  }
}, 90_000);
