import { describe, expect, it } from 'vitest';
import { settleEntry } from '../../../src/db/mirror';
import { NotSignedInError } from '../../../src/db/outbox';
import { shopStatus } from '../../../src/db/shop';
import { ReasonTooLongError, saveClosureReason, setBusyMode, setManualClosure } from '../../../src/db/shop-changes';
import { COMPANY_ID, makeCompany, makeShopStatus } from '../../fixtures/rows';
import { allEntries, expectOneTransaction, seed, signIn, track, useTestDb } from './harness';

const t = useTestDb();

describe('setBusyMode', () => {
  it('sets companies.is_busy and queues one patch entry in the same transaction', async () => {
    await signIn(t.db);
    await seed(t.db, 'companies', makeCompany({ is_busy: false }));

    const { writes } = await track(t, () => setBusyMode(true, t.db));

    expectOneTransaction(writes, ['companies', 'outbox']);
    expect((await t.db.companies.get(COMPANY_ID))?.is_busy).toBe(true);
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'companies', key: `companies:${COMPANY_ID}`, row_id: COMPANY_ID, kind: 'patch', action: 'busyMode',
      payload: { is_busy: true, busy_extra_minutes: null, busy_until: null }, expected: null,
    });
  });

  it('merges on/off flips while unsent into one entry with the latest value', async () => {
    await signIn(t.db);
    await seed(t.db, 'companies', makeCompany());

    await setBusyMode(true, t.db);
    await setBusyMode(false, t.db);

    expect((await allEntries(t.db)).map((entry) => entry.payload)).toEqual([{ is_busy: false, busy_extra_minutes: null, busy_until: null }]);
  });

  it('refuses while the company record is not mirrored yet and writes nothing', async () => {
    await signIn(t.db);
    await expect(setBusyMode(true, t.db)).rejects.toThrow('not loaded');
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('refuses without a session and writes nothing', async () => {
    await seed(t.db, 'companies', makeCompany());
    await expect(setBusyMode(true, t.db)).rejects.toThrow();
    expect((await t.db.companies.get(COMPANY_ID))?.is_busy).toBe(false);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('setManualClosure', () => {
  it('closes the shop with a trimmed reason: shop_status row and one shop_status entry in one transaction', async () => {
    await signIn(t.db);
    const status = makeShopStatus();
    await seed(t.db, 'shop_status', status);

    const { writes } = await track(t, () => setManualClosure(true, '  Storing in de keuken ', t.db));

    expectOneTransaction(writes, ['shop_status', 'outbox']);
    expect(await t.db.shop_status.get(status.id)).toEqual({ ...status, is_closed: true, exception_note: 'Storing in de keuken', closed_until: null });
    const entries = await allEntries(t.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'shop_status', key: 'shop_status', row_id: status.id, kind: 'shop_status', action: 'closure',
      payload: { is_closed: true, exception_note: 'Storing in de keuken', closed_until: null }, expected: null,
    });
  });

  for (const reason of ['', '   ', null]) {
    it(`sends an empty reason (${JSON.stringify(reason)}) as null`, async () => {
      await signIn(t.db);
      await seed(t.db, 'shop_status', makeShopStatus());

      await setManualClosure(true, reason, t.db);

      expect((await allEntries(t.db))[0].payload).toEqual({ is_closed: true, exception_note: null, closed_until: null });
      expect(await shopStatus(t.db)).toEqual({ is_closed: true, exception_note: '', closed_until: null });
    });
  }

  it('accepts a reason of exactly 200 characters', async () => {
    await signIn(t.db);
    await setManualClosure(true, 'x'.repeat(200), t.db);
    expect((await allEntries(t.db))[0].payload.exception_note).toHaveLength(200);
  });

  it('rejects a reason over 200 characters with ReasonTooLongError and writes nothing', async () => {
    await signIn(t.db);
    const status = makeShopStatus();
    await seed(t.db, 'shop_status', status);

    const { writes } = await track(t, async () => {
      await expect(setManualClosure(true, 'x'.repeat(201), t.db)).rejects.toBeInstanceOf(ReasonTooLongError);
    });

    expect(writes).toEqual([]);
    expect(await t.db.shop_status.get(status.id)).toEqual(status);
    expect(await t.db.outbox.count()).toBe(0);
  });

  it('creates a local shop_status row when none is mirrored, and names it in the entry', async () => {
    await signIn(t.db);

    await setManualClosure(true, 'Vakantie', t.db);

    const rows = await t.db.shop_status.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_closed: true, exception_note: 'Vakantie', company_id: COMPANY_ID, version: 0 });
    expect((await allEntries(t.db))[0].row_id).toBe(rows[0].id);
  });

  it('rolls a locally created shop_status row back (removes it) when rejected and the server has none', async () => {
    await signIn(t.db);
    await setManualClosure(true, 'Vakantie', t.db);
    const [entry] = await allEntries(t.db);

    await settleEntry(t.db, entry.seq, 'shop_status', {
      outcome: 'rejected', serverRow: null, error: { kind: 'refused', status: 403, code: '42501', detail: 'permission denied' },
    });

    expect(await t.db.shop_status.count()).toBe(0);
    expect(await shopStatus(t.db)).toEqual({ is_closed: false, exception_note: '', closed_until: null });
    expect(await t.db.outbox.get(entry.seq ?? -1)).toMatchObject({ state: 'rejected' });
  });

  it('merges close and reopen while unsent into one entry with the latest state', async () => {
    await signIn(t.db);
    await seed(t.db, 'shop_status', makeShopStatus());

    await setManualClosure(true, 'Pauze', t.db);
    await setManualClosure(false, null, t.db);

    expect((await allEntries(t.db)).map((entry) => entry.payload)).toEqual([{ is_closed: false, exception_note: null, closed_until: null }]);
    expect(await shopStatus(t.db)).toEqual({ is_closed: false, exception_note: '', closed_until: null });
  });

  it('throws NotSignedInError without a session and writes nothing', async () => {
    await expect(setManualClosure(true, 'Pauze', t.db)).rejects.toBeInstanceOf(NotSignedInError);
    expect(await t.db.shop_status.count()).toBe(0);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('saveClosureReason', () => {
  it('returns false and sends nothing while the shop is open', async () => {
    await signIn(t.db);
    const status = makeShopStatus({ is_closed: false, exception_note: null });
    await seed(t.db, 'shop_status', status);

    const { result, writes } = await track(t, () => saveClosureReason('Storing', t.db));

    expect(result).toBe(false);
    expect(writes).toEqual([]);
    expect(await t.db.shop_status.get(status.id)).toEqual(status);
  });

  it('returns false and sends nothing when no shop_status row exists (open)', async () => {
    await signIn(t.db);
    expect(await saveClosureReason('Storing', t.db)).toBe(false);
    expect(await t.db.outbox.count()).toBe(0);
    expect(await t.db.shop_status.count()).toBe(0);
  });

  it('sends the reason with the closure while the shop is closed', async () => {
    await signIn(t.db);
    const status = makeShopStatus({ is_closed: true, exception_note: 'Oud' });
    await seed(t.db, 'shop_status', status);

    expect(await saveClosureReason(' Nieuw ', t.db)).toBe(true);

    expect((await t.db.shop_status.get(status.id))?.exception_note).toBe('Nieuw');
    expect(await allEntries(t.db)).toMatchObject([
      { kind: 'shop_status', action: 'closureReason', payload: { is_closed: true, exception_note: 'Nieuw', closed_until: null } },
    ]);
  });

  it('merges into an unsent closure entry', async () => {
    await signIn(t.db);
    await seed(t.db, 'shop_status', makeShopStatus());

    await setManualClosure(true, null, t.db);
    await saveClosureReason('Personeelstekort', t.db);

    expect((await allEntries(t.db)).map((entry) => entry.payload)).toEqual([
      { is_closed: true, exception_note: 'Personeelstekort', closed_until: null },
    ]);
  });

  it('never closes the shop again when the reason is saved as the open switch is tapped', async () => {
    // The field loses focus to the switch: the save starts first, the reopen right after it.
    await signIn(t.db);
    const status = makeShopStatus({ is_closed: true, exception_note: null });
    await seed(t.db, 'shop_status', status);

    const [saved] = await Promise.all([saveClosureReason('Storing', t.db), setManualClosure(false, null, t.db)]);

    expect(saved).toBe(true);
    expect((await t.db.shop_status.get(status.id))?.is_closed).toBe(false);
    expect((await allEntries(t.db)).map((entry) => entry.payload.is_closed)).toEqual([false]);
  });

  it('rejects a reason over 200 characters while closed and writes nothing', async () => {
    await signIn(t.db);
    await seed(t.db, 'shop_status', makeShopStatus({ is_closed: true }));
    await expect(saveClosureReason('x'.repeat(201), t.db)).rejects.toBeInstanceOf(ReasonTooLongError);
    expect(await t.db.outbox.count()).toBe(0);
  });
});

describe('shopStatus', () => {
  it('is open with an empty note when no row is mirrored', async () => {
    expect(await shopStatus(t.db)).toEqual({ is_closed: false, exception_note: '', closed_until: null });
  });

  it('reads the mirrored row', async () => {
    await seed(t.db, 'shop_status', makeShopStatus({ is_closed: true, exception_note: 'Vakantie' }));
    expect(await shopStatus(t.db)).toEqual({ is_closed: true, exception_note: 'Vakantie', closed_until: null });
  });
});
