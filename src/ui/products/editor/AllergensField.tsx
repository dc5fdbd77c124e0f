// The 14 EU allergens as check boxes with their Dutch names.
import { ALLERGENS } from '../../../domain/menu';
import { menu } from '../../texts/menu';

export type AllergensFieldProps = { value: readonly string[]; onChange(value: string[]): void };

export function AllergensField({ value, onChange }: AllergensFieldProps) {
  return (
    <fieldset className="product-form__allergens">
      <legend>{menu.editor.allergens}</legend>
      {ALLERGENS.map(([key, label]) => (
        <label key={key}>
          <input type="checkbox" checked={value.includes(key)}
            onChange={(event) => onChange(event.target.checked ? [...value, key].sort() : value.filter((item) => item !== key))} />
          {' '}{label}
        </label>
      ))}
    </fieldset>
  );
}
