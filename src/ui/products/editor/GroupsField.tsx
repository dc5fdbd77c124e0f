// The product's option groups in order: attach one from the list (a required group needs enough values
// first, as the database demands), detach, and move up or down. Saved with the product.
import { useId } from 'react';
import { choicesInWords, isSatisfiable } from '../../../domain/menu';
import type { GroupWithProducts } from '../../../db/menu-reads';
import { menu } from '../../texts/menu';
import { options } from '../../texts/options';
import { MoveButtons, useMoveFocus } from '../../components/MoveButtons';

export type GroupsFieldProps = {
  groups: GroupWithProducts[];
  value: string[];
  problem: string | null;
  onChange(ids: string[], problem: string | null): void;
};

export function GroupsField({ groups, value, problem, onChange }: GroupsFieldProps) {
  const t = menu.editor;
  const id = useId();
  const byId = new Map(groups.map((group) => [group.id, group]));
  const keepFocus = useMoveFocus(value.join());
  const attach = (groupId: string) => {
    const group = byId.get(groupId);
    if (!group) return;
    if (!isSatisfiable(group, group.values.length)) return onChange(value, options.problems.requiredWithoutValues);
    onChange([...value, groupId], null);
  };
  const move = (groupId: string, step: -1 | 1) => {
    const from = value.indexOf(groupId);
    const next = [...value];
    [next[from], next[from + step]] = [next[from + step], next[from]];
    keepFocus(`group-${groupId}`, step);
    onChange(next, null);
  };
  const free = groups.filter((group) => !value.includes(group.id));
  return (
    <fieldset className="product-form__groups" aria-describedby={`${id}-hint`}>
      <legend>{t.groups}</legend>
      <p id={`${id}-hint`} className="option-dialog__hint">{t.groupsHint}</p>
      {value.length === 0 ? <p>{t.noGroups}</p> : (
        <ol className="product-form__group-list">
          {value.map((groupId, index) => {
            const group = byId.get(groupId);
            if (!group) return null;
            return (
              <li key={groupId}>
                <span className="product-form__group-name">{group.name}</span>
                <span className="option-dialog__hint">{choicesInWords(group)}</span>
                <MoveButtons id={`group-${groupId}`} name={group.name} first={index === 0} last={index === value.length - 1}
                  onMove={(step) => move(groupId, step)} />
                <button type="button" className="button button--small" onClick={() => onChange(value.filter((other) => other !== groupId), null)}>
                  {t.detach(group.name)}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {free.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-attach`}>{t.attach}</label>
          <select id={`${id}-attach`} value="" onChange={(event) => attach(event.target.value)}>
            <option value="">{t.attachChoose}</option>
            {free.map((group) => <option key={group.id} value={group.id}>{`${group.name} (${choicesInWords(group)})`}</option>)}
          </select>
        </div>
      )}
      {problem && <p className="field-error" role="alert">{problem}</p>}
    </fieldset>
  );
}
