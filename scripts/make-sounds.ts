// Synthesises the four order alert sounds public/sounds/new-order-1..4.wav (spec section 9: "Geluid 1-4"):
// short, distinct, pleasant tones as 16-bit mono 22050 Hz WAV.  Run:  npx tsx scripts/make-sounds.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SAMPLE_RATE = 22050;

/** One note: a frequency with harmonics, starting at `at` seconds, fading out over `length` seconds. */
export interface Note {
  at: number;
  freq: number;
  length: number;
  /** Peak level 0..1 before mixing. */
  level?: number;
  /** Overtones as [multiple of freq, relative level]. */
  partials?: [number, number][];
  /** Exponential decay rate per second (higher fades faster). */
  decay?: number;
}

export interface SoundSpec {
  file: string;
  seconds: number;
  notes: Note[];
}

const ATTACK_S = 0.008;

/** Renders the notes into samples in -1..1, normalised to a comfortable peak. */
export function render(spec: SoundSpec): Float32Array {
  const out = new Float32Array(Math.round(spec.seconds * SAMPLE_RATE));
  for (const note of spec.notes) {
    const start = Math.round(note.at * SAMPLE_RATE);
    const count = Math.min(Math.round(note.length * SAMPLE_RATE), out.length - start);
    const partials = note.partials ?? [[1, 1]];
    const decay = note.decay ?? 6;
    for (let i = 0; i < count; i++) {
      const t = i / SAMPLE_RATE;
      // Soft attack, exponential decay, and a short fade at the end so nothing clicks.
      const attack = Math.min(1, t / ATTACK_S);
      const tail = Math.min(1, (count - i) / (0.01 * SAMPLE_RATE));
      const envelope = attack * Math.exp(-decay * t) * tail * (note.level ?? 1);
      let value = 0;
      for (const [multiple, level] of partials) value += level * Math.sin(2 * Math.PI * note.freq * multiple * t);
      out[start + i] += value * envelope;
    }
  }
  let peak = 0;
  for (const sample of out) peak = Math.max(peak, Math.abs(sample));
  const gain = peak > 0 ? 0.8 / peak : 0;
  return out.map((sample) => sample * gain);
}

/** 16-bit PCM mono WAV bytes. */
export function toWav(samples: Float32Array): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  samples.forEach((sample, i) => {
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), 44 + i * 2);
  });
  return wav;
}

const SOFT: [number, number][] = [[1, 1], [2, 0.25], [3, 0.08]];
const BELL: [number, number][] = [[1, 1], [2.01, 0.45], [2.76, 0.3], [5.4, 0.12]];

export const SOUNDS: SoundSpec[] = [
  {
    // Two-tone chime: E6 then C6, like a shop door bell.
    file: 'new-order-1.wav',
    seconds: 0.9,
    notes: [
      { at: 0, freq: 1318.5, length: 0.45, partials: SOFT, decay: 7 },
      { at: 0.28, freq: 1046.5, length: 0.62, partials: SOFT, decay: 5 },
    ],
  },
  {
    // Triple beep: three short, identical, clearly separated tones.
    file: 'new-order-2.wav',
    seconds: 0.62,
    notes: [0, 0.2, 0.4].map((at) => ({ at, freq: 987.8, length: 0.13, partials: SOFT, decay: 3 })),
  },
  {
    // Rising arpeggio: C6, E6, G6, C7.
    file: 'new-order-3.wav',
    seconds: 0.8,
    notes: [1046.5, 1318.5, 1568, 2093].map((freq, i) => ({
      at: i * 0.11, freq, length: 0.8 - i * 0.11, partials: SOFT, decay: 8, level: 0.9,
    })),
  },
  {
    // Bell: one struck tone with inharmonic overtones and a long decay.
    file: 'new-order-4.wav',
    seconds: 1.2,
    notes: [{ at: 0, freq: 880, length: 1.2, partials: BELL, decay: 3.5 }],
  },
];

export function writeSounds(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return SOUNDS.map((spec) => {
    const path = join(dir, spec.file);
    writeFileSync(path, toWav(render(spec)));
    return path;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = join(import.meta.dirname, '..', 'public', 'sounds');
  for (const path of writeSounds(dir)) console.log(`wrote ${path}`);
}
