// Stand-in for realtime-js's RealtimePresence, swapped in at build time for imports from inside
// @supabase/realtime-js (vite.config.ts). The app listens to postgres changes only and never tracks
// presence (devices report theirs through staff_devices); Phoenix's presence code is about 1 KB of
// gzip of the JS budget. RealtimeChannel makes one in its constructor, so that one must construct.
export const REALTIME_PRESENCE_LISTEN_EVENTS = { SYNC: 'sync', JOIN: 'join', LEAVE: 'leave' } as const;

export default class RealtimePresence {
  /** No presence is ever tracked here: always empty. */
  readonly state: Record<string, never> = {};
}
