// Every order record carries its due time (`due_at`: promised, else expected; domain/due-at.ts) for the
// queue's index. Set here, below every write to the orders store (ingest, downloads, staff changes,
// upgrades), so no writer can forget it or leave a stale one after promised_at changed. A finished order
// has none: the queue never reads one, and an index entry fewer makes the history download faster.
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { dueOf } from '../../domain/due-at';
import { isFinished } from '../../domain/order-status';
import type { OrderRecord } from './record';

export function withDue(order: OrderRecord): OrderRecord {
  if (!isFinished(order.status)) return { ...order, due_at: dueOf(order).at.toISOString() };
  const { due_at: _due, ...rest } = order;
  return rest;
}

function dated(request: DBCoreMutateRequest): DBCoreMutateRequest {
  if (request.type !== 'add' && request.type !== 'put') return request;
  return { ...request, values: request.values.map((value) => withDue(value as OrderRecord)) };
}

/** A Dexie middleware (Dexie.use) that dates every order record written to the orders store. */
export const orderDue: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'order-due',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      return name === 'orders' ? { ...table, mutate: (request) => table.mutate(dated(request)) } : table;
    },
  }),
};
