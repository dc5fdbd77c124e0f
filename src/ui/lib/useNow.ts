// The current time, re-read every `everyMs`: opening state, "Vandaag" and the stat tiles move with it.
import { useEffect, useState } from 'react';
import { nextExpiry } from '../../domain/until';

export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const CHECK_MS = 1_000;
const REFRESH_MS = 60_000;

/**
 * The current time for states that end by themselves: read again within a second of the
 * first of `untils` passing, so a product comes back in stock or busy mode goes off at that moment,
 * and at least once a minute so "morgen" becomes today's time. Checked against the clock each second
 * rather than by one long timer, so a device waking from sleep is right at once.
 */
export function useNowPassing(untils: readonly (string | null | undefined)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = nextExpiry(untils, now);
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      if ((next !== null && current >= next) || current - now >= REFRESH_MS) setNow(current);
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [next, now]);
  return now;
}
