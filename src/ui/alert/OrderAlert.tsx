// The repeating order alert (spec section 9), mounted in the shell: only the driving tab (DESIGN rule 9),
// only with sound on and audio permitted; at once for each new created order (a new id), then every 5 s
// until none is left.
import { useEffect, useState } from 'react';
import { usePendingIds } from '../../db/order-store';
import { useIsLeader } from '../lib/engine';
import { texts } from '../texts';
import { createAlertSchedule, type AlertTimers } from './alert-schedule';
import { appAudio, unlockOnGesture, useAudioRunning, type AudioUnit } from '../lib/sound/audio';
import { playSound } from '../lib/sound/play';
import { alertsActive, getSoundSettings, useSoundSettings } from '../lib/sound/sound-settings';
import { usePushedOrderRing } from './usePushedOrderRing';
import './alert.css';

export type OrderAlertProps = {
  /** Injected in tests; the browser's timers otherwise. */
  timers?: AlertTimers;
  repeatMs?: number;
  audio?: AudioUnit;
};

function playAlert(audio: AudioUnit): void {
  // Held back audio would queue the beeps and play them all at once on the first touch.
  if (!audio.isRunning()) return;
  const { selectedSound, volume } = getSoundSettings();
  playSound(selectedSound, volume, audio).catch((error: unknown) => console.error('order alert failed', error));
}

export function OrderAlert({ timers, repeatMs, audio = appAudio }: OrderAlertProps) {
  const leader = useIsLeader();
  const settings = useSoundSettings();
  const pending = usePendingIds();
  const audioRunning = useAudioRunning(audio);
  const [schedule] = useState(() => createAlertSchedule({ play: () => playAlert(audio), timers, repeatMs }));
  const wanted = leader && alertsActive(settings);
  // Becoming audible (e.g. the first touch after a reload) counts as starting: it sounds at once.
  const active = wanted && audioRunning;
  usePushedOrderRing(active, (id) => schedule.ringFor(id));

  useEffect(() => {
    if (!wanted) return;
    // Without an earlier gesture the browser refuses to start audio; then the next touch starts it.
    const activation = (navigator as Partial<Navigator>).userActivation;
    if (!activation || activation.hasBeenActive) void audio.running();
    return unlockOnGesture(audio);
  }, [wanted, audio]);

  useEffect(() => {
    if (pending !== undefined) schedule.update(pending, active);
  }, [schedule, pending, active]);

  useEffect(() => () => schedule.stop(), [schedule]);

  if (!wanted || audioRunning) return null;
  return (
    <button type="button" className="order-alert-unlock" onClick={() => void audio.running()}>
      <span aria-hidden="true">🔔</span> {texts.alert.tapToEnable}
    </button>
  );
}
