// Issue 17 end to end through the sync engine: the outbox payloads of the "until" choices and of the
// ready time reach the server as the columns and call the brief names (sold_out_until, busy_extra_minutes
// and busy_until, set_shop_status with p_closed_until, promised_at in the accept step and a delay), and
// the mirror converges on the server's row. Device: the owner, through a pass-through fault proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { placeDemoOrder } from '../../../local-supabase/demo/order';
import { acceptOrder, delayOrder } from '../../../src/db/order-store';
import { setProductInStock } from '../../../src/db/products';
import { setReadyMinutes } from '../../../src/db/ready-time';
import { saveClosureReason, setBusyMode, setManualClosure } from '../../../src/db/shop-changes';
import { openState } from '../../../src/db/shop';
import { busyStateAt, isSoldOutAt } from '../../../src/domain/until';
import { gridTimesAfter } from '../../../src/domain/until-times';
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

const HOUR = 3_600_000;
const ms = (value: unknown) => (value === null ? null : Date.parse(String(value instanceof Date ? value.toISOString() : value)));

async function drained(): Promise<void> {
  await waitFor(async () => (await device.db.outbox.count()) === 0, { timeoutMs: 10_000, what: 'the outbox to drain' });
  const rejected = await device.db.outbox.where('state').equals('rejected').count();
  expect(rejected).toBe(0);
}

async function serverRow<T>(sql: string, params: unknown[]): Promise<T> {
  const [row] = await stack.sql<T & Record<string, unknown>>(sql, params);
  return row;
}

describe('until choices reach the server', () => {
  it('sold out until a time: sold_out_until on the server, out of available_products until then; in stock clears it', async () => {
    const id = productId('101');
    await waitFor(() => device.db.products.get(id), { timeoutMs: 5_000, what: 'the product in the mirror' });
    const until = new Date(Date.now() + HOUR).toISOString();
    await setProductInStock(id, false, device.db, until);
    await drained();
    const row = await serverRow<{ is_sold_out: boolean; sold_out_until: unknown; listed: boolean }>(
      `select is_sold_out, sold_out_until, exists (select 1 from available_products a where a.id = p.id) as listed
       from products p where id = $1`, [id]);
    expect({ ...row, sold_out_until: ms(row.sold_out_until) }).toEqual({ is_sold_out: true, sold_out_until: Date.parse(until), listed: false });
    expect(ms((await device.db.products.get(id))?.sold_out_until)).toBe(Date.parse(until));

    await setProductInStock(id, true, device.db);
    await drained();
    expect(await serverRow('select is_sold_out, sold_out_until from products where id = $1', [id]))
      .toEqual({ is_sold_out: false, sold_out_until: null });
  });

  it('busy mode with extra minutes until a time, as fn_busy_state reads it; off clears both', async () => {
    const until = new Date(Date.now() + HOUR).toISOString();
    await setBusyMode(true, device.db, { extraMinutes: 30, until });
    await drained();
    const row = await serverRow<{ is_busy: boolean; extra_minutes: number; busy_until: unknown }>(
      'select * from fn_busy_state($1, now())', [KMFC_COMPANY_ID]);
    expect({ ...row, busy_until: ms(row.busy_until) }).toEqual({ is_busy: true, extra_minutes: 30, busy_until: Date.parse(until) });
    await setBusyMode(false, device.db);
    await drained();
    expect(await serverRow('select is_busy, busy_extra_minutes, busy_until from companies where id = $1', [KMFC_COMPANY_ID]))
      .toEqual({ is_busy: false, busy_extra_minutes: null, busy_until: null });
  });

  it('a closure until a grid time goes through set_shop_status with p_closed_until; the reason keeps it', async () => {
    const until = gridTimesAfter(new Date(), 3)[2].toISOString();
    await setManualClosure(true, 'Storing', device.db, until);
    await drained();
    await saveClosureReason('Storing in de keuken', device.db);
    await drained();
    const row = await serverRow<{ is_closed: boolean; exception_note: string; closed_until: unknown }>(
      'select is_closed, exception_note, closed_until from shop_status where company_id = $1', [KMFC_COMPANY_ID]);
    expect({ ...row, closed_until: ms(row.closed_until) })
      .toEqual({ is_closed: true, exception_note: 'Storing in de keuken', closed_until: Date.parse(until) });
    // The server agrees it is closed until then, and open by the hours after it (if the hours say open).
    const [before] = await stack.sql<{ is_open: boolean; source: string }>(`select * from fn_is_open($1, 'kmfc-shop')`, [new Date(Date.parse(until) - 1)]);
    expect(before).toEqual({ is_open: false, source: 'shop_status' });
    const [after] = await stack.sql<{ source: string }>(`select * from fn_is_open($1, 'kmfc-shop')`, [new Date(until)]);
    expect(after.source).not.toBe('shop_status');

    await setManualClosure(false, null, device.db);
    await drained();
    expect(await serverRow('select is_closed, closed_until from shop_status where company_id = $1', [KMFC_COMPANY_ID]))
      .toEqual({ is_closed: false, closed_until: null });
  });

  it('accept promises promised_at in the same step (chosen minutes), a delay moves it; the default ready time is a setting', async () => {
    const placed = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
    await waitFor(() => storedRecord(device.db, placed.id), { timeoutMs: 5_000, what: 'the new order in the mirror' });
    const before = Date.now();
    expect((await acceptOrder(placed.id, device.db, 20)).ok).toBe(true);
    await drained();
    const accepted = await serverRow<{ status: string; promised_at: unknown; version: number }>(
      'select status, promised_at, version from orders where id = $1', [placed.id]);
    expect(accepted.status).toBe('accepted');
    const promised = ms(accepted.promised_at) ?? 0;
    expect(promised - before).toBeGreaterThanOrEqual(20 * 60_000);
    expect(promised - before).toBeLessThan(20 * 60_000 + 10_000);

    await delayOrder(placed.id, 10, device.db);
    await drained();
    const delayed = await serverRow<{ promised_at: unknown; version: number }>('select promised_at, version from orders where id = $1', [placed.id]);
    expect(ms(delayed.promised_at)).toBe(promised + 10 * 60_000);
    expect(delayed.version).toBe(accepted.version + 1);
    await waitFor(async () => ms((await storedRecord(device.db, placed.id))?.promised_at) === promised + 10 * 60_000, { timeoutMs: 5_000, what: 'the mirror to converge' });

    await setReadyMinutes('delivery', 35, device.db);
    await drained();
    expect(await serverRow('select ready_minutes_delivery from shop_settings where company_id = $1', [KMFC_COMPANY_ID]))
      .toEqual({ ready_minutes_delivery: 35 });
  });
});

