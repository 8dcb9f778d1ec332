import { Field, type FieldProps } from './field';

/** Props of `SelectField`. */
export interface SelectFieldProps extends Omit<FieldProps, 'children'> {
  /** The first, empty choice, which asks for an answer. */
  placeholder: string;
  /** The answers, each its own value and label. */
  options: readonly string[];
}

/** A `Field` whose control is a `<select>`: an empty placeholder first, then one option per answer. */
export function SelectField({ placeholder, options, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
