// The one dialog the option groups screen has open at a time: a group's form, an option's form, or
// attaching a group to products. Kept outside the draggable cards, so typing in a field never starts
// a drag. A save closes it with a short toast.
import { useDialogs } from '../../components/dialogs';
import type { GroupWithProducts, MenuGroup } from '../../../db/menu-reads';
import type { OptionGroupRow, OptionValueRow } from '../../../db/rows';
import { options } from '../../texts/options';
import { AttachDialog } from './AttachDialog';
import { GroupDialog } from './GroupDialog';
import { ValueDialog } from './ValueDialog';

export type OpenDialog =
  | { kind: 'group'; group: OptionGroupRow | null }
  | { kind: 'value'; group: MenuGroup; value: OptionValueRow | null }
  | { kind: 'attach'; group: GroupWithProducts };

export type OptionDialogsProps = { open: OpenDialog; onClose(): void };

export function OptionDialogs({ open, onClose }: OptionDialogsProps) {
  const { toast } = useDialogs();
  const closeWith = (message?: string) => {
    onClose();
    if (message) toast(message);
  };
  switch (open.kind) {
    case 'group':
      return <GroupDialog group={open.group} onClose={(name) => closeWith(name && options.groups.saved(name))} />;
    case 'value':
      return <ValueDialog group={open.group} value={open.value} onClose={(name) => closeWith(name && options.groups.saved(name))} />;
    case 'attach':
      return <AttachDialog group={open.group} onClose={closeWith} />;
  }
}
