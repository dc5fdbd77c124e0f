// Listening to the order alert in a headless browser: an init script switches the alert sound on
// (sound enabled, audio permission granted, as the Meldingen screen leaves them) and records every
// sound the page starts, the audio contexts it makes, (Web Audio source nodes and media elements) with its time, and the time the
// browser last came back online.
import type { Page } from '@playwright/test';

export interface HeardSound {
  kind: 'audio-node' | 'media-element';
  at: number;
  contextState?: string;
}

declare global {
  interface Window {
    __sounds?: HeardSound[];
    __onlineAt?: number;
    __audioContexts?: BaseAudioContext[];
  }
}

/** The localStorage keys of src/ui/alert/sound-settings.ts (SOUND_KEYS; that module needs Vite to load). */
export const SOUND_KEYS = { enabled: 'kmfc.sound.enabled', permission: 'kmfc.sound.permission' } as const;

/** The init script (pass to Tablet.addInitScript with SOUND_KEYS). */
export function listenForAlerts(keys: typeof SOUND_KEYS): void {
  try {
    localStorage.setItem(keys.enabled, 'true');
    localStorage.setItem(keys.permission, 'granted');
  } catch {
    // about:blank has no storage; the app's pages do.
  }
  const sounds: HeardSound[] = [];
  window.__sounds = sounds;
  // Every context the page makes, so a test can see whether audio runs.
  const contexts: BaseAudioContext[] = [];
  window.__audioContexts = contexts;
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      contexts.push(this);
    }
  };
  const source = AudioScheduledSourceNode.prototype;
  const start = source.start;
  source.start = function (this: AudioScheduledSourceNode, ...args: Parameters<typeof start>) {
    sounds.push({ kind: 'audio-node', at: Date.now(), contextState: this.context.state });
    return start.apply(this, args);
  };
  const media = HTMLMediaElement.prototype;
  const play = media.play;
  media.play = function (this: HTMLMediaElement) {
    sounds.push({ kind: 'media-element', at: Date.now() });
    return play.call(this);
  };
  window.addEventListener('online', () => {
    window.__onlineAt = Date.now();
  });
}

export function heardSounds(page: Page): Promise<HeardSound[]> {
  return page.evaluate(() => window.__sounds ?? []);
}

export function onlineAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => window.__onlineAt);
}
