// The history download of the driving tab (DESIGN sync rule 10): after sign-in it streams the rest of
// the order window in, reading the next page while the current one is applied, applying it in slices
// (short transactions, so realtime and catch-up writes never wait long) and yielding to the page in
// between. A slice is sized by time, not count: every transaction that touches the orders (a realtime
// row, the screens' reads) waits for the slice under way, and a new order's card waits for a few of
// them. A failure never signs anyone out: it waits (backoff) and goes on from the stored position.
import { PROGRESS_EVERY_MS, getHistory, type HistoryState } from '../../db/history';
import { RequestError, backoffDelay } from '../errors';
import { applyHistoryPage, countHistory, readHistoryPage, recordHistoryTotal, showHistory, type HistoryContext } from '../history';
import { sliceOf, type OrderPage } from '../order-pages';
import type { PartContext } from './context';

/**
 * How long one slice's transaction should take, and the bounds of its size in orders. Each transaction
 * also has a fixed cost besides its rows (the screens' reads that rerun after it, the outbox check),
 * so much smaller slices slow the download down, while much larger ones keep a new order's card
 * waiting; a slow device gets smaller slices.
 */
export const SLICE_TARGET_MS = 100;
/** A next page later than this after the last one was applied: the screens' copy catches up meanwhile. */
const SHOW_WHILE_WAITING_MS = 200;
/** The longest the download holds back for realtime changes coming one after another. */
export const HOLD_MAX_MS = 2_000;
const SLICE_MIN = 50;
const SLICE_MAX = 500;

/** The next slice's size: scaled towards the target by how long the last one took, at most doubled. */
export function nextSliceSize(size: number, tookMs: number): number {
  const scaled = Math.round((size * SLICE_TARGET_MS) / Math.max(tookMs, 1));
  return Math.min(SLICE_MAX, 2 * size, Math.max(SLICE_MIN, scaled));
}

/**
 * How many of the `left` orders of a page the next slice takes: `size`, or all of them when no more than
 * a small slice would be left over (a slice of a few orders costs nearly as much as a full one).
 */
export function sliceLength(size: number, left: number): number {
  return left - size < SLICE_MIN ? left : size;
}

/**
 * How long to wait before the next slice, asked again after each wait: until the quiet after the
 * latest realtime change is over, but no longer than HOLD_MAX_MS after the wait `began`.
 */
export function pauseBeforeSlice(quiet: { until: number }, now: number, began = now): number {
  return Math.max(0, Math.min(quiet.until - now, began + HOLD_MAX_MS - now));
}

export class HistoryLoop {
  private readonly ctx: PartContext;
  private running: Promise<void> | null = null;
  private attempts = 0;
  private sliceSize = 250;
  /**
   * When the screens' copy of the state last moved (src/db/history.ts getShownHistory), and whether it
   * is behind.
   */
  private shownAt = -Infinity;
  private shownBehind = false;

  /** Called once the window is complete (the audit trail's first catch-up waits for it). */
  private readonly completed: () => void;

  constructor(ctx: PartContext, completed: () => void = () => {}) {
    this.ctx = ctx;
    this.completed = completed;
  }

  get current(): Promise<void> | null {
    return this.running;
  }

