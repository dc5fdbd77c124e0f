// The push-orders edge function as a plain fetch handler (Request -> Response):
//   GET   the VAPID public key, for the app to subscribe with (configuration, never in the build)
//   POST  service role only: a database webhook body for an orders INSERT (first push of a `created`
//         order), or { "type": "realert" } (the re-alerts due now, claimed in the database)
import { addReports, deliverOrder, emptyReport, pushNewOrder } from './deliver.ts';
import type { OrderFacts } from './payload.ts';
import { claimRealerts, subscriptionsOf } from './rest.ts';
import type { PushDeps } from './types.ts';

// A hosted function answers the browser's CORS itself (the app calls GET from its own origin).
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json' } });
}

interface WebhookBody {
  type?: unknown;
  table?: unknown;
  schema?: unknown;
  record?: (OrderFacts & { company_id: string; status: string }) | null;
}

function bearer(req: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1].trim() : null;
}

async function realert(deps: PushDeps): Promise<Response> {
  const due = await claimRealerts(deps);
  const subscriptions = await subscriptionsOf(deps, [...new Set(due.map((d) => d.company_id))]);
  const reports = await Promise.all(
    due.map((d) =>
      deliverOrder(
        deps,
        { id: d.order_id, customer_name: d.customer_name, total_cents: d.total_cents, delivery_type: d.delivery_type },
        d.attempt,
        subscriptions.filter((s) => s.companyId === d.company_id),
      ),
    ),
  );
  return json(200, { orders: due.length, ...reports.reduce(addReports, emptyReport()) });
}

export function createHandler(deps: PushDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method === 'GET') return json(200, { publicKey: deps.env.VAPID_PUBLIC_KEY });
    if (req.method !== 'POST') return json(405, { error: 'method_not_allowed', message: 'Use GET or POST.' });
    const token = bearer(req);
    if (!token) return json(401, { error: 'unauthorized', message: 'A service role key is required (Authorization: Bearer).' });
    if (token !== deps.env.SUPABASE_SERVICE_ROLE_KEY)
      return json(403, { error: 'forbidden', message: 'Only the service role may send pushes.' });
    let body: WebhookBody;
    try {
      body = (await req.json()) as WebhookBody;
    } catch {
      return json(400, { error: 'bad_request', message: 'The body must be JSON.' });
    }
    try {
      if (body.type === 'realert') return await realert(deps);
      if (body.type === 'INSERT' && body.table === 'orders' && body.schema === 'public' && body.record) {
        if (body.record.status !== 'created') return json(200, { orders: 0, skipped: 'status' });
        return json(200, { orders: 1, ...(await pushNewOrder(deps, body.record)) });
      }
      return json(400, { error: 'bad_request', message: 'Expected an orders INSERT webhook or {"type":"realert"}.' });
    } catch (error) {
      deps.log?.(`push-orders failed: ${(error as Error).message}`);
      return json(500, { error: 'internal', message: (error as Error).message });
    }
  };
}
