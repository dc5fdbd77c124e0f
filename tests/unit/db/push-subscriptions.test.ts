// This device's push subscription in the outbox (issue 13): the upsert and delete kinds of
// push_subscriptions, how unsent ones merge or replace each other, the device store that keeps the
// switch, and that each change is one transaction.
import { describe, expect, it } from 'vitest';
import { markSending, settleUnmirrored } from '../../../src/db/outbox';
import {
  PUSH_OFF, clearPushState, dismissPushRejections, getPushState, pushKey, pushOutbox, removePushSubscription,
  savePushSubscription, type PushKeys,
} from '../../../src/db/push-subscriptions';
import { wipeUserData } from '../../../src/db/wipe';
import { allEntries, expectOneTransaction, signIn, T0, track, useTestDb } from './harness';

const t = useTestDb();

const A: PushKeys = { endpoint: 'https://push.example/a', p256dh: 'BPa', auth: 'aa' };
const B: PushKeys = { endpoint: 'https://push.example/b', p256dh: 'BPb', auth: 'bb' };

const brief = async () => (await allEntries(t.db)).map((e) => ({ key: e.key, kind: e.kind, action: e.action, payload: e.payload }));

describe('switching push on', () => {
  it('stores the subscription on this device and queues an upsert with device id and last_seen_at, in one transaction', async () => {
    await signIn(t.db);
    const { writes } = await track(t, () => savePushSubscription(t.db, A));
    expectOneTransaction(writes, ['device', 'outbox']);
    expect(await getPushState(t.db)).toEqual({ enabled: true, subscription: A });
    const [entry] = await allEntries(t.db);
    const deviceId = (await t.db.device.get('device_id'))?.value;
    expect(entry).toMatchObject({
      entity: 'push_subscriptions', key: pushKey(A.endpoint), kind: 'upsert', action: 'pushOn', row_id: null,
      payload: { ...A, device_id: deviceId, last_seen_at: new Date(T0).toISOString() }, state: 'pending',
    });
  });

  it('sending the same subscription again while unsent merges into one upsert with the newer last_seen_at', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    t.clock.advance(60_000);
    await savePushSubscription(t.db, A);
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0].payload.last_seen_at).toBe(new Date(T0 + 60_000).toISOString());
  });

  it('a new endpoint queues the delete of the old row and the upsert of the new one', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    await markSending(t.db, (await allEntries(t.db))[0].seq);
    await savePushSubscription(t.db, B);
    expect((await brief()).slice(1)).toEqual([
      { key: pushKey(A.endpoint), kind: 'delete', action: 'pushOn', payload: { endpoint: A.endpoint } },
      { key: pushKey(B.endpoint), kind: 'upsert', action: 'pushOn', payload: expect.objectContaining(B) },
    ]);
    expect((await getPushState(t.db)).subscription).toEqual(B);
  });
});

describe('switching push off', () => {
  it('an unsent upsert is replaced by the delete: one entry, and push is off here', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    const { writes } = await track(t, () => removePushSubscription(t.db));
    expectOneTransaction(writes, ['device', 'outbox']);
    expect(await brief()).toEqual([{ key: pushKey(A.endpoint), kind: 'delete', action: 'pushOff', payload: { endpoint: A.endpoint } }]);
    expect(await getPushState(t.db)).toEqual(PUSH_OFF);
  });

  it('after the upsert was sent, the delete is queued behind it (never merged into a sent entry)', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    await markSending(t.db, (await allEntries(t.db))[0].seq);
    await removePushSubscription(t.db);
    expect((await brief()).map((e) => e.kind)).toEqual(['upsert', 'delete']);
  });

  it('on again before the delete was sent: the upsert takes the delete\'s place', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    await markSending(t.db, (await allEntries(t.db))[0].seq);
    await removePushSubscription(t.db);
    await savePushSubscription(t.db, A);
    const entries = await allEntries(t.db);
    expect(entries.map((e) => e.kind)).toEqual(['upsert', 'upsert']);
    expect(entries[1].payload).toEqual(expect.objectContaining(A));
    expect(entries[1].action).toBe('pushOn');
  });

  it('off twice while unsent keeps one delete; off with nothing stored queues nothing', async () => {
    await signIn(t.db);
    await removePushSubscription(t.db);
    expect(await allEntries(t.db)).toEqual([]);
    await savePushSubscription(t.db, A);
    await markSending(t.db, (await allEntries(t.db))[0].seq);
    await removePushSubscription(t.db);
    await removePushSubscription(t.db);
    expect((await brief()).map((e) => e.kind)).toEqual(['upsert', 'delete']);
  });
});

describe('what the card and sign-out see', () => {
  it('reports unsent and refused push changes, and dismisses the refusal', async () => {
    await signIn(t.db);
    expect(await pushOutbox(t.db)).toEqual({ unsent: false, rejected: null });
    await savePushSubscription(t.db, A);
    expect((await pushOutbox(t.db)).unsent).toBe(true);
    const [entry] = await allEntries(t.db);
    await settleUnmirrored(t.db, entry.seq, { outcome: 'rejected', error: { kind: 'refused', status: 403, code: '42501', detail: 'rls' } });
    const outbox = await pushOutbox(t.db);
    expect(outbox.unsent).toBe(false);
    expect(outbox.rejected).toMatchObject({ action: 'pushOn', state: 'rejected' });
    await dismissPushRejections(t.db);
    expect(await allEntries(t.db)).toEqual([]);
  });

  it('a confirmed entry leaves the queue', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    await settleUnmirrored(t.db, (await allEntries(t.db))[0].seq, { outcome: 'confirmed' });
    expect(await allEntries(t.db)).toEqual([]);
  });

  it('the wipe keeps the device store; sign-out clears the switch itself', async () => {
    await signIn(t.db);
    await savePushSubscription(t.db, A);
    await wipeUserData(t.db);
    expect(await allEntries(t.db)).toEqual([]);
    expect((await getPushState(t.db)).enabled).toBe(true);
    await clearPushState(t.db);
    expect(await getPushState(t.db)).toEqual(PUSH_OFF);
  });
});
