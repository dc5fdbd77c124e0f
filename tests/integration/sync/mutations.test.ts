// Every staff action of the spec reaches the server through the sync engine, and the local mirror
// converges on the server's row (DESIGN sync rules 1-3). Device: the owner, through a fault proxy
// that lets everything through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { acceptOrder, advanceOrder, cancelOrder, setOrderStatus } from '../../../src/db/order-store';
import { setProductInStock, setProductVisible } from '../../../src/db/products';
import { setDayOpen, setDayTime } from '../../../src/db/opening-hours';
import { shopStatus } from '../../../src/db/shop';
import { saveClosureReason, setBusyMode, setManualClosure } from '../../../src/db/shop-changes';
import { KMFC_COMPANY_ID, productId } from '../../fixtures/seed-ids';
import { storedRecord } from '../../helpers/order-store';

let stack: Stack;
let device: Device;

beforeAll(async () => {
  stack = await startTestStack();
  device = await startDevice(stack);
});
afterAll(async () => {
  await device?.stop();
  await stack?.stop();
});

async function drained(): Promise<void> {
  await waitFor(async () => (await device.db.outbox.count()) === 0, { timeoutMs: 10_000, what: 'the outbox to drain' });
}

async function serverRow<T>(sql: string, params: unknown[]): Promise<T> {
  const [row] = await stack.sql<T & Record<string, unknown>>(sql, params);
  return row;
}

async function newOrder(): Promise<string> {
  const placed = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
  await waitFor(() => storedRecord(device.db, placed.id), { timeoutMs: 5_000, what: 'the new order in the mirror' });
  return placed.id;
}

describe('orders', () => {
  it('accept, then every next step of a delivery order, reach the server once each', async () => {
    const id = await newOrder();
    await stack.sql(`update orders set delivery_type = 'delivery' where id = $1`, [id]);
    await waitFor(async () => (await storedRecord(device.db, id))?.delivery_type === 'delivery');
    expect((await acceptOrder(id, device.db)).ok).toBe(true);
    for (const expected of ['preparing', 'ready_delivery', 'out_for_delivery', 'delivered']) {
      const result = await advanceOrder(id, device.db);
      expect(result).toMatchObject({ ok: true, status: expected });
    }
    expect((await advanceOrder(id, device.db)).ok).toBe(false); // delivered has no next step
    await drained();
    const row = await serverRow<{ status: string; version: number }>('select status, version from orders where id = $1', [id]);
    expect(row.status).toBe('delivered');
    expect(row.version).toBe(1 + 1 + 5); // insert, the delivery_type update, five steps
    expect((await storedRecord(device.db, id))?.version).toBe(row.version);
  });

  it('a pickup order goes preparing → ready_pickup → picked_up', async () => {
    const id = await newOrder();
    await stack.sql(`update orders set delivery_type = 'pickup' where id = $1`, [id]);
    await waitFor(async () => (await storedRecord(device.db, id))?.delivery_type === 'pickup');
    await acceptOrder(id, device.db);
    await advanceOrder(id, device.db);
    await advanceOrder(id, device.db);
    await advanceOrder(id, device.db);
    await drained();
    expect((await serverRow<{ status: string }>('select status from orders where id = $1', [id])).status).toBe('picked_up');
  });

  it('cancel reaches the server, and a finished order cannot be canceled', async () => {
    const id = await newOrder();
    expect((await cancelOrder(id, 'Te druk', device.db)).ok).toBe(true);
    expect((await cancelOrder(id, 'Te druk', device.db)).ok).toBe(false);
    await drained();
    expect((await serverRow<{ status: string }>('select status from orders where id = $1', [id])).status).toBe('canceled');
  });

  it('set any status overrides unconditionally and writes last_mutation_id', async () => {
    const id = await newOrder();
    const result = await setOrderStatus(id, 'ready_pickup', device.db);
    expect(result.ok).toBe(true);
    await drained();
    const row = await serverRow<{ status: string; last_mutation_id: string }>('select status, last_mutation_id from orders where id = $1', [id]);
    expect(row.status).toBe('ready_pickup');
    expect(result.ok && row.last_mutation_id).toBe(result.ok && result.mutationId);
  });
});

