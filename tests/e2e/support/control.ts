// The control server the test workers call (they run in other processes than the stack): reset the
// shared database to the seed, and fill the shop's order window with many orders at once, set-based as
// the benchmarks do (a few thousand in seconds; through REST that would take minutes), then dated back
// as a history that built up over days.
import { createServer, type Server } from 'node:http';
import type { Stack } from '../../../local-supabase/stack';
import { insertOrders } from '../../../bench/sync/orders';

type Route = (params: URLSearchParams) => Promise<unknown>;

/**
 * The rows of these orders (with their lines and carts) last changed when they were made, as in a shop
 * whose history built up over the week. A set-based insert stamps them all within a second or two, and
 * the catch-up right after sign-in re-reads the changes of the 2 s before its cursor: it would bring the
 * whole window in at once, past the history download these journeys are about. Triggers are off for
 * the update (replica role), so the sync columns keep these times and no realtime change is captured.
 */
async function dateBack(stack: Stack, orderIds: string[]): Promise<void> {
  await stack.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    const carts = 'select cart_id from public.orders where id = any($1::uuid[])';
    await tx.query('update public.orders set updated_at = created_at where id = any($1::uuid[])', [orderIds]);
    await tx.query('update public.order_items set updated_at = created_at where order_id = any($1::uuid[])', [orderIds]);
    await tx.query(`update public.carts set updated_at = created_at where id in (${carts})`, [orderIds]);
    await tx.query(`update public.cart_items set updated_at = created_at where cart_id in (${carts})`, [orderIds]);
  });
}

export function startControl(stack: Stack, port: number): Promise<Server> {
  let batch = 0;
  const routes: Record<string, Route> = {
    '/reset': async () => {
      await stack.reset();
      return null;
    },
    // POST /orders?count=3000: complete orders of the seed's shop in mixed statuses, placed in the last 7 days.
    '/orders': async (params) => {
      const count = Number(params.get('count'));
      if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive whole number, got ${params.get('count')}`);
      batch += 1;
      const ids = await insertOrders(stack, `e2e-${process.pid}-${batch}`, count, 'mixed');
      await dateBack(stack, ids);
      return { inserted: ids.length };
    },
  };
  // One request at a time: a reset must never run under an insert, or the other way round.
  let queue: Promise<void> = Promise.resolve();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const route = routes[url.pathname];
    if (req.method !== 'POST' || !route) {
      res.writeHead(404).end();
      return;
    }
    queue = queue.then(() => route(url.searchParams)).then(
      (body) => void (body === null ? res.writeHead(204).end()
        : res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))),
      (error: Error) => void res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
