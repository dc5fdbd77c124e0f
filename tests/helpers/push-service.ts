// A push service on loopback for the tests, playing what FCM or Mozilla's autopush do for a browser:
// subscriptions with real P-256 keys, every push decrypted (RFC 8291) and its VAPID JWT verified
// (RFC 8292), and scripted answers (410, 503 with Retry-After, ...) per subscription.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { decryptPush, makeClientKeys, verifyVapid, type ClientKeys, type VapidClaims } from './push-crypto';

export interface TestSubscription extends ClientKeys {
  endpoint: string;
}

export interface ReceivedPush {
  endpoint: string;
  /** The status this push was answered with. */
  status: number;
  headers: IncomingMessage['headers'];
  /** The decrypted payload parsed as JSON (undefined when the push was refused before decrypting). */
  payload: unknown;
  vapid: { claims: VapidClaims; key: string };
  at: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
}

export interface PushService {
  origin: string;
  /** Every push that decrypted and verified, in arrival order (also those answered with an error). */
  received: ReceivedPush[];
  /** Pushes that failed to decrypt or verify: always empty when the sender is right. */
  errors: string[];
  subscribe(): TestSubscription;
  /** The next pushes to this endpoint get these answers, in order; after them 201 again. */
  answer(endpoint: string, ...answers: Answer[]): void;
  to(endpoint: string): ReceivedPush[];
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startPushService(now: () => number = Date.now): Promise<PushService> {
  const subscriptions = new Map<string, TestSubscription>();
  const scripts = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  let origin = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const body = await readBody(req);
      const subscription = subscriptions.get(endpoint);
      if (req.method !== 'POST' || !subscription) {
        res.writeHead(404).end();
        return;
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        const vapid = verifyVapid(req.headers.authorization, endpoint, now());
        const payload: unknown = JSON.parse(decryptPush(body, subscription));
        const answer = scripts.get(endpoint)?.shift() ?? { status: 201 };
        received.push({ endpoint, status: answer.status, headers: req.headers, payload, vapid, at: Date.now() });
        res.writeHead(answer.status, answer.headers ?? {}).end();
      } catch (error) {
        errors.push(`${endpoint}: ${(error as Error).message}`);
        res.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    received,
    errors,
    subscribe() {
      const subscription = { ...makeClientKeys(), endpoint: `${origin}/push/${randomUUID()}` };
      subscriptions.set(subscription.endpoint, subscription);
      return subscription;
    },
    answer(endpoint, ...answers) {
      scripts.set(endpoint, [...(scripts.get(endpoint) ?? []), ...answers]);
    },
    to: (endpoint) => received.filter((r) => r.endpoint === endpoint),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
