import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { SpinButton } from '@/components/ui/spin-button';
import { formatAmount } from '@/lib/format';
import styles from './bet-slip.module.css';

export const QUICK_AMOUNTS = [10, 50, 100, 500] as const;
const MAX_STAKE = 1_000_000;
/** What one press of the number spin's − or + moves the stake by, in lira. */
export const STAKE_STEP = 1;

type Props = { label: string; value: number; onChange: (lira: number) => void };

const clamp = (lira: number) => Math.min(MAX_STAKE, Math.max(0, Math.round(lira * 100) / 100));

/**
 * The stake in lira, Turkish style in both languages (docs/product.md §5: "1.250,50"), between
 * the number spin's − and + (held down, they repeat: docs/product.md §9), with quick amounts
 * that add to what is typed.
 */
export function StakeInput({ label, value, onChange }: Props) {
  const { t } = useTranslation('betslip');
  const id = useId();
  const add = (amount: number) => onChange(clamp(value + amount));
  const spin = { className: styles.spin, value, onChange, step: STAKE_STEP, min: 0, max: MAX_STAKE };
  const stepLabel = formatAmount(STAKE_STEP);
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label}
      </label>
      <div className={styles.stakeField}>
        <SpinButton direction={-1} label={t('stake.decrease', { amount: stepLabel })} {...spin} />
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
        <SpinButton direction={1} label={t('stake.increase', { amount: stepLabel })} {...spin} />
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
