// print_jobs as the app's sync layer will meet it, through the official client and the real PostgREST:
// a losing automatic claim answers HTTP 409 with code PT409 and the winner's id in details (never
// 23505, which the sync layer reads as its own retry), a late job printed offline is kept as a
// duplicate, and only the device named by the x-device-id header moves its own job forward.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { classifyFailure } from '../../../src/sync/errors';
import { DEMO, signedInClient, startTestStack, type Stack } from '../../helpers/stack';

let stack: Stack;
let kitchen: SupabaseClient;
let orderId: string;

beforeAll(async () => {
  stack = await startTestStack();
  kitchen = await signedInClient(stack, DEMO.kitchen);
  [{ id: orderId }] = await stack.sql<{ id: string }>("select id from public.orders where status = 'created' limit 1");
});
afterAll(() => stack?.stop());

/** The outbox's insert: an upsert on the client's id that ignores a retried one. */
function record(job: { id: string; state: 'pending' | 'printed'; device: string }) {
  return kitchen.from('print_jobs')
    .upsert({ id: job.id, order_id: orderId, kind: 'kitchen', reason: 'auto', copy: 1, device_id: job.device, state: job.state },
      { onConflict: 'id', ignoreDuplicates: true })
    .setHeader('x-device-id', job.device)
    .select('id, duplicate, company_id');
}

describe('print_jobs over PostgREST', () => {
  it('answers a losing claim with 409 PT409 naming the winner, and a retry of the winner with success', async () => {
    const winner = randomUUID();
    const first = await record({ id: winner, state: 'pending', device: 'tablet-1' });
    expect(first.error).toBeNull();
    expect(first.data).toEqual([expect.objectContaining({ id: winner, duplicate: false })]);
    expect((await record({ id: winner, state: 'pending', device: 'tablet-1' })).error).toBeNull();

    const loser = await record({ id: randomUUID(), state: 'pending', device: 'tablet-2' });
    expect(loser.status).toBe(409);
    expect(loser.error).toMatchObject({ code: 'PT409', message: 'print_job_auto_taken', details: winner });
    // today's failure sorting rejects it (permanent): never 'duplicate', which would mean "applied"
    expect(classifyFailure({ status: loser.status, code: loser.error?.code, message: loser.error?.message ?? '' })).toBe('permanent');

    const late = await record({ id: randomUUID(), state: 'printed', device: 'tablet-offline' });
    expect(late.error).toBeNull();
    expect(late.data).toEqual([expect.objectContaining({ duplicate: true })]);

    const other = await kitchen.from('print_jobs').update({ state: 'printed' }).eq('id', winner)
      .setHeader('x-device-id', 'tablet-2').select('id');
    expect(other).toMatchObject({ status: 403, error: { code: '42501' } });
    const own = await kitchen.from('print_jobs').update({ state: 'printed' }).eq('id', winner)
      .setHeader('x-device-id', 'tablet-1').select('state, version').single();
    expect(own.error).toBeNull();
    expect(own.data).toEqual({ state: 'printed', version: 2 });
  });
});
