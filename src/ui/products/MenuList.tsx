// The menu's categories in order, each with its products in order. Categories and products move by
// drag (a mouse) or by Omhoog/Omlaag (touch, keyboard); while searching only the matches show (the
// others are hidden, not removed, so a keystroke draws no row again) and nothing moves, since a
// filtered list has no order of its own to change.
import { orderCategories, removeCategory } from '../../db/categories';
import type { MenuSection } from '../../db/menu-reads';
import type { CategoryRow } from '../../db/rows';
import { useUnsentKeys } from '../../db/pending';
import { usePendingPhotoIds } from '../../db/product-photos';
import { useDialogs } from '../components/dialogs';
import { menu } from '../texts/menu';
import { MoveButtons, useMoveFocus } from '../components/MoveButtons';
import { useDragOrder } from '../lib/useDragOrder';
import { CategoryProducts } from './CategoryProducts';

export type MenuListProps = {
  sections: MenuSection[] | undefined;
  /** The products a search matches; null without a search. */
  matching: ReadonlySet<string> | null;
  onRename(category: CategoryRow): void;
};

export function MenuList({ sections, matching, onRename }: MenuListProps) {
  const searching = matching !== null;
  const unsent = useUnsentKeys();
  const photos = usePendingPhotoIds();
  const { alert, confirm } = useDialogs();
  const categoryIds = (sections ?? []).flatMap((section) => (section.category ? [section.category.id] : []));
  const drag = useDragOrder(categoryIds, (ids) => void orderCategories(ids));
  const keepFocus = useMoveFocus(categoryIds.join());
  if (!sections) return null;
  const found = (section: MenuSection) => (matching ? section.products.filter((product) => matching.has(product.id)).length : section.products.length);
  if (sections.every((section) => found(section) === 0) && (searching || sections.every((section) => section.category === null))) {
    return (
      <div className="card menu-empty">
        <p className="menu-empty__title">{searching ? menu.notFound : menu.empty}</p>
        {searching && <p className="menu-empty__hint">{menu.notFoundHint}</p>}
      </div>
    );
  }

  const remove = async (category: CategoryRow) => {
    if (!(await confirm(menu.category.removeConfirm(category.name), { confirm: menu.category.remove(category.name) }))) return;
    const result = await removeCategory(category.id);
    if (!result.ok && result.reason === 'has-products') await alert(menu.category.hasProducts);
  };
  const move = (id: string, step: -1 | 1) => {
    const from = categoryIds.indexOf(id);
    const next = [...categoryIds];
    [next[from], next[from + step]] = [next[from + step], next[from]];
    keepFocus(id, step);
    void orderCategories(next);
  };

  return (
    <div className={`menu-sections${searching ? ' menu-sections--searching' : ''}`}>
      {sections.map((section) => {
        const category = section.category;
        const index = category ? categoryIds.indexOf(category.id) : -1;
        const name = category?.name ?? menu.noCategory;
        return (
          <section key={category?.id ?? 'none'} className="menu-section" aria-label={name}
            hidden={(searching || !category) && found(section) === 0} {...(category && !searching ? drag(category.id) : {})}>
            <header className="menu-section__head">
              <h2>{name}</h2>
              <span className="menu-section__count">{menu.category.products(found(section))}</span>
              {category && !searching && (
                <span className="menu-section__actions">
                  <MoveButtons id={category.id} name={category.name} first={index === 0} last={index === categoryIds.length - 1}
                    onMove={(step) => move(category.id, step)} />
                  <button type="button" className="button button--small" aria-label={menu.category.rename(category.name)}
                    onClick={() => onRename(category)}>{menu.category.renameShort}</button>
                  <button type="button" className="button button--small button--danger" aria-label={menu.category.remove(category.name)}
                    onClick={() => void remove(category)}>{menu.category.removeShort}</button>
                </span>
              )}
            </header>
            <CategoryProducts products={section.products} matching={matching} unsent={unsent} photos={photos} />
          </section>
        );
      })}
    </div>
  );
}
