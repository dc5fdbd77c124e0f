// The editor's form: the product's fields, its photo and option groups. Checked with the menu's rules
// before anything is written (saveProduct validates); a refusal is worded beside its field, the first
// such field gets the focus, and every value typed stays. Saving writes the product, then its groups,
// photo and stock, all local and queued (offline too). The values live in useProductDraft, which takes
// in another device's change to a field staff did not touch and says so.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { parseEuros, type MenuProblem } from '../../../domain/menu';
import { removeProduct, saveProduct, setProductGroups } from '../../../db/menu-products';
import type { GroupWithProducts, MenuProduct } from '../../../db/menu-reads';
import { queuePhoto } from '../../../db/product-photos';
import { setProductInStock } from '../../../db/products';
import type { CategoryRow } from '../../../db/rows';
import { Toggle } from '../../components/Toggle';
import { useDialogs } from '../../components/dialogs';
import { menu } from '../../texts/menu';
import { options } from '../../texts/options';
import { FieldProblems, problemsOf } from '../../components/FieldProblems';
import { AllergensField } from './AllergensField';
import { ChangedNotice } from './ChangedNotice';
import { GroupsField } from './GroupsField';
import { PhotoField } from './PhotoField';
import { useProductDraft } from './useProductDraft';
import type { ReturnState } from '../useReturnPlace';

export type ProductFormProps = {
  product: MenuProduct | null;
  /** The product was removed elsewhere while the form was open (the form stays, saving cannot). */
  removed: boolean;
  categories: CategoryRow[];
  groups: GroupWithProducts[];
};

const NAME: readonly MenuProblem[] = ['nameRequired', 'nameTooLong'];
const PRICE: readonly MenuProblem[] = ['priceInvalid'];

export function ProductForm({ product, removed, categories, groups }: ProductFormProps) {
  const t = menu.editor;
  const id = useId();
  const navigate = useNavigate();
  const { confirm, alert, toast } = useDialogs();
  const draft = useProductDraft(product, categories);
  const { values, set } = draft;
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [problems, setProblems] = useState<readonly MenuProblem[]>([]);
  const [groupProblem, setGroupProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const priceInput = useRef<HTMLInputElement>(null);
  const focusProblem = useRef(false);
  const nameProblems = problemsOf(problems, NAME);
  /** To the list, at this product (useReturnPlace). */
  const back = (shown?: string) => navigate('/app/products', { state: { product: shown } satisfies ReturnState });
  const priceProblems = problemsOf(problems, PRICE);

  // After a refused save the first field named in a problem gets the focus (and scrolls into view).
  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    (nameProblems.length > 0 ? nameInput : priceInput).current?.focus();
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await saveProduct(product?.id ?? null, {
        name: values.name, description: values.description, price_cents: parseEuros(values.price) ?? -1,
        category_id: values.categoryId || null, Productnummer: values.number, vat_rate: values.vat, allergens: values.allergens,
        is_active: values.visible,
      });
      if (!result.ok) {
        if (result.reason !== 'invalid') return await alert(t.gone);
        focusProblem.current = true;
        return setProblems(result.problems);
      }
      const saved = result.id;
      if ((product?.groups.map((group) => group.id) ?? []).join() !== values.groupIds.join()) {
        const linked = await setProductGroups(saved, values.groupIds);
        if (!linked.ok) {
          // Only a race gets here (options removed meanwhile): the product is saved, its groups are not.
          setGroupProblem(options.problems.requiredWithoutValues);
          if (!product) navigate(`/app/products/edit/${saved}`, { replace: true });
          return await alert(options.problems.requiredWithoutValues);
        }
      }
      if (photo) await queuePhoto(saved, photo);
      if (values.inStock === (product?.is_sold_out ?? false)) await setProductInStock(saved, values.inStock);
      toast(t.saved(values.name.trim()));
      back(saved);
    } catch (error) {
      console.error('product save failed', error);
      await alert(menu.failed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!product || !(await confirm(t.removeConfirm(product.name), { confirm: t.remove }))) return;
    await removeProduct(product.id);
    toast(t.removed(product.name));
    back();
  };

  const typed = (key: 'name' | 'price', value: string) => {
    set(key, value);
    setProblems([]);
  };
  return (
    <form className="card product-form" onSubmit={(event) => void submit(event)} noValidate>
      <ChangedNotice adopted={draft.adopted} clashed={draft.clashed} stored={draft.stored} removed={removed}
        categories={categories} groups={groups} />
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.name}</label>
        <input id={`${id}-name`} ref={nameInput} value={values.name} maxLength={120} autoComplete="off"
          aria-invalid={nameProblems.length > 0 || undefined} aria-describedby={nameProblems.length > 0 ? `${id}-name-problems` : undefined}
          onChange={(event) => typed('name', event.target.value)} />
        <FieldProblems id={`${id}-name-problems`} problems={nameProblems} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t.description}</label>
        <textarea id={`${id}-description`} rows={2} value={values.description} onChange={(event) => set('description', event.target.value)} />
      </div>
      <div className="product-form__row">
        <div className="field">
          <label htmlFor={`${id}-price`}>{t.price}</label>
          <input id={`${id}-price`} ref={priceInput} inputMode="decimal" value={values.price} autoComplete="off" placeholder={t.priceHint}
            aria-invalid={priceProblems.length > 0 || undefined} aria-describedby={priceProblems.length > 0 ? `${id}-price-problems` : undefined}
            onChange={(event) => typed('price', event.target.value)} />
          <FieldProblems id={`${id}-price-problems`} problems={priceProblems} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-number`}>{t.number}</label>
          <input id={`${id}-number`} value={values.number} autoComplete="off" onChange={(event) => set('number', event.target.value)} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t.category}</label>
        <select id={`${id}-category`} value={values.categoryId} onChange={(event) => set('categoryId', event.target.value)}>
          <option value="">{t.noCategory}</option>
          {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
        </select>
      </div>
      <fieldset className="product-form__vat" aria-describedby={`${id}-vat-hint`}>
        <legend>{t.vat}</legend>
        {[9, 21].map((rate) => (
          <label key={rate}><input type="radio" name={`${id}-vat`} checked={values.vat === rate} onChange={() => set('vat', rate)} /> {t.vatOption(rate)}</label>
        ))}
        <span id={`${id}-vat-hint`} className="option-dialog__hint">{t.vatHint}</span>
      </fieldset>
      <AllergensField value={values.allergens} onChange={(allergens) => set('allergens', allergens)} />
      <PhotoField product={product} photo={photo} onPhoto={setPhoto} />
      <GroupsField groups={groups} value={values.groupIds} problem={groupProblem}
        onChange={(ids, problem) => { set('groupIds', ids); setGroupProblem(problem); }} />
      <div className="product-form__toggles">
        <Toggle label={t.visible} checked={values.visible} onChange={(on) => set('visible', on)} />
        <Toggle label={t.inStock} checked={values.inStock} onChange={(on) => set('inStock', on)} />
      </div>
      <div className="dialog__actions product-form__actions">
        {product && !removed && <button type="button" className="button button--danger" onClick={() => void remove()}>{t.remove}</button>}
        <button type="button" className="button" onClick={() => back(product?.id)}>{t.cancel}</button>
        <button type="submit" className="button button--primary" disabled={busy || removed}>{t.save}</button>
      </div>
    </form>
  );
}
