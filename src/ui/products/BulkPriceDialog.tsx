// A bulk price change: choose products (or whole categories), raise or lower by an amount or a
// percentage, see every old → new price (rounded to 5 cents) before it applies, then one step that
// 'Ongedaan maken' reverts for a minute (UndoBar).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { parsePercent, previewPrices, type PriceChange } from '../../domain/bulk-price';
import { formatEuro } from '../../domain/format';
import { parseEuros } from '../../domain/menu';
import { applyPriceChange } from '../../db/menu-products';
import { useMenuSections } from '../../db/menu-reads';
import { Modal } from '../components/Modal';
import { menu } from '../texts/menu';
import { BulkSelection } from './BulkSelection';

export type BulkPriceDialogProps = { onClose(changed?: number): void };

type By = 'amount' | 'percent';

function changeOf(by: By, raise: boolean, text: string): PriceChange | null {
  if (by === 'percent') {
    const percent = parsePercent(text);
    return percent === null ? null : { by, percent };
  }
  const cents = parseEuros(text);
  return cents === null || cents === 0 ? null : { by, cents: raise ? cents : -cents };
}

export function BulkPriceDialog({ onClose }: BulkPriceDialogProps) {
  const t = menu.bulkDialog;
  const id = useId();
  const at = useMemo(() => new Date(), []);
  const sections = useMenuSections('', at);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [by, setBy] = useState<By>('percent');
  const [raise, setRaise] = useState(true);
  const [text, setText] = useState('');
  const products = (sections ?? []).flatMap((section) => section.products);
  const change = changeOf(by, raise, text);
  const lines = change ? previewPrices(products.filter((product) => chosen.has(product.id)), change) : [];
  const problem = text.trim() !== '' && !change ? (by === 'percent' ? t.badPercent : t.badAmount) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!change || lines.length === 0) return;
    const applied = await applyPriceChange(lines.map((line) => line.id), change);
    onClose(applied.length);
  };

  return (
    <Modal labelledBy={`${id}-title`} className="dialog option-dialog bulk-dialog" onCancel={() => onClose()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`} className="option-dialog__title">{t.title}</h2>
        <BulkSelection sections={sections ?? []} chosen={chosen} onChange={setChosen} />
        <fieldset className="bulk-dialog__change">
          <legend>{t.by}</legend>
          <span className="bulk-dialog__by">
            <label><input type="radio" name={`${id}-by`} checked={by === 'percent'} onChange={() => setBy('percent')} /> {t.percent}</label>
            <label><input type="radio" name={`${id}-by`} checked={by === 'amount'} onChange={() => setBy('amount')} /> {t.amount}</label>
          </span>
          {by === 'amount' && (
            <span className="bulk-dialog__by">
              <label><input type="radio" name={`${id}-dir`} checked={raise} onChange={() => setRaise(true)} /> {t.raise}</label>
              <label><input type="radio" name={`${id}-dir`} checked={!raise} onChange={() => setRaise(false)} /> {t.lower}</label>
            </span>
          )}
          <div className="field">
            <label htmlFor={`${id}-value`}>{by === 'percent' ? t.percentLabel : t.amountLabel}</label>
            <input id={`${id}-value`} inputMode="decimal" value={text} autoComplete="off" aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint`} onChange={(event) => setText(event.target.value)} />
            <span id={`${id}-hint`} className={problem ? 'field-error' : 'option-dialog__hint'}>{problem ?? (by === 'percent' ? t.percentHint : '')}</span>
          </div>
        </fieldset>
        {lines.length > 0 ? (
          <table className="bulk-dialog__preview">
            <caption>{t.previewCaption}</caption>
            <thead><tr><th scope="col">{t.product}</th><th scope="col">{t.oldPrice}</th><th scope="col">{t.newPrice}</th></tr></thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}><th scope="row">{line.name}</th><td>{formatEuro(line.from)}</td><td>{formatEuro(line.to)}</td></tr>
              ))}
            </tbody>
          </table>
        ) : <p className="option-dialog__hint">{t.nothing}</p>}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => onClose()}>{t.cancel}</button>
          <button type="submit" className="button button--primary" disabled={lines.length === 0}>{t.apply(lines.length)}</button>
        </div>
      </form>
    </Modal>
  );
}
