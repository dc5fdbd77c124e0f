// The drain loop of the driving tab (DESIGN sync rules 5 and 6): one drain of the outbox at a time,
// started on every enqueue (a live query on the pending count), on request, by the retry timer when
// the next entry is due, and by the watchdog; a drain waiting on a slow key wakes for new work.
import Dexie, { liveQuery, type Subscription } from 'dexie';
import { nextDueAt } from '../../db/outbox';
import { drainOnce } from '../push';
import type { PartContext } from './context';

export class DrainLoop {
  private readonly ctx: PartContext;
  private running: Promise<void> | null = null;
  private again = false;
  private wakers: (() => void)[] = [];
  private outboxWatch: Subscription | null = null;

  constructor(ctx: PartContext) {
    this.ctx = ctx;
  }

  /** The drain under way, if any. */
  get current(): Promise<void> | null {
    return this.running;
  }

  /** Drains whenever the number of pending entries changes (an enqueue in any tab). */
  watchOutbox(): void {
    const { ctx } = this;
    this.outboxWatch = liveQuery(() => ctx.db.outbox.where('state').equals('pending').count())
      .subscribe({ next: () => Dexie.ignoreTransaction(() => this.request()), error: (error) => ctx.log('outbox watch failed', error) });
  }

  /** Stops watching and lets a waiting drain finish. */
  stop(): void {
    this.outboxWatch?.unsubscribe();
    this.wake();
  }

  /** Wakes a drain that waits on slow keys: something new may be due. */
  wake(): void {
    for (const wake of this.wakers.splice(0)) wake();
  }

  request(): void {
    if (this.ctx.signal.aborted) return;
    if (this.running) {
      this.again = true;
      this.wake();
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.request();
      }
    });
  }

  /** The watchdog's round: a due entry and no drain under way means the queue stalled. */
  async watchdog(): Promise<void> {
    const due = await nextDueAt(this.ctx.db);
    if (due !== null && due <= this.ctx.now() && !this.running) this.request();
  }

  private async drain(): Promise<void> {
    const { ctx } = this;
    // Offline (as the browser says) nothing is tried; `online` starts the drain again.
    if (ctx.flags.needsAuth || !ctx.flags.online) return;
    const result = await drainOnce({
      db: ctx.db, client: () => ctx.client, gate: ctx.gate, now: ctx.now, random: ctx.random,
      backoffBaseMs: ctx.intervals.backoffBaseMs, backoffCapMs: ctx.intervals.backoffCapMs,
      refreshAuth: ctx.refreshAuth,
      // Reads and realtime decide "offline" (pull-loop.ts); a failing send alone backs off (rule 5)
      // instead of flipping the state, which would kick every waiting entry again and again.
      isOnline: () => ctx.flags.online,
      wake: () => new Promise<void>((resolve) => this.wakers.push(resolve)),
      log: ctx.log,
    }).catch((error: unknown) => {
      ctx.log('drain failed', error);
      return 'waiting' as const;
    });
    this.wake();
    if (result === 'needs-auth') {
      ctx.flags.needsAuth = true;
      ctx.statusChanged();
      return;
    }
    await this.scheduleRetry();
  }

  /** The next entry waiting out a backoff (or Retry-After) starts a drain when it is due. */
  private async scheduleRetry(): Promise<void> {
    const due = await nextDueAt(this.ctx.db);
    if (due === null || this.ctx.signal.aborted) return;
    const at = Math.max(due, this.ctx.gate.notBefore);
    this.ctx.schedule.replace('retry', Math.max(0, at - this.ctx.now()), () => this.request());
  }
}
