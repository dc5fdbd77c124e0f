// Device presence: the "Apparaten" card on Meldingen and the name a device reports.
// Imported directly (not through texts/index.ts) by the code that loads after the first screen, so
// these texts stay out of the first-screen bundle.
import { formatDateTime, formatTime } from '../../domain/format';
import { isSameAmsterdamDay } from '../../domain/amsterdam-time';

export const devices = {
  title: 'Apparaten',
  intro: 'Apparaten waarop de app draait en wat ze kunnen. Een apparaat meldt zich elke minuut zolang het online is.',
  empty: 'Nog geen apparaten gezien.',
  loading: 'Laden...',
  thisDevice: 'Dit apparaat',
  /** The signed-in staff member's own devices. */
  you: 'Jij',
  otherUser: 'Andere medewerker',
  user: 'Gebruiker',
  lastSeen: 'Laatst gezien',
  never: 'Nog niet bevestigd door de server',
  justNow: 'Zojuist',
  minutesAgo: (minutes: number) => `${minutes} min geleden`,
  at: (at: Date, now: Date) => (isSameAmsterdamDay(at, now) ? `Om ${formatTime(at)}` : formatDateTime(at)),
  /** Marks a device not seen for more than 3 minutes (text, not colour alone). */
  stale: 'Niet verbonden (langer dan 3 minuten niet gezien)',
  connected: 'Verbonden',
  flags: 'Mogelijkheden',
  soundOn: 'Geluid aan',
  soundOff: 'Geluid uit',
  audioPermission: { granted: 'Geluid toegestaan', denied: 'Geluid geblokkeerd', unknown: 'Geluid niet gevraagd' },
  pushOn: 'Pushmeldingen aan',
  pushOff: 'Pushmeldingen uit',
  version: 'Versie',
  unknownVersion: 'Onbekend',
  /** The name a device reports: browser and platform, e.g. "Chrome op Android". */
  name: (browser: string | null, platform: string | null): string => {
    if (browser && platform) return `${browser} op ${platform}`;
    return browser ?? platform ?? 'Onbekend apparaat';
  },
} as const;

/** "Laatst gezien": relative within the hour, else the time (today) or date and time. */
export function lastSeenText(lastSeenAt: string | null, now: number): string {
  if (!lastSeenAt) return devices.never;
  const at = new Date(lastSeenAt);
  const minutes = Math.floor((now - at.getTime()) / 60_000);
  if (minutes < 1) return devices.justNow;
  if (minutes < 60) return devices.minutesAgo(minutes);
  return devices.at(at, new Date(now));
}
