// Registers /sw.js (spec section 1) and tracks a waiting new version. The new version takes over only
// when staff press the update banner's button, never by itself in the middle of work.
// The browser's own registration API does this in a few lines (installed → waiting, a message to skip
// waiting, controllerchange), so no wrapper library is shipped for it (the JS budget, DESIGN section 7).
import { useSyncExternalStore } from 'react';

const CHECK_EVERY_MS = 30 * 60_000;

let registration: ServiceWorkerRegistration | null = null;
let waiting = false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  waiting = value;
  for (const listener of listeners) listener();
}

/** A version waits when it is installed behind an active one (the first install does not wait). */
function noticeWaiting(reg: ServiceWorkerRegistration): void {
  if (reg.waiting && reg.active) setWaiting(true);
}

function watchInstall(reg: ServiceWorkerRegistration): void {
  const worker = reg.installing;
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed') noticeWaiting(reg);
  });
}

/** Registers after the first screen. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  try {
    registration = await navigator.serviceWorker.register('/sw.js');
  } catch (error) {
    console.error('service worker registration failed', error);
    return;
  }
  const reg = registration;
  noticeWaiting(reg);
  watchInstall(reg);
  reg.addEventListener('updatefound', () => watchInstall(reg));
  const check = () => void reg.update().catch(() => {});
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Lets the waiting version take over and reloads once it controls the page (the outbox stays in IndexedDB).
 * When another tab already let it take over, nothing waits any more and no controller change will come:
 * this tab runs the old code under the new worker (whose precache no longer has the old screens), so it
 * reloads at once.
 */
export async function applyUpdate(): Promise<void> {
  if (!registration) return;
  const next = registration.waiting;
  if (!next) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  next.postMessage({ type: 'SKIP_WAITING' });
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
