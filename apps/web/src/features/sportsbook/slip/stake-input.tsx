import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { formatAmount } from '@/lib/format';
import styles from './bet-slip.module.css';

export const QUICK_AMOUNTS = [10, 50, 100, 500] as const;
const MAX_STAKE = 1_000_000;

type Props = { label: string; value: number; onChange: (lira: number) => void };

/**
 * The stake in lira, Turkish style in both languages (docs/product.md §5: "1.250,50"), with
 * quick amounts that add to what is typed.
 */
export function StakeInput({ label, value, onChange }: Props) {
  const { t } = useTranslation('betslip');
  const id = useId();
  const add = (amount: number) => onChange(Math.min(MAX_STAKE, Math.round((value + amount) * 100) / 100));
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label}
      </label>
      <div className={styles.stakeField}>
        <span className={styles.currency} aria-hidden="true">
          ₺
        </span>
        <IMaskInput
          id={id}
          className={styles.stakeInput}
          mask={Number}
          scale={2}
          thousandsSeparator="."
          radix=","
          mapToRadix={['.']}
          min={0}
          max={MAX_STAKE}
          unmask
          inputMode="decimal"
          placeholder="0,00"
          autoComplete="off"
          value={value ? String(value) : ''}
          onAccept={(v: string) => onChange(v === '' ? 0 : Number(v))}
        />
      </div>
      <div className={styles.quick} role="group" aria-label={t('stake.quickLabel')}>
        {QUICK_AMOUNTS.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.quickButton}
            aria-label={t('stake.quick', { amount: formatAmount(amount) })}
            onClick={() => add(amount)}
          >
            +{amount} ₺
          </button>
        ))}
      </div>
    </div>
  );
}
