// The driving tab's work (DESIGN sync rules 6, 7, 9): realtime nudges, catch-up by cursor on every
// (re)subscribe, on `online`, on becoming visible and on the spec's 10 s / 30 s timers, the outbox
// drain on every trigger of rule 6, and the open-state refresh.
import Dexie, { liveQuery, type Subscription } from 'dexie';
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { ShopDb } from '../db/database';
import { pruneFinishedOrders } from '../db/cleanup';
import { OPEN_STATE_INPUTS } from '../db/meta';
import { makeDueNow, nextDueAt, requeueSending } from '../db/outbox';
import { MIRROR_TABLES, type MirrorTable } from '../db/rows';
import { RealtimeRows } from './realtime-rows';
import type { Client, RetryGate } from './clients';
import type { NetworkSource, SyncIntervals, Timers, VisibilitySource } from './deps';
import { RequestError } from './errors';
import { refreshOpenState } from './open-state';
import { catchUp } from './pull';
import { drainOnce } from './push';
import type { StatusFlags } from './status';

export interface DriverContext {
  db: ShopDb;
  client: Client;
  companyId: string;
  gate: RetryGate;
  flags: StatusFlags;
  intervals: SyncIntervals;
  timers: Timers;
  network: NetworkSource;
  visibility: VisibilitySource;
  now: () => number;
  random: () => number;
  statusChanged: () => void;
  refreshAuth: () => Promise<'ok' | 'offline' | 'impossible'>;
  accessChanged: () => void;
  log: (message: string, detail?: unknown) => void;
}

const ORDER_TABLES: readonly MirrorTable[] = ['orders', 'carts', 'cart_items', 'order_items'];
const SHOP_TABLES: readonly MirrorTable[] = ['companies', 'shop_settings', 'shop_status', 'opening_hours'];

export class Driver {
  private readonly ctx: DriverContext;
  private stopped = false;
  private channel: RealtimeChannel | null = null;
  private readonly handles = new Map<string, unknown>();
  private readonly unsubscribers: (() => void)[] = [];
  private outboxWatch: Subscription | null = null;
  private pullQueue = new Set<MirrorTable>();
  private readonly realtimeRows = new RealtimeRows();
  private pulling: Promise<void> | null = null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private wakers: (() => void)[] = [];
  private lastReconnect = -Infinity;

  constructor(ctx: DriverContext) {
    this.ctx = ctx;
  }

