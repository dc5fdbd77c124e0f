// Said in the editor when the stored product changed while it was open (another device): which fields
// took the new value, and for the fields staff had changed too, what is stored now beside their input.
import { ALLERGENS, parseEuros } from '../../../domain/menu';
import { formatEuro } from '../../../domain/format';
import type { GroupWithProducts } from '../../../db/menu-reads';
import type { CategoryRow } from '../../../db/rows';
import { menu } from '../../texts/menu';
import type { ProductValues, ValueKey } from './useProductDraft';

export type ChangedNoticeProps = {
  adopted: readonly ValueKey[];
  clashed: readonly ValueKey[];
  stored: ProductValues;
  removed: boolean;
  categories: readonly CategoryRow[];
  groups: readonly GroupWithProducts[];
};

function shown(key: ValueKey, values: ProductValues, categories: readonly CategoryRow[], groups: readonly GroupWithProducts[]): string {
  const c = menu.conflict;
  switch (key) {
    case 'price': {
      const cents = parseEuros(values.price);
      return cents === null ? values.price : formatEuro(cents);
    }
    case 'categoryId': return categories.find((category) => category.id === values.categoryId)?.name ?? menu.editor.noCategory;
    case 'vat': return `${values.vat}%`;
    case 'allergens': return ALLERGENS.filter(([allergen]) => values.allergens.includes(allergen)).map(([, label]) => label).join(', ') || c.empty;
    case 'groupIds': return values.groupIds.map((id) => groups.find((group) => group.id === id)?.name ?? '').filter(Boolean).join(', ') || c.empty;
    case 'visible': case 'inStock': return values[key] ? c.yes : c.no;
    default: return values[key] || c.empty;
  }
}

export function ChangedNotice({ adopted, clashed, stored, removed, categories, groups }: ChangedNoticeProps) {
  const t = menu.editor;
  if (removed) return <p className="menu-changed" role="alert">{t.removedElsewhere}</p>;
  const taken = adopted.filter((key) => !clashed.includes(key));
  if (taken.length === 0 && clashed.length === 0) return null;
  return (
    <div className="menu-changed" role="status">
      <p className="menu-changed__title">{t.changedElsewhere}</p>
      {taken.length > 0 && <p>{t.adopted(taken.map((key) => t.fieldNames[key]).join(', '))}</p>}
      {clashed.length > 0 && (
        <>
          <p>{t.clashed(clashed.map((key) => t.fieldNames[key]).join(', '))}</p>
          <ul>
            {clashed.map((key) => <li key={key}>{t.nowStored(t.fieldNames[key], shown(key, stored, categories, groups))}</li>)}
          </ul>
        </>
      )}
    </div>
  );
}
