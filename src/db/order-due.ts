// Every order record carries its due time (`due_at`: promised, else expected; domain/due-at.ts) for the
// queue's index. Set here, below every write to the orders store (mirror, downloads, staff changes,
// upgrades), so no writer can forget it or leave a stale one after promised_at changed.
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { dueOf } from '../domain/due-at';
import type { OrderRecord } from './order-record';

export function withDue(order: OrderRecord): OrderRecord {
  return { ...order, due_at: dueOf(order).at.toISOString() };
}

function dated(request: DBCoreMutateRequest): DBCoreMutateRequest {
  if (request.type !== 'add' && request.type !== 'put') return request;
  return { ...request, values: request.values.map((value) => withDue(value as OrderRecord)) };
}

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
