// Sends a push subscription's outbox entry (issue 13): the row in push_subscriptions, keyed by the
// endpoint, is upserted (the same subscription sent again only refreshes it, never a duplicate) or
// deleted. Both are idempotent, so a resend after a lost answer needs no check first; the table has
// no mirror and no last_mutation_id.
import type { OutboxEntry } from '../db/outbox-types';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';

/** The columns the app writes; user_id and created_at are the server's (defaults). */
const UPSERT_COLUMNS = ['endpoint', 'p256dh', 'auth', 'device_id', 'last_seen_at'] as const;

function check(what: string, result: { error: { message: string; code?: string } | null; status: number }): void {
  if (result.error) throw new RequestError(what, failureOf(result.error, result.status));
}

export async function sendPushSubscription(client: Client, entry: OutboxEntry): Promise<void> {
  const endpoint = String(entry.payload.endpoint ?? '');
  if (entry.kind === 'upsert') {
    const row: Record<string, unknown> = { company_id: entry.company_id };
    for (const column of UPSERT_COLUMNS) row[column] = entry.payload[column];
    check('saving the push subscription', await client.from('push_subscriptions').upsert(row, { onConflict: 'endpoint' }));
  } else if (entry.kind === 'delete') {
    check('deleting the push subscription', await client.from('push_subscriptions').delete().eq('endpoint', endpoint));
  } else {
    throw new RequestError('sending a push subscription change', { status: 400, code: 'UNKNOWN_KIND', message: `no ${entry.kind} for push_subscriptions` });
  }
}
