// The driving tab's work (DESIGN sync rules 6, 7, 9 and 10), put together from its modules: the realtime
// subscription, the pull loop, the drain loop, the history download and the timers. This file decides
// what starts what: `online`, becoming visible and every (re)subscribe catch up and make waiting
// entries due at once.
import { makeDueNow, requeueSending } from '../../db/outbox';
import { type MirrorTable } from '../../db/rows';
import { MIRROR_TABLES, WINDOWED_TABLES } from '../../db/entities';
import { ORDER_TABLES } from '../../db/order-store';
import type { DriverContext, PartContext } from './context';
import { DrainLoop } from './drain-loop';
import { HistoryLoop } from './history-loop';
import { LinkWatch } from './link-watch';
import { PullLoop } from './pull-loop';
import { RealtimeFeed } from './realtime';
import { Schedule, startPeriodic } from './schedule';

export type { DriverContext } from './context';

const SHOP_TABLES: readonly MirrorTable[] = ['companies', 'shop_settings', 'shop_status', 'opening_hours'];

export class Driver {
  private readonly ctx: PartContext;
  private readonly life = new AbortController();
  private readonly pulls: PullLoop;
  private readonly drains: DrainLoop;
  private readonly history: HistoryLoop;
  private readonly realtime: RealtimeFeed;
  private readonly link: LinkWatch;
  private readonly unsubscribers: (() => void)[] = [];
  private lastReconnect = -Infinity;

  constructor(context: DriverContext) {
    const schedule = new Schedule(context.timers, this.life.signal);
    this.ctx = { ...context, schedule, signal: this.life.signal, quiet: { until: -Infinity, interrupt: null } };
    this.pulls = new PullLoop(this.ctx, () => this.reconnected());
    this.drains = new DrainLoop(this.ctx);
    this.history = new HistoryLoop(this.ctx, () => this.pulls.pull(WINDOWED_TABLES));
    this.link = new LinkWatch(this.ctx, () => this.reconnected());
    this.realtime = new RealtimeFeed(this.ctx, {
      subscribed: () => {
        this.link.subscribed();
        this.reconnected();
      },
      pull: (tables) => this.pulls.pull(tables),
      openState: () => void this.pulls.openState(),
    });
  }

  async start(): Promise<void> {
    const { ctx, pulls, drains } = this;
    await requeueSending(ctx.db);
    this.link.start();
    this.realtime.subscribe();
    this.unsubscribers.push(ctx.network.subscribe((online) => this.onNetwork(online)));
    ctx.flags.online = ctx.network.isOnline(); // it may have changed before we listened
    this.unsubscribers.push(ctx.visibility.subscribe((visible) => visible && this.becameVisible()));
    drains.watchOutbox();
    startPeriodic(ctx.schedule, ctx.intervals, {
      orders: () => pulls.pull(ORDER_TABLES),
      shop: () => {
        pulls.pull(SHOP_TABLES);
        void pulls.openState();
      },
      everything: () => {
        pulls.pull(MIRROR_TABLES);
        void pulls.prune();
      },
      watchdog: () => void drains.watchdog(),
    });
    pulls.pull(MIRROR_TABLES);
    void pulls.openState();
    drains.request();
    this.history.start();
  }

  async stop(): Promise<void> {
    this.life.abort();
    this.ctx.schedule.clear();
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.link.stop();
    this.drains.stop();
    await this.realtime.unsubscribe();
    await Promise.allSettled([this.pulls.current, this.drains.current, this.history.current]);
  }

  /** Everything again now: the manual refresh button. */
  refreshAll(): Promise<void> {
    this.pulls.pull(MIRROR_TABLES);
    this.drains.request();
    void this.pulls.openState();
    return this.pulls.current ?? Promise.resolve();
  }

  /** Sends what is due now (after an enqueue elsewhere, or staff pressing "retry"). */
  requestDrain(): void {
    this.drains.request();
  }

  private onNetwork(online: boolean): void {
    const { ctx } = this;
    ctx.flags.online = online;
    // Before the status is written: a read that failed while offline must not keep it offline.
    if (online) ctx.flags.networkDown = false; // until a request says otherwise
    ctx.statusChanged();
    this.drains.wake();
    if (online) {
      // Rule 6: the queue goes at once, also when a catch-up ran less than a second ago.
      this.drains.request();
      this.link.verify();
      this.reconnected();
    }
  }

  /** A tab in the background may have missed the link going away (timers are slowed there). */
  private becameVisible(): void {
    this.link.verify();
    this.reconnected();
  }

  /** Back in touch with the server: catch up, and entries waiting out a backoff go now (rule 6). */
  private reconnected(): void {
    const { ctx } = this;
    // Several signals arrive together (online, resubscribe, a read that worked): act once a second,
    // and a signal within that second acts at its end, never not at all (else a short drop right after
    // a reconnect would leave its changes waiting for the watchdog).
    const wait = this.lastReconnect + 1_000 - ctx.now();
    if (wait > 0) {
      ctx.schedule.after('reconnect', wait, () => this.reconnected());
      return;
    }
    this.lastReconnect = ctx.now();
    void makeDueNow(ctx.db, ctx.now()).then(() => this.drains.request());
    this.pulls.pull(MIRROR_TABLES);
    void this.pulls.openState();
    this.history.start();
  }
}
