// Which accepted orders this device prints by itself: an order it saw waiting ('created')
// while automatic printing was on, once it is accepted (either accept button here, or a status change
// from another device arriving by realtime or catch-up). Orders already accepted when watching began
// were never seen waiting, so history never prints. Each order and kind is tried once; prints run one
// after the other, since one printer takes one ticket at a time. The ledger's claim decides between
// devices; a ticket already printed (by hand here, or a job of another device) is left alone.
import type { PrintJobKind } from '../../db/print-jobs';
import type { PrintRequest, PrintResult } from '../lib/print/print-order';

export interface AutoPrinterDeps {
  print(request: PrintRequest): Promise<PrintResult>;
  /** A job of this order and kind is already known (by hand, or another device's). */
  hasJob(orderId: string, kind: PrintJobKind): Promise<boolean>;
  /** Every outcome, for the failure notice and logs. */
  printed?(request: PrintRequest, result: PrintResult): void;
  log?(message: string, detail?: unknown): void;
}

export class AutoPrinter {
  private readonly deps: AutoPrinterDeps;
  private readonly waiting = new Set<string>();
  private readonly handled = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(deps: AutoPrinterDeps) {
    this.deps = deps;
  }

  /** The orders waiting for acceptance now. */
  sawCreated(ids: readonly string[]): void {
    for (const id of ids) if (!this.handled.has(id)) this.waiting.add(id);
  }

  /** Orders now accepted (or further); prints those seen waiting, in the kinds asked for. */
  sawAccepted(ids: readonly string[], kinds: readonly PrintJobKind[]): void {
    for (const id of ids) {
      if (!this.waiting.has(id) || this.handled.has(id)) continue;
      this.waiting.delete(id);
      this.handled.add(id);
      for (const kind of kinds) this.queue = this.queue.then(() => this.printOne(id, kind));
    }
  }

  /** Resolves when every print started so far has ended. */
  idle(): Promise<void> {
    return this.queue;
  }

  /** No more prints start (this tab stopped driving, or automatic printing went off). */
  stop(): void {
    this.stopped = true;
  }

  private async printOne(orderId: string, kind: PrintJobKind): Promise<void> {
    if (this.stopped) return;
    const request: PrintRequest = { orderId, kind, reason: 'auto' };
    try {
      if (await this.deps.hasJob(orderId, kind)) return;
      const result = await this.deps.print(request);
      this.deps.printed?.(request, result);
    } catch (error) {
      this.deps.log?.('automatic print failed', error);
    }
  }
}
