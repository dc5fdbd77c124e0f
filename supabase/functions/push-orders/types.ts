// The dependencies of the push-orders function, injected so that the Deno entry (hosted) and
// local-supabase (Node) run the very same modules, and tests can drive the clock and the network.

/** The secrets a hosted project sets (`supabase secrets set`); local-supabase passes the same names. */
export interface PushEnv {
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  /** mailto: or https: contact of the sender, as RFC 8292 asks. */
  VAPID_SUBJECT: string;
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface RequestOptions {
  vapidDetails: { subject: string; publicKey: string; privateKey: string };
  TTL: number;
  urgency: 'high';
  topic: string;
  contentEncoding: 'aes128gcm';
}

/** What web-push's generateRequestDetails returns: the encrypted body and every header. */
export interface RequestDetails {
  method: string;
  headers: Record<string, string | number>;
  body: Uint8Array | null;
  endpoint: string;
}

/** web-push's generateRequestDetails: RFC 8291 encryption and the RFC 8292 VAPID header. */
export type GenerateRequestDetails = (
  subscription: Subscription,
  payload: string,
  options: RequestOptions,
) => RequestDetails;

export interface PushDeps {
  env: PushEnv;
  generateRequestDetails: GenerateRequestDetails;
  fetch: typeof fetch;
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
  log?(line: string): void;
}

/** The payload the service worker receives (JSON, then encrypted). */
export interface OrderPush {
  kind: 'new-order';
  orderId: string;
  number: string;
  customerName: string;
  totalCents: number;
  fulfilment: 'delivery' | 'pickup';
  /** 1 for the first push, 2.. for re-alerts. */
  attempt: number;
}
