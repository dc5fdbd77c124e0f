// The lines and amounts of an order in the detail modal: quantity, name, Productnummer, options,
// unit and line totals, then subtotal, delivery fee, tip, discount and total.
import type { OrderLine } from '../../db/order-store';
import type { OrderRow } from '../../db/order-store';
import { formatEuro } from '../../domain/format';
import { splitOptions } from '../../domain/receipt';
import { texts } from '../texts';

const t = texts.orders;

export type OrderItemsProps = { order: OrderRow; lines: OrderLine[] };

export function OrderItems({ order, lines }: OrderItemsProps) {
  const amounts: [string, string][] = [
    [t.totals.subtotal, formatEuro(order.subtotal_cents)],
    [t.totals.deliveryFee, formatEuro(order.delivery_fee_cents)],
    [t.totals.tip, formatEuro(order.tip_cents)],
    [t.totals.discount, order.discount_cents > 0 ? `- ${formatEuro(order.discount_cents)}` : formatEuro(0)],
  ];
  return (
    <>
      <section className="detail-section" aria-labelledby="detail-items">
        <h3 id="detail-items">{t.detail.items}</h3>
        {lines.length === 0 && <p>{t.detail.noItems}</p>}
        <ul className="detail-items">
          {lines.map(({ item, productNumber, options }) => (
            <li key={item.id} className="detail-item">
              <div className="detail-item__main">
                <span className="detail-item__name">{item.qty} x {item.name_snapshot}</span>
                <span className="detail-item__total">{formatEuro(item.line_total_cents)}</span>
              </div>
              {productNumber && <p className="detail-item__meta">{t.detail.productNumber}: {productNumber}</p>}
              {splitOptions(options).map((option, i) => <p key={i} className="detail-item__option">+ {option}</p>)}
              <p className="detail-item__meta">{t.detail.unitPrice}: {formatEuro(item.unit_price_cents)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="detail-section" aria-labelledby="detail-amounts">
        <h3 id="detail-amounts">{t.detail.amounts}</h3>
        <dl className="detail-amounts">
          {amounts.map(([label, value]) => (
            <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
          ))}
          <div className="detail-amounts__total"><dt>{t.totals.total}</dt><dd>{formatEuro(order.total_cents)}</dd></div>
        </dl>
      </section>
    </>
  );
}
