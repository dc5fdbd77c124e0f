// 'Koppelen aan producten': one option group attached to many products at once. Every product of the
// menu by category, with a checkbox; those that have the group already are shown checked and cannot be
// chosen again. A required group with too few options is refused (attachGroup) in words.
import { useId, useState, type FormEvent } from 'react';
import { isRequired } from '../../../domain/menu';
import { attachGroup } from '../../../db/option-groups';
import { useMenuSections, type GroupWithProducts, type MenuSection } from '../../../db/menu-reads';
import { Modal } from '../../components/Modal';
import { texts } from '../../texts';
import { options } from '../../texts/options';

export type AttachDialogProps = {
  group: GroupWithProducts;
  /** What was done, for a toast; undefined when cancelled. */
  onClose(done?: string): void;
};

export function AttachDialog({ group, onClose }: AttachDialogProps) {
  const t = options.attach;
  const id = useId();
  // The menu as the dialog opens; sold-out states do not matter here.
  const [at] = useState(() => new Date());
  const sections = useMenuSections('', at)?.filter((section) => section.products.length > 0);
  const linked = new Set(group.products.map((product) => product.id));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooFew = isRequired(group) && group.values.length < group.min_choices;

  const choose = (ids: readonly string[], on: boolean) => {
    setFailed(null);
    setChosen((current) => {
      const next = new Set(current);
      for (const productId of ids) if (on) next.add(productId); else next.delete(productId);
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await attachGroup(group.id, [...chosen]);
      if (result.ok) return onClose(t.done(group.name, chosen.size));
      setFailed(result.reason === 'invalid' ? result.problems.map((problem) => options.problems[problem]).join(' ') : options.notFound);
    } catch (error) {
      console.error('attach option group failed', error);
      setFailed(options.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal className="modal attach-dialog" labelledBy={`${id}-title`} onCancel={() => onClose()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`} className="option-dialog__title">{t.title}</h2>
        <p className="option-dialog__group">{t.group(group.name)}</p>
        {tooFew && <p className="options-hint">{options.groups.needsValues(group.min_choices)}</p>}
        <span id={`${id}-linked`} hidden>{t.linked}</span>
        <div className="attach-dialog__list">
          {!sections ? <p className="placeholder">{texts.common.loading}</p>
            : sections.length === 0 ? <p className="placeholder">{t.noProducts}</p>
              : sections.map((section) => (
                <CategoryChoices key={section.category?.id ?? 'none'} section={section} linked={linked}
                  chosen={chosen} linkedNoteId={`${id}-linked`} onChoose={choose} />
              ))}
        </div>
        {failed && <p className="field-error" role="alert">{failed}</p>}
        <div className="attach-dialog__footer">
          <span className="attach-dialog__count" aria-live="polite">{t.chosen(chosen.size)}</span>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => onClose()}>{options.cancel}</button>
            <button type="submit" className="button button--primary" disabled={busy || chosen.size === 0}>{t.submit}</button>
          </div>
        </div>
      </form>
    </Modal>
  );
}

type CategoryChoicesProps = {
  section: MenuSection;
  linked: ReadonlySet<string>;
  chosen: ReadonlySet<string>;
  linkedNoteId: string;
  onChoose(ids: readonly string[], on: boolean): void;
};

function CategoryChoices({ section, linked, chosen, linkedNoteId, onChoose }: CategoryChoicesProps) {
  const t = options.attach;
  const name = section.category?.name ?? t.noCategory;
  const open = section.products.filter((product) => !linked.has(product.id)).map((product) => product.id);
  const allChosen = open.length > 0 && open.every((productId) => chosen.has(productId));
  return (
    <fieldset className="attach-category">
      <legend>{name}</legend>
      {open.length > 0 && (
        <button type="button" className="button button--small attach-category__all" aria-label={t.allLabel(name)}
          aria-pressed={allChosen} onClick={() => onChoose(open, !allChosen)}>
          {t.all}
        </button>
      )}
      <ul className="attach-category__products">
        {section.products.map((product) => {
          const isLinked = linked.has(product.id);
          return (
            <li key={product.id}>
              <label className={isLinked ? 'attach-product attach-product--linked' : 'attach-product'}>
                <input type="checkbox" checked={isLinked || chosen.has(product.id)} disabled={isLinked}
                  aria-describedby={isLinked ? linkedNoteId : undefined}
                  onChange={(event) => onChoose([product.id], event.target.checked)} />
                <span className="attach-product__name">{product.name}</span>
                {isLinked && <span className="attach-product__linked" aria-hidden="true">{t.linked}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
