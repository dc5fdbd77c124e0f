// Sends a push subscription's outbox entry (DESIGN section 8): the row in push_subscriptions, keyed by
// the endpoint, is upserted (the same subscription sent again only refreshes it, never a duplicate) or
// deleted. Both are idempotent, so a resend after a lost answer needs no check first; the table has
// no mirror and no last_mutation_id.
import type { TablesInsert } from '../db/database.types';
import type { OutboxEntry } from '../db/outbox-types';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';

/** The columns the app writes; user_id and created_at are the server's (defaults). */
type PushSubscriptionRow = TablesInsert<'push_subscriptions'>;
type WrittenColumn = 'endpoint' | 'p256dh' | 'auth' | 'device_id';

function check(what: string, result: { error: { message: string; code?: string } | null; status: number }): void {
  if (result.error) throw new RequestError(what, failureOf(result.error, result.status));
}

/** A column of the entry's payload (src/db/push-subscriptions.ts writes them as text). */
function text(entry: OutboxEntry, column: WrittenColumn): string {
  const value = entry.payload[column];
  if (typeof value !== 'string') {
    throw new RequestError('saving the push subscription', { status: 400, code: 'BAD_PAYLOAD', message: `the entry has no ${column}` });
  }
  return value;
}

function rowOf(entry: OutboxEntry): PushSubscriptionRow {
  return {
    company_id: entry.company_id,
    endpoint: text(entry, 'endpoint'),
    p256dh: text(entry, 'p256dh'),
    auth: text(entry, 'auth'),
    device_id: text(entry, 'device_id'),
    // Without it the server's default (now) applies.
    ...(typeof entry.payload.last_seen_at === 'string' ? { last_seen_at: entry.payload.last_seen_at } : {}),
  };
}

export async function sendPushSubscription(client: Client, entry: OutboxEntry): Promise<void> {
  const endpoint = String(entry.payload.endpoint ?? '');
  if (entry.kind === 'upsert') {
    check('saving the push subscription', await client.from('push_subscriptions').upsert(rowOf(entry), { onConflict: 'endpoint' }));
  } else if (entry.kind === 'delete') {
    check('deleting the push subscription', await client.from('push_subscriptions').delete().eq('endpoint', endpoint));
  } else {
    throw new RequestError('sending a push subscription change', { status: 400, code: 'UNKNOWN_KIND', message: `no ${entry.kind} for push_subscriptions` });
  }
}
