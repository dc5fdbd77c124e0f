// The question when busy mode goes on: how many extra minutes (10, 20, 30, 45, 60) and until
// when (30 minuten, 1 uur, 2 uur, Rest van vandaag = the next opening, Onbepaald).
import { useId, useState } from 'react';
import { appDb } from '../../../db/database';
import type { BusyChoice } from '../../../db/shop-changes';
import { nextOpeningIso } from '../../../db/until-choices';
import { BUSY_EXTRA_CHOICES } from '../../../domain/due';
import { minutesAfter } from '../../../domain/until-times';
import { ChoiceDialog } from '../../components/ChoiceDialog';
import { timing } from '../../texts/timing';

const UNTIL_CHOICES = ['m30', 'h1', 'h2', 'restOfDay', 'indefinite'] as const;
type UntilChoice = (typeof UNTIL_CHOICES)[number];
const UNTIL_MINUTES: Partial<Record<UntilChoice, number>> = { m30: 30, h1: 60, h2: 120 };

/** The chosen end as ISO, counted from `at` (the tap). */
async function untilOf(choice: UntilChoice, at: number): Promise<string | null> {
  const minutes = UNTIL_MINUTES[choice];
  if (minutes !== undefined) return minutesAfter(new Date(at), minutes).toISOString();
  return choice === 'restOfDay' ? nextOpeningIso(appDb(), at) : null;
}

export type BusyDialogProps = { onChoose(choice: BusyChoice): void; onCancel(): void };

export function BusyDialog({ onChoose, onCancel }: BusyDialogProps) {
  const t = timing.busy;
  const name = useId();
  const [minutes, setMinutes] = useState<number>(20);
  const [until, setUntil] = useState<UntilChoice>('indefinite');
  const confirm = async () => onChoose({ extraMinutes: minutes, until: await untilOf(until, Date.now()) });
  return (
    <ChoiceDialog title={t.dialogTitle} choices={[{ id: 'confirm', label: t.confirm }]} onChoose={() => void confirm()} onCancel={onCancel}>
      <fieldset>
        <legend>{t.minutesLegend}</legend>
        {BUSY_EXTRA_CHOICES.map((n) => (
          <label key={n}>
            <input type="radio" name={`${name}-minutes`} checked={minutes === n} onChange={() => setMinutes(n)} />
            {t.minutes(n)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t.untilLegend}</legend>
        {UNTIL_CHOICES.map((choice) => (
          <label key={choice}>
            <input type="radio" name={`${name}-until`} checked={until === choice} onChange={() => setUntil(choice)} />
            {t.until[choice]}
          </label>
        ))}
      </fieldset>
    </ChoiceDialog>
  );
}
