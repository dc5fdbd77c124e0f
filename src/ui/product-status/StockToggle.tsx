// A product's 'Op voorraad' switch on the product status screen, with its "Tot wanneer?" question
// (components/StockSwitch.tsx).
import { appDb } from '../../db/database';
import { setProductInStock, type ProductActionResult, type ProductWithCategory } from '../../db/products';
import { StockSwitch } from '../components/StockSwitch';
import { texts } from '../texts';

export type StockToggleProps = {
  product: ProductWithCategory;
  now: number;
  run(change: () => Promise<ProductActionResult>): void;
};

export function StockToggle({ product, now, run }: StockToggleProps) {
  return (
    <StockSwitch label={texts.productStatus.inStock} row={product} now={now} run={run}
      setInStock={(inStock, until) => setProductInStock(product.id, inStock, appDb(), until)} />
  );
}
