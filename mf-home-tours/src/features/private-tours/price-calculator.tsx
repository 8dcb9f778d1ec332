import { useId, useState } from 'react';
import { business } from 'shared-types';

import styles from './price-calculator.module.scss';
import { clampGuests, privateTourTotal } from './private-tour-price';

const { calculatorMin, calculatorMax, calculatorDefault } = business.privateTours;
const { privateMinimum, privateIncludedGuests, privatePerExtraGuest } = business.pricing;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/**
 * The private-tour price calculator: the visitor's text is
 * kept while typing so a number can be retyped, the total follows it live, and on leaving the
 * field the text is replaced by the guest count the total was computed for.
 */
export function PriceCalculator() {
  const inputId = useId();
  const hintId = useId();
  const [raw, setRaw] = useState(String(calculatorDefault));
  const guests = clampGuests(raw);
  const total = privateTourTotal(guests);
  const extraGuests = Math.max(0, guests - privateIncludedGuests);

  return (
    <div className={styles.calculator}>
      <label htmlFor={inputId} className={styles.label}>
        Number of guests
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={calculatorMin}
        max={calculatorMax}
        step={1}
        value={raw}
        aria-describedby={hintId}
        onChange={(event) => setRaw(event.target.value)}
        onBlur={() => setRaw(String(guests))}
      />
      <p id={hintId} className={styles.hint}>
        From {calculatorMin} to {calculatorMax} guests.
      </p>
      <output htmlFor={inputId} className={styles.result} aria-live="polite">
        <span className={styles.total}>Total: {dollars(total)}</span>
        <span className={styles.breakdown}>
          {guests} {guests === 1 ? 'guest' : 'guests'}: {dollars(privateMinimum)} minimum for up to{' '}
          {privateIncludedGuests} guests
          {extraGuests > 0
            ? ` + ${extraGuests} extra ${extraGuests === 1 ? 'guest' : 'guests'} × ${dollars(privatePerExtraGuest)}`
            : ''}
        </span>
      </output>
    </div>
  );
}
