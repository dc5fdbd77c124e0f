// An order's history: the server's audit events of the order and of its print jobs (audit_events rows
// with an order_id), kept beside the orders in `order_events` so the history shows offline. Events never
// change on the server, so a row is written once and goes when its order leaves the mirror.
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ShopDb } from '../database';
import type { AuditEventRow } from '../rows';
import { EVENTS } from './names';

export function eventTable(db: ShopDb): Table<AuditEventRow, string> {
  return db.table(EVENTS);
}

/** The stores an event write touches. */
export function eventScope(db: ShopDb): Table[] {
  return [eventTable(db)];
}

/** Inside a transaction over eventScope: stores the events of orders (rows without an order_id are not this store's). */
export async function putOrderEvents(db: ShopDb, rows: readonly AuditEventRow[]): Promise<number> {
  const ours = rows.filter((row) => row.order_id);
  if (ours.length > 0) await eventTable(db).bulkPut(ours);
  return ours.length;
}

/** An order's events, oldest first. */
export async function orderEvents(db: ShopDb, orderId: string): Promise<AuditEventRow[]> {
  const rows = await eventTable(db).where('order_id').equals(orderId).toArray();
  return rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1));
}

/** The events of these orders (a day's speed figures). */
export function eventsOfOrders(db: ShopDb, orderIds: readonly string[]): Promise<AuditEventRow[]> {
  return orderIds.length === 0 ? Promise.resolve([]) : eventTable(db).where('order_id').anyOf([...orderIds]).toArray();
}

/** An order's events, oldest first, live; undefined while loading. */
export function useOrderEvents(orderId: string, db: ShopDb): AuditEventRow[] | undefined {
  return useLiveQuery(() => orderEvents(db, orderId), [db, orderId]);
}

/** The stored events of these ids (undefined where none). */
export function orderEventRows(db: ShopDb, ids: readonly string[]): Promise<(AuditEventRow | undefined)[]> {
  return eventTable(db).bulkGet([...ids]);
}

/** Inside a transaction over eventScope: these events (by id). */
export async function removeOrderEvents(db: ShopDb, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await eventTable(db).bulkDelete([...ids]);
}

/** Inside a transaction over eventScope: the events of orders that left the mirror. */
export async function deleteOrderEvents(db: ShopDb, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await eventTable(db).where('order_id').anyOf([...orderIds]).delete();
}

/** Inside a transaction over eventScope: every order's events (sign-out). */
export async function clearOrderEvents(db: ShopDb): Promise<void> {
  await eventTable(db).clear();
}
