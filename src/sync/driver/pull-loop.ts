// The pull loop of the driving tab (DESIGN sync rule 7): tables asked for are caught up one at a time
// from their cursors, in mirror order; a failure keeps the table queued and tries again later (after
// a token refresh at once). Also the server's open-state answer and the pruning of the order window.
import { pruneFinishedOrders } from '../../db/order-store';
import { type MirrorTable } from '../../db/rows';
import { entity, MIRROR_TABLES } from '../../db/entities';
import { getHistory } from '../../db/history';
import { getCursor } from '../../db/meta';
import { RequestError } from '../errors';
import { refreshOpenState } from '../open-state';
import { refreshStaffNames } from '../staff-names';
import { downloadPrintJobs } from '../print-jobs-download';
import { catchUp, type PullContext } from '../pull';
import type { PartContext } from './context';

export class PullLoop {
  private readonly ctx: PartContext;
  /** Called when a read works again after the network was down. */
  private readonly onNetworkUp: () => void;
  private readonly queue = new Set<MirrorTable>();
  private running: Promise<void> | null = null;

  constructor(ctx: PartContext, onNetworkUp: () => void) {
    this.ctx = ctx;
    this.onNetworkUp = onNetworkUp;
  }

  /** The pulls under way, if any (resolves when the queue is empty or a pull failed). */
  get current(): Promise<void> | null {
    return this.running;
  }

  /** Queues the tables; one loop runs at a time and takes up what is queued meanwhile. */
  pull(tables: readonly MirrorTable[]): void {
    if (this.ctx.signal.aborted) return; // stopped: the database may be closed already
    for (const table of tables) this.queue.add(table);
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  private next(): MirrorTable | undefined {
    return MIRROR_TABLES.find((candidate) => this.queue.has(candidate));
  }

  private async run(): Promise<void> {
    const { ctx } = this;
    let ordersChanged = false;
    for (let table = this.next(); table !== undefined && !ctx.signal.aborted; table = this.next()) {
      this.queue.delete(table);
      // A windowed table (the audit trail) is history, not the shop's state: the link is live without it,
      // and its first catch-up waits until the order history is in (the history loop asks for it then).
      if (entity(table).windowed) {
        this.caughtUp();
        if (!(await getCursor(ctx.db, table)) && (await getHistory(ctx.db))?.done === false) continue;
      }
      const started = ctx.now();
      try {
        const pullContext: PullContext = { client: ctx.client, db: ctx.db, companyId: ctx.companyId, now: ctx.now, orderWindowDays: ctx.intervals.orderWindowDays };
        // Without a cursor (a mirror from before the ledger) only today's jobs, not the whole ledger.
        const changed = table === 'print_jobs' ? (await downloadPrintJobs(pullContext), 0) : await catchUp(pullContext, table);
        ordersChanged ||= table === 'orders' && changed > 0;
        // The audit trail's names, read again when a few minutes old (staff-names.ts).
        if (table === 'audit_events') await refreshStaffNames(ctx.client, ctx.db, ctx.now).catch((error: unknown) => ctx.log('staff names failed', error));
        this.networkUp();
      } catch (error) {
        await this.failed(table, error, started);
        return;
      }
    }
    // A catch-up reads every changed order, also finished ones from before the window: they go at once.
    if (ordersChanged && !ctx.signal.aborted) await this.prune();
    this.caughtUp();
  }

  private caughtUp(): void {
    if (this.ctx.signal.aborted || this.ctx.flags.caughtUp) return;
    this.ctx.flags.caughtUp = true;
    this.ctx.statusChanged();
  }

  private async failed(table: MirrorTable, error: unknown, started: number): Promise<void> {
    const { ctx } = this;
    this.queue.add(table);
    const kind = error instanceof RequestError ? error.kind : 'transient';
    if (kind === 'auth' && (await ctx.refreshAuth()) === 'ok') {
      ctx.schedule.after('pull-retry', 0, () => this.pull([]));
      return;
    }
    if (kind === 'transient' && error instanceof RequestError && error.failure.status === 0) {
      // Unless the server answered after this read began (e.g. `online` came meanwhile): it is there.
      if ((ctx.contact.lastAnswerAt ?? -Infinity) < started && !ctx.flags.networkDown) {
        ctx.flags.networkDown = true;
        ctx.statusChanged();
      }
    } else {
      ctx.log(`catch-up of ${table} failed`, error);
    }
    // The timers, `online` and the realtime resubscribe all pull again; this covers a quiet server.
    ctx.schedule.after('pull-retry', ctx.intervals.ordersMs, () => this.pull([]));
  }

  private networkUp(): void {
    if (!this.ctx.flags.networkDown) return;
    this.ctx.flags.networkDown = false;
    this.ctx.statusChanged();
    this.onNetworkUp();
  }

  /** Asks the server whether the shop is open; offline, the local computation stands in. */
  async openState(): Promise<void> {
    try {
      await refreshOpenState(this.ctx.client, this.ctx.db, this.ctx.now);
    } catch (error) {
      this.ctx.log('open state check failed; the local computation stands in', error);
    }
  }

  /** Finished orders that left the window leave the mirror (DESIGN sync rule 10). */
  async prune(): Promise<void> {
    const windowStart = new Date(this.ctx.now() - this.ctx.intervals.orderWindowDays * 86_400_000).toISOString();
    await pruneFinishedOrders(this.ctx.db, windowStart).catch((error: unknown) => this.ctx.log('prune failed', error));
  }
}
