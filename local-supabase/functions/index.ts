// The project's edge functions, run in Node from supabase/functions: /functions/v1/push-orders behind
// the gateway, called as a hosted database webhook would be for every orders INSERT (fed by the change
// capture of db/capture.sql), and its re-alert mode on a timer as pg_cron runs it on a hosted project.
import type { IncomingMessage, ServerResponse } from 'node:http';
import webpush from 'web-push';
import { createHandler } from '../../supabase/functions/push-orders/handler';
import type { GenerateRequestDetails, PushDeps } from '../../supabase/functions/push-orders/types';
import type { FunctionsServer, ServiceContext, TableChange } from '../contracts';
import { sendResponse, toRequest } from './http';
import { loadVapidKeys } from './vapid';

export interface FunctionsOptions {
  /** How often the re-alert job runs, in ms (default 5000; 0 turns it off). */
  realertIntervalMs?: number;
  /** Data folder that keeps vapid.json; without one a fresh key pair is made. */
  dataDir?: string;
  vapidSubject?: string;
  /** The network pushes go out on (default the global fetch). */
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export function createFunctionsServer(ctx: ServiceContext, options: FunctionsOptions = {}): FunctionsServer {
  const vapid = loadVapidKeys(options.dataDir);
  const log = options.log ?? (() => {});
  const baseFetch = options.fetch ?? fetch;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  // Sleeps and requests end at once when the stack stops, so stop() never waits for a retry.
  const sleep = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (stopping.signal.aborted) return reject(new Error('stopped'));
      const timer = setTimeout(resolve, ms);
      stopping.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('stopped'));
      });
    });

  const deps = (): PushDeps => ({
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: options.vapidSubject ?? 'mailto:beheer@kmfc.test',
      SUPABASE_URL: ctx.url(),
      SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    },
    generateRequestDetails: webpush.generateRequestDetails as GenerateRequestDetails,
    fetch: (input, init) => baseFetch(input, { ...init, signal: stopping.signal }),
    now: ctx.now,
    sleep,
    log,
  });
  const pushOrders = (req: Request) => createHandler(deps())(req);

  /** Calls the function in-process the way a webhook or pg_cron would, with the service role key. */
  function invoke(body: unknown): Promise<void> {
    if (closed) return Promise.resolve();
    const request = new Request(`${ctx.url()}/functions/v1/push-orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ctx.keys.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const run = pushOrders(request)
      .then(async (response) => {
        if (response.status >= 400 && !closed) log(`push-orders answered ${response.status}: ${await response.text()}`);
      })
      .catch((error: unknown) => {
        if (!closed) log(`push-orders failed: ${(error as Error).message}`);
      });
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  }

  let realerting: Promise<void> | null = null;
  const interval = options.realertIntervalMs ?? 5000;
  const timer =
    interval > 0
      ? setInterval(() => {
          realerting ??= invoke({ type: 'realert' }).finally(() => (realerting = null));
        }, interval)
      : null;
  timer?.unref();

  return {
    vapidPublicKey: vapid.publicKey,
    async handle(req: IncomingMessage, res: ServerResponse, path: string) {
      if (path !== '/push-orders' && !path.startsWith('/push-orders/')) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' }));
        return;
      }
      await sendResponse(res, await pushOrders(await toRequest(req, `${ctx.url()}${req.url ?? ''}`)));
    },
    onChanges(changes: TableChange[]) {
      for (const change of changes) {
        if (change.schema !== 'public' || change.table !== 'orders' || change.type !== 'INSERT') continue;
        void invoke({ type: 'INSERT', table: 'orders', schema: 'public', record: change.record, old_record: null });
      }
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      stopping.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
