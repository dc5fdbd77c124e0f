// The 'Op voorraad' switch of a product or an option, and its question: switching it off asks "Tot
// wanneer?" (1 uur, Rest van vandaag = until the next opening, Onbepaald); switching it on asks nothing.
// Under it, 'Uitverkocht tot 17:30' while a sold-out end is still ahead. The owner says what a change
// writes (`setInStock`) and how it is run (`run`: its failure message).
import { useState } from 'react';
import { appDb } from '../../db/database';
import { nextOpeningIso } from '../../db/until-choices';
import { formatUntil } from '../../domain/format';
import { isSoldOutAt, type StockRow } from '../../domain/until';
import { minutesAfter } from '../../domain/until-times';
import { timing } from '../texts/timing';
import { ChoiceDialog } from './ChoiceDialog';
import { Toggle } from './Toggle';

type UntilChoice = 'hour' | 'restOfDay' | 'indefinite';

export type StockSwitchProps<R> = {
  label: string;
  row: StockRow;
  /** The time the sold-out state is judged at. */
  now: number;
  unsent?: boolean;
  /** Writes the change: in stock, or sold out until `until` (ISO; null = until switched back). */
  setInStock(inStock: boolean, until: string | null): Promise<R>;
  run(change: () => Promise<R>): void;
};

export function StockSwitch<R>({ label, row, now, unsent, setInStock, run }: StockSwitchProps<R>) {
  const t = timing;
  const [asking, setAsking] = useState(false);
  const soldOut = isSoldOutAt(row, new Date(now));
  const until = soldOut && row.sold_out_until ? new Date(row.sold_out_until) : null;

  const choose = (choice: UntilChoice) => {
    setAsking(false);
    run(async () => {
      // The end counts from the tap, not from when the screen last read the clock.
      const at = Date.now();
      const end = choice === 'hour' ? minutesAfter(new Date(at), 60).toISOString()
        : choice === 'restOfDay' ? await nextOpeningIso(appDb(), at) : null;
      return setInStock(false, end);
    });
  };

  return (
    <>
      <Toggle label={label} checked={!soldOut} unsent={unsent}
        onChange={(inStock) => (inStock ? run(() => setInStock(true, null)) : setAsking(true))} />
      {until && <p className="until-note">{t.stock.soldOutUntil(formatUntil(until, new Date(now)))}</p>}
      {asking && (
        <ChoiceDialog<UntilChoice>
          title={t.untilTitle}
          choices={[
            { id: 'hour', label: t.stock.hour },
            { id: 'restOfDay', label: t.stock.restOfDay },
            { id: 'indefinite', label: t.stock.indefinite },
          ]}
          onChoose={choose}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
