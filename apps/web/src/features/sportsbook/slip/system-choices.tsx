import { binomial } from '@lalebet/shared/sportsbook';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { SystemOption } from './slip-math';
import styles from './system-choices.module.css';

type Props = {
  /** Selections on the slip outside the bankers. */
  n: number;
  /** Bankers: in every line, so each line is b larger than its size. */
  bankers: number;
  choices: SystemOption[];
  value: string;
  /** Stake per line (lira), shown on every choice with its line count. */
  stake: number;
  onChange: (key: string) => void;
};

/**
 * The System tab's choices (docs/decisions/022, "Named systems"): "Sistem 2/3"... then the named
 * full covers for n selections, each with what its lines are ("3 ikili + 1 üçlü"), how many, and
 * the stake per line. The radio's name is the title; the lines are its description. With bankers
 * (docs/decisions/071-web-coupon-rules.md) the sizes are over the other selections and the title
 * says how many bankers every line holds.
 */
export function SystemChoices({ n, bankers, choices, value, stake, onChange }: Props) {
  const { t } = useTranslation('betslip');
  const id = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('system.sizes')}</legend>
      {choices.map((c) => {
        const name = c.name ?? t('system.name', { size: c.sizes[0], n });
        // "Sistem 2/3 + 1 banko": its lines are three trebles, each with the banker.
        const title = bankers ? `${name} ${t('system.bankers', { count: bankers })}` : name;
        const parts = c.sizes
          .map((k) => t(`system.fold${k + bankers}`, { count: binomial(n, k) }))
          .join(' + ');
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
