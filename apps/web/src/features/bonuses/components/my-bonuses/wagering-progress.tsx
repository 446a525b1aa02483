import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import styles from './my-bonuses.module.css';

/** How much of the wagering is done: a progressbar named "Wagering", valued "₺x of ₺y wagered". */
export function WageringProgress({ done, required }: { done: number; required: number }) {
  const { t } = useTranslation('bonuses');
  const labelId = useId();
  if (required <= 0) return <p className={styles.note}>{t('mine.noWagering')}</p>;
  const now = Math.min(Math.max(done, 0), required);
  const text = t('mine.wagered', { done: formatMoney(now), required: formatMoney(required) });
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span id={labelId} className={styles.label}>
          {t('mine.wagering')}
        </span>
        <span className={styles.progressText}>{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={now}
        aria-valuetext={text}
        className={styles.track}
      >
        <span className={styles.fill} style={{ width: `${(now / required) * 100}%` }} />
      </div>
    </div>
  );
}
