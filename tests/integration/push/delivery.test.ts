// A new order reaches every push subscription of its company through the push-orders function,
// triggered as a database webhook by the orders INSERT: encrypted (RFC 8291), VAPID-signed (RFC 8292),
// decrypted and verified by the loopback push service; gone subscriptions removed, busy ones retried.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startPushService, type PushService } from '../../helpers/push-service';
import { KMFC_COMPANY_ID } from '../../fixtures/seed-ids';
import {
  OTHER_COMPANY_ID,
  addOtherCompany,
  payloadsFor,
  placeOrder,
  storeSubscription,
  subscriptionExists,
} from './support';

let stack: Stack;
let push: PushService;

beforeAll(async () => {
  push = await startPushService();
  stack = await startTestStack({ functions: { realertIntervalMs: 0 } });
  await addOtherCompany(stack);
});
afterAll(async () => {
  await stack?.stop();
  await push?.stop();
  expect(push?.errors ?? []).toEqual([]);
});

describe('a new order', () => {
  it('is pushed to a subscription of its company within 2 s, with the order in the decrypted payload', async () => {
    const sub = push.subscribe();
    await storeSubscription(stack, sub);
    const order = await placeOrder(stack);
    await vi.waitFor(() => expect(push.to(sub.endpoint)).toHaveLength(1), { timeout: 2000, interval: 20 });
    const [received] = push.to(sub.endpoint);
    expect(received.payload).toEqual({
      kind: 'new-order',
      orderId: order.id,
      number: `#${order.id.slice(-8).toUpperCase()}`,
      customerName: order.customer_name,
      totalCents: order.total_cents,
      fulfilment: order.delivery_type,
      attempt: 1,
    });
    expect(received.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      urgency: 'high',
      topic: order.id.replace(/-/g, ''),
    });
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    expect(received.vapid.key).toBe(stack.vapidPublicKey);
    expect(received.vapid.claims.aud).toBe(push.origin);
  });

  it('is not pushed when it is inserted with another status than created', async () => {
    const sub = push.subscribe();
    await storeSubscription(stack, sub);
    const [accepted] = await stack.sql<{ id: string }>(
      `insert into public.orders (company_id, status, customer_name, total_cents) values ($1, 'accepted', 'Al Bezig', 1250)
       returning id`,
      [KMFC_COMPANY_ID],
    );
    const created = await placeOrder(stack);
    // Webhooks run in insert order: once the later order's push is in, the earlier one's would be too.
    await vi.waitFor(() => expect(payloadsFor(push.to(sub.endpoint), created.id)).toHaveLength(1), { timeout: 5000 });
    expect(payloadsFor(push.received, accepted.id)).toEqual([]);
  });

  it("goes only to its own company's subscriptions", async () => {
    const mine = push.subscribe();
    const theirs = push.subscribe();
    await storeSubscription(stack, mine);
    await storeSubscription(stack, theirs, OTHER_COMPANY_ID);
    const kmfcOrder = await placeOrder(stack);
    const otherOrder = await placeOrder(stack, 'andere-shop');
    await vi.waitFor(() => expect(push.to(theirs.endpoint)).toHaveLength(1), { timeout: 5000 });
    await vi.waitFor(() => expect(payloadsFor(push.to(mine.endpoint), kmfcOrder.id)).toHaveLength(1), { timeout: 5000 });
    expect(payloadsFor(push.to(theirs.endpoint), otherOrder.id)).toHaveLength(1);
    expect(payloadsFor(push.to(mine.endpoint), otherOrder.id)).toEqual([]);
    expect(payloadsFor(push.to(theirs.endpoint), kmfcOrder.id)).toEqual([]);
  });
});

describe('the answer of the push service', () => {
  it.each([410, 404])('%i removes the subscription', async (status) => {
    const gone = push.subscribe();
    await storeSubscription(stack, gone);
    push.answer(gone.endpoint, { status });
    await placeOrder(stack);
    await vi.waitFor(async () => expect(await subscriptionExists(stack, gone.endpoint)).toBe(false), { timeout: 5000 });
    expect(push.to(gone.endpoint).map((r) => r.status)).toEqual([status]);
  });

  it('503 is retried with backoff until the push is delivered; the subscription stays', async () => {
    const busy = push.subscribe();
    await storeSubscription(stack, busy);
    push.answer(busy.endpoint, { status: 503 }, { status: 503 });
    const order = await placeOrder(stack);
    await vi.waitFor(() => expect(push.to(busy.endpoint).map((r) => r.status)).toEqual([503, 503, 201]), { timeout: 8000 });
    expect(payloadsFor(push.to(busy.endpoint), order.id).map((p) => p.attempt)).toEqual([1, 1, 1]);
    expect(await subscriptionExists(stack, busy.endpoint)).toBe(true);
  });

  it('429 with Retry-After waits that long, then delivers', async () => {
    const limited = push.subscribe();
    await storeSubscription(stack, limited);
    push.answer(limited.endpoint, { status: 429, headers: { 'Retry-After': '1' } });
    await placeOrder(stack);
    await vi.waitFor(() => expect(push.to(limited.endpoint).map((r) => r.status)).toEqual([429, 201]), { timeout: 8000 });
    const [first, second] = push.to(limited.endpoint);
    expect(second.at - first.at).toBeGreaterThanOrEqual(990);
    expect(await subscriptionExists(stack, limited.endpoint)).toBe(true);
  });
});
