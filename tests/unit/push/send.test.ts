// The push sender's answer handling with the network and the clock injected: which answers are
// retried, how long it waits (Retry-After as seconds or a date), and that it gives up in bounded time.
import { describe, expect, it } from 'vitest';
import { retryAfterMs, sendPush, MAX_TRIES } from '../../../supabase/functions/push-orders/send';
import type { OrderPush, PushDeps } from '../../../supabase/functions/push-orders/types';

const push: OrderPush = {
  kind: 'new-order',
  orderId: '0d000000-0000-4000-8000-00000000abcd',
  number: '#0000ABCD',
  customerName: 'Test',
  totalCents: 100,
  fulfilment: 'pickup',
  attempt: 1,
};
const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } };

/** A push service that answers with these responses in turn (an Error: the connection fails). */
function harness(answers: (number | [number, Record<string, string>] | Error)[]) {
  let now = Date.parse('2026-11-24T12:00:00Z');
  const waits: number[] = [];
  let calls = 0;
  const deps: PushDeps = {
    env: { VAPID_PUBLIC_KEY: 'k', VAPID_PRIVATE_KEY: 'p', VAPID_SUBJECT: 'mailto:a@b.test', SUPABASE_URL: 'x', SUPABASE_SERVICE_ROLE_KEY: 's' },
    generateRequestDetails: (sub) => ({ method: 'POST', headers: { TTL: 600 }, body: new Uint8Array([1]), endpoint: sub.endpoint }),
    fetch: async () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (answer instanceof Error) throw answer;
      const [status, headers] = Array.isArray(answer) ? answer : [answer, {}];
      return new Response(null, { status, headers });
    },
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  };
  return { deps, waits, calls: () => calls };
}

describe('sendPush', () => {
  it.each([200, 201, 202])('is done at %i', async (status) => {
    const h = harness([status]);
    expect(await sendPush(h.deps, subscription, push)).toBe('delivered');
    expect(h.calls()).toBe(1);
  });

  it.each([404, 410])('reports the subscription gone at %i, without retrying', async (status) => {
    const h = harness([status]);
    expect(await sendPush(h.deps, subscription, push)).toBe('gone');
    expect(h.calls()).toBe(1);
  });

  it.each([400, 401, 403, 413])('does not retry %i', async (status) => {
    const h = harness([status]);
    expect(await sendPush(h.deps, subscription, push)).toBe('failed');
    expect(h.calls()).toBe(1);
  });

  it('retries 5xx and failed connections with growing waits, then delivers', async () => {
    const h = harness([500, new Error('ECONNRESET'), 503, 201]);
    expect(await sendPush(h.deps, subscription, push)).toBe('delivered');
    expect(h.waits).toEqual([500, 1000, 2000]);
  });

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    const h = harness([[429, { 'Retry-After': '3' }], [503, { 'Retry-After': 'Tue, 24 Nov 2026 12:00:08 GMT' }], 201]);
    expect(await sendPush(h.deps, subscription, push)).toBe('delivered');
    expect(h.waits).toEqual([3000, 5000]);
  });

  it(`gives up after ${MAX_TRIES} tries`, async () => {
    const h = harness([503]);
    expect(await sendPush(h.deps, subscription, push)).toBe('failed');
    expect(h.calls()).toBe(MAX_TRIES);
  });

  it('gives up rather than wait past its time bound', async () => {
    const h = harness([[429, { 'Retry-After': '3600' }], 201]);
    expect(await sendPush(h.deps, subscription, push)).toBe('delivered');
    expect(h.waits).toEqual([10_000]);
    const late = harness([[429, { 'Retry-After': '10' }], [429, { 'Retry-After': '10' }], [429, { 'Retry-After': '10' }], 201]);
    expect(await sendPush(late.deps, subscription, push)).toBe('failed');
    expect(late.waits).toEqual([10_000, 10_000]);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds, dates, and nothing else', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
