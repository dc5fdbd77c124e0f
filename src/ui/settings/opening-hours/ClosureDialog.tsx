// The question when the shop is closed by hand: Tot de volgende opening, Tot een tijd (the next
// half hours of the 30-minute grid, today and tomorrow), or Onbepaald (the spec's closure).
import { useId, useState } from 'react';
import { appDb } from '../../../db/database';
import { nextOpeningIso } from '../../../db/until-choices';
import { formatOrderTime } from '../../../domain/format';
import { gridTimesAfter } from '../../../domain/until-times';
import { ChoiceDialog } from '../../components/ChoiceDialog';
import { timing } from '../../texts/timing';

type ClosureChoice = 'nextOpening' | 'atTime' | 'indefinite';

/** Half hours offered for "Tot een tijd": a day and a night ahead. */
const GRID_CHOICES = 48;
const LEAD_MS = 60_000;

export type ClosureDialogProps = {
  /** The closure's end as ISO, or null for Onbepaald. */
  onChoose(closedUntil: string | null): void;
  onCancel(): void;
};

export function ClosureDialog({ onChoose, onCancel }: ClosureDialogProps) {
  const t = timing.closure;
  const selectId = useId();
  // Offered from the clock as the dialog opens, a minute on: every choice still lies ahead when it
  // reaches the server, as the database insists.
  const [now] = useState(() => Date.now());
  const [times] = useState(() => gridTimesAfter(new Date(now + LEAD_MS), GRID_CHOICES).map((at) => at.toISOString()));
  const [picking, setPicking] = useState(false);
  const [time, setTime] = useState(times[0]);

  const choose = async (choice: ClosureChoice) => {
    if (choice === 'atTime') setPicking(true);
    else onChoose(choice === 'nextOpening' ? await nextOpeningIso(appDb(), Date.now()) : null);
  };

  if (picking) {
    return (
      <ChoiceDialog title={t.dialogTitle} choices={[{ id: 'confirm', label: t.confirmTime }]} onChoose={() => onChoose(time)} onCancel={onCancel}>
        <div className="field">
          <label htmlFor={selectId}>{t.timeLabel}</label>
          <select id={selectId} value={time} onChange={(event) => setTime(event.target.value)}>
            {times.map((at) => <option key={at} value={at}>{formatOrderTime(new Date(at), new Date(now))}</option>)}
          </select>
        </div>
      </ChoiceDialog>
    );
  }
  return (
    <ChoiceDialog<ClosureChoice>
      title={t.dialogTitle}
      choices={[
        { id: 'nextOpening', label: t.nextOpening },
        { id: 'atTime', label: t.atTime },
        { id: 'indefinite', label: t.indefinite },
      ]}
      onChoose={(choice) => void choose(choice)}
      onCancel={onCancel}
    />
  );
}
