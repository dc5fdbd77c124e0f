// Device presence (DESIGN section 8): while this tab drives and its link to the server is
// live (online, realtime subscribed, caught up: a device that really listens), the device reports
// itself at once, every minute, and as soon as a flag it reports changes (sound on, audio
// permission, or announceDeviceChange(), e.g. after push was switched). Push is read from the
// browser's own subscription, so it needs no push code here.
import { useEffect } from 'react';
import { deviceKind } from '../../domain/device-name';
import { useSession } from '../../db/session';
import { useSyncStatus } from '../../sync';
import { reportDevice, type DeviceReport } from '../../db/device-report';
import type { AudioPermission } from '../../db/rows';
import { APP_VERSION } from '../lib/app-version';
import { onDeviceChange } from '../lib/device-events';
import { useIsLeader } from '../lib/engine';
import { useSoundSettings, type SoundSettings } from '../lib/sound/sound-settings';
import { devices } from '../texts/devices';

export const PRESENCE_EVERY_MS = 60_000;

export interface PresenceTimers {
  setInterval(run: () => void, ms: number): number;
  clearInterval(id: number): void;
}

const browserTimers: PresenceTimers = {
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (id) => window.clearInterval(id),
};

export interface PresenceOptions {
  timers?: PresenceTimers;
  everyMs?: number;
  /** Whether this browser holds a push subscription; the service worker registration's by default. */
  readPushOn?: () => Promise<boolean>;
}

/** True when the page's service worker registration has a push subscription. */
export async function browserPushOn(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration || !('pushManager' in registration)) return false;
  return (await registration.pushManager.getSubscription()) !== null;
}

/** The sound settings' permission as the server stores it ('prompt': not asked yet, unknown). */
function audioPermissionOf(settings: SoundSettings): AudioPermission {
  return settings.audioPermission === 'prompt' ? 'unknown' : settings.audioPermission;
}

export function thisDeviceName(): string {
  const kind = deviceKind(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  return devices.name(kind.browser, kind.platform);
}

export function usePresenceReport({
  timers = browserTimers, everyMs = PRESENCE_EVERY_MS, readPushOn = browserPushOn,
}: PresenceOptions = {}): void {
  const leader = useIsLeader();
  const live = useSyncStatus()?.state === 'live';
  const userId = useSession()?.userId ?? null;
  const settings = useSoundSettings();
  const soundOn = settings.soundEnabled;
  const permission = audioPermissionOf(settings);

  useEffect(() => {
    if (!leader || !live || !userId) return;
    let stopped = false;
    const report = async () => {
      const pushOn = await readPushOn().catch(() => false);
      if (stopped) return;
      const device: DeviceReport = {
        name: thisDeviceName(), sound_on: soundOn, audio_permission: permission, push_on: pushOn, app_version: APP_VERSION,
      };
      await reportDevice(device).catch((error: unknown) => console.error('device report not queued', error));
    };
    const onChange = () => void report();
    void report();
    const timer = timers.setInterval(onChange, everyMs);
    const unsubscribe = onDeviceChange(onChange);
    return () => {
      stopped = true;
      timers.clearInterval(timer);
      unsubscribe();
    };
  }, [leader, live, userId, soundOn, permission, timers, everyMs, readPushOn]);
}
