// The product cards for a search term, with the empty states of spec section 2.
import { useProducts } from '../../db/products';
import { useUnsentKeys } from '../../db/pending';
import { useNowPassing } from '../lib/useNow';
import { texts } from '../texts';
import { ProductCard } from './ProductCard';

export type ProductGridProps = { term: string };

export function ProductGrid({ term }: ProductGridProps) {
  const t = texts.productStatus;
  const products = useProducts(term);
  const unsent = useUnsentKeys();
  // Sold out until a time: the cards are judged again the moment the first such time passes.
  const now = useNowPassing(products?.map((product) => product.sold_out_until) ?? []);
  if (!products) return <p className="placeholder">{texts.common.loading}</p>;
  if (products.length === 0) {
    return term.trim() ? (
      <div className="card product-status__empty">
        <p className="product-status__empty-title">{t.notFound}</p>
        <p className="product-status__empty-hint">{t.notFoundHint}</p>
      </div>
    ) : (
      <div className="card product-status__empty">
        <p className="product-status__empty-title">{t.noneAvailable}</p>
      </div>
    );
  }
  return (
    <ul className="product-grid" aria-label={t.listLabel}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} now={now} unsent={unsent?.has(`products:${product.id}`) ?? false} />
        </li>
      ))}
    </ul>
  );
}
