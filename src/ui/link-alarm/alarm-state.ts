// When the dead-link alarm is on: in the driving tab, while the shop is open, once
// the driving tab has had no contact with the server for 30 s (the sync status says since when). The
// sound repeats every 10 s and can be silenced for 5 minutes; the banner stays meanwhile.
import type { SyncStatus } from '../../sync';

// The budget is 30 s from losing contact; the link watch and the alarm each look once a second, so
// it goes off a little earlier to be seen within it.
export const ALARM_AFTER_MS = 27_000;
export const ALARM_REPEAT_MS = 10_000;
export const SILENCE_MS = 5 * 60_000;

export interface AlarmInputs {
  leader: boolean;
  /** The shop is open by the last fresh fn_is_open answer, else by the local computation. */
  shopOpen: boolean;
  status: Pick<SyncStatus, 'lastContactAt' | 'noContactSince'> | undefined;
  now: number;
}

export interface Alarm {
  /** Since when there has been no contact (ms). */
  since: number;
  /** The last contact to show as HH:MM (ms). */
  lastContact: number;
}

export function alarmOf({ leader, shopOpen, status, now }: AlarmInputs): Alarm | null {
  const since = status?.noContactSince ?? null;
  if (!leader || !shopOpen || since === null || now - since < ALARM_AFTER_MS) return null;
  return { since, lastContact: status?.lastContactAt ?? since };
}

export interface SoundRepeater {
  /** Whether the sound should play now; starting plays at once, then every 10 s. */
  update(playing: boolean): void;
  stop(): void;
}

export interface RepeaterTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export function createSoundRepeater(play: () => void, timers: RepeaterTimers, everyMs = ALARM_REPEAT_MS): SoundRepeater {
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clearInterval(handle);
    handle = null;
  };
  return {
    update(playing) {
      if (!playing) return stop();
      if (handle !== null) return;
      play();
      handle = timers.setInterval(play, everyMs);
    },
    stop,
  };
}
