// One weekday: open/closed switch and, when open, the opening and closing time buttons that open the
// time sheet. The card is an article named by the weekday.
import { useId, useState } from 'react';
import { WEEKDAY_NAMES } from '../../../domain/opening-hours';
import { setDayOpen, setDayTime, type WeekDay } from '../../../db/opening-hours';
import { Toggle, UnsentMark } from '../../components/Toggle';
import { useDialogs } from '../../components/dialogs';
import { texts } from '../../texts';
import { TimeSheet } from './TimeSheet';

export type DayCardProps = { day: WeekDay; unsent: boolean };

type Which = 'open' | 'close';

export function DayCard({ day, unsent }: DayCardProps) {
  const t = texts.openingHours;
  const { alert } = useDialogs();
  const [picking, setPicking] = useState<Which | null>(null);
  const headingId = useId();
  const name = WEEKDAY_NAMES[day.weekday];

  const toggle = async (open: boolean) => {
    try {
      await setDayOpen(day.weekday, open);
    } catch (error) {
      console.error('day open/closed not changed', error);
      await alert(t.dayFailed);
    }
  };

  const choose = async (which: Which, time: string) => {
    setPicking(null);
    try {
      await setDayTime(day.weekday, which, time);
    } catch (error) {
      console.error('opening time not changed', error);
      await alert(t.timeFailed);
    }
  };

  const current = picking === 'open' ? day.open_time : day.close_time;
  return (
    <article className="card day-card" aria-labelledby={headingId}>
      <div className="day-card__head">
        <h2 id={headingId} className="day-card__name">{name}</h2>
        {unsent && <UnsentMark />}
        <Toggle label={t.dayOpenLabel(name)} hideLabel checked={day.is_active} onChange={(open) => void toggle(open)} />
      </div>
      {day.is_active ? (
        <div className="day-card__times">
          <button
            type="button"
            className="button time-button"
            aria-haspopup="dialog"
            aria-label={t.openTimeName(name, day.open_time)}
            onClick={() => setPicking('open')}
          >
            {t.openButton(day.open_time)}
          </button>
          <button
            type="button"
            className="button time-button"
            aria-haspopup="dialog"
            aria-label={t.closeTimeName(name, day.close_time)}
            onClick={() => setPicking('close')}
          >
            {t.closeButton(day.close_time)}
          </button>
        </div>
      ) : (
        <p className="day-card__closed">{t.closed}</p>
      )}
      {picking && (
        <TimeSheet
          title={picking === 'open' ? t.sheetTitleOpen(name) : t.sheetTitleClose(name)}
          current={current}
          onChoose={(time) => void choose(picking, time)}
          onClose={() => setPicking(null)}
        />
      )}
    </article>
  );
}
