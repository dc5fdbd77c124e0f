// The install prompt (spec sections 4 and 9): offered when the browser allows installation and the
// banner was not dismissed, or was dismissed more than 7 days ago; installing clears the dismissal.
import { useCallback, useEffect, useState } from 'react';

export const DISMISSED_KEY = 'kmfc.install.dismissed';
export const DISMISSED_AT_KEY = 'kmfc.install.dismissedAt';
export const REOFFER_AFTER_MS = 604_800_000;

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function dismissedRecently(storage: Storage, now: number): boolean {
  if (storage.getItem(DISMISSED_KEY) !== 'true') return false;
  const at = Number(storage.getItem(DISMISSED_AT_KEY));
  return Number.isFinite(at) && now - at <= REOFFER_AFTER_MS;
}

function rememberDismissal(): void {
  localStorage.setItem(DISMISSED_KEY, 'true');
  localStorage.setItem(DISMISSED_AT_KEY, String(Date.now()));
}

export function useInstallPrompt(): { offer: boolean; install(): Promise<void>; dismiss(): void } {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const offered = (e: Event) => {
      e.preventDefault();
      if (!dismissedRecently(localStorage, Date.now())) setEvent(e as BeforeInstallPromptEvent);
    };
    const installed = () => {
      localStorage.removeItem(DISMISSED_KEY);
      localStorage.removeItem(DISMISSED_AT_KEY);
      setEvent(null);
    };
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  const install = useCallback(async () => {
    if (!event) return;
    setEvent(null);
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') rememberDismissal();
  }, [event]);
  const dismiss = useCallback(() => {
    rememberDismissal();
    setEvent(null);
  }, []);
  return { offer: event !== null, install, dismiss };
}
