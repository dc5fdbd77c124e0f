// 'Gewijzigd door … om 19:40' under the busy and closure cards: the newest change of that part of the
// shop from the mirrored audit trail, named as staff know the person (e-mail) or else the device.
import { useAuditNames } from '../../../db/audit-names';
import { useLastShopChange, type ShopChange } from '../../../db/shop-events';
import { formatDateTime, formatTime } from '../../../domain/format';
import { isSameAmsterdamDay } from '../../../domain/amsterdam-time';
import { history as t } from '../../texts/history';

export type ChangedByProps = { change: ShopChange; now: number };

export function ChangedBy({ change, now }: ChangedByProps) {
  const event = useLastShopChange(change);
  const names = useAuditNames();
  if (!event) return null;
  const person = event.user_id ? names?.staff.get(event.user_id)?.email : undefined;
  const device = event.device_id
    ? (event.device_id === names?.thisDevice ? t.thisDevice : names?.devices.get(event.device_id))
    : undefined;
  const at = new Date(event.at);
  const time = isSameAmsterdamDay(at, new Date(now)) ? formatTime(at) : formatDateTime(at);
  return <p className="changed-by">{t.changedBy(person || device || t.server, time)}</p>;
}
