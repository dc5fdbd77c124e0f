// One product on the menu: photo, name, price and BTW, its switches, why it cannot be ordered now, and
// the way to its editor. An article named by the product, so its switches read in its context.
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { formatEuro } from '../../domain/format';
import type { MenuProduct } from '../../db/menu-reads';
import { setProductInStock, setProductVisible, type ProductActionResult } from '../../db/products';
import { StockSwitch } from '../components/StockSwitch';
import { Toggle, UnsentMark } from '../components/Toggle';
import { appDb } from '../../db/database';
import { useDialogs } from '../components/dialogs';
import { ACTION_ERRORS } from '../texts';
import { menu } from '../texts/menu';
import { MoveButtons } from '../components/MoveButtons';
import { ProductPhoto } from './ProductPhoto';

export type ProductRowProps = {
  product: MenuProduct;
  unsent: boolean;
  photoWaiting: boolean;
  /** Null while searching: a filtered list has no order to change. */
  move: { first: boolean; last: boolean } | null;
  /** The same function on every render, so an unchanged row is not drawn again (memo). */
  onMove(id: string, step: -1 | 1): void;
};

/** A row is drawn again only when its product, marks or place change: a search keystroke redraws no row. */
export const ProductRow = memo(function ProductRow({ product, unsent, photoWaiting, move, onMove }: ProductRowProps) {
  const nameId = useId();
  const { alert } = useDialogs();
  const run = async (change: () => Promise<ProductActionResult>, failure: string) => {
    const result = await change().catch(() => ({ ok: false }) as const);
    if (!result.ok) await alert(failure);
  };
  return (
    <article className="card menu-product" aria-labelledby={nameId}>
      <ProductPhoto productId={product.id} url={product.image_url} name={product.name} waiting={photoWaiting} />
      <div className="menu-product__body">
        <div className="menu-product__head">
          <h3 id={nameId} className="menu-product__name">{product.name}</h3>
          {unsent && <UnsentMark />}
        </div>
        <p className="menu-product__meta">
          <span className="menu-product__price">{formatEuro(product.price_cents)}</span>
          <span>{menu.vat(product.vat_rate ?? 9)}</span>
          {product.Productnummer && <span>#{product.Productnummer}</span>}
        </p>
        {product.blocking.length > 0 && (
          <p className="menu-product__blocked">{menu.notOrderable(product.blocking.map((group) => group.name))}</p>
        )}
        <div className="menu-product__toggles">
          <Toggle label={menu.visible} checked={product.is_active}
            onChange={(on) => void run(() => setProductVisible(product.id, on), ACTION_ERRORS.productVisibility)} />
          <StockSwitch<ProductActionResult> label={menu.inStock} row={product} now={Date.now()}
            run={(change) => void run(change, ACTION_ERRORS.productStock)}
            setInStock={(inStock, until) => setProductInStock(product.id, inStock, appDb(), until)} />
        </div>
      </div>
      <div className="menu-product__actions">
        {move && <MoveButtons id={product.id} name={product.name} first={move.first} last={move.last} onMove={(step) => onMove(product.id, step)} />}
        <Link className="button button--small" to={`/app/products/edit/${product.id}`} aria-label={menu.edit(product.name)}>
          {menu.editShort}
        </Link>
      </div>
    </article>
  );
}, (before, after) => before.product === after.product && before.unsent === after.unsent && before.photoWaiting === after.photoWaiting
  && before.move?.first === after.move?.first && before.move?.last === after.move?.last && !before.move === !after.move);
