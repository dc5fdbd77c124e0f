// The app's half of Web Push against the real server (issue 13): the subscription a device stores goes
// through its outbox and sync engine into push_subscriptions (an upsert on endpoint, never a second
// row), the server then pushes new orders to it (decrypted by the loopback push service), switching off
// deletes the row, and signing out deletes it directly and ends the browser's subscription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { startPushService, type PushService, type TestSubscription } from '../../helpers/push-service';
import { getPushState, removePushSubscription, savePushSubscription } from '../../../src/db/push-subscriptions';
import { AUTH_USER_IDS, KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import { payloadsFor, placeOrder } from './support';

let stack: Stack;
let device: Device;
let pushService: PushService;

beforeAll(async () => {
  stack = await startTestStack({ functions: { realertIntervalMs: 0 } });
  pushService = await startPushService();
  device = await startDevice(stack);
});
afterAll(async () => {
  await device?.stop();
  await pushService?.stop();
  await stack?.stop();
});

interface Row { endpoint: string; p256dh: string; auth: string; user_id: string; company_id: string; device_id: string; last_seen_at: string }

function rows(): Promise<Row[]> {
  return stack.sql<Row>('select endpoint, p256dh, auth, user_id, company_id, device_id, last_seen_at::text from public.push_subscriptions');
}

async function drained(): Promise<void> {
  await waitFor(async () => (await device.db.outbox.count()) === 0, { timeoutMs: 10_000, what: 'the outbox to drain' });
}

function keysOf(sub: TestSubscription) {
  return { endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth };
}

describe('a device subscribing to push', () => {
  it('gets the VAPID public key from push-orders through the engine', async () => {
    expect(await device.engine.pushPublicKey()).toEqual({ ok: true, publicKey: stack.vapidPublicKey });
  });

  it('stores its subscription through the outbox; sent again it stays one row; new orders reach it', async () => {
    const sub = pushService.subscribe();
    await savePushSubscription(device.db, keysOf(sub));
    await drained();
    const deviceId = (await device.db.device.get('device_id'))?.value;
    const [row] = await rows();
    expect(row).toMatchObject({ ...keysOf(sub), user_id: AUTH_USER_IDS.eigenaar, company_id: KMFC_COMPANY_ID, device_id: deviceId });

    await savePushSubscription(device.db, keysOf(sub));
    await drained();
    const again = await rows();
    expect(again).toHaveLength(1);
    expect(Date.parse(again[0].last_seen_at)).toBeGreaterThan(Date.parse(row.last_seen_at));

    const order = await placeOrder(stack);
    await waitFor(() => payloadsFor(pushService.to(sub.endpoint), order.id).length > 0, { timeoutMs: 5_000, what: 'the push for the new order' });
    expect(pushService.errors).toEqual([]);
    expect(payloadsFor(pushService.to(sub.endpoint), order.id)[0]).toMatchObject({ kind: 'new-order', orderId: order.id, attempt: 1 });
  });

  it('switching off deletes the row', async () => {
    await removePushSubscription(device.db);
    await drained();
    expect(await rows()).toEqual([]);
  });

  it('signing out deletes the row directly (the wipe would take the outbox) and switches push off here', async () => {
    const sub = pushService.subscribe();
    await savePushSubscription(device.db, keysOf(sub));
    await drained();
    expect(await rows()).toHaveLength(1);
    // Queued again but not sent: sign-out must not depend on the outbox.
    device.goOffline();
    await savePushSubscription(device.db, keysOf(sub));
    device.goOnline();
    const result = await device.engine.signOut({ discardUnsent: true });
    expect(result).toEqual({ ok: true });
    expect(await rows()).toEqual([]);
    expect((await getPushState(device.db)).enabled).toBe(false);
  });
});
