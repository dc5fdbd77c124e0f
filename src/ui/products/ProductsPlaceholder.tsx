// The product editing screens are placeholders in the spec itself: they are still being converted.
import { NavLink } from 'react-router-dom';
import { texts } from '../texts';

export type ProductsPlaceholderProps = { page: 'products' | 'options' | 'optionValues' };

export function ProductsPlaceholder({ page }: ProductsPlaceholderProps) {
  const t = texts.products;
  return (
    <section className="screen">
      <h1>{t[page].title}</h1>
      <nav className="sub-nav" aria-label={t.products.title}>
        <NavLink to="/app/products" end>{t.links.products}</NavLink>
        <NavLink to="/app/products/options">{t.links.options}</NavLink>
        <NavLink to="/app/products/option-values">{t.links.optionValues}</NavLink>
      </nav>
      <p className="card placeholder">{t[page].body}</p>
    </section>
  );
}
