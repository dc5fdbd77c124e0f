// A group's options inline on its card: name, extra price ('+ € 1,00' or 'gratis') and allergens, with
// edit, remove and their order (dragging within the group, or Omhoog/Omlaag). Removing is refused when
// a linked required group would keep too few options; staff read why.
import { ALLERGENS } from '../../../domain/menu';
import { moved } from '../../../db/menu-write';
import { orderValues, removeValue } from '../../../db/option-groups';
import type { MenuGroup } from '../../../db/menu-reads';
import type { OptionValueRow } from '../../../db/rows';
import { useDialogs } from '../../components/dialogs';
import { UnsentMark } from '../../components/Toggle';
import { options } from '../../texts/options';
import { ActionButton } from './ActionButton';
import { MoveButtons, useMoveFocus } from '../../components/MoveButtons';
import type { OpenDialog } from './OptionDialogs';
import { useDragOrder } from '../../lib/useDragOrder';

export type ValueListProps = {
  group: MenuGroup;
  unsent: ReadonlySet<string> | undefined;
  onOpen(dialog: OpenDialog): void;
};

const ALLERGEN_LABELS = new Map<string, string>(ALLERGENS);

export function allergenLabels(keys: readonly string[]): string[] {
  return keys.map((key) => ALLERGEN_LABELS.get(key) ?? key);
}

export function ValueList({ group, unsent, onOpen }: ValueListProps) {
  const { alert, confirm, toast } = useDialogs();
  const ids = group.values.map((value) => value.id);
  const keepFocus = useMoveFocus(ids.join());

  const order = async (next: string[]) => {
    try {
      await orderValues(next);
    } catch (error) {
      console.error('ordering option values failed', error);
      await alert(options.saveFailed);
    }
  };
  const dragProps = useDragOrder(ids, (next) => void order(next));

  const remove = async (value: OptionValueRow) => {
    if (!(await confirm(options.values.removeConfirm(value.name), { confirm: options.remove, cancel: options.cancel }))) return;
    try {
      const result = await removeValue(value.id);
      if (result.ok) toast(options.values.removed(value.name));
      else await alert(result.reason === 'invalid' ? result.problems.map((problem) => options.problems[problem]).join(' ') : options.notFound);
    } catch (error) {
      console.error('removing option value failed', error);
      await alert(options.saveFailed);
    }
  };

  if (group.values.length === 0) return <p className="value-list__empty">{options.groups.noValues}</p>;
  return (
    <ul className="value-list" aria-label={options.groups.valuesLabel(group.name)}>
      {group.values.map((value, index) => (
        <li key={value.id} className="value-item" {...dragProps(value.id)}>
          <span className="drag-handle" aria-hidden="true" title={options.dragHint}>⠿</span>
          <div className="value-item__text">
            <span className="value-item__name">{value.name}</span>
            <span className="value-item__price">{options.priceDelta(value.price_delta_cents)}</span>
            {unsent?.has(`product_option_values:${value.id}`) && <UnsentMark />}
            {value.allergens.length > 0 && (
              <span className="value-item__allergens">{options.allergensShort(allergenLabels(value.allergens))}</span>
            )}
          </div>
          <div className="value-item__actions">
            <MoveButtons id={value.id} name={value.name} first={index === 0} last={index === group.values.length - 1}
              onMove={(step) => {
                const next = moved(ids, value.id, step);
                if (!next) return;
                keepFocus(value.id, step);
                void order(next);
              }} />
            <ActionButton label={options.editLabel(value.name)} text={options.edit} icon="edit"
              onClick={() => onOpen({ kind: 'value', group, value })} />
            <ActionButton label={options.removeLabel(value.name)} text={options.remove} icon="remove" danger
              onClick={() => void remove(value)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
