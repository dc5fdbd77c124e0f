// An option's 'Op voorraad' switch, as a product's: switching it off asks "Tot wanneer?"
// (components/StockSwitch.tsx).
import { setValueInStock } from '../../../db/option-groups';
import type { WriteResult } from '../../../db/menu-write';
import type { OptionValueRow } from '../../../db/rows';
import { StockSwitch } from '../../components/StockSwitch';
import { options } from '../../texts/options';

export type ValueStockToggleProps = {
  value: OptionValueRow;
  now: number;
  unsent: boolean;
  run(change: () => Promise<WriteResult>): void;
};

export function ValueStockToggle({ value, now, unsent, run }: ValueStockToggleProps) {
  return (
    <div className="value-stock__switch">
      <StockSwitch label={options.stock.inStock} row={value} now={now} unsent={unsent} run={run}
        setInStock={(inStock, until) => setValueInStock(value.id, inStock, until)} />
    </div>
  );
}
