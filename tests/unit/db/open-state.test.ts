import { describe, expect, it } from 'vitest';
import { getMeta, setMeta } from '../../../src/db/meta';
import { settleEntry } from '../../../src/db/mirror';
import { setDayOpen } from '../../../src/db/opening-hours';
import { openState, SERVER_OPEN_STATE_TTL_MS } from '../../../src/db/shop';
import { setManualClosure } from '../../../src/db/shop-changes';
import { makeOpeningHours, makeShopSettings, makeShopStatus } from '../../fixtures/rows';
import { allEntries, newer, seed, signIn, T0, useTestDb } from './harness';

const t = useTestDb();

/** T0 is Wednesday 13:00 in Amsterdam. */
const WEDNESDAY = 3;

async function serverSaid(isOpen: boolean, source: string, checkedAt: number): Promise<void> {
  await setMeta(t.db, 'open_state', { is_open: isOpen, source, checked_at: checkedAt });
}

describe('openState', () => {
  it('computes locally when there is no server answer: no hours today means closed_today', async () => {
    expect(await openState(t.db, T0)).toEqual({ is_open: false, source: 'closed_today', origin: 'local', checkedAt: null });
  });

  it('computes locally from the mirrored opening hours in Amsterdam time', async () => {
    await seed(t.db, 'opening_hours', makeOpeningHours({ weekday: WEDNESDAY, open_time: '09:00:00', close_time: '17:00:00' }));

    expect(await openState(t.db, T0)).toMatchObject({ is_open: true, source: 'opening_hours', origin: 'local' });
    // 17:30 in Amsterdam is 16:30 UTC in winter.
    expect(await openState(t.db, Date.parse('2025-01-15T16:30:00Z'))).toMatchObject({ is_open: false, source: 'outside_hours' });
  });

  it('uses the server answer while it is fresh and no input changed since', async () => {
    await seed(t.db, 'opening_hours', makeOpeningHours({ weekday: WEDNESDAY }));
    await serverSaid(false, 'manual_closure', T0 + 1_000);

    expect(await openState(t.db, T0 + 10_000)).toEqual({
      is_open: false, source: 'manual_closure', origin: 'server', checkedAt: T0 + 1_000,
    });
  });

  it('falls back to the local computation once the server answer is older than the TTL', async () => {
    await seed(t.db, 'opening_hours', makeOpeningHours({ weekday: WEDNESDAY }));
    await serverSaid(false, 'manual_closure', T0 + 1_000);

    expect(await openState(t.db, T0 + 1_000 + SERVER_OPEN_STATE_TTL_MS)).toMatchObject({
      is_open: true, source: 'opening_hours', origin: 'local', checkedAt: null,
    });
  });

  it('computes locally when an input changed after the server answered: a manual closure gives source shop_status', async () => {
    await signIn(t.db);
    await seed(t.db, 'opening_hours', makeOpeningHours({ weekday: WEDNESDAY }));
    await serverSaid(true, 'opening_hours', T0);
    t.clock.advance(2_000);

    await setManualClosure(true, 'Storing', t.db);

    expect(await openState(t.db, T0 + 3_000)).toEqual({ is_open: false, source: 'shop_status', origin: 'local', checkedAt: null });
  });

  it('computes locally when a server row for an input arrived after the answer', async () => {
    const status = makeShopStatus({ is_closed: false });
    await seed(t.db, 'shop_status', status);
    await serverSaid(true, 'opening_hours', T0);
    t.clock.advance(1_000);

    await seed(t.db, 'shop_status', newer(status, { is_closed: true }));

    expect(await getMeta(t.db, 'open_inputs_changed_at')).toBe(T0 + 1_000);
    expect(await openState(t.db, T0 + 2_000)).toMatchObject({ is_open: false, source: 'shop_status', origin: 'local' });
  });

  it('reads a manual closure in shop settings as closed with source manual_closure', async () => {
    await seed(t.db, 'opening_hours', makeOpeningHours({ weekday: WEDNESDAY }));
    await seed(t.db, 'shop_settings', makeShopSettings({ is_manually_closed: true }));

    expect(await openState(t.db, T0)).toMatchObject({ is_open: false, source: 'manual_closure', origin: 'local' });
  });

  it('does not use a server answer taken while a local change to an input is still queued (rule 8)', async () => {
    await signIn(t.db);
    await seed(t.db, 'opening_hours', makeOpeningHours({ weekday: WEDNESDAY }));
    await setManualClosure(true, null, t.db);
    // The server answered after the local change, but before the closure reached it.
    await serverSaid(true, 'opening_hours', T0 + 1_000);

    expect(await openState(t.db, T0 + 2_000)).toMatchObject({ is_open: false, source: 'shop_status', origin: 'local' });
  });

  it('does not use a server answer taken before a queued day change was confirmed', async () => {
    await signIn(t.db);
    const wednesday = makeOpeningHours({ weekday: WEDNESDAY, is_active: true });
    await seed(t.db, 'opening_hours', wednesday);
    await setDayOpen(WEDNESDAY, false, t.db);
    await serverSaid(true, 'opening_hours', T0 + 1_000);
    const [entry] = await allEntries(t.db);
    t.clock.advance(2_000);

    await settleEntry(t.db, entry.seq ?? -1, 'opening_hours', {
      outcome: 'confirmed', serverRow: newer(wednesday, { is_active: false }),
    });

    expect(await t.db.outbox.count()).toBe(0);
    expect(await openState(t.db, T0 + 3_000)).toMatchObject({ is_open: false, source: 'closed_today', origin: 'local' });
  });

  it('uses a server answer again once it is newer than the last change', async () => {
    await signIn(t.db);
    await seed(t.db, 'shop_status', makeShopStatus());
    await setManualClosure(true, null, t.db);
    const [entry] = await allEntries(t.db);
    await settleEntry(t.db, entry.seq ?? -1, 'shop_status', { outcome: 'confirmed', serverRow: null });
    await serverSaid(false, 'shop_status', T0 + 5_000);

    expect(await openState(t.db, T0 + 6_000)).toMatchObject({ is_open: false, source: 'shop_status', origin: 'server' });
  });
});
