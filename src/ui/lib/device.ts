// While signed in: keep the tablet's screen awake (a sleeping tablet misses orders), re-acquired when
// the app becomes visible again; and show the number of new orders on the app icon where supported.
import { useEffect } from 'react';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } };

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const nav = navigator as WakeLockNavigator;
    if (!active || !nav.wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const lock = await nav.wakeLock!.request('screen');
        if (stopped) void lock.release();
        else sentinel = lock;
      } catch (error) {
        console.info('screen wake lock not granted', error);
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, [active]);
}

type BadgeNavigator = Navigator & { setAppBadge?(count?: number): Promise<void>; clearAppBadge?(): Promise<void> };

export function useAppBadge(count: number | undefined): void {
  useEffect(() => {
    const nav = navigator as BadgeNavigator;
    if (count === undefined || !nav.setAppBadge) return;
    const done = count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge?.();
    void done?.catch(() => {});
  }, [count]);
}
