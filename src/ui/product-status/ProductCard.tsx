// One product: image, name, category, price and the two toggles. The card is an article named by the
// product, so each 'Zichtbaar' / 'Op voorraad' switch is read in the context of its product.
import { useId, useState } from 'react';
import { formatEuro } from '../../domain/format';
import { setProductVisible, type ProductActionResult, type ProductWithCategory } from '../../db/products';
import { Toggle, UnsentMark } from '../components/Toggle';
import { useDialogs } from '../components/dialogs';
import { texts } from '../texts';
import { StockToggle } from './StockToggle';

/** `now`: the time the sold-out state is judged at (re-read as an end passes, see ProductGrid). */
export type ProductCardProps = { product: ProductWithCategory; unsent: boolean; now: number };

export function ProductCard({ product, unsent, now }: ProductCardProps) {
  const t = texts.productStatus;
  const { alert } = useDialogs();
  const nameId = useId();

  // The switch shows the mirrored row, which the mutation changes at once; a failure leaves it as it was.
  const run = async (change: () => Promise<ProductActionResult>, failure: string) => {
    try {
      const result = await change();
      if (!result.ok) await alert(failure);
    } catch (error) {
      console.error('product toggle failed', error);
      await alert(failure);
    }
  };

  return (
    <article className="card product-card" aria-labelledby={nameId}>
      <ProductImage url={product.image_url} name={product.name} />
      <div className="product-card__body">
        <div className="product-card__head">
          <h2 id={nameId} className="product-card__name">{product.name}</h2>
          {unsent && <UnsentMark />}
        </div>
        <p className="product-card__meta">
          <span>{product.category?.name ?? t.noCategory}</span>
          <span className="product-card__price">{formatEuro(product.price_cents)}</span>
        </p>
        <div className="product-card__toggles">
          <Toggle
            label={t.visible}
            checked={product.is_active}
            onChange={(checked) => void run(() => setProductVisible(product.id, checked), t.visibilityFailed)}
          />
          <StockToggle product={product} now={now} run={(change) => void run(change, t.stockFailed)} />
        </div>
      </div>
    </article>
  );
}

type ProductImageProps = { url: string | null; name: string };

/** A fixed aspect box, so cards do not jump while images load; a neutral block without an image. */
function ProductImage({ url, name }: ProductImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = url !== null && url !== '' && broken !== url;
  return (
    <div className="product-card__media">
      {showImage ? (
        <img src={url} alt={name} loading="lazy" decoding="async" onError={() => setBroken(url)} />
      ) : (
        <div className="product-card__no-image" aria-hidden="true" />
      )}
    </div>
  );
}
