// Another device changed a menu row before this device's edit arrived: nothing was overwritten. Staff
// see both values per field and choose: their own again, or what is saved now (db/menu-conflicts.ts).
import { useId } from 'react';
import { applyMine, keepCurrent, useMenuConflicts, type MenuConflict } from '../../db/menu-conflicts';
import { menu } from '../texts/menu';

type Shown = string;

function shown(field: string, value: unknown): Shown {
  const t = menu.conflict;
  if (value === null || value === undefined || value === '') return t.empty;
  if (field.endsWith('_cents') && typeof value === 'number') return t.price(value);
  if (field === 'vat_rate') return `${String(value)}%`;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) return value.join(', ') || t.empty;
  return String(value);
}

export function ConflictPanel() {
  const conflicts = useMenuConflicts();
  if (!conflicts || conflicts.length === 0) return null;
  return <>{conflicts.map((conflict) => <ConflictCard key={`${conflict.table}:${conflict.id}`} conflict={conflict} />)}</>;
}

type ConflictCardProps = { conflict: MenuConflict };

function ConflictCard({ conflict }: ConflictCardProps) {
  const t = menu.conflict;
  const id = useId();
  const current = conflict.current as Record<string, unknown> | null;
  const fields = Object.keys(conflict.mine).filter((field) => field in t.fields);
  const name = typeof current?.name === 'string' ? current.name : '';
  return (
    <section className="card menu-conflict" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-table`}>
      <h2 id={`${id}-title`} className="menu-conflict__title">{t.title}{name ? `: ${name}` : ''}</h2>
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
