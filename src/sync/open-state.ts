// The server's answer to "is the shop open" (spec section 7: RPC fn_is_open), kept with its time so
// the top bar can show it while fresh and fall back to the local computation offline.
import type { ShopDb } from '../db/database';
import { setMeta } from '../db/meta';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';

export async function refreshOpenState(client: Client, db: ShopDb, now: () => number): Promise<void> {
  const { data, error, status } = await client.rpc('fn_is_open').retry(false);
  if (error) throw new RequestError('asking whether the shop is open', failureOf(error, status));
  const row = data?.[0];
  if (!row) throw new RequestError('asking whether the shop is open', { status: 200, message: 'fn_is_open returned no row' });
  await setMeta(db, 'open_state', { is_open: row.is_open, source: row.source, checked_at: now() });
}
