// Re-alerts until someone acts: while an order stays `created`, the re-alert job (pg_cron on a hosted
// project, a timer in local-supabase) pushes it again every 60 s, at most 10 times; accepting or
// canceling it stops them. The project's clock is injected, so a minute passes at once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient, startTestStack, DEMO, type Stack } from '../../helpers/stack';
import { startPushService, type PushService, type TestSubscription } from '../../helpers/push-service';
import { payloadsFor, placeOrder, realert, storeSubscription } from './support';

const MINUTE = 60_000;
let offset = 0;
const clock = () => Date.now() + offset;
let stack: Stack;
let push: PushService;
let sub: TestSubscription;
let staff: SupabaseClient;

beforeAll(async () => {
  push = await startPushService();
  // The job runs only when a test calls it (as pg_cron would), so every run's pushes are awaited.
  stack = await startTestStack({ now: clock, functions: { realertIntervalMs: 0 } });
  sub = push.subscribe();
  await storeSubscription(stack, sub);
  // Signed in before the clock moves: Auth stamps tokens with the project's clock, PostgREST checks them
  // against the real one.
  staff = await signedInClient(stack, DEMO.kitchen);
});
afterAll(async () => {
  await stack?.stop();
  await push?.stop();
  expect(push?.errors ?? []).toEqual([]);
});

const attemptsOf = (orderId: string) => payloadsFor(push.to(sub.endpoint), orderId).map((p) => p.attempt);

async function placedAndPushed(): Promise<string> {
  const order = await placeOrder(stack);
  await vi.waitFor(() => expect(attemptsOf(order.id)).toEqual([1]), { timeout: 5000 });
  return order.id;
}

describe('re-alerts', () => {
  it('come every 60 s while the order is created, and stop after 10', async () => {
    const orderId = await placedAndPushed();
    await realert(stack);
    expect(attemptsOf(orderId)).toEqual([1]);
    for (let attempt = 2; attempt <= 11; attempt += 1) {
      offset += MINUTE - 1000;
      await realert(stack);
      expect(attemptsOf(orderId)).toHaveLength(attempt - 1);
      offset += 1000;
      await realert(stack);
      expect(attemptsOf(orderId)).toHaveLength(attempt);
    }
    expect(attemptsOf(orderId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    offset += MINUTE;
    await realert(stack);
    offset += 5 * MINUTE;
    await realert(stack);
    expect(attemptsOf(orderId)).toHaveLength(11);
    // Same Topic every time: a re-alert replaces an older push the push service still holds.
    const topics = new Set(push.to(sub.endpoint).filter((r) => (r.payload as { orderId: string }).orderId === orderId).map((r) => r.headers.topic));
    expect([...topics]).toEqual([orderId.replace(/-/g, '')]);
  });

  it.each(['accepted', 'canceled'])('stop once a device marks the order %s', async (status) => {
    const orderId = await placedAndPushed();
    offset += MINUTE;
    await realert(stack);
    expect(attemptsOf(orderId)).toEqual([1, 2]);
    const reason = status === 'canceled' ? { cancel_reason: 'Te druk' } : {};
    const { error } = await staff.from('orders').update({ status, ...reason }).eq('id', orderId).eq('status', 'created');
    expect(error).toBeNull();
    offset += MINUTE;
    await realert(stack);
    offset += MINUTE;
    await realert(stack);
    expect(attemptsOf(orderId)).toEqual([1, 2]);
  });
});

describe('the re-alert timer of local-supabase', () => {
  it('runs the job by itself, as pg_cron does on a hosted project', async () => {
    let timedOffset = 0;
    const timed = await startTestStack({ now: () => Date.now() + timedOffset, functions: { realertIntervalMs: 50 } });
    try {
      const own = push.subscribe();
      await storeSubscription(timed, own);
      const order = await placeOrder(timed);
      const attempts = () => payloadsFor(push.to(own.endpoint), order.id).map((p) => p.attempt);
      await vi.waitFor(() => expect(attempts()).toEqual([1]), { timeout: 5000 });
      timedOffset += MINUTE;
      await vi.waitFor(() => expect(attempts()).toEqual([1, 2]), { timeout: 5000 });
      timedOffset += MINUTE;
      await vi.waitFor(() => expect(attempts()).toEqual([1, 2, 3]), { timeout: 5000 });
    } finally {
      await timed.stop();
    }
  });
});
