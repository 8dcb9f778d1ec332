/** Props of `SelectOptions`. */
export interface SelectOptionsProps {
  /** The first, empty choice, which asks for an answer. */
  placeholder: string;
  /** The answers, each its own value and label. */
  options: readonly string[];
}

/** The options of a `<select>`: an empty placeholder first, then one option per answer. */
export function SelectOptions({ placeholder, options }: SelectOptionsProps) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </>
  );
}
