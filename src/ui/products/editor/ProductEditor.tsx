// The product editor (/app/products/new, /app/products/edit/:productId), loaded only when opened. Reads
// the product, the categories and the option groups from the mirror; the form keeps what staff type even
// when the stored product changes meanwhile (it says so), stays on screen when another device removes
// the product, and shows this product's conflict with another device. Saving is local and queued.
import { useLayoutEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCategories, useMenuProduct, useOptionGroups, type MenuProduct } from '../../../db/menu-reads';
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { menu } from '../../texts/menu';
import { ConflictPanel } from '../ConflictPanel';
import { ProductForm } from './ProductForm';
import '../products.css';

export function ProductEditor() {
  const { productId = null } = useParams();
  const at = useMemo(() => new Date(), []);
  const product = useMenuProduct(productId, at);
  const categories = useCategories();
  const groups = useOptionGroups();
  // Opened from far down the list: the editor starts at its top, not at the list's scroll offset. (A block
  // body: newer Chromium returns a promise from scrollTo, which React would take for a cleanup.)
  useLayoutEffect(() => {
    window.scrollTo?.(0, 0);
  }, []);
  // The product as last read: the form stays (with what was typed) if it is removed meanwhile.
  const [last, setLast] = useState<MenuProduct | null>(null);
  if (product && product !== last) setLast(product);
  const shown = product ?? (last?.id === productId ? last : null);
  const loading = product === undefined || !categories || !groups;
  return (
    <section className="screen product-editor">
      <BackLink to="/app/products" />
      <h1>{productId ? menu.editor.editTitle : menu.editor.newTitle}</h1>
      {productId && (
        <SectionBoundary name="product-conflict">
          <ConflictPanel only={{ table: 'products', id: productId }} />
        </SectionBoundary>
      )}
      <SectionBoundary name="product-editor" message={menu.loadFailed}>
        {loading ? null : productId && !shown ? (
          <p className="card">{menu.editor.gone}</p>
        ) : (
          <ProductForm key={shown?.id ?? 'new'} product={shown} removed={!!productId && product === null}
            categories={categories} groups={groups} />
        )}
      </SectionBoundary>
    </section>
  );
}
