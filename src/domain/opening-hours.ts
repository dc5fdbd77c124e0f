// The opening-hours grid of spec §3/§5/§9: weekday order and Dutch names, the 30-minute time
// choices, and the defaults a weekday shows when it has no record yet.

export const DEFAULT_OPEN_TIME = '09:00';
export const DEFAULT_CLOSE_TIME = '17:00';

/** Weekday keys (0 = Sunday ... 6 = Saturday) in screen order, Monday first. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export const WEEKDAY_NAMES: Record<number, string> = {
  0: 'Zondag',
  1: 'Maandag',
  2: 'Dinsdag',
  3: 'Woensdag',
  4: 'Donderdag',
  5: 'Vrijdag',
  6: 'Zaterdag',
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** 00:00, 00:30 ... 23:30 (48 choices). */
export const TIME_CHOICES: string[] = Array.from(
  { length: 48 },
  (_, i) => `${pad(Math.floor(i / 2))}:${i % 2 === 0 ? '00' : '30'}`,
);

const GRID: ReadonlySet<string> = new Set(TIME_CHOICES);

/** 'HH:MM' of a time the database may return as 'HH:MM:SS' ('9:00' is padded); else unchanged. */
export function toHHMM(t: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(t.trim());
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : t;
}

/** True for a time on the 30-minute grid, as 'HH:MM' or with zero seconds ('HH:MM:00'). */
export function isGridTime(t: string): boolean {
  const m = /^(\d{2}:\d{2})(?::00)?$/.exec(t);
  return m !== null && GRID.has(m[1]);
}

export type OpeningHoursRow = { weekday: number; open_time: string; close_time: string; is_active: boolean };

export type DayHours = OpeningHoursRow & {
  /** False when no record exists yet; the screen then shows the defaults. */
  exists: boolean;
};

/** The weekday's record with times as 'HH:MM', or the defaults (closed, 09:00-17:00) when missing. */
export function dayOrDefault(rows: readonly OpeningHoursRow[], weekday: number): DayHours {
  const row = rows.find((r) => r.weekday === weekday);
  if (!row) {
    return {
      weekday,
      open_time: DEFAULT_OPEN_TIME,
      close_time: DEFAULT_CLOSE_TIME,
      is_active: false,
      exists: false,
    };
  }
  return {
    weekday,
    open_time: toHHMM(row.open_time),
    close_time: toHHMM(row.close_time),
    is_active: row.is_active,
    exists: true,
  };
}
