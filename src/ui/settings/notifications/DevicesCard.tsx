// "Apparaten": the company's devices from the local mirror, each with its name, user,
// when it was last seen and what it can do; one not seen for over 3 minutes is marked in words.
import { useId } from 'react';
import { useSession } from '../../../db/session';
import { isStale } from '../../../domain/presence';
import { useStaffDevices } from '../../../db/staff-devices';
import { useNow } from '../../lib/useNow';
import { devices } from '../../texts/devices';
import { DeviceItem } from './DeviceItem';

export type DevicesCardProps = {
  /** How often "laatst gezien" and the marking move on (ms). */
  tickMs?: number;
};

export function DevicesCard({ tickMs = 15_000 }: DevicesCardProps) {
  const t = devices;
  const headingId = useId();
  const listed = useStaffDevices();
  const userId = useSession()?.userId ?? null;
  const now = useNow(tickMs);
  return (
    <section className="card notifications__card devices" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <p className="notifications__hint">{t.intro}</p>
      {listed === undefined && <p>{t.loading}</p>}
      {listed?.devices.length === 0 && <p>{t.empty}</p>}
      {listed && listed.devices.length > 0 && (
        <ul className="devices__list" aria-labelledby={headingId}>
          {listed.devices.map((device) => (
            <DeviceItem
              key={device.device_id}
              device={device}
              isThisDevice={device.device_id === listed.thisDevice}
              isOwnUser={userId !== null && device.user_id === userId}
              stale={isStale(device.last_seen_at, now)}
              now={now}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
