// Sends one encrypted push to one subscription and reads the push service's answer (RFC 8030):
// 2xx delivered; 404/410 the subscription is gone (the caller deletes it); 429 and 5xx, or no answer
// at all, are retried with backoff that honours Retry-After, a few times within a bounded time.
import { topicFor } from './payload.ts';
import type { OrderPush, PushDeps, Subscription } from './types.ts';

export type SendResult = 'delivered' | 'gone' | 'failed';

/** How long the push service keeps an undelivered push: after 10 minutes the re-alerts are done too. */
export const PUSH_TTL_SECONDS = 600;
export const MAX_TRIES = 4;
const FIRST_BACKOFF_MS = 500;
/** No single wait longer than this, and no retry that would end past MAX_SPAN_MS after the start. */
const MAX_WAIT_MS = 10_000;
const MAX_SPAN_MS = 20_000;

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or invalid. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

export async function sendPush(deps: PushDeps, subscription: Subscription, push: OrderPush): Promise<SendResult> {
  const { env } = deps;
  const started = deps.now();
  for (let attempt = 1; ; attempt += 1) {
    // Fresh details per try: the VAPID JWT and the encryption salt are made anew.
    const details = deps.generateRequestDetails(subscription, JSON.stringify(push), {
      vapidDetails: { subject: env.VAPID_SUBJECT, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      topic: topicFor(push.orderId),
      contentEncoding: 'aes128gcm',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
    let wait: number | undefined;
    let status = 0;
    try {
      const response = await deps.fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
      });
      status = response.status;
      await response.body?.cancel();
      if (status >= 200 && status < 300) return 'delivered';
      if (status === 404 || status === 410) return 'gone';
      if (!isRetryable(status)) {
        deps.log?.(`push to ${details.endpoint} refused with ${status}`);
        return 'failed';
      }
      wait = retryAfterMs(response.headers.get('retry-after'), deps.now());
    } catch (error) {
      deps.log?.(`push to ${details.endpoint} failed: ${(error as Error).message}`);
    }
    wait = Math.min(wait ?? FIRST_BACKOFF_MS * 2 ** (attempt - 1), MAX_WAIT_MS);
    if (attempt >= MAX_TRIES || deps.now() + wait - started > MAX_SPAN_MS) {
      deps.log?.(`push to ${details.endpoint} given up after ${attempt} tries (last status ${status || 'none'})`);
      return 'failed';
    }
    await deps.sleep(wait);
  }
}
