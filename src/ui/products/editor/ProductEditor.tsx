// The product editor (/app/products/new, /app/products/edit/:productId), loaded only when opened. Reads
// the product, the categories and the option groups from the mirror; the form keeps what staff type even
// when the stored product changes meanwhile (it says so), and saving is local and queued, offline too.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useCategories, useMenuProduct, useOptionGroups } from '../../../db/menu-reads';
import { BackLink } from '../../components/BackLink';
import { SectionBoundary } from '../../components/SectionBoundary';
import { menu } from '../../texts/menu';
import { ProductForm } from './ProductForm';
import '../products.css';

export function ProductEditor() {
  const { productId = null } = useParams();
  const at = useMemo(() => new Date(), []);
  const product = useMenuProduct(productId, at);
  const categories = useCategories();
  const groups = useOptionGroups();
  const loading = product === undefined || !categories || !groups;
  return (
    <section className="screen product-editor">
      <BackLink to="/app/products" />
      <h1>{productId ? menu.editor.editTitle : menu.editor.newTitle}</h1>
      <SectionBoundary name="product-editor" message={menu.loadFailed}>
        {loading ? null : productId && !product ? (
          <p className="card">{menu.editor.gone}</p>
        ) : (
          <ProductForm key={product?.id ?? 'new'} product={product ?? null} categories={categories} groups={groups} />
        )}
      </SectionBoundary>
    </section>
  );
}
