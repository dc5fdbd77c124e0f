// Device presence rules: a device counts as connected while its last sighting (the
// server's time of its last report) is at most 3 minutes old; fn_is_open uses the same window.

export const DEVICE_SEEN_WITHIN_MS = 3 * 60_000;

/** Not seen for more than 3 minutes, or never confirmed by the server. */
export function isStale(lastSeenAt: string | null, now: number): boolean {
  const seenAt = lastSeenAt ? Date.parse(lastSeenAt) : Number.NaN;
  return Number.isNaN(seenAt) || now - seenAt > DEVICE_SEEN_WITHIN_MS;
}
