// "Accepteren en printen" (issue 16): the receipt's job and the accept in one transaction, the job
// first, the accept waiting for it in the outbox; nothing written when the order cannot be accepted.
import { describe, expect, it } from 'vitest';
import { acceptWithReceipt } from '../../../src/db/order-store';
import { getDeviceId } from '../../../src/db/device';
import { dueEntries } from '../../../src/db/outbox';
import { recordPrintJob } from '../../../src/db/print-jobs';
import { makeOrder } from '../../fixtures/rows';
import { T0, allEntries, expectOneTransaction, seed, signIn, track, useTestDb } from './harness';
import { storedRecord } from '../../helpers/order-store';

const t = useTestDb();
const ID = 'a0000000-0000-4000-8000-0000000000a1';

describe('acceptWithReceipt', () => {
  it('queues the receipt job (pending, manual, copy 1) and then the accept, which waits for it, in one transaction', async () => {
    await signIn(t.db);
    await seed(t.db, 'orders', makeOrder({ id: ID, status: 'created' }));
    await getDeviceId(t.db); // made once, in its own transaction
    const { result, writes } = await track(t, () => acceptWithReceipt(ID, t.db, 20));

    expectOneTransaction(writes, ['print_jobs', 'outbox', 'orders']);
    if (!result.ok) throw new Error('not accepted');
    expect(result.job).toMatchObject({ order_id: ID, kind: 'customer', reason: 'manual', copy: 1, state: 'pending' });
    const [insert, accept] = await allEntries(t.db);
    expect(insert).toMatchObject({ key: `print_jobs:${result.job.id}`, kind: 'insert' });
    expect(accept).toMatchObject({
      key: `orders:${ID}`, kind: 'order_step', after: `print_jobs:${result.job.id}`, expected: { status: 'created' },
      payload: { status: 'accepted', promised_at: new Date(T0 + 20 * 60_000).toISOString() },
    });
    expect((await dueEntries(t.db, T0)).map((entry) => entry.key)).toEqual([`print_jobs:${result.job.id}`]);
    expect((await storedRecord(t.db, ID))?.status).toBe('accepted');
  });

  it('makes the receipt a reprint when it was printed before', async () => {
    await signIn(t.db);
    await seed(t.db, 'orders', makeOrder({ id: ID, status: 'created' }));
    await recordPrintJob({ orderId: ID, kind: 'customer', reason: 'manual', copy: 1, state: 'printed' }, t.db);
    const result = await acceptWithReceipt(ID, t.db);
    expect(result.ok && result.job).toMatchObject({ reason: 'reprint', copy: 2 });
  });

  it('writes nothing when the order is no longer waiting or is unknown', async () => {
    await signIn(t.db);
    await seed(t.db, 'orders', makeOrder({ id: ID, status: 'accepted' }));
    expect(await acceptWithReceipt(ID, t.db)).toEqual({ ok: false, reason: 'no-step' });
    expect(await acceptWithReceipt('a0000000-0000-4000-8000-0000000000ff', t.db)).toEqual({ ok: false, reason: 'not-found' });
    expect(await allEntries(t.db)).toEqual([]);
    expect(await t.db.print_jobs.count()).toBe(0);
  });
});
