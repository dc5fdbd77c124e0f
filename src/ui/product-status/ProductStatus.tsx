// Product status (spec section 2): search by name and a grid of product cards whose visibility and
// stock toggles staff flip during service. Reads the local mirror, so it works offline.
import { useDeferredValue, useId, useState } from 'react';
import { BackLink } from '../components/BackLink';
import { SectionBoundary } from '../components/SectionBoundary';
import { texts } from '../texts';
import { ProductGrid } from './ProductGrid';
import './productStatus.css';

export function ProductStatus() {
  const t = texts.productStatus;
  const [term, setTerm] = useState('');
  // Typing stays smooth on a long menu: the grid follows the search term a beat later.
  const deferredTerm = useDeferredValue(term);
  const searchId = useId();
  return (
    <section className="screen product-status">
      <BackLink to="/app/settings" />
      <h1>{t.title}</h1>
      <SectionBoundary name="product-search">
        <div role="search" className="field product-status__search">
          <label htmlFor={searchId}>{t.searchLabel}</label>
          <input
            id={searchId}
            type="search"
            value={term}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
      </SectionBoundary>
      <SectionBoundary name="products" message={t.loadFailed}>
        <ProductGrid term={deferredTerm} />
      </SectionBoundary>
    </section>
  );
}
