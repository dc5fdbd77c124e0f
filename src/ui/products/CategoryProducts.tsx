// One category's products in order: dragged or moved up/down within the category.
import { useCallback, useRef } from 'react';
import { orderProducts } from '../../db/menu-products';
import { moved } from '../../db/menu-write';
import type { MenuProduct } from '../../db/menu-reads';
import { menu } from '../texts/menu';
import { useDragOrder } from '../lib/useDragOrder';
import { useMoveFocus } from '../components/MoveButtons';
import { ProductRow } from './ProductRow';

export type CategoryProductsProps = {
  products: MenuProduct[];
  matching: ReadonlySet<string> | null;
  /** Keys with unsent changes and products with a photo waiting (read once for the whole menu). */
  unsent: ReadonlySet<string> | undefined;
  photos: ReadonlySet<string> | undefined;
};

export function CategoryProducts({ products, matching, unsent, photos }: CategoryProductsProps) {
  const movable = matching === null;
  const ids = products.map((product) => product.id);
  const drag = useDragOrder(ids, (ordered) => void orderProducts(ordered));
  const current = useRef(ids);
  current.current = ids;
  // The button used keeps the focus when its product moves (keyboard users move a product step by step).
  const focusAfter = useMoveFocus(ids.join());
  const keepFocus = useRef(focusAfter);
  keepFocus.current = focusAfter;
  const move = useCallback((id: string, step: -1 | 1) => {
    const order = moved(current.current, id, step);
    if (!order) return;
    keepFocus.current(id, step);
    void orderProducts(order);
  }, []);
  if (products.length === 0) return <p className="menu-section__empty">{menu.emptyCategory}</p>;
  return (
    <ul className="menu-products">
      {products.map((product, index) => (
        <li key={product.id} data-product={product.id} hidden={!!matching && !matching.has(product.id)} {...(movable ? drag(product.id) : {})}>
          <ProductRow product={product} unsent={unsent?.has(`products:${product.id}`) ?? false}
            photoWaiting={photos?.has(product.id) ?? false}
            move={{ first: index === 0, last: index === ids.length - 1 }} onMove={move} />
        </li>
      ))}
    </ul>
  );
}
