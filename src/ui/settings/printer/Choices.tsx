// A group of radio buttons with a legend: the connection, the paper width, the printer language.
export type ChoiceOption<T extends string | number> = { value: T; label: string };

export type ChoicesProps<T extends string | number> = {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange(value: T): void;
  /** The card's heading already says it: the legend is for screen readers only. */
  hideLegend?: boolean;
};

export function Choices<T extends string | number>({ legend, name, options, value, onChange, hideLegend }: ChoicesProps<T>) {
  return (
    <fieldset className="printer__choices">
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={`printer__choice${option.value === value ? ' printer__choice--selected' : ''}`}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
