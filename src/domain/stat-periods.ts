// The periods of the Cijfers screen (issue 32) and the period each is compared with: a day beside the
// same weekday a week earlier, a week (to date) beside the week before (as many days), a month (to date)
// beside the month before (as many days, within that month), a chosen range beside as many days before.
import { addDays, isoDate, isoWeekday } from './business-day';

export type PeriodKind = 'today' | 'yesterday' | 'this-week' | 'last-week' | 'this-month' | 'range';

export interface DayRange { from: string; to: string }
export interface Period extends DayRange { kind: PeriodKind; before: DayRange }

/** Days in from..to, inclusive. */
export function dayCount({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function shifted(range: DayRange, days: number): DayRange {
  return { from: addDays(range.from, days), to: addDays(range.to, days) };
}

/** The period of that kind on business day `today` (for 'range', the chosen from..to). */
export function period(kind: PeriodKind, today: string, chosen?: DayRange): Period {
  switch (kind) {
    case 'today':
      return { kind, from: today, to: today, before: shifted({ from: today, to: today }, -7) };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { kind, from: day, to: day, before: shifted({ from: day, to: day }, -7) };
    }
    case 'this-week': {
      const monday = addDays(today, 1 - isoWeekday(today));
      return { kind, from: monday, to: today, before: shifted({ from: monday, to: today }, -7) };
    }
    case 'last-week': {
      const monday = addDays(today, 1 - isoWeekday(today) - 7);
      const range = { from: monday, to: addDays(monday, 6) };
      return { kind, ...range, before: shifted(range, -7) };
    }
    case 'this-month': {
      const [y, m, d] = today.split('-').map(Number);
      const lastOfBefore = Number(isoDate(y, m, 0).slice(8));
      return {
        kind, from: isoDate(y, m, 1), to: today,
        before: { from: isoDate(y, m - 1, 1), to: isoDate(y, m - 1, Math.min(d, lastOfBefore)) },
      };
    }
    case 'range': {
      const range = chosen && chosen.from <= chosen.to ? chosen : { from: today, to: today };
      return { kind, ...range, before: shifted(range, -dayCount(range)) };
    }
  }
}
