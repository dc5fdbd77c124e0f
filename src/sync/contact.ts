// The last successful contact with the server: realtime heartbeat replies, realtime messages and REST
// answers. The engine owns one log per company client: its fetch wrapper and the realtime heartbeat
// callback report here, and the driving tab's link watch reads it, so the state shown and the
// dead-link alarm rest on what really came back, not on what the socket claims.

export class ContactLog {
  /** When the server last answered (ms), or null when it has not yet. */
  lastAnswerAt: number | null = null;
  /** When a realtime heartbeat or message last came back (ms). */
  lastRealtimeAt: number | null = null;
  private readonly listeners = new Set<(kind: 'rest' | 'realtime') => void>();

  /** An HTTP answer of the server (any status: the server was reached). */
  answered(at: number): void {
    this.lastAnswerAt = Math.max(this.lastAnswerAt ?? at, at);
    this.notify('rest');
  }

  /** A heartbeat reply or a message on the realtime socket. */
  realtime(at: number): void {
    this.lastRealtimeAt = Math.max(this.lastRealtimeAt ?? at, at);
    this.lastAnswerAt = Math.max(this.lastAnswerAt ?? at, at);
    this.notify('realtime');
  }

  private notify(kind: 'rest' | 'realtime'): void {
    for (const listener of this.listeners) listener(kind);
  }

  /** Calls back on every contact; returns the unsubscribe. */
  subscribe(listener: (kind: 'rest' | 'realtime') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
