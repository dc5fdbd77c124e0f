// Which products a bulk price change is for: per category a 'Hele categorie …' box and a box per product.
import type { MenuSection } from '../../db/menu-reads';
import { menu } from '../texts/menu';

export type BulkSelectionProps = {
  sections: MenuSection[];
  chosen: ReadonlySet<string>;
  onChange(chosen: ReadonlySet<string>): void;
};

export function BulkSelection({ sections, chosen, onChange }: BulkSelectionProps) {
  const t = menu.bulkDialog;
  const set = (ids: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  return (
    <fieldset className="bulk-dialog__choose">
      <legend>{t.choose}</legend>
      {sections.filter((section) => section.products.length > 0).map((section) => {
        const ids = section.products.map((product) => product.id);
        const name = section.category?.name ?? menu.noCategory;
        return (
          <div key={section.category?.id ?? 'none'} className="bulk-dialog__category">
            <label className="bulk-dialog__all">
              <input type="checkbox" checked={ids.every((id) => chosen.has(id))} onChange={(event) => set(ids, event.target.checked)} />
              {' '}{t.wholeCategory(name)}
            </label>
            <ul>
              {section.products.map((product) => (
                <li key={product.id}>
                  <label>
                    <input type="checkbox" checked={chosen.has(product.id)} onChange={(event) => set([product.id], event.target.checked)} />
                    {' '}{product.name}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </fieldset>
  );
}
