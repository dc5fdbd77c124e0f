// What sold in the chosen period (can_view_product_statistics): the best and the least sold products,
// and the options chosen; today from the device's mirror, other periods from the server.
import { useMemo } from 'react';
import type { DeviceFigures } from '../../db/today-figures';
import { formatEuro } from '../../domain/format';
import type { Period } from '../../domain/stat-periods';
import type { ProductFigures } from '../../sync';
import { statistics as t } from '../texts/statistics';
import { BarChart } from './BarChart';
import { FreshnessNote } from './FreshnessNote';
import { useServerFigures } from './useServerFigures';

const TOP = 8;
const BOTTOM = 5;

type Sold = { name: string; qty: number; turnover_cents: number };

export function ProductSection({ period, device }: { period: Period; device: DeviceFigures | undefined }) {
  const isToday = period.kind === 'today';
  const server = useServerFigures<ProductFigures>('products', isToday ? null : period);
  const sold: Sold[] | undefined = isToday ? device?.products : server.data?.products;
  const bars = useMemo(() => {
    const list = sold ?? [];
    const bar = (p: Sold) => ({ label: p.name, value: p.qty, shown: `${p.qty} × (${formatEuro(p.turnover_cents)})` });
    return { top: list.slice(0, TOP).map(bar), bottom: list.length > TOP ? list.slice(-BOTTOM).reverse().map(bar) : [] };
  }, [sold]);
  const options = isToday ? [] : server.data?.option_values ?? [];

  return (
    <section className="stat-section" aria-labelledby="stat-products">
      <h2 id="stat-products">{t.charts.sold}</h2>
      {isToday ? <p className="stat-note">{t.fromDevice}</p> : <FreshnessNote state={server.state} readAt={server.readAt} />}
      {sold && sold.length === 0 && <p className="placeholder">{t.noProducts}</p>}
      {bars.top.length > 0 && (
        <BarChart title={t.charts.top} labelHeading={t.charts.product} valueHeading={t.charts.qty} bars={bars.top} horizontal />
      )}
      {bars.bottom.length > 0 && (
        <BarChart title={t.charts.bottom} labelHeading={t.charts.product} valueHeading={t.charts.qty} bars={bars.bottom} horizontal />
      )}
      {options.length > 0 && (
        <table className="stat-table">
          <caption>{t.options}</caption>
          <thead><tr><th scope="col">{t.charts.product}</th><th scope="col">{t.charts.qty}</th><th scope="col">{t.charts.turnover}</th></tr></thead>
          <tbody>
            {options.map((o) => (
              <tr key={o.value_id}><th scope="row">{`${o.group}: ${o.name}`}</th><td>{o.qty}</td><td>{formatEuro(o.turnover_cents)}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
