// One category's products in order: dragged or moved up/down within the category.
import { orderProducts } from '../../db/menu-products';
import type { MenuProduct } from '../../db/menu-reads';
import { useUnsentKeys } from '../../db/pending';
import { usePendingPhotoIds } from '../../db/product-photos';
import { menu } from '../texts/menu';
import { useDragOrder } from '../lib/useDragOrder';
import { ProductRow } from './ProductRow';

export type CategoryProductsProps = { products: MenuProduct[]; movable: boolean };

export function CategoryProducts({ products, movable }: CategoryProductsProps) {
  const ids = products.map((product) => product.id);
  const drag = useDragOrder(ids, (ordered) => void orderProducts(ordered));
  const unsent = useUnsentKeys();
  const photos = usePendingPhotoIds();
  if (products.length === 0) return <p className="menu-section__empty">{menu.emptyCategory}</p>;
  const move = (id: string, step: -1 | 1) => {
    const from = ids.indexOf(id);
    const next = [...ids];
    [next[from], next[from + step]] = [next[from + step], next[from]];
    void orderProducts(next);
  };
  return (
    <ul className="menu-products">
      {products.map((product, index) => (
        <li key={product.id} {...(movable ? drag(product.id) : {})}>
          <ProductRow product={product} unsent={unsent?.has(`products:${product.id}`) ?? false}
            photoWaiting={photos?.has(product.id) ?? false}
            move={movable ? { first: index === 0, last: index === ids.length - 1, onMove: (step) => move(product.id, step) } : null} />
        </li>
      ))}
    </ul>
  );
}
