// Producten (spec section 2, issue 31): the menu by category from the device's mirror, searchable, with
// each product's photo, price, BTW, visible and sold-out state; categories and products reordered by
// drag or Omhoog/Omlaag; categories added, renamed and removed; a bulk price change; and the edits
// another device changed first, for staff to choose. Works offline: every change is local and queued.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { matchingIds, useMenuSections } from '../../db/menu-reads';
import type { CategoryRow } from '../../db/rows';
import { SectionBoundary } from '../components/SectionBoundary';
import { useNow } from '../lib/useNow';
import { texts } from '../texts';
import { menu } from '../texts/menu';
import { BulkPriceDialog } from './BulkPriceDialog';
import { CategoryDialog } from './CategoryDialog';
import { ConflictPanel } from './ConflictPanel';
import { MenuList } from './MenuList';
import { UndoBar, usePriceUndo } from './UndoBar';
import { useReturnPlace } from './useReturnPlace';
import './products.css';

export function ProductsScreen() {
  const [term, setTerm] = useState('');
  const deferredTerm = useDeferredValue(term);
  const now = useNow(60_000);
  // Sold-out ends are judged per minute: a live-query dependency that changes rarely.
  const at = useMemo(() => new Date(Math.floor(now / 60_000) * 60_000), [now]);
  // The whole menu stays on screen; a search hides what does not match (no row is drawn again).
  const sections = useMenuSections('', at);
  const matching = useMemo(() => (sections ? matchingIds(sections, deferredTerm) : null), [sections, deferredTerm]);
  const [category, setCategory] = useState<CategoryRow | null | undefined>(undefined);
  const [bulk, setBulk] = useState(false);
  const price = usePriceUndo();
  useReturnPlace(sections !== undefined);
  const searchId = useId();
  const links = texts.products.links;

  return (
    <section className="screen menu-screen">
      <h1>{menu.title}</h1>
      <nav className="sub-nav" aria-label={menu.title}>
        <NavLink to="/app/products" end>{links.products}</NavLink>
        <NavLink to="/app/products/options">{links.options}</NavLink>
        <NavLink to="/app/products/option-values">{links.optionValues}</NavLink>
      </nav>
      <div className="menu-toolbar">
        <Link className="button button--primary" to="/app/products/new">{menu.addProduct}</Link>
        <button type="button" className="button" onClick={() => setCategory(null)}>{menu.addCategory}</button>
        <button type="button" className="button" onClick={() => setBulk(true)}>{menu.bulk}</button>
      </div>
      {price.undo && <UndoBar undo={price.undo} onDone={price.clear} />}
      <SectionBoundary name="menu-conflicts">
        <ConflictPanel />
      </SectionBoundary>
      <div role="search" className="field menu-search">
        <label htmlFor={searchId}>{menu.searchLabel}</label>
        <input id={searchId} type="search" value={term} placeholder={menu.searchPlaceholder} autoComplete="off"
          onChange={(event) => setTerm(event.target.value)} />
      </div>
      <SectionBoundary name="menu" message={menu.loadFailed}>
        <MenuList sections={sections} matching={matching} onRename={setCategory} />
      </SectionBoundary>
      {category !== undefined && <CategoryDialog category={category} onClose={() => setCategory(undefined)} />}
      {bulk && <BulkPriceDialog onClose={(count) => { setBulk(false); if (count) price.refresh(); }} />}
    </section>
  );
}
