// One joined channel of one socket: its bindings, its JWT claims (replaced by access_token pushes),
// its broadcast/presence settings, and the shutdown when its token expires.
import type { ServiceContext } from '../contracts';
import type { Claims } from '../jwt';
import { claimsKey } from './auth';
import type { Binding } from './bindings';
import type { Subscriber } from './fanout';
import type { Metadata } from './metadata';
import type { Frame, JsonObject, Vsn } from './protocol';
import type { Topics } from './topics';

/** What a channel needs from its socket. */
export interface Conn {
  readonly vsn: Vsn;
  readonly apiKey: string;
  readonly channels: Map<string, Channel>;
  send(frame: Frame): void;
  sendBinary(data: Buffer): void;
}

/** What a channel needs from the server. */
export interface Hub {
  readonly ctx: ServiceContext;
  readonly metadata: Metadata;
  readonly topics: Topics;
  drain(): Promise<void>;
  subscribe(channel: Channel): void;
  unsubscribe(channel: Channel): void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export class Channel implements Subscriber {
  readonly subTopic: string;
  claims: Claims = {};
  claimsKey = '';
  role = 'anon';
  closed = false;
  readonly broadcastSelf: boolean;
  readonly broadcastAck: boolean;
  readonly presenceEnabled: boolean;
  readonly presenceKey: string;
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly conn: Conn,
    private readonly hub: Hub,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly bindings: Binding[],
    config: JsonObject,
    presenceKey: string,
  ) {
    this.subTopic = topic.replace(/^realtime:/i, '');
    const broadcast = (config.broadcast ?? {}) as JsonObject;
    const presence = (config.presence ?? {}) as JsonObject;
    this.broadcastSelf = broadcast.self === true;
    this.broadcastAck = broadcast.ack === true;
    this.presenceEnabled = presence.enabled === true;
    this.presenceKey = typeof presence.key === 'string' && presence.key ? presence.key : presenceKey;
  }

  send(frame: Frame): void {
    if (!this.closed) this.conn.send(frame);
  }

  /** A push from the server on this channel (join_ref first, ref null). */
  push(event: string, payload: JsonObject): void {
    this.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  setClaims(claims: Claims, exp: number): void {
    this.claims = claims;
    this.claimsKey = claimsKey(claims);
    this.role = String(claims.role);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    const delay = exp * 1000 - this.hub.ctx.now();
    if (delay < MAX_TIMER_MS) {
      this.expiryTimer = setTimeout(
        () => this.shutdown('Token has expired 0 seconds ago'),
        Math.max(0, delay),
      );
      this.expiryTimer.unref();
    }
  }

  /** Server-side end of the channel: a system error, then phx_close, as hosted Realtime does. */
  shutdown(message: string): void {
    if (this.closed) return;
    this.system('system', 'error', message);
    this.send({
      joinRef: this.joinRef,
      ref: this.joinRef,
      topic: this.topic,
      event: 'phx_close',
      payload: {},
    });
    this.dispose();
  }

  /** Forgets the channel everywhere (no frames). */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    if (this.conn.channels.get(this.topic) === this) this.conn.channels.delete(this.topic);
    this.hub.unsubscribe(this);
    this.hub.topics.remove(this);
  }
}
