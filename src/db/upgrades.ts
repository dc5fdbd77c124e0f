// Data stored by an earlier app version, brought up to date when the database opens at a newer one
// (Dexie upgrades run once, in the upgrade transaction). The outbox survives app updates (DESIGN sync
// rule 2), so its entries are converted, never dropped. The order stores' own upgrades are the order
// store's (order-store/upgrades.ts).
import type { Transaction } from 'dexie';
import { storedStatuses } from './order-store/schema';
import type { OutboxError } from './outbox-types';

/** The fields of a version 1 outbox entry that changed: the last error was text, plus a Dutch message. */
interface V1Entry {
  state: string;
  row_id: string | null;
  last_error: unknown;
  error_message?: unknown;
}

/** The text version 1 stored for a row gone from the server. */
const V1_MISSING = 'the row no longer exists on the server';

function asKind(entry: V1Entry, text: string, statusOf: Map<string, string>): OutboxError {
  if (text === 'conflict') {
    const orderId = entry.row_id ?? '';
    // The conflict adopted the server's status, so the mirror shows it (unknown if the order is gone).
    return { kind: 'conflict', orderId, orderStatus: statusOf.get(orderId) ?? '' };
  }
  if (entry.state === 'rejected' && text === V1_MISSING) return { kind: 'missing' };
  const status = Number(/HTTP (\d{3})/.exec(text)?.[1] ?? 0);
  return { kind: entry.state === 'rejected' ? 'refused' : 'transient', status, code: null, detail: text };
}

/** Version 2: an entry's last error is a kind and code (OutboxError); the screen words it. */
export async function outboxErrorsAsKinds(tx: Transaction): Promise<void> {
  const outbox = tx.table<V1Entry, number>('outbox');
  const conflicted = (await outbox.toArray()).filter((entry) => entry.last_error === 'conflict' && entry.row_id);
  const statusOf = await storedStatuses(tx, conflicted.map((entry) => entry.row_id ?? ''));
  await outbox.toCollection().modify((entry) => {
    if (typeof entry.last_error === 'string') entry.last_error = asKind(entry, entry.last_error, statusOf);
    delete entry.error_message;
  });
}
