// The seven weekday cards, Monday first; a weekday without a record shows the defaults (closed,
// 09:00-17:00) until staff change it.
import { useOpeningWeek } from '../../../db/opening-hours';
import { useUnsentKeys } from '../../../db/pending';
import { texts } from '../../texts';
import { DayCard } from './DayCard';

export function WeekList() {
  const t = texts.openingHours;
  const week = useOpeningWeek();
  const unsent = useUnsentKeys();
  if (!week) return <p className="placeholder">{t.loading}</p>;
  return (
    <ul className="week-list" aria-label={t.weekLabel}>
      {week.map((day) => (
        <li key={day.weekday}>
          <DayCard day={day} unsent={unsent?.has(`opening_hours:${day.weekday}`) ?? false} />
        </li>
      ))}
    </ul>
  );
}
