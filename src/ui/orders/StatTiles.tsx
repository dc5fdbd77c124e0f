// The four stat tiles of the orders screen: new, ready for delivery, orders today, revenue today.
import { useOrderStats } from '../../db/orders';
import { formatEuro } from '../../domain/format';
import { texts } from '../texts';

const t = texts.orders.stats;

export type StatTilesProps = { now: number };

export function StatTiles({ now }: StatTilesProps) {
  const stats = useOrderStats(new Date(now));
  const show = (value: number | undefined, format: (n: number) => string = String) =>
    value === undefined ? texts.common.loading : format(value);
  const tiles = [
    { key: 'new', label: t.newOrders, value: show(stats?.newOrders) },
    { key: 'ready', label: t.readyForDelivery, value: show(stats?.readyForDelivery) },
    { key: 'today', label: t.ordersToday, value: show(stats?.ordersToday) },
    { key: 'revenue', label: t.revenueToday, value: show(stats?.revenueTodayCents, formatEuro) },
  ];
  return (
    <section className="stat-tiles" aria-labelledby="order-stats-heading">
      <h2 id="order-stats-heading" className="visually-hidden">{t.heading}</h2>
      <dl className="stat-tiles__grid">
        {tiles.map((tile) => (
          <div key={tile.key} className={`card stat-tile stat-tile--${tile.key}`}>
            <dt className="stat-tile__label">{tile.label}</dt>
            <dd className="stat-tile__value">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
