// The ends staff can pick for states that end by themselves, worked out from the mirrored
// opening hours so the choices work offline: "Rest van vandaag" and "Tot de volgende opening" both
// end at the next business day's opening (domain/until.ts nextOpening).
import { restOfToday } from '../domain/until-times';
import type { ShopDb } from './database';

/** The next business day's opening after `now` (the next midnight when no day is open), as ISO. */
export async function nextOpeningIso(db: ShopDb, now: number): Promise<string> {
  const hours = (await db.opening_hours.toArray()).filter((row) => row.deleted_at === null);
  return restOfToday(hours, new Date(now)).toISOString();
}
