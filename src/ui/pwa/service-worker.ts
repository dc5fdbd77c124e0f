// Registers /sw.js (spec section 1) and tracks a waiting new version. The new version takes over only
// when staff press the update banner's button, never by itself in the middle of work.
import type { Workbox } from 'workbox-window';
import { useSyncExternalStore } from 'react';

const CHECK_EVERY_MS = 30 * 60_000;

let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  waiting = value;
  for (const listener of listeners) listener();
}

/** Registers after the first screen: workbox-window is loaded then, not before. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => setWaiting(true));
  void workbox.register().catch((error: unknown) => console.error('service worker registration failed', error));
  const check = () => void workbox?.update().catch(() => {});
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Lets the waiting version take over and reloads once it controls the page (the outbox stays in IndexedDB).
 * When another tab already let it take over, nothing waits any more and no 'controlling' will come: this
 * tab runs the old code under the new worker (whose precache no longer has the old screens), so it
 * reloads at once.
 */
export async function applyUpdate(): Promise<void> {
  if (!workbox) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (changed) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    () => waiting,
  );
}
