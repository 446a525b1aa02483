import { binomial } from '@lalebet/shared/sportsbook';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { SystemOption } from './slip-math';
import styles from './system-choices.module.css';

type Props = {
  /** Selections on the slip. */
  n: number;
  choices: SystemOption[];
  value: string;
  /** Stake per line (lira), shown on every choice with its line count. */
  stake: number;
  onChange: (key: string) => void;
};

/**
 * The System tab's choices (docs/decisions/022, "Named systems"): "Sistem 2/3"... then the named
 * full covers for n selections, each with what its lines are ("3 ikili + 1 üçlü"), how many, and
 * the stake per line. The radio's name is the title; the lines are its description.
 */
export function SystemChoices({ n, choices, value, stake, onChange }: Props) {
  const { t } = useTranslation('betslip');
  const id = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('system.sizes')}</legend>
      {choices.map((c) => {
        const title = c.name ?? t('system.name', { size: c.sizes[0], n });
        const parts = c.sizes.map((k) => t(`system.fold${k}`, { count: binomial(n, k) })).join(' + ');
        return (
          <label key={c.key} className={styles.choice}>
            <input
              type="radio"
              name={id}
              value={c.key}
              checked={value === c.key}
              onChange={() => onChange(c.key)}
              aria-labelledby={`${id}-${c.key}-t`}
              aria-describedby={`${id}-${c.key}-d ${id}-${c.key}-p`}
            />
            <span id={`${id}-${c.key}-t`} className={styles.title}>
              {title}
            </span>
            <span id={`${id}-${c.key}-d`} className={styles.lines} data-testid={`system-lines-${c.key}`}>
              {t('system.linesAt', { count: c.lines, stake: formatMoney(stake) })}
            </span>
            <span id={`${id}-${c.key}-p`} className={styles.detail}>
              {parts}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
