// Adding or editing one option of a group: Naam, Meerprijs ("1,00"; empty is free) and the allergens
// as checkboxes with their Dutch labels. Checked by the menu's rules before anything is written.
import { useId, useState, type FormEvent } from 'react';
import { ALLERGENS, centsToInput, parseEuros, type MenuProblem } from '../../../domain/menu';
import { saveValue } from '../../../db/option-groups';
import type { OptionValueRow } from '../../../db/rows';
import { Modal } from '../../components/Modal';
import { options } from '../../texts/options';
import { FieldProblems, problemsOf } from '../../components/FieldProblems';

export type ValueDialogProps = {
  group: { id: string; name: string };
  /** null: a new option at the end of the group. */
  value: OptionValueRow | null;
  onClose(savedName?: string): void;
};

const NAME: readonly MenuProblem[] = ['nameRequired', 'nameTooLong'];
const PRICE: readonly MenuProblem[] = ['priceInvalid'];

export function ValueDialog({ group, value, onClose }: ValueDialogProps) {
  const t = options.values;
  const id = useId();
  const [name, setName] = useState(value?.name ?? '');
  const [price, setPrice] = useState(value ? centsToInput(value.price_delta_cents) : '');
  const [allergens, setAllergens] = useState<readonly string[]>(value?.allergens ?? []);
  const [problems, setProblems] = useState<readonly MenuProblem[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = price.trim() === '' ? 0 : parseEuros(price);
    setFailed(null);
    setBusy(true);
    try {
      // An unreadable amount goes as -1, which the rules refuse as priceInvalid with the others.
      const result = await saveValue(value?.id ?? null, group.id, { name, price_delta_cents: cents ?? -1, allergens: [...allergens] });
      if (result.ok) return onClose(name.trim());
      if (result.reason === 'invalid') setProblems(result.problems);
      else setFailed(options.notFound);
    } catch (error) {
      console.error('option value save failed', error);
      setFailed(options.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (key: string, on: boolean) => {
    setAllergens((current) => (on ? [...current, key] : current.filter((item) => item !== key)));
    setProblems([]);
  };

  const nameProblems = problemsOf(problems, NAME);
  const priceProblems = problemsOf(problems, PRICE);
  const otherProblems = problems.filter((problem) => !NAME.includes(problem) && !PRICE.includes(problem));
  return (
    <Modal className="dialog option-dialog" labelledBy={`${id}-title`} onCancel={() => onClose()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`} className="option-dialog__title">{value ? t.editTitle : t.add}</h2>
        <p className="option-dialog__group">{t.inGroup(group.name)}</p>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input id={`${id}-name`} type="text" value={name} autoComplete="off" maxLength={120}
            aria-invalid={nameProblems.length > 0 || undefined} aria-describedby={nameProblems.length > 0 ? `${id}-name-problems` : undefined}
            onChange={(event) => { setName(event.target.value); setProblems([]); }} />
          <FieldProblems id={`${id}-name-problems`} problems={nameProblems} />
        </div>
        <div className="field option-dialog__price">
          <label htmlFor={`${id}-price`}>{t.price}</label>
          <input id={`${id}-price`} type="text" inputMode="decimal" value={price} placeholder="0,00" autoComplete="off"
            aria-invalid={priceProblems.length > 0 || undefined}
            aria-describedby={`${id}-price-hint${priceProblems.length > 0 ? ` ${id}-price-problems` : ''}`}
            onChange={(event) => { setPrice(event.target.value); setProblems([]); }} />
          <span id={`${id}-price-hint`} className="option-dialog__hint">{t.priceHint}</span>
          <FieldProblems id={`${id}-price-problems`} problems={priceProblems} />
        </div>
        <fieldset className="allergen-choices">
          <legend>{t.allergens}</legend>
          {ALLERGENS.map(([key, label]) => (
            <label key={key}>
              <input type="checkbox" checked={allergens.includes(key)} onChange={(event) => toggle(key, event.target.checked)} />
              {label}
            </label>
          ))}
        </fieldset>
        <FieldProblems id={`${id}-problems`} problems={otherProblems} />
        {failed && <p className="field-error" role="alert">{failed}</p>}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => onClose()}>{options.cancel}</button>
          <button type="submit" className="button button--primary" disabled={busy}>{options.save}</button>
        </div>
      </form>
    </Modal>
  );
}
