// Adding or editing an option group: Naam, Minimaal and Maximaal. The menu's rules are checked before
// anything is written (saveGroup validates first): min above max, max below 1, and raising the
// minimum of a linked group above its values are refused in words beside the fields.
import { useId, useState, type FormEvent } from 'react';
import { choicesInWords, choicesProblem, isRequired, type MenuProblem } from '../../../domain/menu';
import { saveGroup } from '../../../db/option-groups';
import type { OptionGroupRow } from '../../../db/rows';
import { Modal } from '../../components/Modal';
import { options } from '../../texts/options';
import { FieldProblems, problemsOf } from '../../components/FieldProblems';

export type GroupDialogProps = {
  /** null: a new group. */
  group: OptionGroupRow | null;
  /** Saved under this name, or undefined when staff cancelled. */
  onClose(savedName?: string): void;
};

const NAME: readonly MenuProblem[] = ['nameRequired', 'nameTooLong'];
const MIN: readonly MenuProblem[] = ['countInvalid', 'minAboveMax', 'requiredWithoutValues'];
const MAX: readonly MenuProblem[] = ['maxTooLow', 'minAboveMax'];

/** A typed count: a whole number, else NaN (which the rules refuse as countInvalid). */
function toCount(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function GroupDialog({ group, onClose }: GroupDialogProps) {
  const t = options.groups;
  const id = useId();
  const [name, setName] = useState(group?.name ?? '');
  const [min, setMin] = useState(String(group?.min_choices ?? 0));
  const [max, setMax] = useState(String(group?.max_choices ?? 1));
  const [problems, setProblems] = useState<readonly MenuProblem[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const counts = { min_choices: toCount(min), max_choices: toCount(max) };
  const preview = choicesProblem(counts.min_choices, counts.max_choices) === null
    ? [choicesInWords(counts), isRequired(counts) ? t.required : null].filter(Boolean).join(' · ') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(null);
    try {
      const result = await saveGroup(group?.id ?? null, { name, ...counts });
      if (result.ok) return onClose(name.trim());
      if (result.reason === 'invalid') setProblems(result.problems);
      else setFailed(options.notFound);
    } catch (error) {
      console.error('option group save failed', error);
      setFailed(options.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems([]);
  };

  const nameProblems = problemsOf(problems, NAME);
  const countProblems = problems.filter((problem) => !NAME.includes(problem));
  return (
    <Modal className="dialog option-dialog" labelledBy={`${id}-title`} onCancel={() => onClose()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`} className="option-dialog__title">{group ? t.editTitle : t.add}</h2>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input id={`${id}-name`} type="text" value={name} autoComplete="off" maxLength={120}
            aria-invalid={nameProblems.length > 0 || undefined} aria-describedby={nameProblems.length > 0 ? `${id}-name-problems` : undefined}
            onChange={(event) => edited(setName)(event.target.value)} />
          <FieldProblems id={`${id}-name-problems`} problems={nameProblems} />
        </div>
        <div className="option-dialog__counts">
          <div className="field">
            <label htmlFor={`${id}-min`}>{t.min}</label>
            <input id={`${id}-min`} type="number" inputMode="numeric" min={0} step={1} value={min}
              aria-invalid={problemsOf(problems, MIN).length > 0 || undefined}
              aria-describedby={`${id}-min-hint${countProblems.length > 0 ? ` ${id}-count-problems` : ''}`}
              onChange={(event) => edited(setMin)(event.target.value)} />
            <span id={`${id}-min-hint`} className="option-dialog__hint">{t.minHint}</span>
          </div>
          <div className="field">
            <label htmlFor={`${id}-max`}>{t.max}</label>
            <input id={`${id}-max`} type="number" inputMode="numeric" min={1} step={1} value={max}
              aria-invalid={problemsOf(problems, MAX).length > 0 || undefined}
              aria-describedby={countProblems.length > 0 ? `${id}-count-problems` : undefined}
              onChange={(event) => edited(setMax)(event.target.value)} />
          </div>
        </div>
        <FieldProblems id={`${id}-count-problems`} problems={countProblems} />
        {preview && problems.length === 0 && <p className="option-dialog__preview">{preview}</p>}
        {failed && <p className="field-error" role="alert">{failed}</p>}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => onClose()}>{options.cancel}</button>
          <button type="submit" className="button button--primary" disabled={busy}>{options.save}</button>
        </div>
      </form>
    </Modal>
  );
}
