// The history download of the driving tab (DESIGN sync rule 10): after sign-in it streams the rest of
// the order window in, reading the next page while the current one is applied, applying it in slices
// (short transactions, so realtime and catch-up writes never wait long) and yielding to the page in
// between. A failure never signs anyone out: it waits (backoff) and goes on from the stored position.
import { getHistory, type HistoryState } from '../../db/history';
import { RequestError, backoffDelay } from '../errors';
import { applyHistoryPage, countHistory, readHistoryPage, recordHistoryTotal, type HistoryContext } from '../history';
import { ORDER_SLICE, slicePage, type OrderPage } from '../order-pages';
import type { PartContext } from './context';

export class HistoryLoop {
  private readonly ctx: PartContext;
  private running: Promise<void> | null = null;
  private attempts = 0;

  constructor(ctx: PartContext) {
    this.ctx = ctx;
  }

  get current(): Promise<void> | null {
    return this.running;
  }

  /** Starts (or resumes) the download if history is missing; no-op while it runs or when complete. */
  start(): void {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  private get source(): HistoryContext {
    return { client: this.ctx.client, db: this.ctx.db, companyId: this.ctx.companyId };
  }

  private yieldToPage(): Promise<void> {
    return new Promise((resolve) => this.ctx.timers.setTimeout(resolve, 0));
  }

  private async run(): Promise<void> {
    const { ctx } = this;
    let state = await getHistory(ctx.db);
    if (!state || state.done || ctx.signal.aborted) return;
    if (state.total === null) void this.count(state);
    let next: Promise<OrderPage> | null = readHistoryPage(this.source, state);
    try {
      while (next && !ctx.signal.aborted) {
        const page: OrderPage = await next;
        // The next request goes out before this page is applied (it only needs this page's end).
        next = page.final ? null : readHistoryPage(this.source, { ...state, before: page.last });
        next?.catch(() => {}); // awaited (and its failure handled) on the next round
        for (const slice of slicePage(page, ORDER_SLICE)) {
          if (ctx.signal.aborted) return;
          const applied: HistoryState | null = await applyHistoryPage(ctx.db, state, slice);
          if (!applied) return; // the stored position moved (another tab, or sign-out): stop
          state = applied;
          await this.yieldToPage();
        }
        this.attempts = 0;
      }
      if (state.done) ctx.log(`order history complete: ${state.loaded} orders`);
    } catch (error) {
      await this.failed(error);
    }
  }

  private async count(state: HistoryState): Promise<void> {
    try {
      await recordHistoryTotal(this.ctx.db, await countHistory(this.source, state));
    } catch (error) {
      this.ctx.log('counting the order history failed; progress shows without a percentage', error);
    }
  }

  private async failed(error: unknown): Promise<void> {
    const { ctx } = this;
    if (ctx.signal.aborted) return;
    const kind = error instanceof RequestError ? error.kind : 'transient';
    if (kind === 'auth' && (await ctx.refreshAuth()) === 'ok') {
      ctx.schedule.after('history-retry', 0, () => this.start());
      return;
    }
    this.attempts++;
    ctx.log('order history page failed; trying again', error);
    const wait = backoffDelay(this.attempts, ctx.random, ctx.intervals.backoffBaseMs, ctx.intervals.backoffCapMs);
    ctx.schedule.after('history-retry', wait, () => this.start());
  }
}
