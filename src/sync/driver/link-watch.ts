// The driving tab's watch on its link to the server (DESIGN section 8). Contact is what really came
// back: a realtime heartbeat reply or message, or a REST answer while the channel is up. Without it
// for `contactStaleMs` the state leaves live; while the link is lost the server is tried every
// `probeMs`, and `online` or becoming visible verifies at once. It writes the last contact and since
// when there is none to IndexedDB, for the indicator and the dead-link alarm of every screen.
import { getMeta, setMeta, type LinkMeta } from '../../db/meta';
import { RequestError } from '../errors';
import { refreshOpenState } from '../open-state';
import type { PartContext } from './context';

/** The last contact is written at most this often while nothing else changes (it is for display). */
const WRITE_EVERY_MS = 5_000;
/** A check this much later than its 1 s step ran in a throttled or frozen tab (hidden, asleep). */
const LATE_CHECK_MS = 3_000;
/** After waking, how long the server has to answer the wake-up probe before the age of the last contact counts. */
const WAKE_GRACE_MS = 5_000;

export class LinkWatch {
  private readonly ctx: PartContext;
  /** Called when the server answers again after requests failed: catch up. */
  private readonly back: () => void;
  private startedAt = 0;
  private linkAt: number | null = null;
  /** The last contact an earlier driver recorded (before a reload), shown until there is a new one. */
  private earlier: number | null = null;
  private lastProbe = -Infinity;
  private lastCheckAt: number | null = null;
  /** When a check woke up late and asked the server; cleared by the next contact. */
  private wokeAt: number | null = null;
  private probing = false;
  private written: LinkMeta | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(ctx: PartContext, back: () => void) {
    this.ctx = ctx;
    this.back = back;
  }

  start(): void {
    const { ctx } = this;
    this.startedAt = ctx.now();
    ctx.flags.contactFresh = true;
    void getMeta(ctx.db, 'link').then((link) => {
      this.earlier = link?.lastContactAt ?? null;
    }, (error: unknown) => ctx.log('link state not read', error));
    this.unsubscribe = ctx.contact.subscribe((kind) => this.contact(kind));
    ctx.schedule.every('link', 1_000, () => this.check());
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The channel is subscribed: that is contact. */
  subscribed(): void {
    this.ctx.contact.realtime(this.ctx.now());
  }

  /** After `online` or becoming visible: ask the server at once instead of waiting for a timer. */
  verify(): void {
    const { realtime } = this.ctx.client;
    if (realtime.isConnected()) void realtime.sendHeartbeat();
    else realtime.connect();
    this.probe();
  }

  private contact(kind: 'rest' | 'realtime'): void {
    const { ctx } = this;
    if (ctx.signal.aborted) return;
    const at = ctx.now();
    if (kind === 'realtime' || ctx.flags.channelUp) {
      this.linkAt = at;
      this.wokeAt = null;
    }
    if (ctx.flags.networkDown) {
      ctx.flags.networkDown = false;
      ctx.statusChanged();
      this.back();
    }
    this.check();
  }

  /**
   * A browser throttles a hidden tab's timers (Chrome: one wake-up a minute) and freezes a sleeping
   * one, so heartbeats and these checks run late together: the age of the last contact then says
   * nothing about the link. A late check asks the server and waits for the answer; only when the
   * question of the previous wake-up is still unanswered does the age count (a dead link in a throttled
   * tab is seen at the second wake-up).
   */
  private woke(now: number): boolean {
    const late = this.lastCheckAt !== null && now - this.lastCheckAt > LATE_CHECK_MS;
    this.lastCheckAt = now;
    if (late && this.wokeAt === null) {
      this.wokeAt = now;
      this.verify();
    }
    return this.wokeAt !== null && (late ? this.wokeAt === now : now - this.wokeAt < WAKE_GRACE_MS);
  }

  private check(): void {
    const { ctx } = this;
    if (ctx.signal.aborted) return;
    const now = ctx.now();
    const since = Math.max(this.linkAt ?? this.startedAt, this.startedAt);
    const waiting = this.woke(now);
    const fresh = waiting ? ctx.flags.contactFresh : now - since < ctx.intervals.contactStaleMs;
    ctx.flags.contactFresh = fresh;
    // Every second, not only on a change: the state shown is derived again from the flags, so no
    // missed write can leave it wrong (writing an unchanged state is skipped).
    ctx.statusChanged();
    void this.write({ lastContactAt: this.linkAt ?? this.earlier, noContactSince: fresh ? null : since });
    const lost = !fresh || ctx.flags.networkDown || !ctx.flags.channelUp;
    if (lost && ctx.flags.online && now - this.lastProbe >= ctx.intervals.probeMs) {
      this.lastProbe = now;
      const { realtime } = ctx.client;
      // A heartbeat still unanswered at the next one makes realtime-js give the socket up and reconnect.
      if (realtime.isConnected() && !fresh) void realtime.sendHeartbeat();
      else realtime.connect();
      if (!fresh || ctx.flags.networkDown) this.probe();
    }
  }

  /** One REST request (the open state, which is useful anyway); its answer counts as contact. */
  private probe(): void {
    const { ctx } = this;
    if (this.probing) return;
    this.probing = true;
    const started = ctx.now();
    refreshOpenState(ctx.client, ctx.db, ctx.now)
      .catch((error: unknown) => {
        const unreachable = error instanceof RequestError && error.failure.status === 0;
        // An answer that came after this request started says the server is there after all.
        if (!unreachable || ctx.signal.aborted || (ctx.contact.lastAnswerAt ?? -Infinity) >= started) return;
        if (!ctx.flags.networkDown) {
          ctx.flags.networkDown = true;
          ctx.statusChanged();
        }
      })
      .finally(() => {
        this.probing = false;
      });
  }

  private async write(link: LinkMeta): Promise<void> {
    const last = this.written;
    const same = last && last.noContactSince === link.noContactSince &&
      (last.lastContactAt === link.lastContactAt || (link.lastContactAt ?? 0) - (last.lastContactAt ?? 0) < WRITE_EVERY_MS);
    if (same || this.ctx.signal.aborted) return;
    this.written = link;
    await setMeta(this.ctx.db, 'link', link).catch((error: unknown) => this.ctx.log('link state not written', error));
  }
}
