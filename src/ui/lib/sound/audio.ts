// The app's one AudioContext and what "audio permission" means without a browser API for it: 'granted' is
// a context that runs after a user gesture resumed it, 'denied' a resume that fails or never settles.
import { useSyncExternalStore } from 'react';

export type AudioContextFactory = () => AudioContext | null;

export interface AudioUnit {
  /** The shared context, made on first use; null when the browser has no Web Audio. */
  context(): AudioContext | null;
  /** Asks for audio (call from a user gesture): resolves 'granted' when the context runs. */
  request(timeoutMs?: number): Promise<'granted' | 'denied'>;
  /** The running context, resuming it first if needed; null when audio is held back. */
  running(timeoutMs?: number): Promise<AudioContext | null>;
  isRunning(): boolean;
  subscribe(listener: () => void): () => void;
}

/** Rejects when the promise takes longer than `ms` (a resume without a gesture may never settle). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createAudioUnit(make: AudioContextFactory): AudioUnit {
  let shared: AudioContext | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const context = (): AudioContext | null => {
    if (shared && shared.state !== 'closed') return shared;
    try {
      shared = make();
    } catch {
      shared = null;
    }
    shared?.addEventListener('statechange', notify);
    notify();
    return shared;
  };

  const running = async (timeoutMs = 3000): Promise<AudioContext | null> => {
    const ctx = context();
    if (!ctx) return null;
    if (ctx.state !== 'running') {
      try {
        await withTimeout(ctx.resume(), timeoutMs);
      } catch {
        return null;
      }
    }
    return ctx.state === 'running' ? ctx : null;
  };

  return {
    context,
    running,
    async request(timeoutMs) {
      return (await running(timeoutMs)) ? 'granted' : 'denied';
    },
    isRunning: () => shared?.state === 'running',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserContext(): AudioContext | null {
  const w = window as Window & { webkitAudioContext?: typeof AudioContext };
  const Ctor = window.AudioContext ?? w.webkitAudioContext;
  return Ctor ? new Ctor() : null;
}

/** The app's audio. */
export const appAudio: AudioUnit = createAudioUnit(browserContext);

/** Whether the shared context currently runs (false until a gesture allowed it). */
export function useAudioRunning(audio: AudioUnit = appAudio): boolean {
  return useSyncExternalStore(audio.subscribe, audio.isRunning, () => false);
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** After a reload browsers hold audio back until staff touch the page: resume on the next touch, click
 * or key press anywhere. Returns the clean-up. */
export function unlockOnGesture(audio: AudioUnit = appAudio): () => void {
  const unlock = () => {
    void audio.running(1000);
  };
  for (const name of GESTURES) document.addEventListener(name, unlock, { capture: true, passive: true });
  return () => {
    for (const name of GESTURES) document.removeEventListener(name, unlock, { capture: true });
  };
}
