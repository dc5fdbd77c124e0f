// "Accepteren en printen" (spec section 4): the accept and the customer receipt's print job in
// one transaction, the job first and pending, and the accept sent only once the server has the job
// (outbox `after`). Every device then sees the receipt taken before it sees the order accepted, so a
// tablet that prints customer receipts automatically never claims a second one, and this device's own
// automatic printing finds the job at once. The screen prints the job and moves it to printed or failed.
import { appDb, type ShopDb } from '../database';
import { getDeviceId } from '../device';
import { nextCopy, printJobKey, queuePrintJob, type PrintJobRow } from '../print-jobs';
import { acceptOrder, type OrderActionResult } from './changes';
import { orderScope } from './tables';

export type AcceptWithReceiptResult =
  | (Extract<OrderActionResult, { ok: true }> & { job: PrintJobRow })
  | Extract<OrderActionResult, { ok: false }>;

class NotAccepted extends Error {
  constructor(readonly result: Extract<OrderActionResult, { ok: false }>) {
    super(`not accepted: ${result.reason}`);
  }
}

/**
 * Accepts a `created` order as acceptOrder does and queues its customer receipt's job (pending; a
 * reprint when the receipt was printed before). Nothing is written when the order cannot be accepted.
 */
export async function acceptWithReceipt(id: string, db: ShopDb = appDb(), readyInMinutes?: number): Promise<AcceptWithReceiptResult> {
  const deviceId = await getDeviceId(db);
  try {
    return await db.transaction('rw', [...orderScope(db), db.print_jobs, db.outbox, db.meta, db.shop_settings, db.companies], async () => {
      const copy = await nextCopy(db, id, 'customer');
      const job = await queuePrintJob(db, {
        orderId: id, kind: 'customer', reason: copy > 1 ? 'reprint' : 'manual', copy, state: 'pending',
      }, deviceId);
      const accepted = await acceptOrder(id, db, readyInMinutes, printJobKey(job.id));
      // Rolls the job back with it.
      if (!accepted.ok) throw new NotAccepted(accepted);
      return { ...accepted, job };
    });
  } catch (error) {
    if (error instanceof NotAccepted) return error.result;
    throw error;
  }
}
