// One option group: its name, how many choices it asks for in words ('Kies 1', 'Verplicht'), the
// products it serves, its options inline, and what staff do with it (add an option, attach it to
// products, edit, remove, move). The card is an article named by the group, so its buttons read in
// the context of their group.
import { useId } from 'react';
import { choicesInWords, isRequired } from '../../../domain/menu';
import { removeGroup } from '../../../db/option-groups';
import type { GroupWithProducts } from '../../../db/menu-reads';
import { useDialogs } from '../../components/dialogs';
import { UnsentMark } from '../../components/Toggle';
import { options } from '../../texts/options';
import { ActionButton } from './ActionButton';
import { MoveButtons } from '../../components/MoveButtons';
import type { OpenDialog } from './OptionDialogs';
import { ValueList } from './ValueList';

/** Product names shown on a card before '… en N meer'. */
const SHOWN_PRODUCTS = 8;

export type GroupCardProps = {
  group: GroupWithProducts;
  first: boolean;
  last: boolean;
  unsent: ReadonlySet<string> | undefined;
  onOpen(dialog: OpenDialog): void;
  onMove(step: -1 | 1): void;
};

export function GroupCard({ group, first, last, unsent, onOpen, onMove }: GroupCardProps) {
  const t = options.groups;
  const nameId = useId();
  const { alert, confirm, toast } = useDialogs();
  const tooFew = isRequired(group) && group.values.length < group.min_choices;
  const names = group.products.map((product) => product.name);

  const remove = async () => {
    const sure = await confirm(t.removeConfirm(group.name, group.products.length), { confirm: options.remove, cancel: options.cancel });
    if (!sure) return;
    try {
      const result = await removeGroup(group.id);
      if (result.ok) toast(t.removed(group.name));
      else await alert(options.notFound);
    } catch (error) {
      console.error('removing option group failed', error);
      await alert(options.saveFailed);
    }
  };

  return (
    <article className="card group-card" aria-labelledby={nameId}>
      <div className="group-card__head">
        <span className="drag-handle" aria-hidden="true" title={options.dragHint}>⠿</span>
        <h2 id={nameId} className="group-card__name">{group.name}</h2>
        <div className="group-card__tools">
          <MoveButtons id={group.id} name={group.name} first={first} last={last} onMove={onMove} />
          <ActionButton label={options.editLabel(group.name)} text={options.edit} icon="edit"
            onClick={() => onOpen({ kind: 'group', group })} />
          <ActionButton label={options.removeLabel(group.name)} text={options.remove} icon="remove" danger
            onClick={() => void remove()} />
        </div>
      </div>
      <p className="group-card__rules">
        <span className="chip">{choicesInWords(group)}</span>
        {isRequired(group) && <span className="chip chip--required">{t.required}</span>}
        {unsent?.has(`product_option_groups:${group.id}`) && <UnsentMark />}
      </p>
      <p className="group-card__used">
        {names.length === 0 ? t.notLinked
          : t.usedBy(names.slice(0, SHOWN_PRODUCTS), Math.max(0, names.length - SHOWN_PRODUCTS))}
      </p>
      {tooFew && <p className="options-hint">{t.needsValues(group.min_choices)}</p>}
      <ValueList group={group} unsent={unsent} onOpen={onOpen} />
      <div className="group-card__actions">
        <button type="button" className="button button--small" aria-label={options.values.addLabel(group.name)}
          onClick={() => onOpen({ kind: 'value', group, value: null })}>
          <span aria-hidden="true">+</span> {options.values.add}
        </button>
        <button type="button" className="button button--small" aria-label={options.attach.buttonLabel(group.name)}
          onClick={() => onOpen({ kind: 'attach', group })}>
          {options.attach.button}
        </button>
      </div>
    </article>
  );
}
