// The four stat tiles of the orders screen: new, ready for delivery, orders today, revenue today.
// Today's tiles are partial while the history still brings orders placed earlier today.
import type { HistoryProgress } from '../../db/history';
import { useOrderStats } from '../../db/order-store';
import { startOfAmsterdamDay } from '../../domain/amsterdam-time';
import { formatEuro } from '../../domain/format';
import { HistoryNote, PartialValue } from '../components/HistoryProgress';
import { texts } from '../texts';

const t = texts.orders.stats;

export type StatTilesProps = { now: number; history: HistoryProgress | null | undefined };

export function StatTiles({ now, history }: StatTilesProps) {
  const stats = useOrderStats(new Date(now));
  // The essentials brought every order since todayStart; before that, today waits for the history.
  const todayPartial = !!history && Date.parse(history.todayStart) > startOfAmsterdamDay(new Date(now)).getTime();
  const show = (value: number | undefined, format: (n: number) => string = String) =>
    value === undefined ? texts.common.loading : format(value);
  const tiles = [
    { key: 'new', label: t.newOrders, value: show(stats?.newOrders) },
    { key: 'ready', label: t.readyForDelivery, value: show(stats?.readyForDelivery) },
    { key: 'today', label: t.ordersToday, value: show(stats?.ordersToday), today: true },
    { key: 'revenue', label: t.revenueToday, value: show(stats?.revenueTodayCents, formatEuro), today: true },
  ];
  return (
    <section className="stat-tiles" aria-labelledby="order-stats-heading">
      <h2 id="order-stats-heading" className="visually-hidden">{t.heading}</h2>
      <dl className="stat-tiles__grid">
        {tiles.map((tile) => {
          const partial = !!tile.today && todayPartial && stats !== undefined;
          return (
            <div key={tile.key} className={`card stat-tile stat-tile--${tile.key}`}>
              <dt className="stat-tile__label">{tile.label}</dt>
              <dd className="stat-tile__value"><PartialValue value={tile.value} partial={partial} /></dd>
              {partial && <dd className="stat-tile__note"><HistoryNote progress={history} /></dd>}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
