// Tickets staff print by hand as they accept ("Accepteren en printen", issue 16). The mark is written
// before the accept, so this device's automatic printing (in whichever tab drives; meta is shared by the
// tabs) leaves that ticket kind to the hand print instead of printing it a second time: the hand print
// records its job only after the printer answered, later than the automatic printer looks. A mark
// counts until it is taken away (the hand print's job is in the ledger by then) and at most
// MARK_LIFETIME_MS, so a tab closed mid-print cannot stop automatic printing of that order for good.
import type { ShopDb } from './database';
import { getMeta, setMeta } from './meta';
import { hasJob, type PrintJobKind } from './print-jobs';

export interface PrintByHandMark {
  orderId: string;
  kind: PrintJobKind;
  /** When it was marked (ms). */
  at: number;
}

/** Longer than any hand print takes (the printer's timeouts are seconds). */
export const MARK_LIFETIME_MS = 2 * 60 * 1000;

const sameTicket = (orderId: string, kind: PrintJobKind) => (mark: PrintByHandMark) =>
  mark.orderId === orderId && mark.kind === kind;

async function change(db: ShopDb, edit: (marks: PrintByHandMark[], now: number) => PrintByHandMark[]): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const now = db.env.now();
    const live = ((await getMeta(db, 'print_by_hand')) ?? []).filter((mark) => now - mark.at < MARK_LIFETIME_MS);
    await setMeta(db, 'print_by_hand', edit(live, now));
  });
}

/** This ticket is about to be printed by hand. */
export function markPrintByHand(db: ShopDb, orderId: string, kind: PrintJobKind): Promise<void> {
  return change(db, (marks, now) => [...marks.filter((mark) => !sameTicket(orderId, kind)(mark)), { orderId, kind, at: now }]);
}

/** The hand print ended (its job recorded), or never started (the accept failed). */
export function unmarkPrintByHand(db: ShopDb, orderId: string, kind: PrintJobKind): Promise<void> {
  return change(db, (marks) => marks.filter((mark) => !sameTicket(orderId, kind)(mark)));
}

/** Whether automatic printing leaves this ticket: a job of it is known, or it is being printed by hand. */
export async function ticketTaken(db: ShopDb, orderId: string, kind: PrintJobKind): Promise<boolean> {
  if (await hasJob(db, orderId, kind)) return true;
  const now = db.env.now();
  const marks = (await getMeta(db, 'print_by_hand')) ?? [];
  return marks.some((mark) => sameTicket(orderId, kind)(mark) && now - mark.at < MARK_LIFETIME_MS);
}
