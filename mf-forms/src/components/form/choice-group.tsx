import type { UseFormRegisterReturn } from 'react-hook-form';

import styles from './form.module.scss';

/** One radio choice: the value the form holds and the text the visitor reads. */
export interface Choice {
  value: string;
  label: string;
}

/** Props of `ChoiceGroup`. */
export interface ChoiceGroupProps {
  /** Prefix of the ids; the first radio gets `${id}-0`, which an error summary can focus. */
  id: string;
  legend: string;
  choices: readonly Choice[];
  /** The react-hook-form registration of the field. */
  registration: UseFormRegisterReturn;
  error?: string;
  /** Lays the choices out in a row on wide screens (short labels such as ratings). */
  inline?: boolean;
}

/**
 * The registration's ref, made to keep a choice the visitor ticked in the prerendered page before
 * the scripts ran: react-hook-form sets a radio group to its stored value as each radio registers,
 * which would untick it, so a radio found ticked is reported as the visitor's change instead.
 */
function keepingPrerenderedChoice(registration: UseFormRegisterReturn) {
  return (input: HTMLInputElement | null) => {
    const ticked = input?.checked === true;
    registration.ref(input);
    if (input !== null && ticked) {
      input.checked = true;
      void registration.onChange({ target: input, type: 'change' });
    }
  };
}

/** A required radio group in a fieldset, its legend naming the question and its error tied in. */
export function ChoiceGroup({
  id,
  legend,
  choices,
  registration,
  error,
  inline = false,
}: ChoiceGroupProps) {
  const errorId = error ? `${id}-error` : undefined;
  const ref = keepingPrerenderedChoice(registration);
  return (
    <fieldset
      className={styles.choiceGroup}
      aria-describedby={errorId}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className={styles.label}>
        {legend}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className={inline ? `${styles.choices} ${styles.choicesInline}` : styles.choices}>
        {choices.map((choice, index) => (
          <label key={choice.value} htmlFor={`${id}-${index}`} className={styles.choice}>
            <input
              {...registration}
              ref={ref}
              id={`${id}-${index}`}
              type="radio"
              value={choice.value}
              aria-describedby={errorId}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