  async start(): Promise<void> {
    const { ctx } = this;
    await requeueSending(ctx.db);
    this.subscribeRealtime();
    this.unsubscribers.push(ctx.network.subscribe((online) => this.onNetwork(online)));
    ctx.flags.online = ctx.network.isOnline(); // it may have changed before we listened
    this.unsubscribers.push(ctx.visibility.subscribe((visible) => visible && this.reconnected()));
    this.outboxWatch = liveQuery(() => ctx.db.outbox.where('state').equals('pending').count())
      .subscribe({ next: () => Dexie.ignoreTransaction(() => this.requestDrain()), error: (error) => ctx.log('outbox watch failed', error) });
    this.every('orders', ctx.intervals.ordersMs, () => this.pull(ORDER_TABLES));
    this.every('shop', ctx.intervals.shopMs, () => {
      this.pull(SHOP_TABLES);
      void this.openState();
    });
    this.every('full', ctx.intervals.fullMs, () => {
      this.pull(MIRROR_TABLES);
      void this.prune();
    });
    this.every('watchdog', ctx.intervals.watchdogMs, () => void this.watchdog());
    this.pull(MIRROR_TABLES);
    void this.openState();
    this.requestDrain();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const handle of this.handles.values()) this.ctx.timers.clearTimeout(handle);
    this.handles.clear();
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    for (const wake of this.wakers.splice(0)) wake();
    this.outboxWatch?.unsubscribe();
    const channel = this.channel;
    this.channel = null;
    if (channel) await this.ctx.client.removeChannel(channel).catch(() => 'error');
    await Promise.allSettled([this.pulling, this.draining]);
  }

  /** Everything again now: the manual refresh button, and `online`/visible. */
  refreshAll(): Promise<void> {
    this.pull(MIRROR_TABLES);
    this.requestDrain();
    void this.openState();
    return this.pulling ?? Promise.resolve();
  }

  private every(name: string, ms: number, run: () => void): void {
    const tick = () => {
      if (this.stopped) return;
      run();
      this.handles.set(name, this.ctx.timers.setTimeout(tick, ms));
    };
    this.handles.set(name, this.ctx.timers.setTimeout(tick, ms));
  }

  private after(name: string, ms: number, run: () => void): void {
    if (this.stopped || this.handles.has(name)) return;
    this.handles.set(name, this.ctx.timers.setTimeout(() => {
      this.handles.delete(name);
      if (!this.stopped) run();
    }, ms));
  }

  private subscribeRealtime(): void {
    const { ctx } = this;
    const channel = ctx.client.channel(`kmfc-sync:${ctx.companyId}`);
    for (const table of [...MIRROR_TABLES, 'users', 'roles'] as const) {
      const filter = table === 'companies' ? `id=eq.${ctx.companyId}` : `company_id=eq.${ctx.companyId}`;
      channel.on('postgres_changes', { event: '*', schema: 'public', table, filter },
        (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => this.onChange(table, payload));
    }
    channel.subscribe((status) => {
      if (this.stopped) return;
      const up = status === 'SUBSCRIBED';
      ctx.flags.channelUp = up;
      ctx.statusChanged();
      if (up) this.reconnected();
    });
    this.channel = channel;
  }

  /** Realtime is a nudge: the catch-up reads the change; its row is applied first (realtime-rows.ts). */
  private onChange(table: MirrorTable | 'users' | 'roles', payload: RealtimePostgresChangesPayload<Record<string, unknown>>): void {
    if (table === 'users' || table === 'roles') return this.ctx.accessChanged();
    if (payload.eventType === 'DELETE') {
      const id = (payload.old as { id?: string }).id;
      if (id) void this.ctx.db.table(table).delete(id);
      return;
    }
    this.realtimeRows.add(table, payload.new);
    this.after(`nudge:${table}`, this.ctx.intervals.nudgeDelayMs, () => {
      void this.realtimeRows.apply(this.ctx.db, table).catch((error: unknown) => this.ctx.log('realtime rows not applied', error));
      this.pull([table]);
    });
    if (OPEN_STATE_INPUTS.includes(table)) this.after('open-state', this.ctx.intervals.nudgeDelayMs, () => void this.openState());
  }

  private onNetwork(online: boolean): void {
    this.ctx.flags.online = online;
    this.ctx.statusChanged();
    for (const wake of this.wakers.splice(0)) wake();
    if (online) {
      this.ctx.flags.networkDown = false; // until a request says otherwise
      this.ctx.client.realtime.connect();
      this.reconnected();
    }
  }

  /** Back in touch with the server: catch up, and entries waiting out a backoff go now (rule 6). */
  private reconnected(): void {
    // Several signals arrive together (online, resubscribe, a read that worked): act once a second.
    if (this.ctx.now() - this.lastReconnect < 1_000) return;
    this.lastReconnect = this.ctx.now();
    void makeDueNow(this.ctx.db, this.ctx.now()).then(() => this.requestDrain());
    this.pull(MIRROR_TABLES);
    void this.openState();
  }

  private pull(tables: readonly MirrorTable[]): void {
    for (const table of tables) this.pullQueue.add(table);
    this.pulling ??= this.runPulls().finally(() => {
      this.pulling = null;
    });
  }

  private async runPulls(): Promise<void> {
    const { ctx } = this;
    while (this.pullQueue.size > 0 && !this.stopped) {
      const table = MIRROR_TABLES.find((candidate) => this.pullQueue.has(candidate))!;
      this.pullQueue.delete(table);
      try {
        await catchUp({ client: ctx.client, db: ctx.db, companyId: ctx.companyId, now: ctx.now, orderWindowDays: ctx.intervals.orderWindowDays }, table);
        this.networkUp();
      } catch (error) {
        await this.pullFailed(table, error);
        return;
      }
    }
    if (!this.stopped && !ctx.flags.caughtUp) {
      ctx.flags.caughtUp = true;
      ctx.statusChanged();
    }
  }

  private async pullFailed(table: MirrorTable, error: unknown): Promise<void> {
    const { ctx } = this;
    this.pullQueue.add(table);
    const kind = error instanceof RequestError ? error.kind : 'transient';
    if (kind === 'auth' && (await ctx.refreshAuth()) === 'ok') {
      this.after('pull-retry', 0, () => this.pull([]));
      return;
    }
    if (kind === 'transient' && error instanceof RequestError && error.failure.status === 0) {
      ctx.flags.networkDown = true;
      ctx.statusChanged();
    } else {
      ctx.log(`catch-up of ${table} failed`, error);
    }
    // The timers, `online` and the realtime resubscribe all pull again; this covers a quiet server.
    this.after('pull-retry', ctx.intervals.ordersMs, () => this.pull([]));
  }

  private networkUp(): void {
    if (!this.ctx.flags.networkDown) return;
    this.ctx.flags.networkDown = false;
    this.ctx.statusChanged();
    this.reconnected();
  }

  requestDrain(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.drainAgain = true;
      for (const wake of this.wakers.splice(0)) wake();
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.drainAgain) {
        this.drainAgain = false;
        this.requestDrain();
      }
    });
  }

  private async drain(): Promise<void> {
    const { ctx } = this;
    // Offline (as the browser says) nothing is tried; `online` starts the drain again.
    if (ctx.flags.needsAuth || !ctx.flags.online) return;
    const result = await drainOnce({
      db: ctx.db, client: () => ctx.client, gate: ctx.gate, now: ctx.now, random: ctx.random,
      backoffBaseMs: ctx.intervals.backoffBaseMs, backoffCapMs: ctx.intervals.backoffCapMs,
      refreshAuth: ctx.refreshAuth,
      // Reads and realtime decide "offline"; a failing send alone backs off (rule 5) instead of
      // flipping the state, which would kick every waiting entry again and again.
      onNetworkFailure: () => {},
      onNetworkSuccess: () => {},
      isOnline: () => ctx.flags.online,
      wake: () => new Promise<void>((resolve) => this.wakers.push(resolve)),
      log: ctx.log,
    }).catch((error: unknown) => {
      ctx.log('drain failed', error);
      return 'waiting' as const;
    });
    for (const wake of this.wakers.splice(0)) wake();
    if (result === 'needs-auth') {
      ctx.flags.needsAuth = true;
      ctx.statusChanged();
      return;
    }
    await this.scheduleRetry();
  }

  private async scheduleRetry(): Promise<void> {
    const due = await nextDueAt(this.ctx.db);
    if (due === null || this.stopped) return;
    const at = Math.max(due, this.ctx.gate.notBefore);
    const existing = this.handles.get('retry');
    if (existing !== undefined) this.ctx.timers.clearTimeout(existing);
    this.handles.delete('retry');
    this.after('retry', Math.max(0, at - this.ctx.now()), () => this.requestDrain());
  }

  private async watchdog(): Promise<void> {
    const due = await nextDueAt(this.ctx.db);
    if (due !== null && due <= this.ctx.now() && !this.draining) this.requestDrain();
  }

  private async openState(): Promise<void> {
    try {
      await refreshOpenState(this.ctx.client, this.ctx.db, this.ctx.now);
    } catch (error) {
      this.ctx.log('open state check failed; the local computation stands in', error);
    }
  }

  private async prune(): Promise<void> {
    const windowStart = new Date(this.ctx.now() - this.ctx.intervals.orderWindowDays * 86_400_000).toISOString();
    await pruneFinishedOrders(this.ctx.db, windowStart).catch((error: unknown) => this.ctx.log('prune failed', error));
  }
}