describe('until times set elsewhere reach this device, and end here by its own clock', () => {
  it('a product, busy mode and a closure set on the server come down with their ends', async () => {
    const id = productId('201');
    const [{ sold, busy, closed }] = await stack.sql<{ sold: Date; busy: Date; closed: Date }>(
      `select now() + interval '1 hour' as sold, now() + interval '2 hours' as busy,
              to_timestamp(ceil(extract(epoch from now() + interval '1 hour') / 1800) * 1800) as closed`, []);
    await stack.sql(`update products set is_sold_out = true, sold_out_until = $2 where id = $1`, [id, sold]);
    await stack.sql(`update companies set is_busy = true, busy_extra_minutes = 45, busy_until = $2 where id = $1`, [KMFC_COMPANY_ID, busy]);
    await stack.sql(`update shop_status set is_closed = true, closed_until = $2 where company_id = $1`, [KMFC_COMPANY_ID, closed]);

    await waitFor(async () => ms((await device.db.products.get(id))?.sold_out_until) === sold.getTime(), { timeoutMs: 10_000, what: 'the product' });
    await waitFor(async () => ms((await device.db.companies.get(KMFC_COMPANY_ID))?.busy_until) === busy.getTime(), { timeoutMs: 10_000, what: 'busy mode' });
    await waitFor(async () => ms((await device.db.shop_status.toCollection().first())?.closed_until) === closed.getTime(), { timeoutMs: 10_000, what: 'the closure' });

    const product = await device.db.products.get(id);
    expect(product && isSoldOutAt(product, new Date(sold.getTime() - 1))).toBe(true);
    expect(product && isSoldOutAt(product, sold)).toBe(false);
    const company = await device.db.companies.get(KMFC_COMPANY_ID);
    expect(busyStateAt(company, new Date(busy.getTime() - 1))).toMatchObject({ isBusy: true, extraMinutes: 45 });
    expect(busyStateAt(company, busy).isBusy).toBe(false);
    // Judged later than the server's last answer: computed here, open or closed by the hours only.
    expect(await openState(device.db, closed.getTime() - 1)).toMatchObject({ is_open: false, source: 'shop_status' });
    expect((await openState(device.db, closed.getTime())).source).not.toBe('shop_status');

    await stack.sql(`update shop_status set is_closed = false where company_id = $1`, [KMFC_COMPANY_ID]);
  });
});
