import { describe, expect, it } from 'vitest';
import { acceptOrder, advanceOrder, cancelOrder, setOrderStatus } from '../../../src/db/order-store';
import { NotSignedInError } from '../../../src/db/outbox';
import { COMPANY_ID, makeOrder } from '../../fixtures/rows';
import { allEntries, expectOneTransaction, seed, signIn, T0, track, useTestDb } from './harness';
import { storedRecord } from '../../helpers/order-store';

const t = useTestDb();

async function seedOrder(overrides: Parameters<typeof makeOrder>[0] = {}) {
  const order = makeOrder(overrides);
  await seed(t.db, 'orders', order);
  return order;
}

describe('acceptOrder', () => {
  it('sets the order to accepted and queues one conditional order_step entry in the same transaction', async () => {
    const session = await signIn(t.db);
    const order = await seedOrder({ status: 'created' });

    const { result, writes } = await track(t, () => acceptOrder(order.id, t.db));

    expectOneTransaction(writes, ['orders', 'outbox']);
    expect((await storedRecord(t.db, order.id))?.status).toBe('accepted');
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'orders', key: `orders:${order.id}`, row_id: order.id, kind: 'order_step', action: 'acceptOrder',
      payload: { status: 'accepted' }, expected: { status: 'created' },
      user_id: session.userId, company_id: COMPANY_ID,
      state: 'pending', attempts: 0, sends: 0, created_at: T0, next_attempt_at: T0,
      last_error: null,
    });
    expect(result).toEqual({ ok: true, mutationId: entries[0].mutation_id, status: 'accepted' });
  });

  it('refuses an order that is no longer created and writes nothing', async () => {
    await signIn(t.db);
    const order = await seedOrder({ status: 'preparing' });

    expect(await acceptOrder(order.id, t.db)).toEqual({ ok: false, reason: 'no-step' });
    expect((await storedRecord(t.db, order.id))?.status).toBe('preparing');
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('answers not-found for an order that is not in the mirror', async () => {
    await signIn(t.db);
    expect(await acceptOrder('00000000-0000-4000-8000-0000000000ff', t.db)).toEqual({ ok: false, reason: 'not-found' });
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('throws NotSignedInError without a session and leaves the order unchanged', async () => {
    const order = await seedOrder({ status: 'created' });

    await expect(acceptOrder(order.id, t.db)).rejects.toBeInstanceOf(NotSignedInError);
    expect((await storedRecord(t.db, order.id))?.status).toBe('created');
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('advanceOrder', () => {
  const chains = [
    ['delivery', ['created', 'accepted', 'preparing', 'ready_delivery', 'out_for_delivery', 'delivered']],
    ['pickup', ['created', 'accepted', 'preparing', 'ready_pickup', 'picked_up']],
  ] as const;

  for (const [deliveryType, chain] of chains) {
    it(`walks a ${deliveryType} order through ${chain.join(' → ')}, one conditional entry per step`, async () => {
      await signIn(t.db);
      const order = await seedOrder({ status: 'created', delivery_type: deliveryType });

      for (let i = 1; i < chain.length; i++) {
        const { result, writes } = await track(t, () => advanceOrder(order.id, t.db));
        expect(result).toMatchObject({ ok: true, status: chain[i] });
        expectOneTransaction(writes, ['orders', 'outbox']);
        expect((await storedRecord(t.db, order.id))?.status).toBe(chain[i]);
      }

      const entries = await allEntries(t.db);
      expect(entries.map((entry) => entry.kind)).toEqual(chain.slice(1).map(() => 'order_step'));
      expect(entries.map((entry) => entry.action)).toEqual(chain.slice(1).map(() => 'orderStep'));
      expect(entries.map((entry) => entry.expected)).toEqual(chain.slice(0, -1).map((status) => ({ status })));
      expect(entries.map((entry) => entry.payload)).toEqual(chain.slice(1).map((status) => ({ status })));
    });

    it(`has no step after ${chain[chain.length - 1]} and writes nothing`, async () => {
      await signIn(t.db);
      const order = await seedOrder({ status: chain[chain.length - 1], delivery_type: deliveryType });

      expect(await advanceOrder(order.id, t.db)).toEqual({ ok: false, reason: 'no-step' });
      expect(await t.db.outbox.count()).toBe(0);
    });
  }

  it('never merges order steps: two steps while unsent are two entries, in order', async () => {
    await signIn(t.db);
    const order = await seedOrder({ status: 'created' });

    await acceptOrder(order.id, t.db);
    await advanceOrder(order.id, t.db);

    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(2);
    expect(entries[0].seq).toBeLessThan(entries[1].seq ?? 0);
    expect(entries.map((entry) => [entry.expected?.status, entry.payload.status])).toEqual([
      ['created', 'accepted'],
      ['accepted', 'preparing'],
    ]);
    expect(entries[0].mutation_id).not.toBe(entries[1].mutation_id);
  });

  it('throws NotSignedInError without a session', async () => {
    const order = await seedOrder({ status: 'accepted' });
    await expect(advanceOrder(order.id, t.db)).rejects.toBeInstanceOf(NotSignedInError);
    expect((await storedRecord(t.db, order.id))?.status).toBe('accepted');
  });
});

describe('cancelOrder', () => {
  for (const status of ['created', 'accepted', 'preparing', 'ready_pickup', 'ready_delivery', 'out_for_delivery']) {
    it(`cancels a ${status} order conditionally on ${status}`, async () => {
      await signIn(t.db);
      const order = await seedOrder({ status });

      const { result, writes } = await track(t, () => cancelOrder(order.id, 'Te druk', t.db));

      expect(result).toMatchObject({ ok: true, status: 'canceled' });
      expectOneTransaction(writes, ['orders', 'outbox']);
      expect(await storedRecord(t.db, order.id)).toMatchObject({ status: 'canceled', cancel_reason: 'Te druk' });
      const entries = await allEntries(t.db);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        kind: 'order_step', action: 'cancelOrder', payload: { status: 'canceled', cancel_reason: 'Te druk' }, expected: { status },
      });
    });
  }

  for (const status of ['delivered', 'canceled', 'picked_up']) {
    it(`refuses to cancel a ${status} order and writes nothing`, async () => {
      await signIn(t.db);
      const order = await seedOrder({ status });

      expect(await cancelOrder(order.id, 'Te druk', t.db)).toEqual({ ok: false, reason: 'no-step' });
      expect((await storedRecord(t.db, order.id))?.status).toBe(status);
      expect(await t.db.outbox.count()).toBe(0);
    });
  }
});

describe('cancel reasons', () => {
  it('refuses a cancel without a reason the server accepts, and writes nothing', async () => {
    await signIn(t.db);
    const order = await seedOrder({ status: 'accepted' });
    for (const reason of ['', 'Geen zin', 'Anders: ', `Anders: ${'x'.repeat(201)}`])
      expect(await cancelOrder(order.id, reason, t.db), reason).toEqual({ ok: false, reason: 'invalid-reason' });
    expect(await setOrderStatus(order.id, 'canceled', t.db)).toEqual({ ok: false, reason: 'invalid-reason' });
    expect((await storedRecord(t.db, order.id))?.status).toBe('accepted');
    expect(await t.db.outbox.count()).toBe(0);
  });

  it("sets a canceled order's reason with the detail's status, and drops it when the order leaves canceled", async () => {
    await signIn(t.db);
    const order = await seedOrder({ status: 'accepted' });
    expect(await setOrderStatus(order.id, 'canceled', t.db, 'Anders: klant belde af')).toMatchObject({ ok: true });
    expect(await storedRecord(t.db, order.id)).toMatchObject({ status: 'canceled', cancel_reason: 'Anders: klant belde af' });
    expect(await setOrderStatus(order.id, 'preparing', t.db)).toMatchObject({ ok: true });
    expect(await storedRecord(t.db, order.id)).toMatchObject({ status: 'preparing', cancel_reason: null });
    const payloads = (await allEntries(t.db)).map((entry) => entry.payload);
    expect(payloads.at(-1)).toEqual({ status: 'preparing', cancel_reason: null });
  });
});

describe('setOrderStatus', () => {
  it('sets any status unconditionally: one order_set entry with expected null', async () => {
    await signIn(t.db);
    const order = await seedOrder({ status: 'delivered' });

    const { result, writes } = await track(t, () => setOrderStatus(order.id, 'preparing', t.db));

    expect(result).toMatchObject({ ok: true, status: 'preparing' });
    expectOneTransaction(writes, ['orders', 'outbox']);
    expect((await storedRecord(t.db, order.id))?.status).toBe('preparing');
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'order_set', action: 'setOrderStatus', payload: { status: 'preparing' }, expected: null,
    });
  });

  it('rejects a status outside the status machine and writes nothing', async () => {
    await signIn(t.db);
    const order = await seedOrder({ status: 'created' });

    const { result, writes } = await track(t, () => setOrderStatus(order.id, 'ready_for_pickup', t.db));

    expect(result).toEqual({ ok: false, reason: 'invalid-status' });
    expect(writes).toEqual([]);
    expect((await storedRecord(t.db, order.id))?.status).toBe('created');
  });

  it('does not merge two overrides while unsent', async () => {
    await signIn(t.db);
    const order = await seedOrder({ status: 'created' });

    await setOrderStatus(order.id, 'accepted', t.db);
    await setOrderStatus(order.id, 'canceled', t.db, 'Te druk');

    expect((await allEntries(t.db)).map((entry) => entry.payload.status)).toEqual(['accepted', 'canceled']);
  });

  it('throws NotSignedInError without a session', async () => {
    const order = await seedOrder({ status: 'created' });
    await expect(setOrderStatus(order.id, 'accepted', t.db)).rejects.toBeInstanceOf(NotSignedInError);
    expect(await t.db.outbox.count()).toBe(0);
  });
});
