// "Today" on the Cijfers screen (issue 32): the business day's figures computed on the device from the
// mirror (DESIGN section 11), live as orders arrive or change, offline too. The same rules as the
// database (domain/figures.ts); the orders come from the order store by their placed_at range.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { addDays, businessDayStart } from '../domain/business-day';
import { cancelReasons, moneyFigures, type Money } from '../domain/figures';
import { speedFigures, type Speed, type SpeedOrder } from '../domain/speed-figures';
import { appDb, type ShopDb } from './database';
import { orderEventsSince, ordersPlacedBetween } from './order-store';

export interface DeviceFigures {
  money: Money;
  cancelReasons: ReturnType<typeof cancelReasons>;
  /** Orders (not cancelled) per hour of the Amsterdam clock, 0..23. */
  hours: number[];
  products: { name: string; qty: number; turnover_cents: number }[];
  /** Orders delivered or picked up, and those still open (not finished, not cancelled). */
  finished: number;
  open: number;
  /** The day's orders as the speed figures need them (useDeviceSpeed). */
  orders: SpeedOrder[];
}

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', hourCycle: 'h23' });

export async function deviceFigures(db: ShopDb, date: string, endHour: number): Promise<DeviceFigures> {
  const from = businessDayStart(date, endHour).toISOString();
  const to = businessDayStart(addDays(date, 1), endHour).toISOString();
  const found = await ordersPlacedBetween(db, from, to);
  const lines = new Map(found.map((o) => [o.order.id, o.lines]));
  const orders = found.map((o) => o.order);
  const hours = Array.from({ length: 24 }, () => 0);
  const products = new Map<string, { name: string; qty: number; turnover_cents: number }>();
  for (const { order, lines: orderLines } of found) {
    if (order.status === 'canceled') continue;
    hours[Number(hourFormat.format(new Date(order.placed_at))) % 24] += 1;
    for (const line of orderLines) {
      const key = line.product_id ?? line.name_snapshot;
      const entry = products.get(key) ?? { name: line.name_snapshot, qty: 0, turnover_cents: 0 };
      entry.qty += line.qty;
      entry.turnover_cents += line.line_total_cents;
      products.set(key, entry);
    }
  }
  const finished = orders.filter((o) => o.status === 'delivered' || o.status === 'picked_up').length;
  const canceled = orders.filter((o) => o.status === 'canceled').length;
  return {
    finished,
    open: orders.length - finished - canceled,
    orders: orders.map(({ id, status, placed_at, promised_at }) => ({ id, status, placed_at, promised_at })),
    money: moneyFigures(orders, (id) => lines.get(id) ?? []),
    cancelReasons: cancelReasons(orders),
    hours,
    products: [...products.values()].sort((a, b) => b.qty - a.qty || b.turnover_cents - a.turnover_cents),
  };
}

/** The business day's figures from the mirror, live; undefined while the first read runs (or without a day). */
export function useDeviceFigures(date: string | null, endHour: number, db: ShopDb = appDb()): DeviceFigures | undefined {
  return useLiveQuery(() => (date ? deviceFigures(db, date, endHour) : undefined), [db, date, endHour]);
}

/** The day's speed figures from the mirror's order events, live: read apart from the money, so the
 *  events (several per order) never hold up the first figures. */
export function useDeviceSpeed(figures: DeviceFigures | undefined, date: string | null, endHour: number,
  db: ShopDb = appDb()): Speed | undefined {
  const from = date ? businessDayStart(date, endHour).toISOString() : null;
  const events = useLiveQuery(() => (from ? orderEventsSince(db, from) : undefined), [db, from]);
  return useMemo(() => (figures && events ? speedFigures(figures.orders, events) : undefined), [figures, events]);
}
