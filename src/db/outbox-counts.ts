// How many local changes are still on their way or were refused: what the sync status shows and what
// sign-out would lose (DESIGN sync rules 11 and 13). Apart from the queue itself (outbox.ts), which the
// first screen does not need.
import type { ShopDb } from './database';
import { ACTIVE_STATES, isStaffChange } from './outbox-types';

/** Staff changes only (the device's own presence report is left out, see isStaffChange). */
export async function outboxCounts(db: ShopDb): Promise<{ pending: number; failed: number; rejected: number }> {
  const [pending, sending, failed, rejected] = await Promise.all(
    (['pending', 'sending', 'failed', 'rejected'] as const).map((state) =>
      db.outbox.where('state').equals(state).filter(isStaffChange).count()),
  );
  return { pending: pending + sending, failed, rejected };
}

/** Staff changes not yet confirmed by the server: what sign-out would lose (rule 11). */
export async function unsentCount(db: ShopDb): Promise<number> {
  return db.outbox.where('state').anyOf(ACTIVE_STATES as string[]).filter(isStaffChange).count();
}
