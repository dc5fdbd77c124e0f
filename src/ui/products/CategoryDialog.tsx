// Adding a category (at the end) or renaming one: its name, checked as the database checks it.
import { useId, useState, type FormEvent } from 'react';
import { saveCategory } from '../../db/categories';
import type { MenuProblem } from '../../domain/menu';
import type { CategoryRow } from '../../db/rows';
import { Modal } from '../components/Modal';
import { menu } from '../texts/menu';
import { options } from '../texts/options';
import { FieldProblems } from '../components/FieldProblems';

export type CategoryDialogProps = { category: CategoryRow | null; onClose(): void };

export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const id = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [problems, setProblems] = useState<readonly MenuProblem[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await saveCategory(category?.id ?? null, name);
    if (result.ok || result.reason !== 'invalid') return onClose();
    setProblems(result.problems);
  };
  return (
    <Modal labelledBy={`${id}-title`} className="dialog option-dialog" onCancel={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`} className="option-dialog__title">{category ? menu.category.renameTitle : menu.category.addTitle}</h2>
        <div className="field">
          <label htmlFor={`${id}-name`}>{menu.category.name}</label>
          <input id={`${id}-name`} value={name} maxLength={120} autoComplete="off" aria-invalid={problems.length > 0}
            aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
            onChange={(event) => { setName(event.target.value); setProblems([]); }} />
          <FieldProblems id={`${id}-problems`} problems={problems} />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>{options.cancel}</button>
          <button type="submit" className="button button--primary">{options.save}</button>
        </div>
      </form>
    </Modal>
  );
}
