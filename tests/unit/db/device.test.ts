import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import { getDeviceId } from '../../../src/db/device';
import { wipeUserData } from '../../../src/db/wipe';

const dbs: ShopDb[] = [];
function open(name: string): ShopDb {
  let n = 0;
  const db = new ShopDb(name, { uuid: () => `device-${++n}` });
  dbs.push(db);
  return db;
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

describe('device id', () => {
  test('is made once and then kept, also for concurrent first calls', async () => {
    const db = open('device-once');
    const ids = await Promise.all([getDeviceId(db), getDeviceId(db), getDeviceId(db)]);
    expect(new Set(ids).size).toBe(1);
    expect(await getDeviceId(db)).toBe(ids[0]);
  });

  test('survives sign-out, which wipes the mirrors and meta', async () => {
    const db = open('device-signout');
    const id = await getDeviceId(db);
    await wipeUserData(db);
    expect(await getDeviceId(db)).toBe(id);
  });
});
