// Plays the order alert sounds (spec section 9): the generated beep is an 800 Hz sine for 0.2 s at
// gain volume x 0.3; the sound files are decoded once and played through the same AudioContext.
import { appAudio, type AudioUnit } from './audio';
import { SOUND_OPTIONS, type SoundId } from './sound-settings';

export const BEEP_HZ = 800;
export const BEEP_SECONDS = 0.2;

/** Gain of the generated beep for a volume of 0-100. */
export const beepGain = (volume: number): number => (volume / 100) * 0.3;

export function playBeep(ctx: BaseAudioContext, volume: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = BEEP_HZ;
  const start = ctx.currentTime;
  gain.gain.setValueAtTime(beepGain(volume), start);
  // A short fade instead of a hard stop, which would click.
  gain.gain.exponentialRampToValueAtTime(0.001, start + BEEP_SECONDS);
  oscillator.connect(gain);
  gain.connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + BEEP_SECONDS);
}

export function playBuffer(ctx: BaseAudioContext, buffer: AudioBuffer, volume: number): void {
  const source = ctx.createBufferSource();
  const gain = ctx.createGain();
  source.buffer = buffer;
  gain.gain.value = volume / 100;
  source.connect(gain);
  gain.connect(ctx.destination);
  source.start();
}

const buffers = new Map<string, Promise<AudioBuffer>>();

function loadBuffer(ctx: BaseAudioContext, src: string): Promise<AudioBuffer> {
  let loading = buffers.get(src);
  if (!loading) {
    loading = fetch(src)
      .then((response) => {
        if (!response.ok) throw new Error(`${src}: ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => ctx.decodeAudioData(bytes));
    // A failed load is tried again next time (the network or cache may be back).
    loading.catch(() => buffers.delete(src));
    buffers.set(src, loading);
  }
  return loading;
}

/**
 * Plays a sound at a volume of 0-100; resolves false when audio is held back. A file that cannot be
 * loaded falls back to the beep, so an order is never missed for want of a file.
 */
export async function playSound(id: SoundId, volume: number, audio: AudioUnit = appAudio): Promise<boolean> {
  const ctx = await audio.running(1000);
  if (!ctx) return false;
  if (volume <= 0) return true;
  const option = SOUND_OPTIONS.find((candidate) => candidate.id === id);
  if (option?.src) {
    try {
      playBuffer(ctx, await loadBuffer(ctx, option.src), volume);
      return true;
    } catch (error) {
      console.warn('alert sound file failed, playing the beep', error);
    }
  }
  playBeep(ctx, volume);
  return true;
}
