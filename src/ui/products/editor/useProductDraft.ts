// The editor's values: what staff type, over the product as it was when they started. When the stored
// product changes while the editor is open (another device, through sync), a field staff have not
// touched takes the new value and a field they changed keeps their input; both are reported, so the
// form can say so. Nothing typed is lost, and saving never puts back an old value of a field staff did
// not touch. This device's own earlier change arriving back from the server changes no value: no report.
import { useCallback, useState } from 'react';
import { centsToInput } from '../../../domain/menu';
import type { MenuProduct } from '../../../db/menu-reads';
import type { CategoryRow } from '../../../db/rows';

export interface ProductValues {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  number: string;
  vat: number;
  allergens: string[];
  visible: boolean;
  inStock: boolean;
  groupIds: string[];
}

export type ValueKey = keyof ProductValues;

const KEYS: readonly ValueKey[] = ['name', 'description', 'price', 'categoryId', 'number', 'vat', 'allergens', 'visible', 'inStock', 'groupIds'];

/** The form's values of a stored product (or a new one: first category, 9 % BTW, visible, in stock). */
export function valuesOf(product: MenuProduct | null, categories: readonly CategoryRow[]): ProductValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? centsToInput(product.price_cents) : '',
    categoryId: product ? product.category_id ?? '' : categories[0]?.id ?? '',
    number: product?.Productnummer ?? '',
    vat: product?.vat_rate ?? 9,
    allergens: [...(product?.allergens ?? [])].sort(),
    visible: product?.is_active ?? true,
    inStock: !(product?.is_sold_out ?? false),
    groupIds: product?.groups.map((group) => group.id) ?? [],
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

interface DraftState {
  values: ProductValues;
  /** The stored values the form last took in. */
  base: ProductValues;
  source: MenuProduct | null;
  /** Fields another device changed meanwhile: taken over (untouched here) or kept as typed (clashed). */
  adopted: ValueKey[];
  clashed: ValueKey[];
}

/** The next state once the stored product is `product`: untouched fields follow it, typed ones stay. */
export function merged(state: DraftState, product: MenuProduct, categories: readonly CategoryRow[]): DraftState {
  const theirs = valuesOf(product, categories);
  const values = { ...state.values };
  const adopted = new Set(state.adopted);
  const clashed = new Set(state.clashed);
  for (const key of KEYS) {
    if (same(theirs[key], state.base[key])) continue;
    if (same(values[key], state.base[key])) {
      (values as Record<ValueKey, unknown>)[key] = theirs[key];
      adopted.add(key);
    } else if (!same(values[key], theirs[key])) {
      clashed.add(key);
    }
  }
  return { values, base: theirs, source: product, adopted: [...adopted], clashed: [...clashed].filter((key) => !same(values[key], theirs[key])) };
}

export interface ProductDraft {
  values: ProductValues;
  /** The stored values now (what another device saved, if it did). */
  stored: ProductValues;
  set<K extends ValueKey>(key: K, value: ProductValues[K]): void;
  adopted: readonly ValueKey[];
  clashed: readonly ValueKey[];
}

export function useProductDraft(product: MenuProduct | null, categories: readonly CategoryRow[]): ProductDraft {
  const [state, setState] = useState<DraftState>(() => {
    const values = valuesOf(product, categories);
    return { values, base: values, source: product, adopted: [], clashed: [] };
  });
  let current = state;
  // Adjusted while rendering (not in an effect), so the form never shows a stale value for a frame.
  if (product && product !== state.source) {
    current = merged(state, product, categories);
    setState(current);
  }
  const set = useCallback(<K extends ValueKey>(key: K, value: ProductValues[K]) => {
    setState((before) => ({ ...before, values: { ...before.values, [key]: value } }));
  }, []);
  return { values: current.values, stored: current.base, set, adopted: current.adopted, clashed: current.clashed };
}
