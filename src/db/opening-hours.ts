// The weekly opening hours in the local mirror: one record per weekday (0 = Sunday), shown Monday to
// Sunday with the defaults for a missing weekday, and the changes staff make to them.
import { useLiveQuery } from 'dexie-react-hooks';
import {
  DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME, WEEKDAYS_MONDAY_FIRST, dayOrDefault, isGridTime, type DayHours,
} from '../domain/opening-hours';
import { appDb, type ShopDb } from './database';
import { getMeta, markOpenInputsChanged } from './meta';
import { enqueue } from './outbox';
import type { OpeningHoursRow } from './rows';

export type { OpeningHoursRow } from './rows';

export interface WeekDay extends DayHours {
  /** The record's id, null when the weekday has no record yet. */
  id: string | null;
}

/** Monday to Sunday, each the stored record or the defaults (closed, 09:00-17:00). */
export async function openingWeek(db: ShopDb): Promise<WeekDay[]> {
  const rows = await db.opening_hours.orderBy('weekday').toArray();
  return WEEKDAYS_MONDAY_FIRST.map((weekday) => ({
    ...dayOrDefault(rows, weekday),
    id: rows.find((row) => row.weekday === weekday)?.id ?? null,
  }));
}

export function useOpeningWeek(db: ShopDb = appDb()): WeekDay[] | undefined {
  return useLiveQuery(() => openingWeek(db), [db]);
}

export class InvalidTimeError extends RangeError {
  constructor(time: string) {
    super(`Not a time on the 30-minute grid (00:00 to 23:30): '${time}'`);
  }
}

async function changeDay(
  db: ShopDb, weekday: number, fields: Partial<Pick<OpeningHoursRow, 'is_active' | 'open_time' | 'close_time'>>,
  whenMissing: Pick<OpeningHoursRow, 'is_active'>, action: 'dayOpen' | 'dayTime',
): Promise<void> {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) throw new RangeError(`No weekday ${weekday}`);
  await db.transaction('rw', [db.opening_hours, db.outbox, db.meta], async () => {
    const existing = await db.opening_hours.where('weekday').equals(weekday).first();
    if (existing) {
      await enqueue(db, {
        entity: 'opening_hours', key: `opening_hours:${weekday}`, row_id: existing.id, kind: 'upsert', action,
        payload: { weekday, ...fields },
      });
      await db.opening_hours.put({ ...existing, ...fields });
    } else {
      const session = await getMeta(db, 'session');
      const row = {
        id: db.env.uuid(), weekday, open_time: DEFAULT_OPEN_TIME, close_time: DEFAULT_CLOSE_TIME,
        ...whenMissing, ...fields,
      };
      await enqueue(db, {
        entity: 'opening_hours', key: `opening_hours:${weekday}`, row_id: row.id, kind: 'upsert', action, payload: row,
      });
      await db.opening_hours.put({
        ...row, company_id: session?.companyId ?? '', created_at: new Date(db.env.now()).toISOString(),
        updated_at: '', version: 0, deleted_at: null, last_mutation_id: null,
      });
    }
    await markOpenInputsChanged(db);
  });
}

/**
 * Opens or closes a weekday. A missing weekday is created (09:00-17:00). Offline it is applied locally
 * and queued; a refusal (e.g. no can_manage_settings) puts the server's record back.
 */
export function setDayOpen(weekday: number, open: boolean, db: ShopDb = appDb()): Promise<void> {
  return changeDay(db, weekday, { is_active: open }, { is_active: open }, 'dayOpen');
}

/**
 * Sets a weekday's opening or closing time (30-minute grid). A missing weekday is created open, with
 * the other time defaulted. Offline and refusals as setDayOpen.
 */
export function setDayTime(
  weekday: number, which: 'open' | 'close', time: string, db: ShopDb = appDb(),
): Promise<void> {
  if (!isGridTime(time)) return Promise.reject(new InvalidTimeError(time));
  const field = which === 'open' ? 'open_time' : 'close_time';
  return changeDay(db, weekday, { [field]: time.slice(0, 5) }, { is_active: true }, 'dayTime');
}
