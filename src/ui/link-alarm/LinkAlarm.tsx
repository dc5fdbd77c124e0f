// The dead-link alarm, mounted in the shell: in the driving tab, while the shop is
// open, after 30 s without contact with the server a red banner on every screen and a siren every
// 10 s, even with the order sound off (not when audio was refused). Both end by themselves once the
// sync status reports contact again. Timers and clock are injected for tests.
import { useEffect, useState } from 'react';
import { openByHours, useOpenState } from '../../db/shop';
import { formatTime } from '../../domain/format';
import { useSyncStatus } from '../../sync';
import { useIsLeader } from '../lib/engine';
import { appAudio, unlockOnGesture, type AudioUnit } from '../lib/sound/audio';
import { useSoundSettings } from '../lib/sound/sound-settings';
import { texts } from '../texts';
import { playAlarmSound } from './alarm-sound';
import { SILENCE_MS, alarmOf, createSoundRepeater, type RepeaterTimers } from './alarm-state';
import './link-alarm.css';

export type LinkAlarmProps = {
  timers?: RepeaterTimers;
  clock?: () => number;
  audio?: AudioUnit;
};

const browserIntervals: RepeaterTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** The open state is re-read on this tick (the top bar's rhythm), the alarm itself every second. */
const OPEN_TICK_MS = 15_000;

function useClock(clock: () => number, timers: RepeaterTimers): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const handle = timers.setInterval(() => setNow(clock()), 1_000);
    return () => timers.clearInterval(handle);
  }, [clock, timers]);
  return now;
}

async function ring(audio: AudioUnit): Promise<void> {
  const ctx = await audio.running(1000);
  if (ctx) playAlarmSound(ctx);
}

export function LinkAlarm({ timers = browserIntervals, clock = Date.now, audio = appAudio }: LinkAlarmProps) {
  const now = useClock(clock, timers);
  const leader = useIsLeader();
  const status = useSyncStatus();
  const open = useOpenState(Math.floor(now / OPEN_TICK_MS) * OPEN_TICK_MS);
  const settings = useSoundSettings();
  // Silenced for one episode (keyed by since when contact is missing): a new loss sounds again.
  const [silence, setSilence] = useState<{ since: number; until: number } | null>(null);
  const [repeater] = useState(() => createSoundRepeater(() => {
    ring(audio).catch((error: unknown) => console.error('link alarm failed', error));
  }, timers));

  // Open by hours also when closed only for no device: a lost link is exactly why it closed then.
  const alarm = alarmOf({ leader, shopOpen: open !== undefined && openByHours(open), status, now });
  const silencedUntil = alarm && silence?.since === alarm.since ? silence.until : null;
  const silenced = silencedUntil !== null && now < silencedUntil;
  const permitted = settings.audioPermission !== 'denied';
  const sounding = alarm !== null && permitted && !silenced;

  useEffect(() => repeater.update(sounding), [repeater, sounding]);
  useEffect(() => () => repeater.stop(), [repeater]);
  // Audio held back since a reload starts on the next touch, so the siren can be heard.
  useEffect(() => (sounding ? unlockOnGesture(audio) : undefined), [sounding, audio]);

  if (!alarm) return null;
  const t = texts.alert.linkAlarm;
  return (
    <div className="link-alarm" role="alert" data-no-contact-since={alarm.since}>
      <p className="link-alarm__message">{t.message(formatTime(new Date(alarm.lastContact)))}</p>
      {silenced ? (
        <p className="link-alarm__silenced">{t.silencedUntil(formatTime(new Date(silencedUntil)))}</p>
      ) : (
        permitted && (
          <button type="button" className="link-alarm__silence" onClick={() => setSilence({ since: alarm.since, until: clock() + SILENCE_MS })}>
            {t.silence}
          </button>
        )
      )}
    </div>
  );
}
