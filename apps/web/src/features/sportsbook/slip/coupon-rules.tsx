import { MAX_MISLI } from '@lalebet/shared/sportsbook';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import { useMaxMisli } from '../api/get-coupon-rules';
import { slip, selectionKey, type SlipSelection } from './slip-store';
import styles from './bet-slip.module.css';

/**
 * The Turkish coupon rules on the slip (docs/decisions/071-web-coupon-rules.md): the banker
 * toggle of a system's selection, the MBS hint, and the misli choice.
 */

/** Misli steps the slip offers, up to the contract's cap; the site's own cap cuts them (misliChoices). */
export const MISLI_CHOICES = [1, 2, 3, 4, 5, 10, 20, 50, 100].filter((m) => m <= MAX_MISLI);

type BankerProps = {
  selection: SlipSelection;
  /** One more banker would leave under 2 others. */ full: boolean;
};

/** "B": the selection is a banker (banko), in every line of the system. */
export function BankerToggle({ selection, full }: BankerProps) {
  const { t } = useTranslation('betslip');
  const on = selection.banker === true;
  const disabled = full && !on;
  return (
    <button
      type="button"
      className={cx(styles.banker, on && styles.bankerOn)}
      aria-pressed={on}
      aria-label={t('banker.toggle', { event: selection.eventName, outcome: selection.outcomeName })}
      title={disabled ? t('banker.full') : t('banker.hint')}
      disabled={disabled}
      onClick={() => slip.toggleBanker(selectionKey(selection))}
    >
      B
    </button>
  );
}

/** The slip has fewer selections than a match on it needs (MBS_NOT_MET): Place waits. */
export function MbsHint({ mbs, count }: { mbs: number; count: number }) {
  const { t } = useTranslation('betslip');
  if (count >= mbs) return null;
  return (
    <p className={cx(styles.hint, styles.ruleHint)} role="status">
      {t('mbs.hint', { mbs, missing: mbs - count })}
    </p>
  );
}

/** The misli choices under the site's cap: the usual steps below it, and the cap itself. */
export const misliChoices = (cap: number) => [...MISLI_CHOICES.filter((m) => m < cap), cap];

/**
 * Misli: the coupon played n times, offered up to the site's cap (GET sportsbook/coupon-rules),
 * which the select's description states. A choice above a cap that arrived or fell later is
 * brought down to the cap.
 */
export function MisliSelect({ value, onChange }: { value: number; onChange: (misli: number) => void }) {
  const { t } = useTranslation('betslip');
  const id = useId();
  const cap = useMaxMisli();
  useEffect(() => {
    if (value > cap) onChange(cap);
  }, [value, cap, onChange]);
  return (
    <div className={styles.misli}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {t('misli.label')}
      </label>
      <select
        id={id}
        className={styles.misliSelect}
        value={Math.min(value, cap)}
        aria-describedby={`${id}-cap`}
        title={t('misli.allowed', { allowed: cap })}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {misliChoices(cap).map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
      <span id={`${id}-cap`} className="visually-hidden">
        {t('misli.allowed', { allowed: cap })}
      </span>
    </div>
  );
}
