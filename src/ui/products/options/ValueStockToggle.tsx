// An option's 'Op voorraad' switch, as a product's on the product status screen: switching it off
// asks "Tot wanneer?" (1 uur, Rest van vandaag = until the next opening, Onbepaald); switching it on
// asks nothing. Under it, 'Uitverkocht tot 17:30' while a sold-out end is still ahead.
import { useState } from 'react';
import { appDb } from '../../../db/database';
import { setValueInStock } from '../../../db/option-groups';
import type { WriteResult } from '../../../db/menu-write';
import type { OptionValueRow } from '../../../db/rows';
import { nextOpeningIso } from '../../../db/until-choices';
import { formatUntil } from '../../../domain/format';
import { isSoldOutAt } from '../../../domain/until';
import { minutesAfter } from '../../../domain/until-times';
import { ChoiceDialog } from '../../components/ChoiceDialog';
import { Toggle } from '../../components/Toggle';
import { options } from '../../texts/options';
import { timing } from '../../texts/timing';

type UntilChoice = 'hour' | 'restOfDay' | 'indefinite';

export type ValueStockToggleProps = {
  value: OptionValueRow;
  now: number;
  unsent: boolean;
  run(change: () => Promise<WriteResult>): void;
};

export function ValueStockToggle({ value, now, unsent, run }: ValueStockToggleProps) {
  const t = timing;
  const [asking, setAsking] = useState(false);
  const soldOut = isSoldOutAt(value, new Date(now));
  const until = soldOut && value.sold_out_until ? new Date(value.sold_out_until) : null;

  const choose = (choice: UntilChoice) => {
    setAsking(false);
    run(async () => {
      // The end counts from the tap, not from when the screen last read the clock.
      const at = Date.now();
      const end = choice === 'hour' ? minutesAfter(new Date(at), 60).toISOString()
        : choice === 'restOfDay' ? await nextOpeningIso(appDb(), at) : null;
      return setValueInStock(value.id, false, end);
    });
  };

  return (
    <div className="value-stock__switch">
      <Toggle
        label={options.stock.inStock}
        checked={!soldOut}
        unsent={unsent}
        onChange={(inStock) => (inStock ? run(() => setValueInStock(value.id, true)) : setAsking(true))}
      />
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
    </div>
  );
}
