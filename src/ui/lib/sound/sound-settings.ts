// The notification sound state of spec section 3 (enabled, volume, audio permission, selected sound),
// kept in localStorage and shared by the Meldingen screen and the order alert, also across tabs.
import { useSyncExternalStore } from 'react';

export type AudioPermission = 'granted' | 'denied' | 'prompt';
export type SoundId = 'beep' | 'new-order-1' | 'new-order-2' | 'new-order-3' | 'new-order-4';

export interface SoundOption {
  id: SoundId;
  type: 'generated' | 'file';
  /** The audio file of a 'file' option. */
  src: string | null;
}

const fileOption = (id: SoundId): SoundOption => ({ id, type: 'file', src: `${import.meta.env.BASE_URL}sounds/${id}.wav` });

/** The standard beep plus the four sound files (spec section 9). */
export const SOUND_OPTIONS: readonly SoundOption[] = [
  { id: 'beep', type: 'generated', src: null },
  fileOption('new-order-1'),
  fileOption('new-order-2'),
  fileOption('new-order-3'),
  fileOption('new-order-4'),
];

export interface SoundSettings {
  soundEnabled: boolean;
  /** 0-100. */
  volume: number;
  audioPermission: AudioPermission;
  selectedSound: SoundId;
}

export const SOUND_KEYS = {
  enabled: 'kmfc.sound.enabled',
  volume: 'kmfc.sound.volume',
  permission: 'kmfc.sound.permission',
  selected: 'kmfc.sound.selected',
} as const;

export const DEFAULT_VOLUME = 50;

// Storage can be unavailable (some private modes); the settings then live in memory for this tab.
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  memory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    // Kept in memory only.
  }
}

function parse(enabled: string | null, volume: string | null, permission: string | null, selected: string | null): SoundSettings {
  const audioPermission: AudioPermission = permission === 'granted' || permission === 'denied' ? permission : 'prompt';
  const level = volume === null ? NaN : Number.parseInt(volume, 10);
  return {
    // Never asked: on only if permission is already there (so a fresh device stays quiet until chosen).
    soundEnabled: enabled === null ? audioPermission === 'granted' : enabled === 'true',
    volume: Number.isFinite(level) ? Math.min(100, Math.max(0, level)) : DEFAULT_VOLUME,
    audioPermission,
    selectedSound: SOUND_OPTIONS.some((option) => option.id === selected) ? (selected as SoundId) : 'beep',
  };
}

let cachedKey = '';
let cached: SoundSettings = parse(null, null, null, null);

/** The current settings; the same object while nothing changed (useSyncExternalStore needs that). */
export function getSoundSettings(): SoundSettings {
  const raw = [read(SOUND_KEYS.enabled), read(SOUND_KEYS.volume), read(SOUND_KEYS.permission), read(SOUND_KEYS.selected)] as const;
  const key = JSON.stringify(raw);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = parse(...raw);
  }
  return cached;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a setting: the 'storage' event fires only in the other tabs.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('kmfc.sound.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setSoundEnabled(enabled: boolean): void {
  write(SOUND_KEYS.enabled, String(enabled));
  notify();
}

export function setVolume(volume: number): void {
  write(SOUND_KEYS.volume, String(Math.round(Math.min(100, Math.max(0, volume)))));
  notify();
}

export function setAudioPermission(permission: AudioPermission): void {
  write(SOUND_KEYS.permission, permission);
  notify();
}

export function setSelectedSound(id: SoundId): void {
  write(SOUND_KEYS.selected, id);
  notify();
}

export function useSoundSettings(): SoundSettings {
  return useSyncExternalStore(subscribe, getSoundSettings, getSoundSettings);
}

/** Sound alerts play only when switched on and the browser lets this page play audio. */
export function alertsActive(settings: SoundSettings): boolean {
  return settings.soundEnabled && settings.audioPermission === 'granted';
}
