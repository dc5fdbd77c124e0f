// The editor's form: the product's fields, its photo and option groups. Checked with the menu's rules
// before anything is written (saveProduct validates); a refusal is worded beside its field and keeps
// every value typed. Saving writes the product, then its groups, photo and stock, all local and queued.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { centsToInput, parseEuros, type MenuProblem } from '../../../domain/menu';
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
import { GroupsField } from './GroupsField';
import { PhotoField } from './PhotoField';

export type ProductFormProps = { product: MenuProduct | null; categories: CategoryRow[]; groups: GroupWithProducts[] };

const NAME: readonly MenuProblem[] = ['nameRequired', 'nameTooLong'];

export function ProductForm({ product, categories, groups }: ProductFormProps) {
  const t = menu.editor;
  const id = useId();
  const navigate = useNavigate();
  const { confirm, alert, toast } = useDialogs();
  const [seenVersion] = useState(product?.version ?? 0);
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(product ? centsToInput(product.price_cents) : '');
  const [categoryId, setCategoryId] = useState(product?.category_id ?? categories[0]?.id ?? '');
  const [number, setNumber] = useState(product?.Productnummer ?? '');
  const [vat, setVat] = useState(product?.vat_rate ?? 9);
  const [allergens, setAllergens] = useState<string[]>(product?.allergens ?? []);
  const [visible, setVisible] = useState(product?.is_active ?? true);
  const [inStock, setInStock] = useState(!(product?.is_sold_out ?? false));
  const [groupIds, setGroupIds] = useState<string[]>(product?.groups.map((group) => group.id) ?? []);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [problems, setProblems] = useState<readonly MenuProblem[]>([]);
  const [groupProblem, setGroupProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cents = parseEuros(price);
  const priceProblems: MenuProblem[] = problems.includes('priceInvalid') ? ['priceInvalid'] : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await saveProduct(product?.id ?? null, {
        name, description, price_cents: cents ?? -1, category_id: categoryId || null, Productnummer: number, vat_rate: vat,
        allergens, is_active: visible,
      });
      if (!result.ok) {
        if (result.reason === 'invalid') setProblems(result.problems);
        else await alert(t.gone);
        return;
      }
      const saved = result.id;
      const before = product?.groups.map((group) => group.id) ?? [];
      if (before.join() !== groupIds.join()) {
        const linked = await setProductGroups(saved, groupIds);
        if (!linked.ok) setGroupProblem(options.problems.requiredWithoutValues);
        if (!linked.ok) return navigate(`/app/products/edit/${saved}`, { replace: true });
      }
      if (photo) await queuePhoto(saved, photo);
      if (inStock === (product?.is_sold_out ?? false)) await setProductInStock(saved, inStock);
      toast(t.saved(name.trim()));
      navigate('/app/products');
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
    navigate('/app/products');
  };

  const nameProblems = problemsOf(problems, NAME);
  return (
    <form className="card product-form" onSubmit={(event) => void submit(event)} noValidate>
      {product && product.version !== seenVersion && <p className="notice" role="status">{t.changedElsewhere}</p>}
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.name}</label>
        <input id={`${id}-name`} value={name} maxLength={120} autoComplete="off" aria-invalid={nameProblems.length > 0 || undefined}
          aria-describedby={nameProblems.length > 0 ? `${id}-name-problems` : undefined}
          onChange={(event) => { setName(event.target.value); setProblems([]); }} />
        <FieldProblems id={`${id}-name-problems`} problems={nameProblems} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t.description}</label>
        <textarea id={`${id}-description`} rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
      </div>
      <div className="product-form__row">
        <div className="field">
          <label htmlFor={`${id}-price`}>{t.price}</label>
          <input id={`${id}-price`} inputMode="decimal" value={price} autoComplete="off" placeholder={t.priceHint}
            aria-invalid={priceProblems.length > 0 || undefined} aria-describedby={priceProblems.length > 0 ? `${id}-price-problems` : undefined}
            onChange={(event) => { setPrice(event.target.value); setProblems([]); }} />
          <FieldProblems id={`${id}-price-problems`} problems={priceProblems} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-number`}>{t.number}</label>
          <input id={`${id}-number`} value={number} autoComplete="off" onChange={(event) => setNumber(event.target.value)} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t.category}</label>
        <select id={`${id}-category`} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
          <option value="">{t.noCategory}</option>
          {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
        </select>
      </div>
      <fieldset className="product-form__vat" aria-describedby={`${id}-vat-hint`}>
        <legend>{t.vat}</legend>
        {[9, 21].map((rate) => (
          <label key={rate}><input type="radio" name={`${id}-vat`} checked={vat === rate} onChange={() => setVat(rate)} /> {t.vatOption(rate)}</label>
        ))}
        <span id={`${id}-vat-hint`} className="option-dialog__hint">{t.vatHint}</span>
      </fieldset>
      <AllergensField value={allergens} onChange={setAllergens} />
      <PhotoField product={product} photo={photo} onPhoto={setPhoto} />
      <GroupsField groups={groups} value={groupIds} problem={groupProblem}
        onChange={(ids, problem) => { setGroupIds(ids); setGroupProblem(problem); }} />
      <div className="product-form__toggles">
        <Toggle label={t.visible} checked={visible} onChange={setVisible} />
        <Toggle label={t.inStock} checked={inStock} onChange={setInStock} />
      </div>
      <div className="dialog__actions">
        {product && <button type="button" className="button button--danger" onClick={() => void remove()}>{t.remove}</button>}
        <button type="button" className="button" onClick={() => navigate('/app/products')}>{t.cancel}</button>
        <button type="submit" className="button button--primary" disabled={busy}>{t.save}</button>
      </div>
    </form>
  );
}
