import { useId } from 'react';
import styles from './radio-chips.module.css';

export type ChipOption<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  /** Read by screen readers only: what the choice is about. */
  legend: string;
  options: readonly ChipOption<V>[];
  value: V;
  onChange: (value: V) => void;
};

/**
 * One choice among a few, drawn as a scrolling row of pills. Native radios underneath: arrow
 * keys move between them and screen readers announce "n of m".
 */
export function RadioChips<V extends string>({ legend, options, value, onChange }: Props<V>) {
  const name = useId();
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.chip}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
