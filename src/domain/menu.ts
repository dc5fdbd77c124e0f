// The menu's rules, the same ones the database checks (migrations 20251130000001..3): names, prices,
// BTW rates, allergens, how many choices an option group asks for, and when a product can be ordered.
// Pure: the editor screens and the data layer both validate with these before anything is queued.

/** The 14 EU allergens, as the database keeps them (keys) and as staff read them (labels). */
export const ALLERGENS = [
  ['gluten', 'Gluten'], ['schaaldieren', 'Schaaldieren'], ['eieren', 'Eieren'], ['vis', 'Vis'], ['pinda', "Pinda's"],
  ['soja', 'Soja'], ['melk', 'Melk'], ['noten', 'Noten'], ['selderij', 'Selderij'], ['mosterd', 'Mosterd'],
  ['sesam', 'Sesam'], ['sulfiet', 'Sulfiet'], ['lupine', 'Lupine'], ['weekdieren', 'Weekdieren'],
] as const;

export type Allergen = (typeof ALLERGENS)[number][0];

export function isAllergen(value: string): value is Allergen {
  return ALLERGENS.some(([key]) => key === value);
}

/** BTW: 9% for food and soft drinks, 21% for alcohol. */
export const VAT_RATES = [9, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const NAME_MAX = 80;

/** Why a value is refused; the screens word each (src/ui/texts/menu.ts). */
export type MenuProblem =
  | 'nameRequired' | 'nameTooLong' | 'priceInvalid' | 'minAboveMax' | 'maxTooLow' | 'countInvalid'
  | 'requiredWithoutValues' | 'photoTooLarge' | 'photoType' | 'allergenUnknown';

/** A name's problem, or null when it is fine (trimmed 1..80 characters). */
export function nameProblem(name: string): MenuProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'nameRequired';
  return trimmed.length > NAME_MAX ? 'nameTooLong' : null;
}

/**
 * A euro amount as staff type it ("12,50", "12.5", "€ 3", "0") in whole cents, or null when it is not
 * an amount of at least zero with at most two decimals.
 */
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/€/g, '').replace(/\s/g, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as staff type them back: 1250 → "12,50". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** The problem of a group's minimum and maximum choices, or null (0 ≤ min ≤ max, max ≥ 1). */
export function choicesProblem(min: number, max: number): MenuProblem | null {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0) return 'countInvalid';
  if (max < 1) return 'maxTooLow';
  return min > max ? 'minAboveMax' : null;
}

/** A group is required when a choice must be made. */
export function isRequired(group: { min_choices: number }): boolean {
  return group.min_choices >= 1;
}

/** How many choices a group asks for, in words: 'Kies 1', 'Kies maximaal 3', 'Optioneel', 'Kies 1 tot 3'. */
export function choicesInWords(group: { min_choices: number; max_choices: number }): string {
  const { min_choices: min, max_choices: max } = group;
  if (min === 0 && max === 1) return 'Optioneel';
  if (min === max) return `Kies ${min}`;
  if (min === 0) return `Kies maximaal ${max}`;
  return `Kies ${min} tot ${max}`;
}

/**
 * Whether a linked group can still be satisfied by its values (structure only; the database refuses a
 * change that breaks it): at least min_choices values that are not removed.
 */
export function isSatisfiable(group: { min_choices: number }, valueCount: number): boolean {
  return valueCount >= group.min_choices;
}

/** A photo's problem before scaling: at most 10 MB, and an image. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export function photoProblem(file: { size: number; type: string }): MenuProblem | null {
  if (!file.type.startsWith('image/')) return 'photoType';
  return file.size > PHOTO_MAX_BYTES ? 'photoTooLarge' : null;
}

/** A required group whose values in stock are fewer than its minimum: why a product cannot be ordered. */
export interface BlockingGroup {
  id: string;
  name: string;
}

/**
 * The required groups that keep a product from being ordered: fewer values in stock than min_choices
 * (the web shop's available_products leaves such a product out by itself). Empty: orderable.
 */
export function blockingGroups(
  groups: readonly { id: string; name: string; min_choices: number; inStock: number }[],
): BlockingGroup[] {
  return groups.filter((group) => group.inStock < group.min_choices).map(({ id, name }) => ({ id, name }));
}
