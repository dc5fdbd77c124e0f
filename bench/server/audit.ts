// What the audit trigger adds to an order's status step on PostgreSQL 15: the whole transaction of
// "accept with a ready time" as PostgREST runs it for the 'keuken' staff member (begin, role, claims and
// the device header, the update, commit), timed from the client over loopback, each on another
// `created` order, with the trigger `audit_update` on orders enabled and disabled in interleaved blocks (so
// drift of the machine falls on both alike). Budget: at most 20% added (ratio of medians ≤ 1.2).
import type pg from 'pg';
import { percentile } from '../stats';
import { STAFF_CLAIMS, timing, type Timing } from './search';

export interface AuditStepResult {
  blocks: number;
  perBlock: number;
  withTrigger: Timing;
  withoutTrigger: Timing;
  /** median with / median without */
  ratio: number;
  /** The update statement alone (between set_config and commit), with and without the trigger. */
  updateMs: { withTrigger: Timing; withoutTrigger: Timing };
  /** Events the timed updates with the trigger wrote (one each expected). */
  eventsWritten: number;
  /** Whether local-supabase's own change capture trigger was off (it is absent on a hosted project). */
  captureTriggerOff: boolean;
}

// As the app sends an accept (send.ts): the promised time and the outbox entry's mutation id (the ledger's
// trigger records it), conditional on the status seen, the row back.
const UPDATE = `update public.orders set status = 'accepted', promised_at = now() + interval '20 minutes', last_mutation_id = gen_random_uuid()
  where id = $1 and status = 'created' returning *`;

/** The whole transaction's time and the update statement's own. */
async function step(client: pg.Client, id: string): Promise<{ tx: number; update: number }> {
  const t0 = performance.now();
  let update: number;
  await client.query('begin');
  try {
    await client.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
              set_config('request.headers', $2, true)`,
      [STAFF_CLAIMS, JSON.stringify({ 'x-device-id': 'bench' })]);
    const t1 = performance.now();
    const result = await client.query(UPDATE, [id]);
    update = performance.now() - t1;
    if (result.rowCount !== 1) throw new Error(`the status step updated ${result.rowCount} orders, not 1 (row level security?)`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return { tx: performance.now() - t0, update };
}

/**
 * Times `blocks` × `perBlock` status steps with the audit trigger and as many without, on distinct
 * `created` orders; `owner` toggles the trigger between blocks.
 */
export async function benchAuditStep(client: pg.Client, owner: pg.Client, blocks = 10, perBlock = 30, warmUp = 10): Promise<AuditStepResult> {
  const needed = 2 * (blocks * perBlock + warmUp);
  const { rows } = await owner.query<{ id: string }>(
    `select id from public.orders where status = 'created' order by placed_at desc limit ${needed}`);
  if (rows.length < needed) throw new Error(`the status-step bench needs ${needed} created orders, there are ${rows.length}`);
  const ids = rows.map((r) => r.id);
  // audit_update is the trigger an update fires (audit: inserts and deletes).
  const setAudit = (on: boolean) => owner.query(`alter table public.orders ${on ? 'enable' : 'disable'} trigger audit_update`);
  const capture = await owner.query(`select 1 from pg_trigger where tgrelid = 'public.orders'::regclass and tgname = 'zz_local_realtime_capture'`);
  const captureTriggerOff = (capture.rowCount ?? 0) > 0;
  if (captureTriggerOff) await owner.query('alter table public.orders disable trigger zz_local_realtime_capture');
  const withTimes: number[] = [];
  const withoutTimes: number[] = [];
  const withUpdate: number[] = [];
  const withoutUpdate: number[] = [];
  const withIds: string[] = [];
  try {
    for (const on of [true, false]) {
      await setAudit(on);
      for (let i = 0; i < warmUp; i++) await step(client, ids.pop()!);
    }
    for (let b = 0; b < blocks; b++) {
      // ABBA: the arm that goes first alternates per block
      for (const on of b % 2 === 0 ? [true, false] : [false, true]) {
        await setAudit(on);
        for (let i = 0; i < perBlock; i++) {
          const id = ids.pop()!;
          const t = await step(client, id);
          (on ? withTimes : withoutTimes).push(t.tx);
          (on ? withUpdate : withoutUpdate).push(t.update);
          if (on) withIds.push(id);
        }
      }
    }
  } finally {
    await setAudit(true);
    if (captureTriggerOff) await owner.query('alter table public.orders enable trigger zz_local_realtime_capture');
  }
  const events = await owner.query<{ n: number }>(
    `select count(*)::int as n from public.audit_events
     where order_id = any ($1::uuid[]) and action = 'accepted' and device_id = 'bench'
       and user_id = 'e0000000-0000-4000-8000-000000000003'`, [withIds]);
  const withTrigger = timing(withTimes);
  const withoutTrigger = timing(withoutTimes);
  return {
    blocks,
    perBlock,
    withTrigger,
    withoutTrigger,
    ratio: Math.round((percentile(withTimes, 50) / percentile(withoutTimes, 50)) * 100) / 100,
    updateMs: { withTrigger: timing(withUpdate), withoutTrigger: timing(withoutUpdate) },
    eventsWritten: events.rows[0].n,
    captureTriggerOff,
  };
}
