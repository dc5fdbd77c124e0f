// The bottom navigation (spec section 2): four tabs, Orders and Producten gated like their routes;
// the active tab is the one whose path prefix matches.
import { Link, useLocation } from 'react-router-dom';
import type { Permissions } from '../../db/session';
import { texts } from '../texts';

export type BottomNavProps = { permissions: Permissions };

interface Tab {
  to: string;
  prefix: string;
  label: string;
  icon: string;
  allowed(permissions: Permissions): boolean;
}

const TABS: Tab[] = [
  { to: '/app/dashboard', prefix: '/app/dashboard', label: texts.shell.nav.dashboard, icon: '⌂', allowed: () => true },
  {
    to: '/app/orders', prefix: '/app/orders', label: texts.shell.nav.orders, icon: '☰',
    allowed: (p) => p.can_view_new_orders || p.can_view_order_history,
  },
  { to: '/app/products', prefix: '/app/products', label: texts.shell.nav.products, icon: '▦', allowed: (p) => p.can_edit_product_data },
  { to: '/app/settings', prefix: '/app/settings', label: texts.shell.nav.settings, icon: '⚙', allowed: () => true },
];

export function BottomNav({ permissions }: BottomNavProps) {
  const { pathname } = useLocation();
  const path = pathname === '/app' || pathname === '/app/' ? '/app/dashboard' : pathname;
  return (
    <nav className="bottom-nav" aria-label={texts.shell.nav.label}>
      {TABS.filter((tab) => tab.allowed(permissions)).map((tab) => {
        const active = path.startsWith(tab.prefix);
        return (
          <Link key={tab.to} to={tab.to} className={`bottom-nav__tab${active ? ' bottom-nav__tab--active' : ''}`}
            aria-current={active ? 'page' : undefined}>
            <span aria-hidden="true" className="bottom-nav__icon">{tab.icon}</span>
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