describe('products', () => {
  it('visibility and stock toggles reach the server and the mirror keeps the server version', async () => {
    const id = productId('101');
    await setProductVisible(id, false, device.db);
    await setProductInStock(id, false, device.db);
    await drained();
    const row = await serverRow<{ is_active: boolean; is_sold_out: boolean; version: number }>(
      'select is_active, is_sold_out, version from products where id = $1', [id]);
    expect(row).toMatchObject({ is_active: false, is_sold_out: true });
    expect(await device.db.products.get(id)).toMatchObject({ is_active: false, is_sold_out: true, version: row.version });
    await setProductVisible(id, true, device.db);
    await setProductInStock(id, true, device.db);
    await drained();
    expect(await serverRow('select is_active, is_sold_out from products where id = $1', [id]))
      .toMatchObject({ is_active: true, is_sold_out: false });
  });
});

describe('opening hours, busy mode and closure', () => {
  it('a weekday toggle and both times reach the server', async () => {
    await setDayOpen(2, false, device.db);
    await setDayTime(3, 'open', '10:30', device.db);
    await setDayTime(3, 'close', '23:00', device.db);
    await drained();
    expect(await serverRow('select is_active from opening_hours where weekday = 2', [])).toMatchObject({ is_active: false });
    expect(await serverRow('select open_time::text, close_time::text from opening_hours where weekday = 3', []))
      .toMatchObject({ open_time: '10:30:00', close_time: '23:00:00' });
  });

  it('toggling a missing weekday open creates the record with 09:00-17:00; the mirror adopts the server id', async () => {
    await stack.sql('delete from opening_hours where weekday = 4', []);
    await device.engine.refresh();
    await device.db.opening_hours.where('weekday').equals(4).delete(); // a hard delete is not caught up
    await setDayOpen(4, true, device.db);
    await drained();
    const row = await serverRow<{ id: string; is_active: boolean; open_time: string; close_time: string }>(
      'select id, is_active, open_time::text, close_time::text from opening_hours where weekday = 4', []);
    expect(row).toMatchObject({ is_active: true, open_time: '09:00:00', close_time: '17:00:00' });
    const local = await device.db.opening_hours.where('weekday').equals(4).toArray();
    expect(local.map((r) => r.id)).toEqual([row.id]);
  });

  it('busy mode on and off reaches the company record', async () => {
    await setBusyMode(true, device.db);
    await drained();
    expect(await serverRow('select is_busy from companies where id = $1', [KMFC_COMPANY_ID])).toMatchObject({ is_busy: true });
    await setBusyMode(false, device.db);
    await drained();
    expect(await serverRow('select is_busy from companies where id = $1', [KMFC_COMPANY_ID])).toMatchObject({ is_busy: false });
  });

  it('manual closure with a reason goes through set_shop_status; the reason is saved only while closed', async () => {
    expect(await saveClosureReason('niet verstuurd', device.db)).toBe(false);
    await setManualClosure(true, '  Wegens ziekte  ', device.db);
    await drained();
    expect(await serverRow('select is_closed, exception_note from shop_status', [])).toMatchObject({ is_closed: true, exception_note: 'Wegens ziekte' });
    expect(await saveClosureReason('Tot morgen', device.db)).toBe(true);
    await drained();
    expect(await serverRow('select exception_note from shop_status', [])).toMatchObject({ exception_note: 'Tot morgen' });
    await setManualClosure(false, '', device.db);
    await drained();
    expect(await serverRow('select is_closed, exception_note from shop_status', [])).toMatchObject({ is_closed: false, exception_note: null });
    expect(await shopStatus(device.db)).toEqual({ is_closed: false, exception_note: '', closed_until: null });
    expect(await device.db.shop_status.count()).toBe(1);
  });
});