  /** Starts (or resumes) the download if history is missing; no-op while it runs or when complete. */
  start(): void {
    if (this.ctx.signal.aborted) return; // stopped: the database may be closed already
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  private get source(): HistoryContext {
    return { client: this.ctx.client, db: this.ctx.db, companyId: this.ctx.companyId };
  }

  /**
   * Between slices: lets the page run, and waits while realtime changes reach the screens; a change
   * during the wait makes it longer (orders arriving in a burst each get their quiet), up to
   * HOLD_MAX_MS so that a steady stream of changes cannot stop the download.
   */
  private async yieldToPage(): Promise<void> {
    const { ctx } = this;
    const began = ctx.now();
    for (let first = true; ; first = false) {
      const wait = pauseBeforeSlice(ctx.quiet, ctx.now(), began);
      if (!first && wait === 0) return;
      await new Promise<void>((resolve) => ctx.timers.setTimeout(() => resolve(), wait));
      if (ctx.signal.aborted) return;
    }
  }

  private async run(): Promise<void> {
    const { ctx } = this;
    try {
      let state = await getHistory(ctx.db);
      if (!state || state.done || ctx.signal.aborted) return;
      if (state.total === null) void this.count(state);
      let next: Promise<OrderPage> | null = readHistoryPage(this.source, state);
      next.catch(() => {}); // awaited below unless stopped first
      while (next && !ctx.signal.aborted) {
        const page: OrderPage = await next;
        // The next request goes out before this page is applied (it only needs this page's end).
        next = page.final ? null : readHistoryPage(this.source, { ...state, before: page.last });
        next?.catch(() => {}); // awaited (and its failure handled) on the next round
        for (let start = 0; start === 0 || start < page.orders.length;) {
          if (ctx.signal.aborted) return;
          const slice = sliceOf(page, start, sliceLength(this.sliceSize, page.orders.length - start));
          const began = ctx.now();
          const applied = await this.applySlice(state, slice);
          if (applied === 'interrupted') {
            ctx.log('history slice cut short for an order change; applied again after it');
            await this.yieldToPage();
            continue;
          }
          if (!applied) return; // the stored position moved (another tab, or sign-out): stop
          this.sliceSize = nextSliceSize(this.sliceSize, ctx.now() - began);
          state = applied;
          start += Math.max(slice.orders.length, 1);
          await this.yieldToPage();
        }
        this.attempts = 0;
        if (next) await this.showWhileWaiting(next);
      }
      if (state.done) {
        ctx.log(`order history complete: ${state.loaded} orders`);
        this.completed();
      }
    } catch (error) {
      await this.failed(error);
    }
  }

  /** Applies a slice that a realtime order change may cut short (ctx.quiet.interrupt): nothing stays. */
  private async applySlice(state: HistoryState, slice: OrderPage): Promise<HistoryState | null | 'interrupted'> {
    const { quiet } = this.ctx;
    let interrupted = false;
    try {
      const show = this.ctx.now() - this.shownAt >= PROGRESS_EVERY_MS;
      this.shownBehind ||= !show;
      const applied = await applyHistoryPage(this.ctx.db, state, slice, (abort) => {
        quiet.interrupt = () => {
          quiet.interrupt = null;
          try {
            abort();
            interrupted = true;
          } catch {
            // committing already: the slice stays
          }
        };
      }, show);
      if (applied && show) this.shown();
      return applied;
    } catch (error) {
      // Aborted before it committed: whatever the error says (the abort, or a request it cut off).
      if (interrupted) return 'interrupted';
      throw error;
    } finally {
      quiet.interrupt = null;
    }
  }

  private shown(): void {
    this.shownAt = this.ctx.now();
    this.shownBehind = false;
  }

  /** While the next page is late, the screens show how far the download got (not where it last showed). */
  private async showWhileWaiting(next: Promise<OrderPage>): Promise<void> {
    if (!this.shownBehind) return;
    const late = await new Promise<boolean>((resolve) => {
      const timer = this.ctx.timers.setTimeout(() => resolve(true), SHOW_WHILE_WAITING_MS);
      next.then(() => resolve(false), () => resolve(false)).finally(() => this.ctx.timers.clearTimeout(timer));
    });
    if (late && !this.ctx.signal.aborted) await this.showNow();
  }

  private async showNow(): Promise<void> {
    await showHistory(this.ctx.db);
    this.shown();
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
    if (this.shownBehind) await this.showNow().catch(() => {});
    const wait = backoffDelay(this.attempts, ctx.random, ctx.intervals.backoffBaseMs, ctx.intervals.backoffCapMs);
    ctx.schedule.after('history-retry', wait, () => this.start());
  }
}
