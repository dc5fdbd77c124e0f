// "Today" on the Cijfers screen (issue 32): the business day's figures computed on the device from the
// mirror (DESIGN section 11), live as orders arrive or change, offline too. The money, cancellations,
// hours and products are sums the order store keeps per hour (order-store/figure-hours.ts, by the same
// rules as the database: domain/figure-sums.ts), so a day is at most 25 small rows. The speed needs
// each order and its events: read apart, once a minute, so it never holds up the figures.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { addDays, businessDayStart } from '../domain/business-day';
import { addSums, emptySums } from '../domain/figure-sums';
import { moneyOfSums, productsOfSums, reasonsOfSums, type StatusTotals } from '../domain/figure-totals';
import type { Money } from '../domain/figures';
import { speedFigures, type Speed } from '../domain/speed-figures';
import { appDb, type ShopDb } from './database';
import { completeFigureHours, eventsOfOrders, figureHoursBetween, figureHoursComplete, ordersPlacedBetween } from './order-store';

export interface DeviceFigures {
  money: Money;
  cancelReasons: { reason: string; count: number; cents: number }[];
  /** Orders (not cancelled) per hour of the Amsterdam clock, 0..23. */
  hours: number[];
  products: { name: string; qty: number; turnover_cents: number }[];
  /** Orders delivered or picked up, and those still open (not finished, not cancelled). */
  finished: number;
  open: number;
}

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', hourCycle: 'h23' });
const FINISHED = new Set(['delivered', 'picked_up']);

/** The business day's [from, to) as ISO 8601 UTC. */
function dayBounds(date: string, endHour: number): { from: string; to: string } {
  return { from: businessDayStart(date, endHour).toISOString(), to: businessDayStart(addDays(date, 1), endHour).toISOString() };
}

/** Reads the figure hours; call completeFigureHours first (useDeviceFigures does). */
async function dayFigures(db: ShopDb, date: string, endHour: number): Promise<DeviceFigures> {
  const { from, to } = dayBounds(date, endHour);
  // A business day starts on a whole hour (Amsterdam's offsets are whole hours): its UTC hours are exact.
  const rows = await figureHoursBetween(db, from.slice(0, 13), to.slice(0, 13));
  const byStatus = new Map<string, StatusTotals>();
  const sums = emptySums();
  const hours = Array.from({ length: 24 }, () => 0);
  for (const row of rows) {
    addSums(sums, row.sums, 1);
    for (const [status, [count, cents]] of Object.entries(row.statuses)) {
      const totals = byStatus.get(status) ?? { status, count: 0, cents: 0 };
      totals.count += count;
      totals.cents += cents;
      byStatus.set(status, totals);
      if (status !== 'canceled') hours[Number(hourFormat.format(new Date(`${row.hour}:00:00Z`))) % 24] += count;
    }
  }
  const statuses = [...byStatus.values()];
  const count = (keep: (status: string) => boolean) => statuses.filter((s) => keep(s.status)).reduce((n, s) => n + s.count, 0);
  return {
    money: moneyOfSums(statuses, sums),
    cancelReasons: reasonsOfSums(sums),
    hours,
    products: productsOfSums(sums),
    finished: count((status) => FINISHED.has(status)),
    open: count((status) => !FINISHED.has(status) && status !== 'canceled'),
  };
}

/** The business day's figures from the mirror, once. */
export async function deviceFigures(db: ShopDb, date: string, endHour: number): Promise<DeviceFigures> {
  await completeFigureHours(db);
  return dayFigures(db, date, endHour);
}

/** The business day's figures from the mirror, live; undefined while the first read runs (or without a day). */
export function useDeviceFigures(date: string | null, endHour: number, db: ShopDb = appDb()): DeviceFigures | undefined {
  const [complete, setComplete] = useState(() => figureHoursComplete(db));
  useEffect(() => {
    if (figureHoursComplete(db)) return;
    let current = true;
    completeFigureHours(db).then(() => current && setComplete(true), (error: unknown) => console.error('figure hours not summed', error));
    return () => {
      current = false;
    };
  }, [db]);
  return useLiveQuery(() => (date && complete ? dayFigures(db, date, endHour) : undefined), [db, date, endHour, complete]);
}

/** The business day's speed figures from its orders and their events in the mirror. */
export async function deviceSpeed(db: ShopDb, date: string, endHour: number): Promise<Speed> {
  const { from, to } = dayBounds(date, endHour);
  const orders = (await ordersPlacedBetween(db, from, to)).map(({ order }) => order);
  return speedFigures(orders, await eventsOfOrders(db, orders.map((order) => order.id)));
}

/** The day's speed, read when shown and again at every `tick` (a minute; medians need no faster). */
export function useDeviceSpeed(date: string | null, endHour: number, tick: number, db: ShopDb = appDb()): Speed | undefined {
  const [speed, setSpeed] = useState<{ key: string; speed: Speed }>();
  const key = `${date}/${endHour}`;
  useEffect(() => {
    if (!date) return;
    let current = true;
    deviceSpeed(db, date, endHour).then((found) => current && setSpeed({ key, speed: found }), (error: unknown) => console.warn('speed not read', error));
    return () => {
      current = false;
    };
  }, [db, date, endHour, key, tick]);
  return date && speed?.key === key ? speed.speed : undefined;
}
