// Another device changed a menu row before this device's edit arrived: nothing was overwritten. Staff
// see both values per field and choose: their own again, or what is saved now (db/menu-conflicts.ts).
// On the list every menu conflict shows (each titled for its kind of row); the editor shows its product's.
import { useId } from 'react';
import { applyMine, keepCurrent, useMenuConflicts, type MenuConflict } from '../../db/menu-conflicts';
import type { MenuTable } from '../../db/entities';
import { formatDateTime } from '../../domain/format';
import { ALLERGENS } from '../../domain/menu';

const ALLERGEN_LABELS = new Map<string, string>(ALLERGENS);
/** Equal values; a list (allergens) in any order. */
const same = (a: unknown, b: unknown): boolean => {
  const plain = (value: unknown) => (Array.isArray(value) ? value.map(String).sort() : value ?? null);
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
};
import { menu } from '../texts/menu';

function shown(field: string, value: unknown): string {
  const t = menu.conflict;
  if (value === null || value === undefined || value === '') return t.empty;
  if (field.endsWith('_cents') && typeof value === 'number') return t.price(value);
  if (field === 'vat_rate') return `${String(value)}%`;
  if (field.endsWith('_until') && typeof value === 'string') return formatDateTime(new Date(value));
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (field === 'allergens' && Array.isArray(value)) return value.map((key) => ALLERGEN_LABELS.get(String(key)) ?? String(key)).join(', ') || t.empty;
  if (Array.isArray(value)) return value.join(', ') || t.empty;
  return String(value);
}

export type ConflictPanelProps = {
  /** Only this row's conflict (the editor); every menu conflict without it (the list). */
  only?: { table: MenuTable; id: string };
};

export function ConflictPanel({ only }: ConflictPanelProps) {
  const conflicts = useMenuConflicts()?.filter((conflict) => !only || (conflict.table === only.table && conflict.id === only.id));
  if (!conflicts || conflicts.length === 0) return null;
  return <>{conflicts.map((conflict) => <ConflictCard key={`${conflict.table}:${conflict.id}`} conflict={conflict} />)}</>;
}

type ConflictCardProps = { conflict: MenuConflict };

function ConflictCard({ conflict }: ConflictCardProps) {
  const t = menu.conflict;
  const id = useId();
  const current = conflict.current as Record<string, unknown> | null;
  // Only what differs: an edit also carries fields it left as they were (the editor saves all its fields).
  const fields = Object.keys(conflict.mine).filter((field) => field in t.fields && !same(conflict.mine[field], current?.[field]));
  const name = typeof current?.name === 'string' ? current.name : '';
  return (
    <section className="card menu-conflict" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-table`}>
      <h2 id={`${id}-title`} className="menu-conflict__title">{t.titles[conflict.table]}{name ? `: ${name}` : ''}</h2>
      {current ? (
        <table id={`${id}-table`} className="menu-conflict__table">
          <thead><tr><th scope="col">{t.field}</th><th scope="col">{t.mine}</th><th scope="col">{t.current}</th></tr></thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{t.fields[field]}</th>
                <td>{shown(field, conflict.mine[field])}</td>
                <td>{shown(field, current[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : <p id={`${id}-table`}>{t.gone}</p>}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => void keepCurrent(conflict)}>{t.keepCurrent}</button>
        {current && <button type="button" className="button button--primary" onClick={() => void applyMine(conflict)}>{t.applyMine}</button>}
      </div>
    </section>
  );
}
