// The dead-link alarm's sound: a loud two-tone siren of square waves, 1.2 s, made
// with Web Audio, so it needs no file (the app may have started offline) and is never mistaken for the
// order alert (a soft 800 Hz sine beep or one of the order sound files).

export const ALARM_TONES_HZ = [988, 740] as const;
const STEP_SECONDS = 0.15;
const STEPS = 8;
const GAIN = 0.5;

export function playAlarmSound(ctx: BaseAudioContext): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'square';
  const start = ctx.currentTime;
  for (let step = 0; step < STEPS; step++) {
    oscillator.frequency.setValueAtTime(ALARM_TONES_HZ[step % 2], start + step * STEP_SECONDS);
  }
  const end = start + STEPS * STEP_SECONDS;
  gain.gain.setValueAtTime(GAIN, start);
  gain.gain.setValueAtTime(GAIN, end - 0.05);
  // A short fade instead of a hard stop, which would click.
  gain.gain.exponentialRampToValueAtTime(0.001, end);
  oscillator.connect(gain);
  gain.connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(end);
}
