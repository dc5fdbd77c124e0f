// Wall-clock time in Europe/Amsterdam (DST-aware) via Intl, so day boundaries, "Vandaag/Morgen"
// and opening hours match the shop's clock whatever the device's own time zone is.

export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

export type AmsterdamParts = {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
};

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

let formatter: Intl.DateTimeFormat | undefined;

function getFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return formatter;
}

/** Calendar and clock fields of the instant as seen in Amsterdam. */
export function amsterdamParts(at: Date): AmsterdamParts {
  const fields: Record<string, string> = {};
  for (const part of getFormatter().formatToParts(at)) fields[part.type] = part.value;
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    weekday: WEEKDAYS[fields.weekday] ?? Number.NaN,
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/** Amsterdam's offset from UTC at this instant, in milliseconds (+1 h in winter, +2 h in summer). */
export function amsterdamOffsetMs(at: Date): number {
  const p = amsterdamParts(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant of local midnight starting the given Amsterdam calendar date. Month and day may
 * overflow (day 32 is the 1st of the next month). Amsterdam never switches clocks at midnight.
 */
export function amsterdamMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Guess with the offset at the wall time read as UTC, then correct once with the real offset.
  let instant = wall - amsterdamOffsetMs(new Date(wall));
  instant = wall - amsterdamOffsetMs(new Date(instant));
  return new Date(instant);
}

/** Local midnight of the Amsterdam day that contains `at`. */
export function startOfAmsterdamDay(at: Date): Date {
  const p = amsterdamParts(at);
  return amsterdamMidnight(p.year, p.month, p.day);
}

/** Local midnight of the Amsterdam day `days` after the one containing `at` (negative: before). */
export function addAmsterdamDays(at: Date, days: number): Date {
  const p = amsterdamParts(at);
  return amsterdamMidnight(p.year, p.month, p.day + days);
}

/** True when both instants fall on the same Amsterdam calendar date. */
export function isSameAmsterdamDay(a: Date, b: Date): boolean {
  const pa = amsterdamParts(a);
  const pb = amsterdamParts(b);
  return pa.year === pb.year && pa.month === pb.month && pa.day === pb.day;
}
