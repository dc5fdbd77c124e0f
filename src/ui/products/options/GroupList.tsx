// The option groups in order, each a card; reordered by dragging a card or with its Omhoog/Omlaag
// buttons (orderGroups numbers every group's position in one step).
import { useDialogs } from '../../components/dialogs';
import { moved } from '../../../db/menu-write';
import { orderGroups } from '../../../db/option-groups';
import { useOptionGroups } from '../../../db/menu-reads';
import { useUnsentKeys } from '../../../db/pending';
import { texts } from '../../texts';
import { options } from '../../texts/options';
import { GroupCard } from './GroupCard';
import { useMoveFocus } from '../../components/MoveButtons';
import type { OpenDialog } from './OptionDialogs';
import { useDragOrder } from '../../lib/useDragOrder';

export type GroupListProps = { onOpen(dialog: OpenDialog): void };

export function GroupList({ onOpen }: GroupListProps) {
  const t = options.groups;
  const groups = useOptionGroups();
  const unsent = useUnsentKeys();
  const { alert } = useDialogs();
  const ids = groups?.map((group) => group.id) ?? [];
  const keepFocus = useMoveFocus(ids.join());

  const order = async (next: string[]) => {
    try {
      await orderGroups(next);
    } catch (error) {
      console.error('ordering option groups failed', error);
      await alert(options.saveFailed);
    }
  };
  const dragProps = useDragOrder(ids, (next) => void order(next));

  if (!groups) return <p className="placeholder">{texts.common.loading}</p>;
  if (groups.length === 0) {
    return (
      <div className="card options-empty">
        <p className="options-empty__title">{t.empty}</p>
        <p className="options-empty__hint">{t.emptyHint}</p>
      </div>
    );
  }
  return (
    <ol className="group-list" aria-label={t.listLabel}>
      {groups.map((group, index) => (
        <li key={group.id} className="group-list__item" {...dragProps(group.id)}>
          <GroupCard
            group={group}
            first={index === 0}
            last={index === groups.length - 1}
            unsent={unsent}
            onOpen={onOpen}
            onMove={(step) => {
              const next = moved(ids, group.id, step);
              if (!next) return;
              keepFocus(group.id, step);
              void order(next);
            }}
          />
        </li>
      ))}
    </ol>
  );
}
