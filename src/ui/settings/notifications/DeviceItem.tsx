// One device in the "Apparaten" list: name (and "Dit apparaat"), user, last seen with the marking of
// a device not seen for over 3 minutes, and its flags.
import { useId } from 'react';
import type { StaffDeviceRow } from '../../../db/staff-devices';
import { devices, lastSeenText } from '../../texts/devices';
import { FactList } from '../../components/FactList';

export type DeviceItemProps = {
  device: StaffDeviceRow;
  isThisDevice: boolean;
  isOwnUser: boolean;
  /** Not seen for more than 3 minutes (isStale). */
  stale: boolean;
  now: number;
};

export function DeviceItem({ device, isThisDevice, isOwnUser, stale, now }: DeviceItemProps) {
  const t = devices;
  const nameId = useId();
  const rows: [string, string][] = [
    [t.user, isOwnUser ? t.you : t.otherUser],
    [t.lastSeen, lastSeenText(device.last_seen_at, now)],
    [t.version, device.app_version ?? t.unknownVersion],
  ];
  const flags = [
    device.sound_on ? t.soundOn : t.soundOff,
    t.audioPermission[device.audio_permission] ?? t.audioPermission.unknown,
    device.push_on ? t.pushOn : t.pushOff,
  ];
  return (
    <li className={`device${stale ? ' device--stale' : ''}`} aria-labelledby={nameId}>
      <div className="device__head">
        <span className="device__name" id={nameId}>
          {device.name || t.name(null, null)}
          {isThisDevice && <span className="device__this"> ({t.thisDevice})</span>}
        </span>
        <span className={stale ? 'device__state device__state--stale' : 'device__state'}>
          {stale ? t.stale : t.connected}
        </span>
      </div>
      <FactList className="notifications__status device__facts" rows={rows} />
      <ul className="device__flags" aria-label={t.flags}>
        {flags.map((flag) => <li key={flag}>{flag}</li>)}
      </ul>
    </li>
  );
}
