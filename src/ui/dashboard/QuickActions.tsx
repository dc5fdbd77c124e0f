// The quick-action cards, each shown only with its permission (spec section 6).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Permissions } from '../../db/session';
import { texts } from '../texts';
import { ShopStateValue } from './ShopStateValue';
import { CardIcon, type CardIconName } from './icons';

export type QuickActionsProps = { permissions: Permissions; now: number; pending: number };

export function QuickActions({ permissions, now, pending }: QuickActionsProps) {
  const cards = texts.dashboard.cards;
  const stats = permissions.can_view_revenue_statistics || permissions.can_view_product_statistics;
  const anyCard = permissions.can_view_new_orders || permissions.can_manage_settings ||
    permissions.can_change_product_status || permissions.can_edit_product_data || stats;
  if (!anyCard) return null;
  return (
    <section className="dashboard__section" aria-labelledby="dashboard-actions-title">
      <h2 id="dashboard-actions-title" className="visually-hidden">{texts.dashboard.quickActions}</h2>
      <ul className="quick-actions">
        {permissions.can_view_new_orders && (
          <ActionCard to="/app/orders" icon="orders" title={cards.orders.title} hint={cards.orders.hint}>
            <NewOrdersBadge pending={pending} />
          </ActionCard>
        )}
        {permissions.can_manage_settings && (
          <ActionCard to="/app/settings/opening-hours" icon="shop" title={cards.shopStatus.title} hint={cards.shopStatus.hint}>
            <ShopStateValue now={now} />
          </ActionCard>
        )}
        {permissions.can_change_product_status && (
          <ActionCard to="/app/settings/product-status" icon="status" title={cards.productStatus.title} hint={cards.productStatus.hint} />
        )}
        {permissions.can_edit_product_data && (
          <ActionCard to="/app/products" icon="products" title={cards.products.title} hint={cards.products.hint} />
        )}
        {stats && <ActionCard to="/app/statistics" icon="stats" title={cards.stats.title} hint={cards.stats.hint} />}
      </ul>
    </section>
  );
}

export type ActionCardProps = { to: string; icon: CardIconName; title: string; hint: string; children?: ReactNode };

function ActionCard({ to, icon, title, hint, children }: ActionCardProps) {
  return (
    <li>
      <Link to={to} className="card action-card">
        <CardIcon name={icon} />
        <span className="action-card__title">{title}</span>
        {children}
        <span className="action-card__hint">{hint}</span>
      </Link>
    </li>
  );
}

function NewOrdersBadge({ pending }: { pending: number }) {
  return (
    <span className={`badge${pending > 0 ? ' badge--alert' : ''}`}>{texts.dashboard.cards.orders.badge(pending)}</span>
  );
}
