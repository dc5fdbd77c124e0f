// Status: how many created orders are open, the audio permission, and whether alerts are active
// (sound on and permission granted).
import { useId } from 'react';
import { usePendingCount } from '../../../db/order-store';
import { texts } from '../../texts';
import { notifications } from '../../texts/notifications';
import { alertsActive, type SoundSettings } from '../../lib/sound/sound-settings';

export type StatusCardProps = { settings: SoundSettings };

export function StatusCard({ settings }: StatusCardProps) {
  const t = notifications.status;
  const pending = usePendingCount();
  const headingId = useId();
  const active = alertsActive(settings);
  return (
    <section className="card notifications__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <dl className="notifications__status">
        <div>
          <dt>{t.openOrders}</dt>
          <dd>{pending === undefined ? texts.common.loading : t.orders(pending)}</dd>
        </div>
        <div>
          <dt>{t.permission}</dt>
          <dd>{t.permissions[settings.audioPermission]}</dd>
        </div>
        <div>
          <dt>{t.active}</dt>
          <dd className={active ? 'notifications__active' : 'notifications__inactive'}>{active ? t.activeYes : t.activeNo}</dd>
        </div>
      </dl>
    </section>
  );
}
