import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './promotion-filters.module.css';

export const PROMOTION_FILTERS = ['all', 'casino', 'sports'] as const;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

type Props = { value: PromotionFilter; onChange: (value: PromotionFilter) => void };

/** All / Casino / Sports as native radios: arrow keys move between them, "1 of 3" is announced. */
export function PromotionFilters({ value, onChange }: Props) {
  const { t } = useTranslation('promotions');
  const name = useId();
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t('filter.label')}</legend>
      {PROMOTION_FILTERS.map((f) => (
        <label key={f} className={styles.chip}>
          <input type="radio" name={name} value={f} checked={value === f} onChange={() => onChange(f)} />
          <span>{t(`filter.${f}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
