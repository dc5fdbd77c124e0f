// The figures and the day closing through the app's engine against local-supabase (issue 32): the
// server's figures as the screens read them, the day closing's refusals as the screens word them
// (open orders listed, a day closed twice), and a closing made reaching the device's mirror with this
// device's id.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDeviceId } from '../../../src/db/device';
import { FigureRefusalError } from '../../../src/sync/figure-lookup';
import { DAY_28, ORDER, writeFigureData } from '../../fixtures/figures-data';
import { startDevice, type Device } from '../../helpers/device';
import { startTestStack, type Stack } from '../../helpers/stack';
import { waitFor } from '../../helpers/wait-for';

let stack: Stack;
let device: Device;

beforeAll(async () => {
  stack = await startTestStack();
  await writeFigureData({ query: (sql, params) => stack.sql(sql, params), exec: async (sql) => void (await stack.sql(sql)) });
  device = await startDevice(stack, { name: 'owner' });
});
afterAll(async () => {
  await device?.stop();
  await stack?.stop();
});

const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) =>
  error instanceof FigureRefusalError ? error.refusal : Promise.reject(error));

it('reads the server\'s figures of business days', async () => {
  const figures = await device.engine.figures.revenue('2026-03-28', '2026-03-28');
  expect(figures.total).toMatchObject(DAY_28);
  expect(figures.days.map((day) => day.business_date)).toEqual(['2026-03-28']);
  const products = await device.engine.figures.products('2026-03-28', '2026-03-28');
  expect(products.products.map((p) => p.name)).toEqual(['Friet', 'Burger', 'Bier']);
  expect(await refusalOf(device.engine.figures.revenue('2026-03-29', '2026-03-28'))).toEqual({ refused: 'range' });
});

it('closes a day once, refuses one with open orders, and the closing reaches the mirror', async () => {
  const deviceId = await getDeviceId(device.db);
  expect(await refusalOf(device.engine.figures.closeDay('2026-03-29', deviceId))).toEqual({ refused: 'open-orders', orderIds: [ORDER.D] });
  const closing = await device.engine.figures.closeDay('2026-03-28', deviceId);
  expect(closing).toMatchObject({ number: 1, business_date: '2026-03-28', device_id: deviceId });
  expect(await refusalOf(device.engine.figures.closeDay('2026-03-28', deviceId))).toEqual({ refused: 'closed', number: 1 });
  await waitFor(async () => (await device.db.day_closings.count()) === 1, { timeoutMs: 15_000, what: 'the closing in the mirror' });
  expect(await device.db.day_closings.get(closing.id)).toMatchObject({ number: 1, totals: expect.objectContaining({ gross_cents: DAY_28.gross_cents }) });
  const report = await device.engine.figures.dayReport('2026-03-28');
  expect(report.closing).toMatchObject({ number: 1 });
});
