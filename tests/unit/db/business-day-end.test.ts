// The owner's business day end (issue 32): a patch of shop_settings through the outbox, shown at once.
import { describe, expect, it } from 'vitest';
import { setBusinessDayEnd } from '../../../src/db/shop-changes';
import { makeShopSettings } from '../../fixtures/rows';
import { allEntries, expectOneTransaction, seed, signIn, track, useTestDb } from './harness';

const t = useTestDb();

describe('setBusinessDayEnd', () => {
  it('patches shop_settings through the outbox and shows the new hour at once, in one transaction', async () => {
    await signIn(t.db);
    const settings = makeShopSettings();
    await seed(t.db, 'shop_settings', settings);

    const { writes } = await track(t, () => setBusinessDayEnd(3, t.db));

    expectOneTransaction(writes, ['shop_settings', 'outbox']);
    expect((await allEntries(t.db))[0]).toMatchObject({
      entity: 'shop_settings', key: `shop_settings:${settings.id}`, kind: 'patch', action: 'businessDayEnd',
      payload: { business_day_end: '03:00:00' },
    });
    expect((await t.db.shop_settings.get(settings.id))?.business_day_end).toBe('03:00:00');
  });

  it('refuses an hour the database would refuse, and writes nothing', async () => {
    await signIn(t.db);
    await seed(t.db, 'shop_settings', makeShopSettings());
    await expect(setBusinessDayEnd(13, t.db)).rejects.toThrow(RangeError);
    await expect(setBusinessDayEnd(2.5, t.db)).rejects.toThrow(RangeError);
    expect(await allEntries(t.db)).toEqual([]);
  });
});
