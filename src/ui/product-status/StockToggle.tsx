// The 'Op voorraad' switch and its question: switching it off asks "Tot wanneer?" (1 uur,
// Rest van vandaag = until the next opening, Onbepaald); switching it on needs no question. Under it,
// "Uitverkocht tot 17:30" while a sold-out end is still ahead.
import { useState } from 'react';
import { appDb } from '../../db/database';
import { setProductInStock, type ProductActionResult, type ProductWithCategory } from '../../db/products';
import { nextOpeningIso } from '../../db/until-choices';
import { formatUntil } from '../../domain/format';
import { isSoldOutAt } from '../../domain/until';
import { minutesAfter } from '../../domain/until-times';
import { ChoiceDialog } from '../components/ChoiceDialog';
import { Toggle } from '../components/Toggle';
import { texts } from '../texts';
import { timing } from '../texts/timing';

type UntilChoice = 'hour' | 'restOfDay' | 'indefinite';

export type StockToggleProps = {
  product: ProductWithCategory;
  now: number;
  run(change: () => Promise<ProductActionResult>): void;
};

export function StockToggle({ product, now, run }: StockToggleProps) {
  const t = timing;
  const [asking, setAsking] = useState(false);
  const soldOut = isSoldOutAt(product, new Date(now));
  const until = soldOut && product.sold_out_until ? new Date(product.sold_out_until) : null;

  const choose = (choice: UntilChoice) => {
    setAsking(false);
    run(async () => {
      // The end counts from the tap, not from when the screen last re-read the clock.
      const at = Date.now();
      const end = choice === 'hour' ? minutesAfter(new Date(at), 60).toISOString()
        : choice === 'restOfDay' ? await nextOpeningIso(appDb(), at) : null;
      return setProductInStock(product.id, false, appDb(), end);
    });
  };

  return (
    <>
      <Toggle
        label={texts.productStatus.inStock}
        checked={!soldOut}
        onChange={(inStock) => (inStock ? run(() => setProductInStock(product.id, true)) : setAsking(true))}
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
    </>
  );
}
