// Where the mirror keeps the server's audit trail (entities.ts, storage 'events'): an order's events go
// to the order store (order_events, the order's history), every other event (the shop's status, busy
// mode, settings, products) to `shop_events`. Events never change, so a server row is simply stored;
// the generic version check has nothing to decide.
import type { RowStorage } from './apply-plan';
import type { ShopDb } from './database';
import { normalisedAll, type AnyRow } from './normalise';
import { eventScope, orderEventRows, putOrderEvents, removeOrderEvents } from './order-store';
import type { AuditEventRow } from './rows';

function asEvents(rows: readonly AnyRow[]): AuditEventRow[] {
  return normalisedAll('audit_events', rows) as AuditEventRow[];
}

export const auditStorage: RowStorage = {
  scope: (db: ShopDb) => [...eventScope(db), db.shop_events],
  async get(db, _table, ids) {
    const [orders, shop] = await Promise.all([orderEventRows(db, ids), db.shop_events.bulkGet([...ids])]);
    return ids.map((_, i) => orders[i] ?? shop[i]);
  },
  async put(db, _table, rows) {
    const events = asEvents(rows);
    await putOrderEvents(db, events);
    const others = events.filter((event) => !event.order_id);
    if (others.length > 0) await db.shop_events.bulkPut(others);
  },
  async remove(db, _table, ids) {
    await removeOrderEvents(db, ids);
    await db.shop_events.bulkDelete([...ids]);
  },
  async apply(db, table, rows) {
    await this.put(db, table, rows, []);
    return rows.length;
  },
};
