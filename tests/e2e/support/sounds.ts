// Listening to what the app plays in a headless browser: an init script records every Web Audio
// source started (with its oscillator type, so the dead-link siren's square wave is told apart from
// the order alert's sine beep and sound files), and sets the order sound on or off as Meldingen would.
import type { Page } from '@playwright/test';

export interface PlayedSound {
  /** 'square' for the dead-link siren; 'sine' for the order beep; 'buffer' for an order sound file. */
  kind: string;
  at: number;
}

declare global {
  interface Window {
    __played?: PlayedSound[];
  }
}

/** The init script; `orderSound` is the Meldingen switch (audio permission is granted either way). */
export function recordSounds(orderSound: boolean): void {
  try {
    localStorage.setItem('kmfc.sound.enabled', String(orderSound));
    localStorage.setItem('kmfc.sound.permission', 'granted');
  } catch {
    // about:blank has no storage; the app's pages do.
  }
  const played: PlayedSound[] = [];
  window.__played = played;
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (this: AudioScheduledSourceNode, ...args: Parameters<typeof start>) {
    played.push({ kind: this instanceof OscillatorNode ? this.type : 'buffer', at: Date.now() });
    return start.apply(this, args);
  };
}

export function playedSounds(page: Page): Promise<PlayedSound[]> {
  return page.evaluate(() => window.__played ?? []);
}

export async function sirens(page: Page): Promise<PlayedSound[]> {
  return (await playedSounds(page)).filter((sound) => sound.kind === 'square');
}

export async function orderSounds(page: Page): Promise<PlayedSound[]> {
  return (await playedSounds(page)).filter((sound) => sound.kind !== 'square');
}
