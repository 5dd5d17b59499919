/** A labelled menu of one choice, for the start screen and the settings. */
export function Menu<T extends string>(props: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** Each option: its value, its text, and the language of that text when it differs. */
  options: readonly (readonly [T, string, string?])[];
  /** The form field's name (the tests find a menu by it in any language). */
  name?: string;
}) {
  return (
    <label>
      {props.label}
      <select
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map(([value, text, lang]) => (
          <option key={value} value={value} lang={lang}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
