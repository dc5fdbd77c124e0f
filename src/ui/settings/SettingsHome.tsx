// Settings home (spec section 2): Account, Meldingen, Printer and Info & Support always; Productstatus
// and Openingstijden with their permissions. The routes themselves are not gated (as the spec says).
import { Link } from 'react-router-dom';
import { usePermissions } from '../../db/session';
import { texts } from '../texts';

export function SettingsHome() {
  const permissions = usePermissions();
  if (!permissions) return null;
  const t = texts.settingsHome;
  const entries = [
    { to: 'account', ...t.account, show: true },
    { to: 'product-status', ...t.productStatus, show: permissions.can_change_product_status },
    { to: 'opening-hours', ...t.openingHours, show: permissions.can_manage_settings },
    { to: 'notifications', ...t.notifications, show: true },
    { to: 'printer', ...t.printer, show: true },
    { to: 'info', ...t.info, show: true },
  ];
  return (
    <section className="screen">
      <h1>{t.title}</h1>
      <ul className="entry-list">
        {entries.filter((entry) => entry.show).map((entry) => (
          <li key={entry.to}>
            <Link to={`/app/settings/${entry.to}`} className="entry card">
              <span className="entry__title">{entry.title}</span>
              <span className="entry__hint">{entry.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
